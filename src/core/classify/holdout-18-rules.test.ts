/**
 * The rules the eighteenth held-out batch prompted (docs/classifier.md, "Batches 17–18"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a wrapper's nested provider document is the error", () => {
  checkReasons([
    [
      'a client wrapper with body.error',
      {
        status: 401,
        body: {
          msg: 'Invalid Response',
          body: { error: { message: 'Your API key has been revoked.', code: 'invalid_api_key' } },
        },
      },
      'auth_permanent',
    ],
    [
      'an SSE frame with data.error.detail',
      {
        body: {
          type: 'chat:completion',
          data: { error: { detail: 'Rate limit reached, please slow down.' }, done: true },
        },
      },
      'rate_limit',
    ],
    [
      'a wrapper whose nested body holds no error keeps its own words',
      {
        status: 401,
        body: { msg: 'Unauthorized: session expired', body: { choices: [] } },
      },
      'auth',
    ],
  ]);
});

describe("an app's list of messages is the error message", () => {
  checkReasons([
    [
      "a 500 wrapping Anthropic's overflow",
      {
        status: 500,
        body: {
          error: {
            messages: [
              'Error code: 400 - input length and max_tokens exceed context limit: 190000 + 32000 > 200000, decrease input length or max_tokens and try again',
            ],
            code: 500,
          },
        },
      },
      'context_overflow',
    ],
    [
      'a 500 with a list of server messages stays a server error',
      { status: 500, body: { error: { messages: ['worker crashed'], code: 500 } } },
      'server_error',
    ],
  ]);
});

describe('parts that cannot be provided together are validation', () => {
  checkReasons([
    [
      'no status',
      { message: 'Conversation blocks and tool use blocks cannot be provided in the same turn.' },
      'format_error',
    ],
    [
      'on a 400',
      {
        status: 400,
        body: { message: 'temperature and top_p cannot be specified together for this model' },
      },
      'format_error',
    ],
    [
      'a credential that cannot be provided is no validation',
      { status: 401, body: { message: 'Credentials cannot be provided for this account' } },
      'auth',
    ],
  ]);
});

describe('a model that cannot be reached through the API used is a wrong endpoint', () => {
  checkReasons([
    [
      'no status',
      {
        message:
          'GaxiosError: Gemini cannot be accessed through Vertex Predict/RawPredict API. Please use generateContent.',
      },
      'format_error',
    ],
    [
      'a model not accessible via the endpoint stays model_not_found',
      {
        status: 400,
        body: {
          error: {
            message: 'The model o1-pro is not accessible via the v1/completions endpoint',
          },
        },
      },
      'model_not_found',
    ],
  ]);
});

describe('"sending too fast" in Chinese is a rate limit', () => {
  checkReasons([
    ['no status', { message: '你发送消息的频率过快，请稍后再发' }, 'rate_limit'],
    ['请求太频繁', { message: '请求太频繁，请稍后重试' }, 'rate_limit'],
    ['a slow network is no rate limit', { message: '网络连接过慢' }, 'unknown'],
  ]);
});

describe('a Google quota whose limit value is 0 is billing', () => {
  const quota = (value: string): string =>
    `429 Quota exceeded for quota metric 'Generate Content API requests per minute'. [reason: "RATE_LIMIT_EXCEEDED" metadata { key: "quota_limit_value" value: "${value}" }`;
  checkReasons([
    ['gRPC text, value 0', { status: 429, message: quota('0') }, 'billing'],
    [
      'JSON metadata kept as text, value 0',
      {
        status: 429,
        message:
          '429 RESOURCE_EXHAUSTED {"reason": "RATE_LIMIT_EXCEEDED", "metadata": {"quota_limit_value": "0"}}',
      },
      'billing',
    ],
    ['a real limit stays a rate limit', { status: 429, message: quota('60') }, 'rate_limit'],
    ['a limit of 0.5 is not 0', { status: 429, message: quota('0.5') }, 'rate_limit'],
  ]);
});

describe('a managed endpoint with no valid deployment is model_not_found', () => {
  checkReasons([
    [
      'no status',
      { message: "NotFoundError('No valid deployments to route to. Please check the endpoint.')" },
      'model_not_found',
    ],
    [
      "LiteLLM's cooling-down deployments stay a rate limit",
      {
        message:
          'No deployments available for selected model, Try again in 60 seconds. Passed model=gpt-4o.',
      },
      'rate_limit',
    ],
  ]);
});
