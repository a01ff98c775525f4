/**
 * The rules the twenty-first held-out batch prompted (docs/classifier.md, "Batches 21–22"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a response whose HTTP framing broke is a transport failure, whatever status its text names', () => {
  checkReasons([
    [
      "openai-node's status before node-fetch's body failure",
      {
        message:
          '403 Invalid response body while trying to fetch https://openrouter.ai/api/v1/chat/completions: Parse Error: Expected HTTP/',
      },
      'timeout',
    ],
    [
      "Node's HTTP parser code",
      { message: 'Parse Error: Expected HTTP/', code: 'HPE_INVALID_CONSTANT' },
      'timeout',
    ],
    [
      "llhttp's header error",
      { message: 'Parse Error: Invalid header value char', code: 'HPE_INVALID_HEADER_TOKEN' },
      'timeout',
    ],
    [
      'a status phrase before the parse error',
      { message: '502 Bad Gateway: Parse Error: Invalid character in chunk size' },
      'timeout',
    ],
    [
      'a status with its own verdict stays the status',
      // Google's missing scope is a credential to reissue since session 29 (batch 209).
      { message: '403 Forbidden: Request had insufficient authentication scopes.' },
      'auth_permanent',
    ],
    [
      "a request body's JSON parse error stays a request error",
      { message: "400 JSON parse error: invalid character 'x' looking for beginning of value" },
      'format_error',
    ],
    [
      "JSON-RPC's parse error stays a request error",
      { status: 400, message: 'Parse error: Invalid JSON was received by the server.' },
      'format_error',
    ],
  ]);
});

describe("botocore's error code in its text is a structured code", () => {
  const call = (code: string, operation: string, text: string): string =>
    `An error occurred (${code}) when calling the ${operation} operation: ${text}`;
  checkReasons([
    [
      "Bedrock's event-stream spelling, no other family",
      {
        message: call(
          'validationException',
          'ConverseStream',
          'The model returned the following errors: A maximum of 4 blocks with cache_control may be provided. Found 5',
        ),
        code: 'validationException',
      },
      'format_error',
    ],
    [
      'ValidationException, text only',
      {
        message: call(
          'ValidationException',
          'Converse',
          'A maximum of 4 blocks with cache_control may be provided. Found 5',
        ),
      },
      'format_error',
    ],
    [
      'an IAM denial without a model named',
      {
        message: call(
          'AccessDeniedException',
          'InvokeModel',
          'User: arn:aws:iam::123456789012:user/dev is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-v2',
        ),
      },
      'auth',
    ],
    [
      'AccessDeniedException naming the model',
      {
        message: call(
          'AccessDeniedException',
          'InvokeModel',
          "You don't have access to the model with the specified model ID.",
        ),
      },
      'model_not_found',
    ],
    [
      'a weak ValidationException yields to overflow text',
      {
        message: call(
          'ValidationException',
          'InvokeModel',
          'Input is too long for requested model.',
        ),
      },
      'context_overflow',
    ],
    [
      '…and to a missing model',
      {
        message: call(
          'ValidationException',
          'Converse',
          'The provided model identifier is invalid.',
        ),
      },
      'model_not_found',
    ],
    [
      'a transport code on the chain still decides',
      {
        message: call(
          'ThrottlingException',
          'ConverseStream',
          'Too many tokens, please wait before trying again.',
        ),
        code: 'ECONNRESET',
      },
      'timeout',
    ],
    [
      'expired STS credentials stay refreshable',
      {
        message: call(
          'ExpiredTokenException',
          'InvokeModel',
          'The security token included in the request is expired',
        ),
      },
      'auth',
    ],
  ]);
});

describe('a 401 that refuses the model, not the key, is model_not_found', () => {
  checkReasons([
    [
      'Codex',
      {
        status: 401,
        message: 'unexpected status 401 Unauthorized: You are not authorized to access this model',
      },
      'model_not_found',
    ],
    [
      'no access to a named model',
      { status: 401, message: '401 Unauthorized: You do not have access to the model gpt-5-pro.' },
      'model_not_found',
    ],
    [
      'the same without a status',
      { message: 'Unauthorized: You are not authorized to access this model' },
      'model_not_found',
    ],
    [
      'a bare 401 Unauthorized stays the key',
      { status: 401, message: '401 Unauthorized' },
      'auth_permanent',
    ],
    [
      'an invalid key stays the key',
      { status: 401, message: 'Invalid API key. You are not authorized to access this model.' },
      'auth_permanent',
    ],
    [
      'an expired token is refreshed first',
      {
        status: 401,
        message:
          'Your OAuth token has expired. You do not have access to this model until you sign in again.',
      },
      'auth',
    ],
  ]);
});

describe('encrypted reasoning content that does not verify is a request error, however spelled', () => {
  checkReasons([
    [
      "Kilo's rendering (contraction and typo)",
      {
        message:
          "API Request Failed: OpenAI error: The encrypted content for item `rs_01` couldn't be vertified",
      },
      'format_error',
    ],
    [
      'another organization',
      { message: "Encrypted content can't be decrypted with this organization's key" },
      'format_error',
    ],
    [
      'a 500 that only mentions encrypted content stays a server error',
      { status: 500, message: 'Internal server error while reading encrypted content' },
      'server_error',
    ],
  ]);
});

describe('a server-error wrapper around the transport failure it met is that failure', () => {
  checkReasons([
    [
      "Zed's wrapper around Envoy's reset",
      {
        message:
          'Zed\'s API server reported an internal server error: {"code":"upstream_http_error","message":"Received an error from the Anthropic API: upstream connect error or disconnect/reset before headers. reset reason: connection termination","upstream_status":503}',
      },
      'timeout',
    ],
    [
      "Envoy's connect failure",
      {
        message:
          'Internal server error: upstream connect error or disconnect/reset before headers. reset reason: connection failure',
      },
      'timeout',
    ],
    ['fetch failed', { message: 'An internal error occurred: fetch failed' }, 'timeout'],
    [
      "Codex's disconnect headline around the provider's verdict stays a server error",
      {
        message:
          'stream disconnected before completion: An error occurred while processing your request. You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      },
      'server_error',
    ],
    [
      'a connection headline around a server error stays a server error',
      { message: 'Connection error: internal server error' },
      'server_error',
    ],
    ['server words alone', { message: 'Internal server error' }, 'server_error'],
  ]);
});

describe("nginx's 504 page kept in a message names its status", () => {
  checkReasons([
    [
      "litellm's OllamaError around openresty's page",
      {
        message:
          'litellm.llms.ollama.OllamaError: <html>\n<head><title>504 Gateway Time-out</title></head>\n<body>\n<center><h1>504 Gateway Time-out</h1></center>\n</body>\n</html>\n',
      },
      'timeout',
    ],
    [
      // No status is read from words outside the page's shape; since batch 78 "time-out" is
      // read as the word "timeout" (as "504 gateway timeouts" always was), so the words decide.
      'the words without the page shape name no status, only the timeout words',
      { message: 'the job saw 504 gateway time-outs overnight' },
      'timeout',
    ],
  ]);
});
