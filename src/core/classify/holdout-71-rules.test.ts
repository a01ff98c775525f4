/**
 * Rules from held-out batch 71 (a natural sample; docs/classifier.md, "Batch 71"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI validates a request body against its JSON schema and answers with the validator's
// sentence and the parameter's path after " - ": "<value> is not valid under any of the given
// schemas - '<param>'", "… is too short - '<param>'", "… is not of type '<type>' - '<param>'".
// Clients that keep only the message drop the 400. Sources: namuan/dr-doc-search#6 (h71, empty
// embeddings input), a GuzzleHttp rendering of OpenAI's 400 "None is not of type 'string' -
// 'messages.0.content'" (found by text search in a public issue; the status is cut here), Ollama's
// OpenAI-compatible middleware (`NewError(400, "[] is too short - 'messages'")`, copied by several
// relays), and EleutherAI/lm-evaluation-harness#841 (h71, the older "'$.stop' is invalid. Please
// check the API reference" for a parameter path). Counter-examples: a bound on max_tokens in the
// same validator shape (invented: the held convention reads max_tokens bounds as the token
// budget's, and this rule does not take bounds), Anthropic's "prompt is too long" (held, e.g.
// boldsoftware/exe.dev#62) and OpenAI's wrong-key 401 text (continuedev/continue#9634).
describe("OpenAI's JSON-schema validation of the request body is the request's", () => {
  checkReasons([
    [
      'an empty embeddings input, legacy InvalidRequestError without status',
      {
        message: "[''] is not valid under any of the given schemas - 'input'",
        name: 'openai.error.InvalidRequestError',
      },
      'format_error',
    ],
    [
      'a null message content, message only',
      { message: "None is not of type 'string' - 'messages.0.content'" },
      'format_error',
    ],
    [
      'no messages (Ollama and relays), message only',
      { message: "[] is too short - 'messages'" },
      'format_error',
    ],
    [
      "a parameter path refused: '$.stop' is invalid",
      {
        message:
          "'$.stop' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.",
        name: 'openai.error.InvalidRequestError',
      },
      'format_error',
    ],
    [
      'a max_tokens bound in the validator shape is not matched (invented)',
      { message: "4097 is greater than the maximum of 4096 - 'max_tokens'" },
      'unknown',
    ],
    [
      "Anthropic's prompt is too long stays an overflow",
      {
        message:
          'LLM request failed: status 400 Bad Request (url=http://169.254.169.254/gateway/llm/_/gateway/anthropic/v1/messages, model=claude-opus-4-5-20251101): {"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 200251 tokens > 200000 maximum"},"request_id":"req_011CWdepJvA2D819tdYYq4h7"}',
      },
      'context_overflow',
    ],
    [
      'a wrong key stays permanent',
      {
        message:
          '401 Incorrect API key provided: sk-proj-****MxYA. You can find your API key at https://platform.openai.com/account/api-keys.',
      },
      'auth_permanent',
    ],
  ]);
});

// google-api-go-client's `googleapi.Error` prints "googleapi: Error <status>: <message>" — the
// status of the response, often with an empty message (Gemini's Go clients, langchaingo's googleai,
// Fabric, CodeGPT). Sources: tmc/langchaingo#1190 (h71, "googleapi: Error 400:"),
// danielmiessler/Fabric#1335 (the same 400), appleboy/CodeGPT#239 ("Error: googleapi: Error 403:").
// Counter-examples, which keep their answers: viniciusgdr/IromotBOTGemini#4 ("googleapi: Error
// 404:" for a retired model id; a bare 404, model_not_found since session 42), Drive's "googleapi: Error 403: Rate Limit Exceeded"
// (a public README's bug list, found by text search; a 403 that is a rate limit), a Cloud KMS
// "googleapi: Error 429: Quota exceeded for quota metric …" from a Terraform log (found by text
// search), a retryable "googleapi: Error 500: Internal Server Error" (a Go test table of Google API
// errors, found by text search) and a suspended project's "googleapi: Error 403: Consumer
// 'projects/<PROJECT_ID>' has been suspended." (a public deployment note, found by text search).
describe("Google's Go client names the response's status: googleapi: Error <status>", () => {
  checkReasons([
    ['an empty 400 (langchaingo googleai)', { message: 'googleapi: Error 400:' }, 'format_error'],
    // A bare 404 is the missing model or deployment (status.404.bare since); the Go client's empty
    // status line after the app's headline reads so too (session 42: batch 483 labels this very
    // line model_not_found, as held h321 does "Error generating alt-text: googleapi: Error 404:").
    [
      'an empty 404 (a Go bot, a retired model id) is the missing model',
      { message: 'Error in geminiServices.MakeLoopCallsIfErrorGemini googleapi: Error 404:' },
      'model_not_found',
    ],
    ['an empty 403 (CodeGPT)', { message: 'Error: googleapi: Error 403:' }, 'auth'],
    [
      "Drive's 403 rate limit stays a rate limit",
      { message: 'Failed to copy: Upload failed: googleapi: Error 403: Rate Limit Exceeded' },
      'rate_limit',
    ],
    [
      'a 429 quota stays a rate limit',
      {
        message:
          "googleapi: Error 429: Quota exceeded for quota metric Write requests and limit write requests per minute' of service cloudkms.googleapis.com' for consumer 'project_number: 240970868086.",
      },
      'rate_limit',
    ],
    [
      'a 500 stays a server error',
      { message: 'googleapi: Error 500: Internal Server Error' },
      'server_error',
    ],
    [
      'a suspended project stays permanent',
      { message: "googleapi: Error 403: Consumer 'projects/<PROJECT_ID>' has been suspended." },
      'auth_permanent',
    ],
  ]);
});

// Review of batch 71: reading "googleapi: Error 400:" as a 400 sends Gemini's and Vertex's size
// refusals through the 400 rule, which did not know them — the same bodies with a real 400 status
// were format_error already. Gemini refuses a body over its byte cap with a 400 INVALID_ARGUMENT
// "Request payload size exceeds the limit: <N> bytes." (google-gemini/deprecated-generative-ai-android#26,
// an image over the 4 MB inline cap); Vertex refuses a prompt over the window with a 400 "Unable to
// submit request because the input token count is <N> but model only supports up to <M>." (verbatim
// in google-gemini/gemini-cli#19727). The first is the payload's size (shrink), the second the
// context's (compress); neither is a request that cannot succeed.
describe("Gemini's and Vertex's size refusals on a 400 (googleapi prefix or status)", () => {
  const payload = 'Request payload size exceeds the limit: 4194304 bytes.';
  const vertex =
    'Unable to submit request because the input token count is 1251952 but model only supports up to 1048576. Reduce the input token count and try again. You can also use the CountTokens API to calculate prompt token count and billable characters. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/learn/models';
  checkReasons([
    [
      "Gemini's byte cap behind googleapi's prefix",
      { message: `googleapi: Error 400: ${payload}` },
      'payload_too_large',
    ],
    [
      "Gemini's byte cap as a 400 INVALID_ARGUMENT body",
      {
        status: 400,
        body: { error: { code: 400, message: payload, status: 'INVALID_ARGUMENT' } },
      },
      'payload_too_large',
    ],
    [
      "Vertex's window, as gemini-cli prints it",
      { message: `API Error: Failed to generate content: ${vertex}` },
      'context_overflow',
    ],
    [
      "Vertex's window behind googleapi's prefix",
      { message: `googleapi: Error 400: ${vertex}` },
      'context_overflow',
    ],
    [
      "Vertex's window as a 400 INVALID_ARGUMENT body",
      {
        status: 400,
        body: { error: { code: 400, message: vertex, status: 'INVALID_ARGUMENT' } },
      },
      'context_overflow',
    ],
    // Neighbours: a byte cap that names tokens stays the overflow reading; the held 400s stay.
    [
      "Gemini's token cap stays an overflow",
      {
        message:
          'googleapi: Error 400: The input token count (1203882) exceeds the maximum number of tokens allowed (1048576).',
      },
      'context_overflow',
    ],
    ['an empty 400 stays a bare 400', { message: 'googleapi: Error 400:' }, 'format_error'],
  ]);
});

// Review of batch 71: Google's older APIs answer a spent daily quota with a 403 usageLimits
// "Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT). …"
// (murer/dsopz#3, the 403 body quoted) — a window that refills, read as `rate_limit` from the text
// alone, but `auth` (no retry) once "googleapi: Error 403:" names the status, and with a real 403.
// "Daily Limit for Unauthenticated Use Exceeded. Continued use requires signup."
// (jupyterlab/jupyterlab-google-drive#46, no credential sent) is the credential's and stays `auth`.
describe("Google's 403 usageLimits daily quota is a window, not the key", () => {
  const daily =
    'Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT). You may monitor your quota usage and adjust limits in the API Console: https://console.developers.google.com/apis/api/datastore/quotas?project=570403801115';
  checkReasons([
    ['behind googleapi’s prefix', { message: `googleapi: Error 403: ${daily}` }, 'rate_limit'],
    [
      'as the 403 body',
      { status: 403, body: { error: { code: 403, message: daily } } },
      'rate_limit',
    ],
    [
      'the short form with its reason',
      { message: 'googleapi: Error 403: Daily Limit Exceeded, dailyLimitExceeded' },
      'rate_limit',
    ],
    [
      'no credential sent stays auth',
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'Daily Limit for Unauthenticated Use Exceeded. Continued use requires signup.',
          },
        },
      },
      'auth',
    ],
  ]);
});

// Review of batch 71: Google's 403 PERMISSION_DENIED / BILLING_DISABLED "This API method requires
// billing to be enabled. Please enable billing on project #N by visiting … then retry."
// (pgmichael/wavenet-for-chrome#83; Vertex AI answers a project without billing the same way,
// getomni-ai/zerox#181) is the project's billing (rotate to a key of another project), not the
// key's permission: `unknown` before batch 71, `auth` once "googleapi: Error 403:" names the status.
// Its "then retry" is for after billing is enabled, not a window.
describe("Google's 403 that requires billing to be enabled is billing", () => {
  const billing =
    'This API method requires billing to be enabled. Please enable billing on project #58906374421 by visiting https://console.developers.google.com/billing/enable?project=58906374421 then retry. If you enabled billing for this project recently, wait a few minutes for the action to propagate to our systems and retry.';
  checkReasons([
    ['behind googleapi’s prefix', { message: `googleapi: Error 403: ${billing}` }, 'billing'],
    [
      'as a 403 PERMISSION_DENIED body',
      {
        status: 403,
        body: { error: { code: 403, message: billing, status: 'PERMISSION_DENIED' } },
      },
      'billing',
    ],
    ['the text alone', { message: billing }, 'billing'],
  ]);
});
