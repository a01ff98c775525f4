/**
 * Rules written in session 30 for misses of held-out batches 227–232 (group B), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named, and the other
 * threads that send them), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const VEO_AUDIO_REASON =
  'We encountered an issue with the audio for your prompt, which means we could not create your video. This can sometimes happen due to our safety filters or other processing issues. Please modify your request and try again. You have not been charged for this attempt.';

// Veo's finished operation whose responsible-AI filter removed the video (batch 229).
describe("Veo's RAI media filter result is the filter's refusal", () => {
  checkReasons([
    [
      'the GenerateVideosResponse an app threw (js-genai#1272)',
      { body: { raiMediaFilteredCount: 1, raiMediaFilteredReasons: [VEO_AUDIO_REASON] } },
      'content_policy',
    ],
    [
      'the REST operation, under response.generateVideoResponse',
      {
        body: {
          name: 'models/veo-3.0-generate-001/operations/abc123',
          done: true,
          response: {
            '@type':
              'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
            generateVideoResponse: {
              raiMediaFilteredCount: 1,
              raiMediaFilteredReasons: [
                "Veo could not generate videos because the input image violates Vertex AI's usage guidelines. Support codes: 15236754",
              ],
            },
          },
        },
      },
      'content_policy',
    ],
    [
      'nothing filtered is no refusal',
      { body: { raiMediaFilteredCount: 0, raiMediaFilteredReasons: [] } },
      'unknown',
    ],
    [
      "the operation's own error keeps its reading",
      {
        body: {
          name: 'models/veo-3.0-generate-001/operations/abc123',
          done: true,
          error: {
            code: 8,
            message: 'Resource has been exhausted (e.g. check quota).',
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      },
      'rate_limit',
    ],
  ]);
});

// A WebSocket close 1007/1008 with the server's own reason (batches 76 and 229).
describe("a Live session closed 1007/1008 with the server's reason is the request refused", () => {
  checkReasons([
    [
      'livekit-agents, Python websockets (received … then sent)',
      {
        message:
          'livekit.plugins.google error in receive task: received 1008 (policy violation) Operation is not implemented, or supported, or enabled.; then sent 1008 (policy violation) Operation is not implemented, or supported, or enabled.',
      },
      'format_error',
    ],
    [
      "a browser client's CloseEvent, code and reason (js-genai#1236)",
      {
        message:
          'Gemini connection closed (code: 1008, reason: Operation is not implemented, or supported, or enabled.)',
      },
      'format_error',
    ],
    [
      'the gemini-live demo, Code: 1007, reason: …, wasClean',
      {
        message:
          'Connection closed unexpectedly. Code: 1007, reason: Cannot extract voices from a non-audio request., wasClean: true',
      },
      'format_error',
    ],
    [
      "Go's close line (mastra#18287's reason)",
      {
        message:
          '[GM] read error: websocket: close 1007 (invalid payload data): realtime_input.media_chunks is deprecated. Use audio, video, or text instead.',
      },
      'format_error',
    ],
    [
      "Python's Close repr",
      {
        message:
          "ConnectionClosedError(Close(code=1007, reason='Cannot extract voices from a non-audio request.'), None)",
      },
      'format_error',
    ],
    [
      'a 1008 with no reason stays a disconnect',
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1008 (policy violation); then sent 1008 (policy violation)',
      },
      'timeout',
    ],
    [
      "a 1007 the client sent first (websockets failing a text frame that is not UTF-8) is no server's refusal",
      {
        message:
          'websockets.exceptions.ConnectionClosedError: sent 1007 (invalid frame payload data) invalid start byte at position 0; no close frame received',
      },
      'timeout',
    ],
    [
      "the server's echo of a close the client sent first is no refusal either",
      {
        message:
          'sent 1007 (invalid frame payload data) invalid continuation byte at position 4093; then received 1007 (invalid frame payload data) invalid continuation byte at position 4093',
      },
      'unknown',
    ],
    [
      "the echo after a close received still carries the server's reason (a message whose head was cut)",
      {
        message:
          '[ORIGINAL ERROR] generic::invalid_argument: Error in program Instantiation for language; then sent 1007 (invalid frame payload data) Request trace id: 4ad28f357e6c292e, [ORIGINAL ERROR] generic::invalid_argument: Error in program Instantiation for language',
      },
      'format_error',
    ],
    [
      'an empty reason stays a disconnect',
      { message: 'Connection closed unexpectedly. Code: 1008, reason: , wasClean: true' },
      'timeout',
    ],
    [
      'an undefined reason stays a disconnect',
      { message: 'Gemini connection closed (code: 1008, reason: undefined)' },
      'timeout',
    ],
    [
      "1006's abnormal closure stays a disconnect",
      { message: 'Connection closed unexpectedly. Code: 1006, reason: , wasClean: false' },
      'timeout',
    ],
    [
      "1011's internal error stays the server's",
      {
        message:
          'received 1011 (internal error) Internal error occurred.; then sent 1011 (internal error) Internal error occurred.',
      },
      'server_error',
    ],
    [
      'a reason naming an expired key keeps its reading',
      {
        message:
          'Gemini connection closed (code: 1007, reason: API key expired. Please renew the API key.)',
      },
      'auth_permanent',
    ],
    [
      'a reason naming a model not found keeps its reading',
      {
        message:
          'received 1008 (policy violation) models/gemini-2.5-flash is not found for API version v1alpha, or is not supported for bidiGenerateContent. Call ListModels to see the list of available models and their supported methods.; then sent 1008',
      },
      'model_not_found',
    ],
  ]);
});

// LocalAI's backend that cannot load a file of this type (batch 231).
describe('an unsupported model type is the loader failing, not a model name refused', () => {
  checkReasons([
    [
      "LocalAI's internal loader (LocalAI#4170)",
      {
        message:
          'Error: failed to load model with internal loader: could not load model: rpc error: code = Unknown desc = unsupported model type /build/models/tarnished-9b.i1-Q4_K_M.gguf (should end with .onnx)',
      },
      'server_error',
    ],
    [
      'the backend line alone is no model name refused',
      {
        message:
          'rpc error: code = Unknown desc = unsupported model type /models/foo.gguf (should end with .onnx)',
      },
      'unknown',
    ],
    [
      'an unsupported model name keeps its reading',
      {
        body: {
          error: { message: 'Unsupported model: llama-9000', type: 'invalid_request_error' },
        },
      },
      'model_not_found',
    ],
    ['…also bare', { message: 'Unsupported model llama-9000' }, 'model_not_found'],
  ]);
});

// A proxy that refused the CONNECT tunnel, in Python's words (batch 231).
describe("a proxy's 407 in Python's tunnel words is a transport failure", () => {
  checkReasons([
    [
      'http.client, the OSError (OpenAI-sublime-text#25)',
      {
        message: 'OSError: Tunnel connection failed: 407 Proxy Authentication Required',
        name: 'OSError',
      },
      'timeout',
    ],
    [
      'urllib3 around it',
      {
        message:
          "HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))",
      },
      'timeout',
    ],
    [
      'urllib (youtube-dl#22842)',
      { message: '<urlopen error Tunnel connection failed: 407 Proxy Authentication Required>' },
      'timeout',
    ],
    [
      "the provider's own authentication wording stays auth",
      { message: 'Authentication required' },
      'auth',
    ],
  ]);
});

// LM Studio's answer to a path or method it does not serve, sent with 200 (batch 231).
describe("LM Studio's unexpected endpoint is the request's URL", () => {
  checkReasons([
    [
      'the body with HTTP 200 (lmstudio-bug-tracker#618)',
      { status: 200, body: { error: 'Unexpected endpoint or method. (POST /chat/completions)' } },
      'format_error',
    ],
    [
      'codel#69, through a Go client',
      {
        message:
          'failed to process input: failed to get message summary: Unexpected endpoint or method. (POST /v1/api/chat)',
      },
      'format_error',
    ],
    [
      "LM Studio's own log line",
      { message: 'Unexpected endpoint or method. (GET /v1/models). Returning 200 anyway' },
      'format_error',
    ],
    [
      'a connection error around it is the transport',
      { message: 'Connection error. Unexpected endpoint or method.' },
      'timeout',
    ],
    [
      '"unexpected end of JSON input" is another reading',
      { message: 'Unexpected end of JSON input' },
      'server_error',
    ],
  ]);
});
