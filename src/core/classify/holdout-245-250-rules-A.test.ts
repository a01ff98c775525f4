/**
 * Rules written in session 31 for misses of held-out batches 245–250 (group A), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Anthropic's refusal of a call sent to the wrong one of its APIs ('"<model>" is not supported on this
// API. Please use the Messages API instead.', a Text Completions request for a Messages-only model):
// the request's shape, whichever client relays it (batch 246: Bedrock's InvokeModel through botocore
// and LangChain's `Bedrock` class, where "InvokeModel operation: …" read as a model verdict).
describe("a call sent to the wrong one of Anthropic's APIs is the request's", () => {
  checkReasons([
    [
      "Bedrock's InvokeModel through LangChain, no status (batch 246, langchain-ai/langchain#19549)",
      {
        message:
          'ValueError: Error raised by bedrock service: An error occurred (ValidationException) when calling the InvokeModel operation: "claude-3-sonnet-20240229" is not supported on this API. Please use the Messages API instead.',
      },
      'format_error',
    ],
    [
      "the streaming operation's name before it (invented from the same botocore shape)",
      {
        message:
          'An error occurred (ValidationException) when calling the InvokeModelWithResponseStream operation: "claude-3-haiku-20240307" is not supported on this API. Please use the Messages API instead.',
      },
      'format_error',
    ],
    [
      "Anthropic's own 400 through LibreChat, as held (h26, danny-avila/LibreChat#7548)",
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              '"claude-sonnet-4-20250514" is not supported on this API. Please use the Messages API instead.',
          },
        },
        message:
          'Operation failed after 3 attempts: 400 {"type":"error","error":{"type":"invalid_request_error","message":"\\"claude-sonnet-4-20250514\\" is not supported on this API. Please use the Messages API instead."}}',
      },
      'format_error',
    ],
    [
      "LiteLLM's rendering without a status, as held (h45, datadreamer-dev/DataDreamer#10)",
      {
        name: 'AnthropicError',
        message:
          'litellm.llms.anthropic.AnthropicError: {"type":"error","error":{"type":"invalid_request_error","message":"\\"claude-3-sonnet-20240229\\" is not supported on this API. Please use the Messages API instead."}}',
      },
      'format_error',
    ],
    [
      "Cohere's API that a named model does not serve stays the model's (held h24, BerriAI/litellm#9218)",
      {
        body: {
          message:
            "invalid request: generate API is not supported for model 'command-a-03-2025'. Please use the chat API instead",
        },
      },
      'model_not_found',
    ],
    [
      "Fireworks' model without a chat template stays the model's (held, BerriAI/litellm#3465)",
      {
        name: 'BadRequestError',
        message:
          "litellm.exceptions.BadRequestError: Fireworks_aiException - Error code: 404 - {'error': {'object': 'error', 'type': 'invalid_request_error', 'message': 'model is missing conversation_config, please use /completions API instead'}}",
      },
      'model_not_found',
    ],
    [
      "Bedrock's invalid model identifier after the operation's name stays the model's (held h101)",
      {
        message:
          '(ValidationException) when calling the InvokeModel operation: The provided model identifier is invalid',
      },
      'model_not_found',
    ],
    [
      'a model refused on "this API" without the advice to use another stays the model\'s (invented)',
      { message: 'The model claude-2 is not supported on this API' },
      'model_not_found',
    ],
    [
      // Before this round the "model" inside "InvokeModel" read every "… is not supported" after the
      // operation's name as a model verdict.
      "a feature refused after the operation's name is no model verdict (invented)",
      {
        message:
          'ValueError: Error raised by bedrock service: An error occurred (ValidationException) when calling the InvokeModel operation: The requested feature is not supported',
      },
      'format_error',
    ],
  ]);
});

// Gemini's "<feature> is not enabled for models/<model>" in the order Gemini sends it (batch 247:
// "Json mode is not enabled for models/gemini-pro", google-generativeai's 400): a feature the model
// lacks, so another model serves the request; the options the request can drop stay the request's.
describe('a Gemini model without JSON mode is the model', () => {
  checkReasons([
    [
      "google-generativeai's 400 (batch 247, google-gemini/deprecated-generative-ai-python#137)",
      {
        status: 400,
        message:
          'google.api_core.exceptions.InvalidArgument: 400 Json mode is not enabled for models/gemini-pro',
      },
      'model_not_found',
    ],
    [
      "Genkit's rendering with the request URL before it (batch 247, compass-ai-travel-planning-sample-flutter#40)",
      {
        status: 400,
        message:
          '[error] Error[textRefinement > textRefinement > generate > googleai/gemma-3-27b-it, Error] [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemma-3-27b-it:generateContent: [400 Bad Request] JSON mode is not enabled for models/gemma-3-27b-it',
      },
      'model_not_found',
    ],
    [
      "the AI SDK's wording without a status (vercel/ai#8080's title)",
      { message: 'AI_APICallError: JSON mode is not enabled for models/gemma-3-27b-it' },
      'model_not_found',
    ],
    [
      'the 400 body alone, for a tuned model (invented)',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Json mode is not enabled for tunedModels/my-model-123',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'model_not_found',
    ],
    [
      'thinking, an option to drop, stays the request (held h209, CherryHQ/cherry-studio#9738)',
      {
        message:
          'got status: 400 . {"error":{"message":"{\\n \\"error\\": {\\n \\"code\\": 400,\\n \\"message\\": \\"Thinking is not enabled for models/gemini-2.5-flash-image-preview\\",\\n \\"status\\": \\"INVALID_ARGUMENT\\"\\n }\\n}\\n","code":400,"status":""}}',
      },
      'format_error',
    ],
    [
      "a thinking setting named more closely stays the request's too (invented)",
      { status: 400, message: 'Thinking budget is not enabled for models/gemini-2.0-flash' },
      'format_error',
    ],
    [
      "several candidates stay the request's under a 400 (review r76's wording, google.api_core's rendering: invented)",
      {
        status: 400,
        message:
          'google.api_core.exceptions.InvalidArgument: 400 Multiple candidates is not enabled for models/gemini-2.5-flash-image-preview',
      },
      'format_error',
    ],
    [
      "Gemma's missing system turn is the model under a 400 (agno-agi/agno#3505; held h199, rules AG)",
      {
        message:
          "400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Developer instruction is not enabled for models/gemma-3-12b-it', 'status': 'INVALID_ARGUMENT'}}",
      },
      'model_not_found',
    ],
    [
      "Gemini 2.5's refused penalty, a sampling option to drop, stays the request's (review 31: BerriAI/litellm#32273, PublicAffairs/openai-gemini#63)",
      { status: 400, message: 'Penalty is not enabled for models/gemini-2.5-flash' },
      'format_error',
    ],
    [
      'the same refusal for a named penalty (review 31, invented)',
      { status: 400, message: 'Presence penalty is not enabled for models/gemini-2.0-flash-exp' },
      'format_error',
    ],
    [
      "Gemini's refused logprobs, an option to drop, stay the request's (review 31: Vela-Research/think-reason-learn#34)",
      {
        message: '400 INVALID_ARGUMENT: Logprobs is not enabled for models/gemini-2.5-flash-lite',
      },
      'format_error',
    ],
    [
      "the same under Gemini's 400 body (review 31: mscraftsman/generative-ai#135)",
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Logprobs is not enabled for models/gemini-2.5-pro',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'format_error',
    ],
    [
      "a plan's feature not enabled for a provider stays unread by this rule (held h81's wording under a 400: invented)",
      { status: 400, message: 'Pay-as-you-go is not enabled for provider fal-ai yet.' },
      'format_error',
    ],
  ]);
});

// Ollama's failed look-up of the requested name in its model store ("stat …/models/manifests/…: no
// such file or directory", batches 244 and 250): the model is not on this server.
describe("Ollama's missing manifest is a model not on the server", () => {
  checkReasons([
    [
      "LangChain's Ollama LLM, a model never pulled (batch 250, ollama/ollama#460)",
      {
        status: 400,
        name: 'ValueError',
        message:
          'Ollama call failed with status code 400. Details: stat /Users/satyam7166/.ollama/models/manifests/registry.ollama.ai/library/llama2/13b: no such file or directory',
      },
      'model_not_found',
    ],
    [
      "Flowise's ChatOllama, a name that resolved to library/latest (batch 244, FlowiseAI/Flowise#1113)",
      {
        status: 400,
        message:
          'Error: Ollama call failed with status code 400: stat /home/.ollama/models/manifests/registry.ollama.ai/library/latest: no such file or directory.',
      },
      'model_not_found',
    ],
    [
      'a store moved by OLLAMA_MODELS and a Hugging Face name, no status (invented)',
      {
        message:
          'Error: stat /data/ollama/manifests/hf.co/bartowski/Qwen2.5-7B-GGUF/Q4_K_M: no such file or directory',
      },
      'model_not_found',
    ],
    [
      "Windows' wording of the same failure (invented)",
      {
        status: 400,
        message:
          'Ollama call failed with status code 400: open C:\\Users\\me\\.ollama\\models\\manifests\\registry.ollama.ai\\library\\llama3\\latest: The system cannot find the path specified.',
      },
      'model_not_found',
    ],
    [
      "a blob Ollama cannot load stays the server's (held h59, ollama/ollama#12693)",
      {
        message:
          'ResponseError: unable to load model: /usr/share/ollama/.ollama/models/blobs/sha256-9811e90b0eecf2b194aafad5bb386279f338a45412a9e6f86b718cca6626c495 (status code: 500)',
      },
      'server_error',
    ],
    [
      "a missing blob under a 500 stays the server's (invented)",
      {
        status: 500,
        message:
          'open /root/.ollama/models/blobs/sha256-6a0746a1ec1aef3e7ec53868f220ff6e389f6f8ef87a01d77c96807de94ca2aa: no such file or directory',
      },
      'server_error',
    ],
    [
      'a manifest the server may not open is its set-up, not a missing model (invented)',
      {
        status: 500,
        message:
          'open /root/.ollama/models/manifests/registry.ollama.ai/library/llama3/latest: permission denied',
      },
      'server_error',
    ],
    [
      "another program's missing file under a 500 stays the server's (invented)",
      {
        status: 500,
        message:
          "Error: ENOENT: no such file or directory, open '/app/prompts/manifests/system.txt'",
      },
      'server_error',
    ],
  ]);
});

// A request field named as required ("'messages' field is required", LM Studio's server log, batch
// 250): the request lacks it, as "field required" and "required field" already read.
describe('a request field named as required is the request', () => {
  checkReasons([
    [
      "LM Studio's log line (batch 250, vijayk1989/TheStoryNexusTauriApp#8)",
      { message: "[ERROR] 'messages' field is required" },
      'format_error',
    ],
    [
      'the same with the model named, as held (h150, TheStoryNexusTauriApp#50)',
      { message: "[ERROR] [qwen/qwen3.6-27b] 'messages' field is required" },
      'format_error',
    ],
    [
      'under a 422 (invented)',
      { status: 422, message: "'messages' field is required" },
      'format_error',
    ],
    [
      "a header the key goes in stays the key's (held h104, elizaOS/eliza#4346)",
      { message: '(AI_APICallError) x-api-key header is required' },
      'auth_permanent',
    ],
    [
      "the key's header named as a required field stays the key's (review 31, invented)",
      { message: 'The Authorization header field is required.' },
      'auth_permanent',
    ],
    [
      "a key's field is not read as the request's (invented)",
      { message: "The 'x-api-key' field is required" },
      'unknown',
    ],
    [
      "a field the response lacks is not the request's (invented)",
      { message: "The 'choices' field is required in the response" },
      'unknown',
    ],
  ]);
});
