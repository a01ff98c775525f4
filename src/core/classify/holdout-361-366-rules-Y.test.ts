/**
 * Rules written in session 37 for misses of held-out batches 361–366 (group Y: model-, server- and
 * request-side misses of ML serving platforms, local servers and proxies), after the batches had been
 * scored without them: each rule's real wordings (from the batch lines named), a second real example
 * where one is known, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Baseten's "Model is not ready, it is still building or deploying" (batch 361, basetenlabs/truss#538).
describe('a hosted model still building or deploying is capacity', () => {
  checkReasons([
    [
      "Baseten's predict answer as truss printed it, no status",
      { body: { error: 'Model is not ready, it is still building or deploying' } },
      'overloaded',
    ],
    [
      "the same body under the 400 truss's CLI tests mock before the 200 that follows",
      { status: 400, body: { error: 'Model is not ready, it is still building or deploying' } },
      'overloaded',
    ],
    [
      'a named model that is not ready (invented)',
      { message: 'Model llama-3-8b-instruct is not ready. Please retry in a few minutes.' },
      'overloaded',
    ],
    [
      "held h61: truss's ModelNotReady before it (already capacity)",
      { message: 'ModelNotReady("Model has started running, but not ready yet.")' },
      'overloaded',
    ],
    [
      "held h156: LocalAI's backends whose grpc service is not ready stay a server fault",
      {
        message:
          '{"error":{"code":500,"message":"could not load model - all backends returned error: [llama-cpp]: failed to load model with internal loader: grpc service not ready\\n[llama-ggml]: failed to load model with internal loader: grpc service not ready\\n[llama-cpp-fallback',
      },
      'server_error',
    ],
    [
      "held h168: a client's own provider not ready around a 401 stays the key's",
      {
        message:
          'TTS Provider not ready. Error: HTTP 401: {"detail":{"status":"invalid_api_key","message":"Invalid API key"}}',
      },
      'auth_permanent',
    ],
  ]);
});

// Hugging Face's retired serverless host (batch 361, chroma-core/chroma#6748).
describe('an endpoint URL retired with its successor named is the request', () => {
  checkReasons([
    [
      "Chroma's HuggingFaceEmbeddingFunction printing the error object, no status",
      {
        message:
          "'error': 'https://api-inference.huggingface.co/ is no longer supported. Please use https://router.huggingface.co/ instead.'",
      },
      'format_error',
    ],
    [
      'the same with the 410 Gone it comes with (a stored project note quoting its log)',
      {
        status: 410,
        message:
          'Hugging Face error: 410 {"error":"https://api-inference.huggingface.co is no longer supported. Please use https://router.huggingface.co instead."}',
      },
      'format_error',
    ],
    [
      'its /hf-inference form (a stored project note)',
      {
        status: 410,
        body: {
          error:
            'https://api-inference.huggingface.co is no longer supported. Please use https://router.huggingface.co/hf-inference instead.',
        },
      },
      'format_error',
    ],
    [
      'an old URL that names a model in its path is still the URL (invented)',
      {
        message:
          'https://api-inference.huggingface.co/models/gpt2 is no longer supported. Please use https://router.huggingface.co/hf-inference/models/gpt2 instead.',
      },
      'format_error',
    ],
    [
      'a relay that answers its own 500 around it stays its server fault (a stored project note)',
      {
        status: 500,
        message:
          '{"error": "https://api-inference.huggingface.co is no longer supported. Please use https://router.huggingface.co instead."}',
      },
      'server_error',
    ],
    [
      "held h101: Groq's decommissioned model 'no longer supported' stays the model",
      {
        body: {
          error: {
            message:
              'The model `llama-3.1-70b-versatile` has been decommissioned and is no longer supported. Please refer to https://console.groq.com/docs/deprecations for a recommendation on which model to use instead.',
            type: 'invalid_request_error',
            code: 'model_decommissioned',
          },
        },
      },
      'model_not_found',
    ],
    [
      "held h209: Gemini CLI's client 'no longer supported' stays the account's",
      { message: 'IneligibleTierError: This client is no longer supported' },
      'auth_permanent',
    ],
    [
      'a model retired with its successor stays the model',
      { message: 'Claude Opus 4.5 is no longer available. Please switch to Claude Opus 4.6.' },
      'model_not_found',
    ],
    [
      "a 410 retirement brownout stays the model's retirement",
      {
        status: 410,
        message:
          'GitHub Models is temporarily unavailable as part of a scheduled retirement brownout',
      },
      'model_not_found',
    ],
  ]);
});

// TorchServe's 503 InternalServerException "Prediction failed" (batch 361,
// GoogleCloudPlatform/vertex-ai-samples#2122).
describe("a model server's failed prediction under a 503 is a server fault", () => {
  checkReasons([
    [
      "a Vertex endpoint's gRPC UNAVAILABLE around TorchServe's answer",
      {
        status: 503,
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAVAILABLE details = "{ "code": 503, "type": "InternalServerException", "message": "Prediction failed" } "',
        name: '_InactiveRpcError',
      },
      'server_error',
    ],
    [
      "SageMaker's relay of the same 503 (a stored troubleshooting note), status read from the text",
      {
        message:
          'Received server error (503) from primary with message "{ "code": 503, "type": "InternalServerException", "message": "Prediction failed" } ".',
      },
      'server_error',
    ],
    [
      "TorchServe's own 503 for a model without a worker stays capacity (its docs and stored notes)",
      {
        status: 503,
        body: {
          code: 503,
          type: 'ServiceUnavailableException',
          message:
            'Model "SamLowe_roberta-base-go_emotions" has no worker to serve inference request. Please use scale workers API to add workers.',
        },
      },
      'overloaded',
    ],
    ['a bare 503 stays capacity', { status: 503, message: 'Service Unavailable' }, 'overloaded'],
    [
      'a failed prediction beside overload words stays capacity (invented)',
      {
        status: 503,
        message:
          '{ "code": 503, "type": "InternalServerException", "message": "Prediction failed" } The server is overloaded, try again later',
      },
      'overloaded',
    ],
  ]);
});

// llama-server's message parser under a 500 (batch 363, lemonade-sdk/lemonade#390).
describe("llama-server's type check on a request's message field is the request", () => {
  checkReasons([
    [
      "Lemonade's log of the wrapped llama-server's 500",
      {
        message:
          'ERROR:    got exception: {"code":500,"message":"Expected \'content\' to be a string or an array","type":"server_error"}',
      },
      'format_error',
    ],
    [
      'the same under the 502 of a proxy in front of it (a stored project note)',
      { status: 502, message: "Expected 'content' to be a string or an array" },
      'format_error',
    ],
    [
      'the same as the 400 newer llama.cpp sends (stored project notes)',
      { status: 400, message: "Expected 'content' to be a string or an array" },
      'format_error',
    ],
    [
      "its sibling check on 'messages' (invented as a 500)",
      { status: 500, message: "Expected 'messages' to be an array, got {}" },
      'format_error',
    ],
    [
      'a field of the answer a client expected stays the server fault (invented)',
      { status: 500, message: "Expected 'choices' to be an array" },
      'server_error',
    ],
    [
      "vercel/ai's check of a stream event's type stays the overload it wraps",
      {
        message:
          'Type validation failed: Value: {"type":"error","error":{"details":null,"type":"overloaded_error","message":"Overloaded"}}.\nError message: [\n  {\n    "code": "invalid_union_discriminator",\n    "message": "Invalid discriminator value. Expected \'message_start\' | \'content_block_start\' | \'content_block_delta\' | \'content_block_stop\' | \'message_delta\' | \'message_stop\' | \'ping\'"\n  }\n]',
        name: 'AI_TypeValidationError',
      },
      'overloaded',
    ],
  ]);
});

// Foundry Local's "No OpenAIService provider found for modelName" (batch 363, microsoft/foundry-local#92).
describe('no provider found for the model named is the model', () => {
  checkReasons([
    [
      "Foundry Local's 400 with its service log's reason",
      {
        status: 400,
        message:
          'An unhandled exception was thrown by the application. message:No OpenAIService provider found for modelName:Phi-3.5-mini-instruct-generic-cpu',
      },
      'model_not_found',
    ],
    [
      "the 404 Foundry Local's SDK tests mock for it",
      {
        status: 404,
        message: 'HTTP error! status: 404, response: No OpenAIService provider found for modelName',
      },
      'model_not_found',
    ],
    [
      'no status (invented)',
      { message: 'No provider found for model mistral-7b-instruct' },
      'model_not_found',
    ],
    [
      "a provider's missing credentials stay the key's",
      { status: 400, message: 'No credentials found for provider openai' },
      'auth_permanent',
    ],
    [
      'no provider for an API, not a model, stays the request (invented)',
      { status: 400, message: 'No provider found for API inference' },
      'format_error',
    ],
  ]);
});

// "系统错误" (system error): doubao-free-api's -2001 (batch 364, Bitsea1/doubao-free-api#10).
describe('a bare 系统错误 is a server fault', () => {
  checkReasons([
    [
      "doubao-free-api's wrapped failure",
      { message: 'APIException [Error]: [请求doubao失败]: 系统错误' },
      'server_error',
    ],
    [
      "held h183: kimi-free-api's sibling 服务内部错误 (already a server fault)",
      { message: 'APIException [Error]: [请求kimi失败]: 服务内部错误', code: -2001 },
      'server_error',
    ],
    [
      "held h64: Doubao's stream event whose own message is a rate limit",
      {
        body: {
          code: 710022004,
          message: 'rate limited',
          error_detail: { code: 710022004, locale: 'zh', message: '系统错误' },
        },
      },
      'rate_limit',
    ],
    [
      "held h152: chatgpt-wechat's 系统错误 prefix before a spent quota",
      {
        message:
          '系统错误:error, You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      'held h20: the same prefix before an overflow',
      {
        message:
          "系统错误:error, This model's maximum context length is 4097 tokens. However, you requested 4140 tokens (2140 in the messages, 2000 in the completion). Please reduce the length of the messages or completion.",
      },
      'context_overflow',
    ],
    [
      'held h36: the same prefix before a dead key',
      { message: '系统错误，请清理后重试: type:invalid_request_error code:invalid_api_key' },
      'auth_permanent',
    ],
  ]);
});

// "请检查网络" (check the network): Trae CN's 997 (batch 365, Trae-AI/TRAE#2482).
describe('请检查网络 names a transport failure', () => {
  checkReasons([
    [
      "Trae CN's add-model failure",
      { message: '添加模型失败：请求服务失败，请检查网络后重试 (997)', code: '997' },
      'timeout',
    ],
    [
      "held h341: ChuanhuChatGPT's read timeout with the same advice",
      { message: '☹️发生了错误：读取超时，无法获取对话。请检查网络连接，或者API-Key是否有效。' },
      'timeout',
    ],
    [
      'the advice after a bare failure (invented)',
      { message: '请求失败，请检查网络连接后重试' },
      'timeout',
    ],
    [
      'a dead key named before the advice stays the key (invented)',
      { message: 'API Key 无效，请检查网络或密钥' },
      'auth_permanent',
    ],
    [
      "held h46: a client's conditional network advice under a 400 stays the request",
      {
        status: 400,
        body: {
          error: {
            message: "Invalid value for 'content': expected a string, got null.",
            type: 'invalid_request_error',
            param: 'messages.[2].content',
            code: null,
          },
        },
        message:
          '出错了，下面是一些报错信息：\nHTTP POST https://api.chatanywhere.tech/v1/chat/completions failed with status code 400:{"error":{"message":"Invalid value for \'content\': expected a string, got null.","type":"invalid_request_error","param":"messages.[2].content","code":null}}\n如果是网络问题，建议优化网络，比如打开/切换代理等。',
      },
      'format_error',
    ],
    [
      "held: Z.ai's numbered 网络错误 under its 500 stays its server fault",
      {
        status: 500,
        body: {
          error: {
            code: '1234',
            message: '网络错误，错误id：202602261029392bc0093d0e944297，请联系客服。',
          },
        },
      },
      'server_error',
    ],
  ]);
});

// SageMaker's "could not get a response from the … endpoint" (batch 361,
// aws/amazon-sagemaker-examples#3089).
describe("SageMaker's container that gave no answer is a transport failure", () => {
  checkReasons([
    [
      "the Random Cut Forest endpoint's ModelError",
      {
        message:
          'ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error (0) from model with message "Amazon SageMaker could not get a response from the RCF-container2 endpoint. This can occur when CPU or memory utilization is high. To check your utilization, see Amazon CloudWatch. To fix this problem, use an instance type with more CPU capacity or memory."',
        name: 'ModelError',
      },
      'timeout',
    ],
    [
      "a speech-to-text service's copy of it (a stored failure classifier's test)",
      {
        message:
          'Amazon SageMaker could not get a response from the meeting-notes-stt endpoint. This can occur when CPU or memory utilization is high.',
      },
      'timeout',
    ],
    [
      "a serverless endpoint's cold start (a stored project's test)",
      {
        message:
          'Received server error (0) from model with message "Amazon SageMaker could not get a response from the cl-mouse-reg-1 endpoint.".',
      },
      'timeout',
    ],
    [
      "the same '(0)' before a model process that exited stays a server fault (stored project logs)",
      {
        message:
          'ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error (0) from model with message "An error occurred while handling request as the model process exited.".',
        name: 'ModelError',
      },
      'server_error',
    ],
    [
      "held (batch 361): SageMaker's 500 whose body it could not load stays a server fault",
      {
        status: 500,
        message:
          '[ERROR] ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error (500) from primary and could not load the entire response body. See https://eu-west-3.console.aws.amazon.com/cloudwatch/home for more information.',
        name: 'ModelError',
      },
      'server_error',
    ],
    [
      "Cloudflare AI Gateway's 'Failed to get response from provider' stays its upstream's fault",
      {
        status: 400,
        body: { error: { code: 2005, message: 'Failed to get response from provider' } },
      },
      'server_error',
    ],
    [
      "held h342: an app's 'get a response from LLM' around a 401 stays the key's",
      {
        status: 401,
        message:
          "Error when attempting to get a response from LLM. Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-0oJ1K***cMnE. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
      },
      'auth_permanent',
    ],
  ]);
});

// DuckDuckGo AI Chat's 429 ERR_INPUT_LIMIT and ERR_CONVERSATION_LIMIT (batch 364, xtekky/gpt4free#2586,
// mrgick/duck_chat#17).
describe("DuckDuckGo's input and conversation limits are the conversation's length", () => {
  checkReasons([
    [
      "gpt4free's API relaying the DDG provider's 429",
      {
        status: 429,
        body: {
          error: {
            message:
              'ResponseStatusError: Response 429: {"action":"error","status":429,"type":"ERR_INPUT_LIMIT"}',
          },
          model: 'gpt-4o-mini',
          provider: 'DDG',
        },
      },
      'context_overflow',
    ],
    [
      "duck_chat's ERR_CONVERSATION_LIMIT, pasted with curly quotes",
      {
        status: 429,
        message: '{“action”: “error”, “status”:429, “type”: “ERR_CONVERSATION_LIMIT”}',
      },
      'context_overflow',
    ],
    [
      'mrgick/duck_chat#20: the same input limit',
      { status: 429, body: { action: 'error', status: 429, type: 'ERR_INPUT_LIMIT' } },
      'context_overflow',
    ],
    [
      'without a status (a stream event)',
      { body: { action: 'error', type: 'ERR_INPUT_LIMIT' } },
      'context_overflow',
    ],
    [
      'under the 400 a relay maps it to (invented)',
      { status: 400, body: { action: 'error', status: 400, type: 'ERR_CONVERSATION_LIMIT' } },
      'context_overflow',
    ],
    [
      "held (batch 364): DuckDuckGo's 429 ERR_SERVICE_UNAVAILABLE on the token fetch stays a rate limit",
      {
        status: 429,
        body: {
          action: 'error',
          status: 429,
          type: 'ERR_SERVICE_UNAVAILABLE',
          r: '043c8e19-5831-4ef9-9842-1d77f70333ad',
        },
        message:
          'An error occured: RuntimeError: Failed to fetch VQD token after 3 attempts: Response 429: {"action":"error","status":429,"type":"ERR_SERVICE_UNAVAILABLE","r":"043c8e19-5831-4ef9-9842-1d77f70333ad"}',
        name: 'RuntimeError',
      },
      'rate_limit',
    ],
    [
      "held (batch 364): ddgs' 418 Ratelimit stays a rate limit",
      {
        status: 418,
        message: 'RatelimitException: https://duckduckgo.com/duckchat/v1/chat 418 Ratelimit',
        name: 'RatelimitException',
      },
      'rate_limit',
    ],
    [
      'another of its limit types on a 429 stays a rate limit (invented)',
      { status: 429, body: { action: 'error', status: 429, type: 'ERR_RATE_LIMIT' } },
      'rate_limit',
    ],
  ]);
});
