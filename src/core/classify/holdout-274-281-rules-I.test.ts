/**
 * Rules written in session 33 for misses of held-out batches 274–281 (group I), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines and threads named), then
 * the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// `@google/generative-ai`'s "Error fetching from <url>: Failed to fetch" is a fetch that got no
// response; an app's own "400: " before it is no provider status (batch 277, neo-chat).
describe("a status an app prints before the Gemini SDK's failed fetch is not the provider's", () => {
  checkReasons([
    [
      'neo-chat on Cloudflare Pages, unreachable from mainland China (batch 277, u14app/neo-chat#90)',
      {
        message:
          '400: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse: Failed to fetch',
      },
      'timeout',
    ],
    [
      'the same sentence without the prefix (held h124, ChatGemini#17)',
      {
        message:
          '[GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1/models/gemini-pro:streamGenerateContent?alt=sse: Failed to fetch',
      },
      'timeout',
    ],
    [
      "Safari's wording of the failed fetch under a wrapper's status (held h124 ChatGemini#27's sentence, the prefix invented)",
      {
        message:
          '400: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1/models/gemini-pro:streamGenerateContent?alt=sse: Load failed',
      },
      'timeout',
    ],
    [
      "Node's wording under a server wrapper's [500] (held h257 cline#918's sentence, the prefix invented)",
      {
        message:
          '[nuxt] [request error] [unhandled] [500] [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash-exp:streamGenerateContent?alt=sse: fetch failed',
      },
      'timeout',
    ],
    [
      "neo-chat's same prefix before the provider's own bracketed answer keeps it (held h100, neo-chat#45)",
      {
        message:
          '400: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:streamGenerateContent?alt=sse: [400 ] Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.',
      },
      'auth_permanent',
    ],
    [
      "a server wrapper's [500] before the provider's [400 Bad Request] key refusal (held, cloudflare-ai-web#13)",
      {
        message:
          '[nuxt] [request error] [unhandled] [500] [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1/models/gemini-pro:streamGenerateContent?alt=sse: [400 Bad Request] API key not valid. Please pass a valid API key. [{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com","metadata":{"service":"generativelanguage.googleapis.com"}}]',
      },
      'auth_permanent',
    ],
    [
      "the provider's bare [400 Bad Request] stays the request's (held h134, firebase-extensions#731)",
      {
        message:
          'Error: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent: [400 Bad Request] ',
      },
      'format_error',
    ],
  ]);
});

// LiteLLM files the OpenAI SDK's connection failure under its `InternalServerError` class (batch
// 276, NarratoAI): with the class name set and no status, the text that says no answer arrived
// decides, as it does when the name is absent.
describe('a server-error class name yields to a connection failure said in its text', () => {
  checkReasons([
    [
      'NarratoAI to Volcengine Ark through LiteLLM (batch 276, linyqh/NarratoAI#233)',
      {
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: InternalServerError: VolcengineException - Connection error.',
      },
      'timeout',
    ],
    [
      "nanobot's line with the class name filled as LiteLLM raises it (held h220, HKUDS/nanobot#128)",
      {
        name: 'InternalServerError',
        message:
          'Error calling LLM: litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.',
      },
      'timeout',
    ],
    [
      'a server disconnect under the class (invented)',
      {
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: InternalServerError: OpenAIException - Server disconnected without sending a response.',
      },
      'timeout',
    ],
    [
      "LiteLLM's APIError class around the same failure was already read so (held h37, aider#2993)",
      {
        name: 'APIError',
        message: 'litellm.APIError: APIError: DeepseekException - Connection error.',
      },
      'timeout',
    ],
    [
      "the class around a server's own failed downstream call stays a server fault (held h149, beeai-framework#993)",
      {
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: watsonxException - {"errors":[{"code":"downstream_request_failed","message":"Downstream vllm request failed: ","more_info":"https://cloud.ibm.com/apidocs/watsonx-ai#text-chat"}],"trace":"77821c4c993d6233729e195ccc80a9be","status_code":500}',
      },
      'server_error',
    ],
    [
      'the class with nothing after it stays a server fault (held r232 wording)',
      {
        name: 'InternalServerError',
        message: 'litellm.InternalServerError: InternalServerError: OpenAIException',
      },
      'server_error',
    ],
    [
      'a 5xx the server did answer keeps its status (invented)',
      {
        status: 500,
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.',
      },
      'server_error',
    ],
    [
      "a server's own structured api_error type is no client's filing (invented)",
      { body: { type: 'error', error: { type: 'api_error', message: 'Connection error.' } } },
      'server_error',
    ],
  ]);
});

// GitHub Copilot's `model_not_supported` beside "Model is not supported for this request." (batch
// 280's write-up): the code names the model, so the sentence is not read as a parameter's.
describe("Copilot's model_not_supported code decides over validation words in its own sentence", () => {
  checkReasons([
    [
      'the Chat Participant API sample (microsoft/vscode-extension-samples#1248)',
      {
        message:
          'Request Failed: 400 {"error":{"message":"Model is not supported for this request.","code":"model_not_supported","param":"model","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      'Kilo Code through the VS Code LM API (Kilo-Org/kilocode#3460)',
      {
        status: 400,
        body: {
          error: {
            message: 'Model is not supported for this request.',
            code: 'model_not_supported',
            param: 'model',
            type: 'invalid_request_error',
          },
        },
        message:
          'Request Failed: 400 {"error":{"message":"Model is not supported for this request.","code":"model_not_supported","param":"model","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      'Cline with param before code (cline/cline#2562)',
      {
        message:
          'API Request Failed\n\nRequest Failed: 400 {"error":{"message":"Model is not supported for this request.","param":"model","code":"model_not_supported","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      'the same body kept without its status (the code step)',
      {
        body: {
          error: {
            message: 'Model is not supported for this request.',
            code: 'model_not_supported',
            param: 'model',
            type: 'invalid_request_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      "Copilot's other sentence was already read so (held h79, vscode-copilot-release#1420)",
      {
        message:
          'unhandled status from server: 400 {"error":{"message":"The requested model is not supported.","param":"model","code":"model_not_supported","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      "a parameter not supported for this model stays the request's (held h73, free-code#32)",
      {
        status: 400,
        message:
          'API Error: 400 {"type":"error","request_id":"req_b7jesh7znqogylzc7fgoqj37vx3fywzzczyzcjhadw25kwypde4a","error":{"type":"invalid_request_error","message":"\\"thinking.type.enabled\\" is not supported for this model. Use \\"thinking.type.adaptive\\" and \\"output_config.effort\\" to control thinking behavior."}}',
      },
      'format_error',
    ],
    [
      "a chat template not supported for a tokenizer stays the request's (held h81, free-claude-code#130)",
      {
        message:
          "Error code: 400 - {'error': {'message': 'chat_template is not supported for Mistral tokenizers.', 'type': 'BadRequestError', 'param': None, 'code': 400}}   (request_id=req_c459752f5c66)",
      },
      'format_error',
    ],
    [
      'a model code beside a sentence that says nothing of the model leaves it to validation (invented)',
      {
        status: 400,
        body: {
          code: 'model_not_found',
          message:
            'Failed to deserialize the JSON body into the target type: messages[4].content: unknown variant tool_reference, expected text at line 1 column 42187',
        },
      },
      'format_error',
    ],
  ]);
});
