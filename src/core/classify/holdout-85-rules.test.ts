/**
 * Rules from held-out batch 85 (a natural sample of the official SDKs' and their wrappers' threads;
 * docs/classifier.md, "Batch 85"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Anthropic's "unexpected `tool_use_id` found in `tool_result` blocks … Each `tool_result` block must
// have a corresponding `tool_use` block in the previous message" is a tool result without its call:
// the request's shape whatever status survived, as the held "tool_use ids were found without
// tool_result blocks" already is at the message step. Sources: github/copilot-cli#1159 (h85,
// Copilot CLI keeps the 400 only as "CAPIError: 400" after its retry summary); microsoft/vscode#267847
// (the same sentence as Copilot Chat's body message, here without its "Request Failed: 400").
// Counter-examples: an image inside a tool_result over the cap stays image_too_large
// (anthropics/claude-code#2939), and the held pairing wording keeps its answer.
describe('a tool result without its call is a format error without a status too', () => {
  checkReasons([
    [
      "Copilot CLI's retry summary around the CAPI 400",
      {
        message:
          '✗ Execution failed: Error: Failed to get response from the AI model; retried 5 times (total retry wait time: 82.05218624760536 seconds) (Request-ID 3B80:7355D:317C15:3B68D0:69799605) Last error: CAPIError: 400 messages.2.content.1: unexpected `tool_use_id` found in `tool_result` blocks: toolu_vrtx_015ivZnCHtX8ndKTNpHXMiuG. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.',
      },
      'format_error',
    ],
    [
      'the body message alone, no status',
      {
        message:
          'messages.0.content.2: unexpected tool_use_id found in tool_result blocks: toolu_vrtx_01ELMJYjAnJWijRo1K7jxtSs. Each tool_result block must have a corresponding tool_use block in the previous message.',
      },
      'format_error',
    ],
    [
      'an image inside a tool_result over the cap stays image_too_large',
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.16.content.2.tool_result.content.0.image.source.base64: image exceeds 5 MB maximum: 6521204 bytes > 5242880 bytes"}}',
      },
      'image_too_large',
    ],
    // Invented (batch 85's review found no real one): a server fault that names the tool_result it
    // was processing is the server's, not the request's; the status-less message step must not read
    // its "unexpected error" as a tool result without its call.
    [
      'a tool_result next to "an unexpected error occurred" stays a server fault (invented)',
      {
        message:
          'Error processing tool_result: An unexpected error occurred. Please try again later.',
      },
      'server_error',
    ],
    [
      'a tool_result next to "unexpected error: Internal server error" stays a server fault (invented)',
      { message: 'tool_result: unexpected error: Internal server error' },
      'server_error',
    ],
  ]);
});

// langchain-google-genai wraps google.api_core's InvalidArgument as "Invalid argument provided to
// Gemini: {e}", and the exception's text opens with its HTTP status ("400 …"): the status of the
// request, read as "googleapi: Error 400" and aiohttp's "400, message=…" are. Sources:
// assafelovic/gpt-researcher#1246 (h85, a tool schema field), langchain-ai/langchain-google#685 (h85,
// Vertex's RESOURCE_PROJECT_INVALID, held under its 400 as format_error by h76). Counter-examples: the
// same wrapper around "API key not valid" (assafelovic/gpt-researcher#410, in the corpus) stays
// auth_permanent; the wrapper around "Request contains an invalid argument." (langchain-ai/langchain#23714)
// stays format_error; the phrase with no status after it ("Invalid argument provided to fillForm.",
// a test helper's own error in public code, not a provider's) names no status and stays unknown.
describe('langchain-google-genai\'s "Invalid argument provided to Gemini: 400" names the status', () => {
  checkReasons([
    [
      'a tool schema field',
      {
        message:
          'Error running task: Invalid argument provided to Gemini: 400 * GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[query].type: must be specified when not using one_of, any_of or all_of fields',
      },
      'format_error',
    ],
    [
      "Vertex's RESOURCE_PROJECT_INVALID",
      {
        message:
          'langchain_google_genai.chat_models.ChatGoogleGenerativeAIError: Invalid argument provided to Gemini: 400 Invalid resource field value in the request. [reason: "RESOURCE_PROJECT_INVALID"\ndomain: "googleapis.com"\nmetadata {\n  key: "method"\n  value: "google.cloud.aiplatform.internal.PredictionService.StreamGenerateContent"\n}\nmetadata {\n  key: "service"\n  value: "aiplatform.googleapis.com"\n}\n]',
      },
      'format_error',
    ],
    [
      'the same wrapper around an invalid key stays auth_permanent',
      {
        message:
          'Invalid argument provided to Gemini: 400 API key not valid. Please pass a valid API key. [reason: "API_KEY_INVALID"\ndomain: "googleapis.com"\nmetadata {\n  key: "service"\n  value: "generativelanguage.googleapis.com"',
      },
      'auth_permanent',
    ],
    [
      'the wrapper around "Request contains an invalid argument." stays format_error',
      {
        message:
          'ChatGoogleGenerativeAIError: Invalid argument provided to Gemini: 400 Request contains an invalid argument.',
      },
      'format_error',
    ],
    [
      'the phrase with no status names none',
      { message: 'Error: Invalid argument provided to fillForm.' },
      'unknown',
    ],
  ]);
});

// OpenAI's "string too long" on an identifier (a tool call's `id`, a `call_id`, a `name`) is that
// field's cap, the request's shape, even when the "Expected a string with maximum length 64" clause
// that h44 carried was dropped. Sources: langmanus/langmanus#119 (h85, "Invalid
// 'messages[10].tool_calls[0].id': string too long."). Counter-examples: message content and tool
// output over their caps stay overflow (gptscript-ai/clio#41 under its 400, zed-industries/zed#55244
// and VectorlyApp/bluebox#31 without one), and h44's call_id keeps format_error
// (router-for-me/CLIProxyAPIPlus#430).
describe("an identifier over its length cap is the request's shape, not the context", () => {
  checkReasons([
    [
      "a tool call's id, the maximum dropped",
      { message: "Invalid 'messages[10].tool_calls[0].id': string too long." },
      'format_error',
    ],
    [
      'message content over its cap stays overflow',
      {
        status: 400,
        message:
          "run encounterd an error: error, status code: 400, message: Invalid 'messages[17].content': string too long. Expected a string with maximum length 1048576, but got a string with length 1744259 instead. with error output: ",
      },
      'context_overflow',
    ],
    [
      'a tool output over its cap stays overflow without a status',
      {
        message:
          'invalid request format to OpenAI\'s API: {\n  "error": {\n    "message": "Invalid \'input[19].output\': string too long. Expected a string with maximum length 10485760, but got a string with length 36961945 instead.",\n    "type": "invalid_request_error",\n    "param": "input[19].output",\n    "code": "string_above_max_length"\n  }\n}',
      },
      'context_overflow',
    ],
    [
      'an input content over its cap stays overflow',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'message': \"Invalid 'input[0].content': string too long. Expected a string with maximum length 10485760, but got a string with length 62114761 instead.\", 'type': 'invalid_request_error', 'param': 'input[0].content', 'code': 'string_above_max_length'}}",
      },
      'context_overflow',
    ],
    [
      "h44's call_id with its short maximum keeps format_error",
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"Invalid \'input[35].call_id\': string too long. Expected a string with maximum length 64, but got a string with length 67 instead.","type":"invalid_request_error","param":"input[35].call_id","code":"string_above_max_length"}}',
      },
      'format_error',
    ],
  ]);
});
