/**
 * Rules written in session 30 for misses of held-out batches 239–244 (group G), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Eden AI's documented general provider failure (docs.edenai.co/docs/errors: "Provider is having
// technical issues and returned a general error (eg: Internal Server Error)"; batch 239).
describe("Eden AI's 'Provider has returned an error. Please try again later' is a server fault", () => {
  checkReasons([
    [
      'Eden AI, as edenai-apis raises it',
      { message: 'Provider has returned an error. Please try again later' },
      'server_error',
    ],
    ["Eden AI's own timeout sentence stays a timeout", { message: 'Timeout error' }, 'timeout'],
    [
      "a provider's key verdict after the same opening stays the key's",
      { message: 'Provider has returned an error: Incorrect API key provided: sk-abc.' },
      'auth_permanent',
    ],
  ]);
});

// OpenAI's image-URL fetch failure with the URL redacted to a placeholder (RubyLLM, batch 241).
describe("OpenAI's 'Timeout while downloading <url>' reads a redacted URL as the URL", () => {
  checkReasons([
    [
      "RubyLLM's BadRequestError with the reporter's {placeholder}",
      {
        name: 'RubyLLM::BadRequestError',
        message: 'Timeout while downloading {aws_s3_image_url} (RubyLLM::BadRequestError)',
      },
      'format_error',
    ],
    [
      'an <angle-bracket> placeholder',
      { message: 'Timeout while downloading <image_url>.' },
      'format_error',
    ],
    [
      "an app's own read timeout on a file download stays a timeout",
      { message: "Read timeout while downloading file '{model_path}'" },
      'timeout',
    ],
    [
      "an app's request timeout on a download from a placeholder URL stays a timeout",
      { message: 'Request timeout while downloading file from {url}' },
      'timeout',
    ],
  ]);
});

// OpenAI's repetition filter, a 400 typed or coded invalid_prompt (ragas, batch 242; evals, h153).
describe("OpenAI's 'issue with repetitive patterns in your prompt' is a content refusal", () => {
  checkReasons([
    [
      'ragas, code invalid_prompt under a 400',
      {
        status: 400,
        name: 'BadRequestError',
        message:
          "BadRequestError: Error code: 400 - {'error': {'message': \"Sorry! We've encountered an issue with repetitive patterns in your prompt. Please try again with a different prompt.\", 'type': 'invalid_request_error', 'param': 'prompt', 'code': 'invalid_prompt'}}",
      },
      'content_policy',
    ],
    [
      'openai/evals, type invalid_prompt without the status (h153)',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'message': \"Sorry! We've encountered an issue with repetitive patterns in your prompt. Please try again with a different prompt.\", 'type': 'invalid_prompt', 'param': 'prompt', 'code': None}}",
      },
      'content_policy',
    ],
    [
      'the usage-policy flag under invalid_prompt stays a content refusal',
      {
        status: 400,
        message:
          "Error code: 400 - {'error': {'message': 'Invalid prompt: your prompt was flagged as potentially violating our usage policy. Please try again with a different prompt.', 'type': 'invalid_request_error', 'param': null, 'code': 'invalid_prompt'}}",
      },
      'content_policy',
    ],
    [
      "OpenCode's invalid_prompt for a malformed Responses request stays the request's (h217)",
      {
        status: 400,
        message: 'Upstream request failed [invalid_prompt]: Invalid Responses API request',
      },
      'format_error',
    ],
  ]);
});

// Swift's CancellationError (a cancelled Task; HuggingChat macOS, batch 243) and .NET's
// OperationCanceledException beside the AbortError / CancelledError names already read.
describe("Swift's CancellationError and .NET's OperationCanceledException are the caller's cancel", () => {
  checkReasons([
    [
      'HuggingChat macOS, Foundation-bridged text',
      {
        message:
          "Llama error: The operation couldn't be completed.\n(Swift.CancellationError error 1.)",
      },
      'aborted',
    ],
    [
      'the Swift class by name',
      { name: 'CancellationError', message: "The operation couldn't be completed." },
      'aborted',
    ],
    [
      '.NET, a cancelled CancellationToken',
      { name: 'OperationCanceledException', message: 'The operation was canceled.' },
      'aborted',
    ],
    [
      "HttpClient's own timeout (TaskCanceledException) stays a timeout",
      {
        name: 'TaskCanceledException',
        message:
          'The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.',
      },
      'timeout',
    ],
    [
      'a cancellation that names its timeout stays a timeout',
      {
        name: 'OperationCanceledException',
        message: 'The operation was canceled. Timeout of 30 seconds elapsed',
      },
      'timeout',
    ],
    [
      "Azure Speech's CancellationErrorCode with a throttle stays the throttle",
      {
        message:
          'CancellationErrorCode: TooManyRequests Throttled due to too many requests websocket error code: 1007',
      },
      'rate_limit',
    ],
    [
      "Google's own 499 CANCELLED answer stays a timeout",
      { status: 499, message: 'The operation was cancelled.' },
      'timeout',
    ],
  ]);
});

// Dify's credential-validation wrapper around a transport failure (batch 244; dify#16050, #20339).
describe("Dify's credential-validation wrapper lets a wrapped transport failure decide", () => {
  checkReasons([
    [
      "Dify 1.14, a plugin's CredentialsValidateFailedError around OpenAI's 'Connection error.'",
      {
        message:
          'Error in stream response for plugin {\'code\': -500, \'message\': \'{"message":"{\\\\"args\\\\":{},\\\\"error_type\\\\":\\\\"CredentialsValidateFailedError\\\\",\\\\"message\\\\":\\\\"Connection error.\\\\"}","error_type":"PluginInvokeError","args":null}\', \'data\': None}',
      },
      'timeout',
    ],
    [
      "Dify 1.0, 'An error occurred during credentials validation' around a connect timeout",
      {
        message:
          "core.model_runtime.errors.validate.CredentialsValidateFailedError: An error occurred during credentials validation: HTTPSConnectionPool(host='api.siliconflow.cn', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f>, 'Connection to api.siliconflow.cn timed out. (connect timeout=10)'))",
      },
      'timeout',
    ],
    [
      'the wrapper around a key verdict stays the key',
      {
        message:
          "PluginInvokeError: {\"args\":{},\"error_type\":\"CredentialsValidateFailedError\",\"message\":\"Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-***.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}\"}",
      },
      'auth_permanent',
    ],
    [
      'the wrapper with nothing else stays auth',
      { message: 'CredentialsValidateFailedError' },
      'auth',
    ],
    [
      'a credential verdict beside a connection error stays the key (no wrapper)',
      { message: 'Invalid credentials. Connection error.' },
      'auth_permanent',
    ],
    [
      "Dify's status-code sentence stays its status's (h120)",
      { message: 'Credentials validation failed with status code 402' },
      'billing',
    ],
  ]);
});

// A Live API close reason cut after Vertex's model path (ADK, batch 241).
describe("a close reason that opens with Vertex's 'Publisher Model `projects/…'' is the model's", () => {
  checkReasons([
    [
      'ADK Live on Vertex, close 1008 cut after the model path',
      {
        name: 'ConnectionClosedError',
        message:
          'websockets.exceptions.ConnectionClosedError: received 1008 (policy violation) Publisher Model `projects/<PROJECT_NMAE>/locations/global/publishers/google/models/gemini-live-2.5-flash-preview-na; then sent 1008 (policy violation) Publisher Model `projects/<PROJECT_NAME>/locations/global/publishers/google/models/gemini-live-2.5-flash-preview-na',
      },
      'model_not_found',
    ],
    [
      "Vertex's full 404 sentence stays model_not_found",
      {
        status: 404,
        message:
          'Publisher Model `projects/p1/locations/us-central1/publishers/google/models/gemini-3-pro-preview` was not found or your project does not have access to it.',
      },
      'model_not_found',
    ],
    [
      'a close 1007 with a request reason stays the request',
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1007 (invalid frame payload data) Cannot extract voices from a non-audio request.; then sent 1007 (invalid frame payload data) Cannot extract voices from a non-audio request.',
      },
      'format_error',
    ],
    [
      "Vertex's 403 on a resource path under publishers stays auth",
      {
        status: 403,
        message:
          "Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/projects/p1/locations/us-central1/publishers/google/models/gemini-pro' (or it may not exist).",
      },
      'auth',
    ],
  ]);
});
