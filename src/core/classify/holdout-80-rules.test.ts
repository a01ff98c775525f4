/**
 * Rules from held-out batch 80 (a natural sample of local and self-hosted inference servers' threads;
 * docs/classifier.md, "Batch 80"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Ollama's full request queue (its 503 since ollama/ollama#4144, "Return a 503 when the server is too
// busy") and a runner with no free slot: capacity, retry later. Sources: valentinfrlch/ha-llmvision#648
// (h80), ollama/ollama#4159 (h80, both wordings in one thread), ollama/ollama#4545 (h80). Counter-
// examples: the held runner crash (ollama/ollama#9968) stays a server error, and the held "requires
// more system memory" (ollama/ollama#13556) stays model_not_found.
describe("Ollama's queue-full and no-free-slot wordings are capacity", () => {
  checkReasons([
    [
      "Home Assistant's rendering of Ollama's queue-full 503",
      {
        message:
          'Provider Ollama failed: server busy, please try again.  maximum pending requests exceeded',
      },
      'overloaded',
    ],
    [
      "the same queue-full body with Ollama's 503 (already right by its status)",
      {
        status: 503,
        body: { error: 'server busy, please try again.  maximum pending requests exceeded' },
      },
      'overloaded',
    ],
    [
      'a runner with no free slot (its body)',
      { body: { error: 'unexpected server status: llm busy - no slots available' } },
      'overloaded',
    ],
    [
      "ollama-python's no-slot error after the runner's retries",
      { message: 'ollama._types.ResponseError: no slots available after 10 retries' },
      'overloaded',
    ],
    [
      'the held runner crash stays a server error',
      {
        message:
          'Could not respond to message.\nllama runner process has terminated: exit status 2',
      },
      'server_error',
    ],
    [
      'the held model too big for the host stays model_not_found',
      {
        status: 500,
        message:
          'ollama._types.ResponseError: model requires more system memory (39.4 GiB) than is available (30.0 GiB) (status code: 500)',
        body: {
          error: 'model requires more system memory (39.4 GiB) than is available (30.0 GiB)',
        },
      },
      'model_not_found',
    ],
  ]);
});

// llama.cpp's server throws std::runtime_error for tools it cannot take and answers them as a 500
// `server_error` (tools/server utils: "tools param requires --jinja flag", "Cannot use tools with
// stream"); its chat parser does the same for a replayed tool call whose arguments are not JSON
// (ggml-org/llama.cpp#25510: "Repeating the malformed history repeats the 500") and for a model's
// tool call it cannot parse. Sources: defilantech/LLMKube#126, am17an/llama.cpp#43,
// vxcontrol/pentagi#313, ggml-org/llama.cpp#23838, VirtusLab/llm-tools-mcp#51 (all h80);
// containers/ramalama#988 (the same jinja body with its type). Counter-examples: llama.cpp's own 500
// overflow (ggml-org/llama.cpp#19774, held) stays context_overflow, a runner that failed to load
// (continuedev/continue#12713, held) stays a server error, and Copilot's 413 "failed to parse
// request" (held) keeps its status's answer.
describe("a local server's 500 for tools or tool calls it cannot take is the request's", () => {
  checkReasons([
    [
      "llama-server without --jinja (LLMKube's rendering with the status)",
      { message: '500 tools param requires --jinja flag' },
      'format_error',
    ],
    [
      "the same refusal as llama-server's body (ramalama#988)",
      {
        status: 500,
        body: {
          error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' },
        },
      },
      'format_error',
    ],
    [
      'a replayed tool call whose arguments are not JSON',
      { status: 500, message: 'Failed to parse tool call arguments as JSON' },
      'format_error',
    ],
    [
      "llama.cpp's body with the JSON parser's detail (a status-less stream event)",
      {
        body: {
          error: {
            code: 500,
            message:
              "Failed to parse tool call arguments as JSON: [json.exception.parse_error.101] parse error at line 1, column 131: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal",
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      "the parser rejecting the model's tool call",
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              "Failed to parse input at pos 395: <|tool_call_start|>[web_search_exa(query='current temperature in Mexico City', numResults=5)]<|tool_call_end|>",
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      'a tools array the server cannot read',
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              'Failed to parse tools: [json.exception.type_error.302] type must be string, but is null; tools = []',
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      "llama.cpp's 500 overflow stays context_overflow",
      {
        status: 500,
        body: {
          error: { code: 500, message: 'Context size has been exceeded.', type: 'server_error' },
        },
      },
      'context_overflow',
    ],
    [
      'a runner that failed to load stays a server error',
      {
        status: 500,
        message:
          'llama-server process has terminated: exit status 1: error loading model: llama_model_loader: failed to load model',
      },
      'server_error',
    ],
    [
      "Copilot's 413 'failed to parse request' keeps its status",
      {
        status: 413,
        message:
          'Reason: Request Failed: 413 {"error":{"message":"failed to parse request","code":""}}',
        body: { error: { message: 'failed to parse request', code: '' } },
      },
      'payload_too_large',
    ],
  ]);
});

// A local server with no model loaded, as LM Studio's held "No models loaded" (canopyai/Orpheus-TTS#229,
// model_not_found): another model or server serves. Sources: oobabooga/textgen#2533 (h80, the 500),
// Mintplex-Labs/anything-llm#952 (h80), janhq/jan#4686 (h80), oobabooga/textgen#2569 (its console's
// "No model is loaded! Select one in the Model tab."). Counter-examples: Hugging Face's "Model x is
// currently loading" (huggingface/transformers#32665, held) stays capacity, and LM Studio's
// "Invalid model identifier" (icereed/paperless-gpt#908, h80) stays model_not_found by its own words.
describe('a local server with no model loaded is model_not_found', () => {
  checkReasons([
    [
      "text-generation-webui's 500",
      {
        status: 500,
        body: { error: { message: 'No model loaded.', code: 500, type: 'APIError', param: '' } },
      },
      'model_not_found',
    ],
    [
      "text-generation-webui's console wording",
      { message: 'ERROR:No model is loaded! Select one in the Model tab.' },
      'model_not_found',
    ],
    [
      "LM Studio's model key not loaded",
      { message: "[ERROR] Model with key 'model-placeholder' not loaded." },
      'model_not_found',
    ],
    [
      "Jan's engine not loaded, on its 400",
      {
        message:
          "API Error: BadRequestError(\"Error code: 400 - {'message': 'Engine is not loaded yet'}\")",
      },
      'model_not_found',
    ],
    [
      'a model still loading stays capacity',
      {
        body: {
          error: 'Model meta-llama/Llama-2-13b-chat is currently loading',
          estimated_time: 20,
        },
      },
      'overloaded',
    ],
  ]);
});

// Hugging Face's serverless API will not load a model that big (huggingface/lighteval#299, h80):
// another host serves, as the held "model requires more system memory". Counter-example: an image
// over the size cap (the held "image exceeds 5 MB maximum") stays image_too_large, and OpenAI's
// "Request too large for gpt-4o … on tokens per min" stays a per-request window overflow.
describe("a model too large for the host to load is model_not_found, whoever's host", () => {
  checkReasons([
    [
      "Hugging Face's serverless refusal relayed by lighteval",
      {
        message:
          "ValueError: Error occured when fetching info: {'error': 'The model akjindal53244/Llama-3.1-Storm-8B is too large to be loaded automatically (16GB > 10GB). Please use Spaces (https://huggingface.co/spaces) or Inference Endpoints (https://huggingface.co/inference-endpoints).'}",
      },
      'model_not_found',
    ],
    // The serverless API sends this refusal as a 403 (https://github.com/Vaibhavs10/hf-llm.rs/issues/3:
    // "HTTP Error 403 Forbidden: {"error":"The model google/gemma-2-27b-it is too large to be loaded
    // automatically (54GB > 10GB). …"}"; https://github.com/huggingface/chat-ui/issues/1762: 403 "The
    // model meta-llama/Llama-3.2-11B-Vision-Instruct is too large …"): the model, not the key — a 403
    // read as auth would rotate a healthy token.
    [
      "Hugging Face's serverless refusal with its 403",
      {
        status: 403,
        body: {
          error:
            'The model google/gemma-2-27b-it is too large to be loaded automatically (54GB > 10GB). Please use Spaces (https://huggingface.co/spaces) or Inference Endpoints (https://huggingface.co/inference-endpoints).',
        },
      },
      'model_not_found',
    ],
    [
      "hf-llm.rs's rendering of the same 403 (status only in its text)",
      {
        message:
          'HTTP Error 403 Forbidden: {"error":"The model google/gemma-2-27b-it is too large to be loaded automatically (54GB > 10GB). Please use Spaces (https://huggingface.co/spaces) or Inference Endpoints (https://huggingface.co/inference-endpoints)."}',
      },
      'model_not_found',
    ],
    ['a plain 403 stays auth', { status: 403, body: { error: 'Forbidden' } }, 'auth'],
    [
      'an image over the cap stays image_too_large',
      { status: 400, message: 'image exceeds 5 MB maximum: 7031028 bytes > 5242880 bytes' },
      'image_too_large',
    ],
  ]);
});

// Firefox's JSON.parse wording for a response that is not JSON (an empty body, an HTML page from a
// proxy): the server's, as Python's held "Expecting value: line 1 column 1 (char 0)". Sources:
// LostRuins/koboldcpp#210 (h80); "unexpected end of data" as Firefox words an empty body (a client's
// test table of JSON.parse errors, and an agent's notes: "the API server (port 8787) has crashed").
// Counter-examples: a request payload the server could not parse (BerriAI/litellm#26112, held) stays
// format_error, and so does the same Firefox wording under a 400 the client kept in its text.
describe("Firefox's JSON.parse wording for a response that is not JSON is the server's", () => {
  checkReasons([
    [
      "Kobold Lite's parse failure on KoboldCpp's reply",
      {
        message:
          'Error while submitting prompt: SyntaxError: JSON.parse: unexpected character at line 1 column 1 of the JSON data',
      },
      'server_error',
    ],
    [
      'an empty body',
      {
        message:
          'SyntaxError: JSON.parse: unexpected end of data at line 1 column 1 of the JSON data',
      },
      'server_error',
    ],
    [
      "the request's JSON payload stays format_error",
      {
        status: 400,
        body: {
          error: {
            message: 'Invalid JSON payload: unexpected character: line 1 column 26867 (char 26866)',
            type: 'invalid_request_error',
            param: 'request_body',
            code: '400',
          },
        },
      },
      'format_error',
    ],
    [
      // Invented: the Firefox wording under a 400 a client kept in its text.
      'the same wording under a 400 Bad Request in text stays the request',
      {
        message:
          'Request failed: 400 Bad Request - JSON.parse: unexpected character at line 1 column 1 of the JSON data',
      },
      'format_error',
    ],
  ]);
});

// A server that tells the caller to look at its console for what went wrong (TabbyAPI's
// "Chat completion aborted. Please check the server console.", turboderp-org/exllamav3#36, h80):
// its own failure. Counter-examples: the held "Error: aborted" (openai/openai-node#655, the caller's
// own abort) stays aborted, and an auth verdict that sends the user to the console keeps its verdict
// (invented).
describe('"please check the server console" is a server error', () => {
  checkReasons([
    [
      "TabbyAPI's chat completion aborted",
      { message: 'Chat completion aborted. Please check the server console.' },
      'server_error',
    ],
    ['the held caller abort stays aborted', { message: 'Error: aborted' }, 'aborted'],
    [
      // Invented: a key refusal with the same advice.
      'an invalid API key with the same advice keeps its verdict',
      { status: 401, message: 'Invalid API key. Please check the server console.' },
      'auth_permanent',
    ],
  ]);
});

// A gateway whose "service unavailable" quotes its connect failure to the backend (GPUStack's 503
// body and playground message, gpustack/gpustack#1386 and #1752, h80; httpx's ConnectError "All
// connection attempts failed", held as timeout without a status): a transport failure, as Envoy's
// "upstream connect error … remote connection failure" is on a 503. Counter-examples: a bare 503
// "Service Unavailable" stays overloaded, and Envoy's "reset reason: overflow" (its own queue full)
// stays overloaded.
describe("a 503 or 'service unavailable' that names a connect failure is a transport failure", () => {
  checkReasons([
    [
      "GPUStack's 503 body",
      {
        status: 503,
        body: {
          error: {
            message: 'An unexpected error occurred: All connection attempts failed',
            code: 503,
            type: 'ServiceUnavailable',
          },
        },
      },
      'timeout',
    ],
    [
      "GPUStack's playground message without its status",
      {
        message:
          'Service unavailable. Please retry your requests after a brief wait. Original error: All connection attempts failed',
      },
      'timeout',
    ],
    ['a bare 503 stays overloaded', { status: 503, message: 'Service Unavailable' }, 'overloaded'],
    [
      "Envoy's own queue full stays overloaded",
      {
        status: 503,
        message:
          'upstream connect error or disconnect/reset before headers. reset reason: overflow',
      },
      'overloaded',
    ],
  ]);
});
