/**
 * Rules written in session 30 for misses of held-out batches 227–232 (group A), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Baidu's error 14 (Qianfan, the Baidu AI platform): the AK/SK pair is wrong (batches 135 and 227).
describe("Baidu's IAM Certification failed is a verdict on the key pair", () => {
  checkReasons([
    [
      'the qianfan SDK through a FastGPT reranker proxy, with its Chinese hint',
      {
        message:
          'api return error, req_id: code: 14, msg: IAM Certification failed 可能的原因: IAM 鉴权失败，请检查 Access Key 与 Secret Key 是否正确，当前使用的 Access Key 为 `zjQTUb***`',
      },
      'auth_permanent',
    ],
    [
      "the qianfan SDK's APIError in MetaGPT",
      {
        message:
          'qianfan.errors.APIError: api return error, req_id:  code: 14, msg: IAM Certification failed',
      },
      'auth_permanent',
    ],
    [
      "the Baidu AI platform's document, sent with HTTP 200",
      { status: 200, body: { error_code: 14, error_msg: 'IAM Certification failed' } },
      'auth_permanent',
    ],
    [
      'the Chinese hint alone names no verdict',
      { message: '可能的原因: IAM 鉴权失败，请检查 Access Key 与 Secret Key 是否正确' },
      'auth',
    ],
    [
      "Qianfan's access token that is no longer valid is refreshable (code 110)",
      { body: { error_code: 110, error_msg: 'Access token invalid or no longer valid' } },
      'auth',
    ],
    [
      "Huawei Cloud's IAM lock after repeated failures is not Baidu's verdict",
      {
        message:
          'Incorrect IAM authentication information: AK access failed to reach the limit,forbidden',
      },
      'auth',
    ],
  ]);
});

// OpenAI's `model_error` sentence, its 500 dropped by a proxy (batch 228; held with it in 222, 228).
describe("OpenAI's 'model produced invalid content' is a server fault without its status", () => {
  checkReasons([
    [
      'opencode through codex-lb, the message alone',
      {
        message:
          'The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently.',
      },
      'server_error',
    ],
    [
      "Azure's wording with its link, no status",
      {
        message:
          'The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently. For more information, please see https://aka.ms/model-error',
      },
      'server_error',
    ],
    [
      'the body kept from a stream, no status',
      {
        body: {
          error: {
            message:
              'The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently.',
            type: 'model_error',
            param: null,
            code: null,
          },
        },
      },
      'server_error',
    ],
    [
      'with its 500 in the text, as held',
      {
        message:
          "Exception: Error code: 500 - {'error': {'message': 'The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently.', 'type': 'model_error', 'param': None, 'code': None}}",
      },
      'server_error',
    ],
    [
      'the type model_error as a structured type is weak: overload words in its message decide (review r30)',
      {
        body: {
          error: {
            type: 'model_error',
            message:
              'That model is currently overloaded with other requests. You can retry your request.',
          },
        },
      },
      'overloaded',
    ],
    [
      'the type model_error with words no family reads is the server fault (review r30)',
      { body: { error: { type: 'model_error', message: 'Request failed' } } },
      'server_error',
    ],
    [
      'the type model_error with overload words is capacity (Dust)',
      {
        message:
          'Error querying openai:gpt-3.5-turbo: error=[model_error(retryable=false)] OpenAIAPIError: [server_error] That model is currently overloaded with other requests. You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      },
      'overloaded',
    ],
    [
      'a prompt flagged by the policy is still a refusal',
      {
        message:
          'Invalid prompt: your prompt was flagged as potentially violating our usage policy. Please try again with a different prompt.',
      },
      'content_policy',
    ],
  ]);
});

// VS Code's Language Model API relaying Copilot's backend failure (batch 232).
describe("Copilot's 'Server error, please report the following request id' is a server fault", () => {
  checkReasons([
    [
      'Roo Code through the VS Code LM API',
      {
        message:
          'Server error, please report the following request id: c1abab9a-6b87-42bf-b218-176f71929c9c',
      },
      'server_error',
    ],
    [
      // Its 400's own code names the model (session 33, group I: `model_not_supported` beside the
      // sentence decides for the model; was format_error by the validation words alone).
      "Copilot Chat's log line 'Server error: 400' carries any status",
      {
        message:
          'Server error: 400 {"error":{"message":"Model is not supported for this request.","code":"model_not_supported","param":"model","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      'a rate limit said beside it decides',
      {
        message:
          'Server error, please report the following request id: c1abab9a-6b87-42bf-b218-176f71929c9c. Rate limit exceeded, please try again later.',
      },
      'rate_limit',
    ],
  ]);
});

// LiteLLM's server-fault class with nothing after it (batch 232).
describe("LiteLLM's InternalServerError with nothing else said is a server fault", () => {
  checkReasons([
    [
      'the OpenHands SDK, the class and the backend name only',
      {
        message:
          'ConversationRunError: Conversation run failed for id=b6bcf530-2e66-43f0-bba5-d8e8d25f8609: litellm.InternalServerError: InternalServerError: OpenAIException',
      },
      'server_error',
    ],
    [
      'its connection failure stays a transport failure (batch 89)',
      {
        message:
          'litellm.exceptions.InternalServerError: litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.',
      },
      'timeout',
    ],
    [
      'its connection failure in nanobot stays a transport failure (batch 220)',
      {
        message:
          'Error calling LLM: litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.',
      },
      'timeout',
    ],
    [
      'a TLS failure under it decides (batch 124)',
      {
        message:
          'litellm.InternalServerError: AnthropicException - [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation\nof protocol (_ssl.c:1000). Handle with `litellm.InternalServerError`.. Attempt #1',
      },
      'timeout',
    ],
    [
      'a server disconnect under it decides',
      {
        message:
          'litellm.InternalServerError: InternalServerError: OpenAIException - Server disconnected without sending a response.',
      },
      'timeout',
    ],
    [
      'overload words under it decide',
      {
        message:
          'litellm.InternalServerError: AnthropicException - Overloaded. Handle with `litellm.InternalServerError`.',
      },
      'overloaded',
    ],
  ]);
});

// replicate-python's ModelError: the prediction failed inside the model (batch 230; 65).
describe("Replicate's ModelError is the model's failure on Replicate's side", () => {
  checkReasons([
    [
      'a Mistral prediction with an opaque model message',
      {
        message: "replicate.exceptions.ModelError: 'Request 0 already exists.'",
        name: 'ModelError',
      },
      'server_error',
    ],
    [
      'an interrupted prediction (batch 65)',
      {
        message: 'replicate.exceptions.ModelError: Prediction interrupted; please retry (code: PA)',
        name: 'ModelError',
      },
      'server_error',
    ],
    [
      "the model's own overflow words decide",
      {
        message:
          "replicate.exceptions.ModelError: Input is too long: this model's maximum context length is 4096 tokens, however you requested 5000 tokens",
      },
      'context_overflow',
    ],
    [
      'a bare ModelError class is not read',
      { message: "'Request 0 already exists.'", name: 'ModelError' },
      'unknown',
    ],
    [
      "the llm library's ModelError is not Replicate's",
      { message: 'llm.errors.ModelError: Request 0 already exists.' },
      'unknown',
    ],
    [
      "the llm library's ModelError around a bad key (batch 83)",
      { message: 'llm.errors.ModelError: API key not valid. Please pass a valid API key.' },
      'auth_permanent',
    ],
    [
      "the llm library's ModelError around a quota window (batch 173)",
      { message: 'llm.errors.ModelError: Resource has been exhausted (e.g. check quota).' },
      'rate_limit',
    ],
  ]);
});
