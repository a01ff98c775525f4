/**
 * Rules from held-out batch 92 (a natural sample of Gemini and Vertex errors as users of translation
 * tools, Flutter/Dart apps, agent frameworks and relays meet them, outside the most-mined
 * repositories; docs/classifier.md, "Batch 92"): each rule's wordings, then the neighbours it must
 * leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// AI Studio's prepaid billing answers a project whose prepaid balance ran out with "Your prepayment
// credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project
// and billing." (source: dyad-sh/dyad#3626, through the AI SDK's retry wrapper; Google sends it as a
// 429 RESOURCE_EXHAUSTED): the held "depleted … credits" order, in the passive. Counter-examples:
// Anthropic's "Usage credits are required for long context requests." keeps its tier answer
// (anthropics/claude-code#64982, held h52); OpenRouter's "More credits are required to run this
// request" stays billing (tailcallhq/forgecode#571, corpus); credits that are daily or that reset
// are a window (invented: no thread quotes one).
describe('credits said to be depleted are an empty balance', () => {
  checkReasons([
    [
      "AI Studio's sentence without a status",
      {
        message:
          'Error: AI_RetryError: Failed after 3 attempts. Last error: Your prepayment credits are depleted. Please go to AI Studio at [https://ai.studio/projects](https://ai.studio/projects) to manage your project and billing.',
      },
      'billing',
    ],
    [
      'the same on its 429',
      {
        status: 429,
        message:
          'Your prepayment credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project and billing.',
      },
      'billing',
    ],
    [
      "Anthropic's credits required for long context keep their answer",
      { status: 429, message: 'Usage credits are required for long context requests.' },
      'long_context_tier',
    ],
    [
      "OpenRouter's credits required stay billing",
      {
        status: 402,
        message:
          'More credits are required to run this request. 128000 token capacity required, 19484 available.',
      },
      'billing',
    ],
    [
      'daily credits that reset are a window, not read (invented)',
      { message: 'Your daily credits are exhausted, they reset at midnight UTC' },
      'unknown',
    ],
  ]);
});

// Gemini refuses a part or a response format by its MIME type: "Unsupported MIME type:
// application/octet-stream" (waooAI/waoowaoo#89, an app's prefix and no status), "Tool use with a
// response mime type: 'application/json' is unsupported" (tbphp/gpt-load#188, gemini-cli through a
// relay), and new-api checks it before relaying: "MIME type 'application/json; charset=utf-8' from
// URL '…' is not supported by Gemini" (QuantumNous/new-api#1139). The request changes or it fails
// again, as the held 400 renderings of the same wordings already say (h76: googleapis/python-genai#744,
// charmbracelet/crush#995). Counter-examples: a model that takes no images stays model_not_found
// (held "does not support image input" family); Vertex's "empty mimeType parameter in fileData" keeps
// its rule (GoogleCloudPlatform/generative-ai#1390, held h76); a client that could not read a
// response's type is not the request's (invented: "… is not supported by the client" on a 503 stays
// the 503's).
describe('a MIME type the API does not take is the request’s format', () => {
  checkReasons([
    [
      "Gemini's words behind an app's prefix",
      { message: '请求参数不正确，请检查后重试。 Unsupported MIME type: application/octet-stream' },
      'format_error',
    ],
    [
      'a response MIME type with tools',
      { message: "Tool use with a response mime type: 'application/json' is unsupported" },
      'format_error',
    ],
    [
      "new-api's own check",
      {
        message:
          "error: MIME type 'application/json; charset=utf-8' from URL 'https://jsonplaceholder.typicode.com/posts' is not supported by Gemini. Supported types are: [video/mpegps image/png image/jpeg]",
      },
      'format_error',
    ],
    [
      'the held 400 rendering keeps its answer',
      {
        message:
          "Error 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Unsupported MIME type: application/cu-seeme', 'status': 'INVALID_ARGUMENT'}}",
      },
      'format_error',
    ],
    [
      'a model without image input stays model_not_found',
      { message: 'Image input is not supported by this model' },
      'model_not_found',
    ],
    [
      "Vertex's empty mimeType keeps its rule",
      {
        message:
          '400 Unable to submit request because it has an empty mimeType parameter in fileData. Add a value to the parameter and try again.',
      },
      'format_error',
    ],
    [
      "a client that cannot read a response's type keeps the 503 (invented)",
      {
        message:
          'the server responded with a status of 503 (Service Unavailable); response MIME type text/html is not supported by the client',
      },
      'overloaded',
    ],
  ]);
});

// Gemini answers a region without its free tier with "User location is not supported for the API
// use without a billing account linked." (FAILED_PRECONDITION); the 400 rule reads the region first
// (held: u14app/neo-chat#7, auth_permanent), but without a status the billing words decided. Sources:
// EvanZhouDev/gemini-ai#16 (a pretty-printed document the extractor does not lift, so no status),
// writingmate/chatlabs#120. Counter-examples: "This API method requires billing to be enabled …" stays
// billing (comoc/UnityCloudVision#6, a Google API's 403 body); the bare region sentence keeps
// auth_permanent (held, 28 lines); a model blocked in a region is left to the rules that read it before
// (invented; it keeps its old answer).
describe('a region refused for want of a billing account is the region’s', () => {
  checkReasons([
    [
      'the sentence in a pretty-printed document without a status',
      {
        message:
          'Error: There was an error when querying Gemini.\n{\n  "error": {\n    "code": 400,\n    "message": "User location is not supported for the API use without a billing account linked.",\n    "status": "FAILED_PRECONDITION"\n  }\n}',
      },
      'auth_permanent',
    ],
    [
      'the sentence alone',
      {
        message: 'User location is not supported for the API use without a billing account linked.',
      },
      'auth_permanent',
    ],
    [
      'billing to be enabled stays billing',
      {
        message:
          'This API method requires billing to be enabled. Please enable billing on project #851129945109 by visiting https://console.developers.google.com/billing/enable?project=851129945109 then retry.',
      },
      'billing',
    ],
    [
      'the bare region sentence keeps its answer',
      { message: 'User location is not supported for the API use.' },
      'auth_permanent',
    ],
    [
      'a model blocked in a region keeps its old answer (invented)',
      {
        message:
          'This model is not available in your region without a billing account linked to the project.',
      },
      'billing',
    ],
  ]);
});
