/**
 * Rules from held-out batch 73 (a natural sample; docs/classifier.md, "Batch 73"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: livekit/agents#1122 (h73, the Realtime API's session_expired event),
// pollen-robotics/reachy_mini_conversation_app#134 (h73, the websocket's 1001 close with the same
// words), livekit/agents#2358 (the event at 30 minutes, the log line's timestamp prefix left out);
// counter-examples:
// Samueras/GuidedGenerations-Extension#40 (nano-gpt's "Invalid session", a dead key),
// continuedev/continue#10579 (Ollama Cloud's session usage limit, a rate limit),
// openai/openai-realtime-console#51 (a Realtime server error that names the session ID).
describe("a realtime session closed at its maximum duration is the session's time running out", () => {
  checkReasons([
    [
      "OpenAI Realtime's session_expired event (an invalid_request_error type, no status)",
      {
        body: {
          type: 'error',
          event_id: 'event_AW4k97NLw8djhOYGTmAKE',
          error: {
            type: 'invalid_request_error',
            code: 'session_expired',
            message: 'Your session hit the maximum duration of 15 minutes.',
            param: null,
            event_id: null,
          },
        },
      },
      'timeout',
    ],
    [
      'the same words on the websocket close (1001 going away)',
      {
        message:
          'received 1001 (going away) Your session hit the maximum duration of 60 minutes.; then sent 1001 (going away) Your session hit the maximum duration of 60 minutes.',
        name: 'ConnectionClosedOK',
      },
      'timeout',
    ],
    [
      "LiveKit's log of the event at 30 minutes",
      {
        message:
          "OpenAI S2S error {'type': 'error', 'event_id': 'event_BZC0diqUciYtBOplwd5i9', 'error': {'type': 'invalid_request_error', 'code': 'session_expired', 'message': 'Your session hit the maximum duration of 30 minutes.', 'param': None, 'event_id': None}}",
      },
      'timeout',
    ],
    [
      "a dead session key stays the key's",
      {
        message:
          'Chat completion request error:  Unauthorized {"error":{"message":"Invalid session","type":"invalid_api_key","code":"invalid_api_key","status":401}}',
      },
      'auth_permanent',
    ],
    [
      'a session usage limit stays a rate limit',
      {
        status: 429,
        message:
          '"you (keshavpandey462) have reached your session usage limit, please wait or upgrade to continue"',
      },
      'rate_limit',
    ],
    [
      'a Realtime server error naming the session stays a server error',
      {
        message:
          'The server had an error while processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if the error persists. (Please include the session ID sess_*** in your message.)',
      },
      'server_error',
    ],
  ]);
});

// Sources: griffinmartin/opencode-claude-auth#121 (h73, Anthropic's breakpoint cap without a
// status), 0xPlaygrounds/rig#1673 (h73, Bedrock's cache point after a reasoning block),
// anomalyco/opencode#36517 (the same Bedrock refusal as a ValidationException);
// counter-examples: musistudio/claude-code-router#251 (OpenRouter's "No endpoints found that
// support cache control", a 404 for the model), avante-corp/avante.nvim#1502 (Bedrock's
// "unsupported model or your request did not allow prompt caching", already the request's).
describe("a prompt-caching breakpoint the provider refuses is the request's shape", () => {
  checkReasons([
    [
      "Anthropic's cap on cache_control blocks, message only",
      { message: 'A maximum of 4 blocks with cache_control may be provided. Found 5.' },
      'format_error',
    ],
    [
      "Bedrock's cache point after a reasoning block (rig)",
      {
        message:
          'ProviderError: Cache point cannot be inserted after reasoning block.\nPlease remove the invalid cache point and try again.',
      },
      'format_error',
    ],
    [
      'the same as a ValidationException (opencode)',
      {
        message:
          'ValidationException: Cache point cannot be inserted after reasoning block.\nPlease remove the invalid cache point and try again.',
      },
      'format_error',
    ],
    [
      "OpenRouter's no endpoint for cache control stays the model's",
      {
        status: 404,
        body: {
          error: {
            message:
              'Error from provider: {"error":{"message":"No endpoints found that support cache control","code":404}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'model_not_found',
    ],
  ]);
});

// Sources: DayuanJiang/next-ai-draw-io#861 (h73, Bedrock's temperature refusal without a status),
// bookfere/Ebook-Translator-Calibre-Plugin#577 (`top_k` on Anthropic, held with its 400);
// counter-examples: chatboxai/chatbox#950 (a deprecated model, "The model `gpt-3.5-turbo-16k-0613`
// has been deprecated"), quarkiverse/quarkus-langchain4j#2569 (watsonx's "This model may be
// unsupported, deprecated, or removed.").
describe("a parameter deprecated for the model is the request's, a deprecated model is the model's", () => {
  checkReasons([
    [
      "Bedrock's temperature refusal for Opus 4.8, no status",
      {
        message:
          'undefined: The model returned the following errors: temperature is deprecated for this model.',
      },
      'format_error',
    ],
    [
      '`top_k` deprecated, body only',
      {
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: '`top_k` is deprecated for this model.',
          },
        },
      },
      'format_error',
    ],
    [
      'a deprecated model stays the model (body only)',
      {
        body: {
          error: {
            message:
              'The model `gpt-3.5-turbo-16k-0613` has been deprecated, learn more here: https://**************',
            type: 'invalid_request_error',
            param: null,
            code: 'model_not_found',
          },
        },
      },
      'model_not_found',
    ],
    [
      "watsonx's unsupported or deprecated model stays the model",
      {
        message:
          "com.ibm.watsonx.ai.core.exception.ModelNotSupportedException: model_not_supported: Model 'openai/gpt-oss-120b' was not found. This model may be unsupported, deprecated, or removed.",
      },
      'model_not_found',
    ],
  ]);
});

// Sources: alvinunreal/tmuxai#82 (h73, the Responses-only model without a status),
// arbs-io/vscode-openai#358 (the same as a 404); counter-examples: aaif-goose/goose#10615 (Azure's
// "Function tools with reasoning_effort are not supported … in /v1/chat/completions. Please use
// /v1/responses instead.", a parameter pairing, held as format_error; here without its status),
// aaif-goose/goose#6089 ("Unsupported parameter: 'messages'. In the Responses API, this parameter
// has moved to 'input'.").
describe('a model served only on the Responses API is a model this endpoint cannot serve', () => {
  checkReasons([
    [
      'the Responses-only model, JSON without a status',
      {
        message:
          'Failed to get response from AI: API returned error: {\n  "error": {\n    "message": "This model is only supported in v1/responses and not in v1/chat/completions.",\n    "type": "invalid_request_error",\n    "param": "model",\n    "code": null\n  }\n}',
      },
      'model_not_found',
    ],
    [
      'the same with its 404',
      {
        status: 404,
        message: '404 This model is only supported in v1/responses and not in v1/chat/completions.',
      },
      'model_not_found',
    ],
    [
      'tools with reasoning_effort only on /v1/responses stay the request (no status)',
      {
        message:
          'Request failed: Bad request (400): Function tools with reasoning_effort are not supported for gpt-5.6-sol-2026-07-09 in /v1/chat/completions. Please use /v1/responses instead..',
      },
      'format_error',
    ],
    // Invented (no public wording found): a feature limited to the Responses API "with this
    // model" is the request's feature, not the model's; it keeps the 400's answer.
    [
      'a tool only on the Responses API with this model stays the request',
      {
        status: 400,
        message: 'Web search with this model is only supported in the Responses API.',
      },
      'format_error',
    ],
    [
      'a parameter moved in the Responses API stays the request',
      {
        status: 400,
        message:
          "Request failed: Bad request (400): Unsupported parameter: 'messages'. In the Responses API, this parameter has moved to 'input'. Try again with the new parameter. See the API documentation for more information: https://platform.openai.com/docs/api-reference/responses/create..",
      },
      'format_error',
    ],
  ]);
});

// Sources: AmberSahdev/Open-Interface#64 (h73, google-genai's 400 INVALID_ARGUMENT "Provided image
// is not valid", here without its status as a client that kept only the text would hold it);
// counter-example: anthropics/claude-code#34488 (Claude Code's "Image was too large", an image over
// the limit, shrunk and retried).
describe("an image the provider cannot read is the request's", () => {
  checkReasons([
    [
      "Gemini's invalid image, no status",
      {
        message:
          "Unable to execute the request - 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Provided image is not valid', 'status': 'INVALID_ARGUMENT'}}",
      },
      'format_error',
    ],
    [
      'an image over the limit stays image_too_large',
      {
        message:
          'Image was too large. Double press esc to go back and try again with a smaller image.',
      },
      'image_too_large',
    ],
  ]);
});
