/**
 * Rules written in session 26 for misses of held-out batches 138–142 (docs/classifier.md, "Rules
 * for batches 138–142"), after the five batches had been scored without them: each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// llama.cpp answers a 500 for what the request did: a chat template that wants alternating roles
// (Mistral's and Gemma's templates raise it: mistralai/mistral-vibe#1006,
// nextai-translator/raycast-openai-translator#34), an image part a text-only build cannot parse
// (ggml-org/llama.cpp#12947), an image for a model loaded without its projector (llama.cpp#15377),
// a prompt over the KV cache (ikawrakow/ik_llama.cpp#1619). A plain 500 stays a server fault.
describe("a local server's 500 for what the request did", () => {
  checkReasons([
    [
      "Mistral's template through llama-server (mistral-vibe#1006)",
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              "\n------------\nWhile executing CallExpression at line 189, column 32 in source:\n...== 0) %}↵            {{- raise_exception('After the optional system message, con...\n                                           ^\nError: Jinja Exception: After the optional system message, conversation roles must alternate user and assistant roles except for tool calls and results.",
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      "Gemma's template (raycast-openai-translator#34)",
      {
        status: 500,
        body: {
          error: {
            code: 500,
            message:
              'Error: Jinja Exception: Conversation roles must alternate user/assistant/user/assistant/...',
            type: 'server_error',
          },
        },
      },
      'format_error',
    ],
    [
      'an image part a text-only build cannot parse (llama.cpp#12947)',
      {
        status: 500,
        message: '500: Failed to parse messages: Unsupported content part type: "image_url"',
      },
      'format_error',
    ],
    [
      'an image for a model without its projector (llama.cpp#15377)',
      {
        status: 500,
        body: {
          code: 500,
          message:
            'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj',
          type: 'server_error',
        },
      },
      'model_not_found',
    ],
    [
      'a prompt over the KV cache (ik_llama.cpp#1619)',
      {
        status: 500,
        message: 'Input prompt is too big compared to KV size. Please try increasing KV size.',
      },
      'context_overflow',
    ],
    [
      'a template failure of another kind stays a server fault (invented)',
      { status: 500, message: 'Jinja Exception: unknown filter tojson' },
      'server_error',
    ],
  ]);
});

// A local model not loaded (Jan's cortex 409, janhq/jan#3971) is the held "No models loaded"; an
// engine that cannot run the weights ("unknown model architecture: 'phi3'", ollama/ollama#4002) is
// the server's, as held Ollama load failures are, while an unknown model id stays model_not_found.
describe('a local model not loaded, and an architecture the engine does not know', () => {
  checkReasons([
    [
      "Jan's cortex (jan#3971)",
      {
        status: 409,
        message:
          'Validate model state failed with response {"message":"Model has not been loaded, please load model into cortex.llamacpp"} and status is "Conflict"',
      },
      'model_not_found',
    ],
    [
      'ollama#4002',
      {
        message:
          "Error: exception error loading model architecture: unknown model architecture: 'phi3'",
      },
      'server_error',
    ],
    [
      'an unknown model id stays model_not_found',
      { status: 400, message: 'Unknown model: gpt-5' },
      'model_not_found',
    ],
  ]);
});

// huggingface_hub's RepositoryNotFoundError under a 401, with its advice to authenticate for gated
// repositories (LocalAI's MLX backend, mudler/LocalAI#6238): the model id names nothing loadable. A
// Hugging Face 401 for a bad token stays a key problem.
describe("Hugging Face's repository not found is model_not_found", () => {
  checkReasons([
    [
      'LocalAI#6238',
      {
        message:
          'failed to load model with internal loader: could not load model (no success): Error loading MLX model: 401 Client Error. (Request ID: Root=REDACTED)\n\nRepository Not Found for url: https://huggingface.co/api/models/gpt-oss-20b-mxfp4.gguf/revision/main.\nPlease make sure you specified the correct `repo_id` and `repo_type`.\nIf you are trying to access a private or gated repo, make sure you are authenticated. For more details, see https://huggingface.co/docs/huggingface_hub/authentication\nInvalid username or password.',
      },
      'model_not_found',
    ],
    [
      // Review r26: the same words on an error whose own status is the 401 (invented variant of the
      // line above): the status rule reads first and keeps the refreshable auth, no dead key.
      'the repository refusal carried as the status 401 (review r26, invented variant)',
      {
        status: 401,
        message:
          'Repository Not Found for url: https://huggingface.co/api/models/gpt-oss-20b-mxfp4.gguf/revision/main.\nPlease make sure you specified the correct `repo_id` and `repo_type`.\nIf you are trying to access a private or gated repo, make sure you are authenticated.\nInvalid username or password.',
      },
      'auth',
    ],
    [
      'a bad Hugging Face token stays a dead key (held wording)',
      { status: 400, message: 'Authorization header is correct, but the token seems invalid' },
      'auth_permanent',
    ],
  ]);
});

// Apple's Metal out of memory under MLX (ml-explore/mlx-lm#1672, madroidmaq/mlx-omni-server#59) is
// the host's memory, as CUDA's "out of memory" is; a provider's resource quota stays a rate limit.
describe("Metal's out-of-memory is a server fault", () => {
  checkReasons([
    [
      'mlx-lm#1672',
      {
        name: 'RuntimeError',
        message: 'RuntimeError: [metal::malloc] Resource limit (499000) exceeded.',
      },
      'server_error',
    ],
    [
      'mlx-omni-server#59',
      {
        message:
          'libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution failed: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)',
      },
      'server_error',
    ],
    [
      "a provider's resource quota stays a rate limit (invented)",
      { status: 429, message: 'Resource has been exhausted (e.g. check quota).' },
      'rate_limit',
    ],
  ]);
});

// Google's OAuth refusal of a grant that needs re-authentication (cline/cline#4080): the stored
// grant is dead. A bare 400 stays format_error.
describe('a grant that needs re-authentication is a dead credential', () => {
  checkReasons([
    [
      'cline#4080',
      {
        message:
          '400 - {"error":"invalid_grant","error_description":"reauth related error (invalid_rapt)","error_uri":"https://support.google.com/a/answer/9368756","error_subtype":"invalid_rapt"}',
      },
      'auth_permanent',
    ],
    [
      'the same refusal without a status (invented form of cline#4080)',
      { message: 'reauth related error (invalid_rapt)' },
      'auth_permanent',
    ],
    [
      'a refresh that met a 5xx is no verdict on the grant (invented)',
      { message: 'Token refresh failed: reauth related error (invalid_rapt) 503' },
      'unknown',
    ],
    ['a bare 400 stays format_error', { status: 400, message: 'Bad Request' }, 'format_error'],
  ]);
});

// A relay's "Incorrect model ID" (AIHubMix, ZhuLinsen/daily_stock_analysis#470), xAI's image model
// on the chat route (AstrBotDevs/AstrBot#4245) and a relay's refusal of the submitted text (VoAPI's
// 403, VoAPI/VoAPI#74). An incorrect key stays a dead key; a 403 without such words stays auth.
describe("a relay's wrong model id, a model on the wrong route, and refused text", () => {
  checkReasons([
    [
      'daily_stock_analysis#470',
      {
        status: 400,
        body: {
          error: {
            message:
              'Incorrect model ID. Please request to view the model page or you do not have permission to use this model  (tid: 2026022815190591577463461966104)',
            type: 'Aihubmix_api_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      'AstrBot#4245',
      {
        message:
          "Provider xai/grok-2-image-1212 (ID: xai/grok-2-image-1212) is unavailable. Error: Error code: 400 - {'code': 'Client specified an invalid argument', 'error': 'The model grok-2-image-1212 is an image model and is therefore not available on this endpoint. Please use a compatible endpoint such as https://api.x.ai/v1/images/generations.'}",
      },
      'model_not_found',
    ],
    [
      'VoAPI#74',
      {
        name: 'PermissionDeniedError',
        message:
          "Error code: 403 - {'error': {'message': 'Your submission contains text that is not allowed'}, 'type': 'voapi_error', 'rid': '2007050951256444928'}",
      },
      'content_policy',
    ],
    [
      'an incorrect key stays a dead key',
      { status: 401, message: 'Incorrect API key provided' },
      'auth_permanent',
    ],
    [
      'a 403 without such words stays auth (invented)',
      { status: 403, message: 'Forbidden' },
      'auth',
    ],
  ]);
});
