/**
 * Rules from held-out batch 67 (a natural sample; docs/classifier.md, "Batch 67"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: mudler/LocalAI#5314 and #5339 (the two LocalAI lines), the corpus' LocalAI 500
// "could not load model: rpc error", h59's Ollama "unable to load model", h40's LM Studio "Failed
// to load the model"; counter-examples: Hugging Face's "Model … is currently loading" (corpus),
// Ollama's "model requires more system memory" (h29), a UI's "Failed to load models" list
// (invented: a model list that did not load names no model a request used).
describe('a local server that could not load the model is the server’s fault', () => {
  checkReasons([
    [
      "LocalAI's loader ending in a gRPC Unavailable (the backend died while loading)",
      {
        message:
          '[llama-cpp] Fails: failed to load model with internal loader: could not load model: rpc error: code = Unavailable desc = error reading from server: EOF',
      },
      'server_error',
    ],
    [
      "LocalAI's 'Failed loading model, trying with fallback' (not capacity)",
      {
        message:
          "[llama-cpp] Failed loading model, trying with fallback 'llama-cpp-fallback', error: failed to load model with internal loader: could not load model: rpc error: code = Canceled desc = ",
      },
      'server_error',
    ],
    [
      'the bare words without a status',
      { message: 'could not load model: rpc error' },
      'server_error',
    ],
    [
      "Hugging Face's model still loading stays capacity",
      {
        status: 503,
        body: { error: 'Model mistralai/Mistral-7B-v0.1 is currently loading', estimated_time: 20 },
      },
      'overloaded',
    ],
    [
      "a 'loading model' progress notice stays capacity",
      { message: 'Loading model, please wait' },
      'overloaded',
    ],
    [
      "Ollama's model too big for the host stays model_not_found",
      {
        status: 500,
        message: 'model requires more system memory (44.7 GiB) than is available (10.7 GiB)',
      },
      'model_not_found',
    ],
    // Review r67: LM Studio's load guardrail is the model too big for the host (the held memory
    // convention), not capacity; "overload your system" is what loading would do, not the server's
    // state. Source: https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1202 (also #1038).
    [
      "LM Studio's 'Failed to load model' behind its memory guardrail is model_not_found",
      {
        message:
          'Failed to load model. Error: Model loading was stopped due to insufficient system resources. Under the current settings, this model requires approximately 273.25 GB of memory, and continuing to load it would likely overload your system and cause it to freeze. If you think this is incorrect, you can adjust the model loading guardrails in settings.',
      },
      'model_not_found',
    ],
    [
      'the same guardrail on a 500',
      {
        status: 500,
        message:
          'Error: Model loading was stopped due to insufficient system resources. Under the current settings, this model requires approximately NaN undefined of memory, and continuing to load it would likely overload your system and cause it to freeze. If you think this is incorrect, you can adjust the model loading guardrails in settings.',
      },
      'model_not_found',
    ],
    // Source: https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1584 (a load that failed on
    // the server's own resource probe: the server's fault, as the batch's convention).
    [
      "LM Studio's failed resource snapshot stays server_error",
      {
        message:
          "Failed to load the model\nAttempt to pull a snapshot of system resources failed. Error: 'System resources observer shutdown requested.'",
      },
      'server_error',
    ],
  ]);
});

// Sources: mike-nott/mcp-assist#21 and docker/model-runner#783 (vLLM's '"auto" tool choice
// requires --enable-auto-tool-choice and --tool-call-parser to be set'), FoundationAgents/OpenManus#331
// (the same on a 400); counter-example: vLLM's engine "ValueError: … Try increasing
// `gpu_memory_utilization`" at start-up is no request (vllm-project/vllm#6211, stays unknown).
describe('a request feature the server was not started with is the request’s', () => {
  checkReasons([
    [
      "vLLM's tool choice that needs a server flag, cut by a client, no status",
      {
        message:
          'An unexpected error occurred while talking to vLLM. The error was: vllm API error 400: {"object":"error","message":"\\"auto\\" tool choice requires --enable-auto-tool-ch. Check the Home Assistant logs for more details',
      },
      'format_error',
    ],
    [
      'the whole sentence as the message alone',
      {
        message:
          '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
      },
      'format_error',
    ],
    [
      "DashScope's parameter valid only on a streamed call, in Dify's 'Server Unavailable' wrapper",
      {
        body: {
          code: 'completion_request_error',
          message:
            '[tongyi] Server Unavailable Error, parameter incremental_output only support stream call',
          status: 400,
        },
      },
      'format_error',
    ],
    [
      "Volcengine's 'does not support the stream mode' on its 400 stays format_error (batch 65)",
      { status: 400, message: 'The model does not support the stream mode.' },
      'format_error',
    ],
    [
      'a plain service-unavailable text stays capacity',
      { message: '[tongyi] Server Unavailable Error, service temporarily unavailable' },
      'overloaded',
    ],
  ]);
});

// Sources: OpenHands/OpenHands#12583 and linyqh/NarratoAI#214 (LiteLLM's "LLM Provider NOT
// provided … You passed model=…"); counter-example: LiteLLM's "Invalid model name passed in"
// (h55, already model_not_found) and an unrelated BadRequestError (invented wording of a refused
// parameter) staying format_error.
describe('a model name no provider can route is a missing model', () => {
  checkReasons([
    [
      "LiteLLM's BadRequestError for a model string with no provider",
      {
        name: 'BadRequestError',
        message:
          "litellm.BadRequestError: LLM Provider NOT provided. \nPass in the LLM provider you are trying to call. You passed model=other/llama3.2 Pass model as E.g. For 'Huggingface' inference endpoints pass in completion(model='huggingface/starcoder',..) Learn more: https://docs.litellm.ai/docs/providers",
      },
      'model_not_found',
    ],
    [
      'the same as an exception line',
      {
        message:
          'litellm.exceptions.BadRequestError: litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM provider you are trying to call. You passed model=dashscope/qwen-turbo',
      },
      'model_not_found',
    ],
    [
      'a BadRequestError about a parameter stays format_error',
      {
        name: 'BadRequestError',
        message: "litellm.BadRequestError: Unsupported parameter: 'temperature' is not supported",
      },
      'format_error',
    ],
  ]);
});
