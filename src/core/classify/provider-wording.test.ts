/**
 * How providers actually phrase failures (docs and public issue threads), beyond the labelled
 * corpus: the classifier must generalise, not memorise.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { Reason } from './types.js';

type Case = readonly [name: string, descriptor: Record<string, unknown>, reason: Reason];

const CASES: readonly Case[] = [
  // OpenAI / Azure
  [
    'openai 429 RPD with compound wait',
    {
      status: 429,
      body: {
        error: {
          message:
            'Rate limit reached for gpt-4 in organization org-x on requests per day (RPD): Limit 200, Used 200, Requested 1. Please try again in 7m12s.',
          type: 'requests',
          code: 'rate_limit_exceeded',
        },
      },
    },
    'rate_limit',
  ],
  [
    'openai 401 missing key',
    {
      status: 401,
      body: {
        error: {
          message:
            "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
          type: 'invalid_request_error',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'openai 401 deactivated account',
    {
      status: 401,
      body: {
        error: {
          message: 'The OpenAI account associated with this API key has been deactivated.',
          code: 'account_deactivated',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'openai 403 region',
    {
      status: 403,
      body: {
        error: {
          message: 'Country, region, or territory not supported',
          code: 'unsupported_country_region_territory',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'openai 403 model not allowed',
    { status: 403, body: { error: { message: 'You are not allowed to sample from this model' } } },
    'model_not_found',
  ],
  [
    'openai 400 string too long',
    {
      status: 400,
      body: {
        error: {
          message:
            "Invalid 'messages[1].content': string too long. Expected a string with maximum length 1048576, but got a string with length 2000000 instead.",
          code: 'string_above_max_length',
        },
      },
    },
    'context_overflow',
  ],
  [
    'openai 400 tool_calls not followed',
    {
      status: 400,
      body: {
        error: {
          message:
            "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_abc",
        },
      },
    },
    'format_error',
  ],
  [
    'openai 500 server_error',
    {
      status: 500,
      body: {
        error: {
          message: 'The server had an error while processing your request. Sorry about that!',
          type: 'server_error',
        },
      },
    },
    'server_error',
  ],
  [
    'azure 429 call rate',
    {
      status: 429,
      body: {
        error: {
          code: '429',
          message:
            'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-02-01 have exceeded call rate limit of your current OpenAI S0 pricing tier. Please retry after 6 seconds.',
        },
      },
    },
    'rate_limit',
  ],
  [
    'azure 408',
    { status: 408, body: { error: { code: 'Timeout', message: 'The operation was timeout.' } } },
    'timeout',
  ],
  [
    'azure content filter on output',
    {
      status: 200,
      body: {
        error: {
          code: 'content_filter',
          message:
            'The response was filtered due to the prompt triggering content management policy.',
        },
      },
    },
    'content_policy',
  ],
  // Anthropic
  [
    'anthropic 400 max_tokens above output cap',
    {
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message:
            'max_tokens: 100000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-20250514',
        },
      },
    },
    'context_overflow',
  ],
  [
    'anthropic 400 image dimensions',
    {
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message:
            'messages.0.content.1.image.source.base64.data: At least one of the image dimensions exceed max allowed size: 8000 pixels',
        },
      },
    },
    'image_too_large',
  ],
  [
    'anthropic 400 empty text block',
    {
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'messages: text content blocks must be non-empty',
        },
      },
    },
    'format_error',
  ],
  [
    'anthropic 403 permission_error',
    {
      status: 403,
      body: {
        type: 'error',
        error: {
          type: 'permission_error',
          message: 'Your API key does not have permission to use the specified resource.',
        },
      },
    },
    'auth',
  ],
  [
    'anthropic 500 api_error',
    {
      status: 500,
      body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' } },
    },
    'server_error',
  ],
  [
    'anthropic stream overloaded event in a 200',
    {
      status: 200,
      body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    },
    'overloaded',
  ],
  [
    'anthropic long context beta gate',
    {
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'The long context beta is not yet available for this subscription.',
        },
      },
    },
    'long_context_tier',
  ],
  [
    'anthropic organization disabled',
    {
      status: 400,
      body: {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'This organization has been disabled.' },
      },
    },
    'auth_permanent',
  ],
  // Bedrock
  [
    'bedrock throttling doc text',
    {
      status: 429,
      name: 'ThrottlingException',
      message: 'Your request was denied due to exceeding the account quotas for Amazon Bedrock.',
    },
    'rate_limit',
  ],
  [
    'bedrock throttling no status',
    { name: 'ThrottlingException', message: 'Too many tokens, please wait before trying again.' },
    'rate_limit',
  ],
  [
    'bedrock model stream error 424',
    {
      status: 424,
      name: 'ModelStreamErrorException',
      message: 'A streaming error occurred. Retry your request.',
    },
    'server_error',
  ],
  [
    'bedrock model error 424',
    {
      status: 424,
      name: 'ModelErrorException',
      message: 'The request failed due to an error while processing the model.',
    },
    'server_error',
  ],
  [
    'bedrock model timeout 408',
    {
      status: 408,
      name: 'ModelTimeoutException',
      message:
        'The connection was closed because a request was not received within the timeout period.',
    },
    'timeout',
  ],
  [
    'bedrock service unavailable',
    {
      status: 503,
      name: 'ServiceUnavailableException',
      message: "The service isn't currently available. Try again later.",
    },
    'overloaded',
  ],
  [
    'bedrock incomplete signature',
    {
      status: 400,
      name: 'IncompleteSignatureException',
      message: 'The request signature we calculated does not match the signature you provided.',
    },
    'auth',
  ],
  [
    'bedrock IAM denied',
    {
      status: 403,
      name: 'AccessDeniedException',
      message:
        'User: arn:aws:iam::123:user/x is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/x',
    },
    'auth',
  ],
  [
    'bedrock FTU form',
    {
      status: 404,
      name: 'ResourceNotFoundException',
      message:
        'Model use case details have not been submitted for this account. Fill out the Anthropic use case details form before using the model.',
    },
    'model_not_found',
  ],
  [
    'bedrock validation too long no status',
    { name: 'ValidationException', message: 'Input is too long for requested model.' },
    'context_overflow',
  ],
  [
    'bedrock malformed',
    {
      status: 400,
      name: 'ValidationException',
      message:
        'Malformed input request: #: extraneous key [foo] is not permitted, please reformat your input and try again.',
    },
    'format_error',
  ],
  // Gemini / Vertex
  [
    'gemini 400 location',
    {
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'User location is not supported for the API use.',
          status: 'FAILED_PRECONDITION',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'gemini 403 leaked key',
    {
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Your API key was reported as leaked. Please use another API key.',
          status: 'PERMISSION_DENIED',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'gemini 403 service disabled',
    {
      status: 403,
      body: {
        error: {
          code: 403,
          message:
            'Generative Language API has not been used in project 123 before or it is disabled.',
          status: 'PERMISSION_DENIED',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'gemini 429 per-minute quota',
    {
      status: 429,
      body: {
        error: {
          code: 429,
          message:
            "Quota exceeded for quota metric 'Generate Content API requests per minute' and limit 'GenerateContent request limit per minute for a region' of service 'generativelanguage.googleapis.com'",
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    },
    'rate_limit',
  ],
  [
    'gemini 504 deadline',
    {
      status: 504,
      body: {
        error: {
          code: 504,
          message: 'Deadline expired before operation could complete.',
          status: 'DEADLINE_EXCEEDED',
        },
      },
    },
    'timeout',
  ],
  [
    'gemini 400 invalid argument',
    {
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'Request contains an invalid argument.',
          status: 'INVALID_ARGUMENT',
        },
      },
    },
    'format_error',
  ],
  [
    'gemini 500 internal',
    {
      status: 500,
      body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
    },
    'server_error',
  ],
  [
    'gemini nested 429 without status',
    {
      message:
        '{"error":{"message":"{\\n  \\"error\\": {\\n    \\"code\\": 429,\\n    \\"message\\": \\"Resource has been exhausted (e.g. check quota).\\",\\n    \\"status\\": \\"RESOURCE_EXHAUSTED\\"\\n  }\\n}\\n","code":429,"status":"Too Many Requests"}}',
    },
    'rate_limit',
  ],
  // OpenRouter
  [
    'openrouter 403 moderation',
    {
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Your chosen model requires moderation and your input was flagged',
          metadata: { reasons: ['harassment'], flagged_input: '...' },
        },
      },
    },
    'content_policy',
  ],
  [
    'openrouter 502 model down',
    {
      status: 502,
      body: {
        error: {
          code: 502,
          message: 'Your chosen model is down or we received an invalid response from it',
        },
      },
    },
    'server_error',
  ],
  [
    'openrouter 503 no provider',
    {
      status: 503,
      body: {
        error: {
          code: 503,
          message: 'There is no available model provider that meets your routing requirements',
        },
      },
    },
    'overloaded',
  ],
  [
    'openrouter stream error event',
    {
      status: 200,
      body: { error: { code: 429, message: 'Rate limit exceeded: free-models-per-min.' } },
    },
    'rate_limit',
  ],
  [
    'openrouter 401 disabled key',
    { status: 401, body: { error: { code: 401, message: 'API key is disabled' } } },
    'auth_permanent',
  ],
  // Chinese providers
  [
    'dashscope throttling',
    {
      status: 429,
      body: {
        code: 'Throttling.RateQuota',
        message: 'Requests rate limit exceeded, please try again later.',
      },
    },
    'rate_limit',
  ],
  [
    'dashscope allocation quota',
    {
      status: 429,
      body: {
        code: 'Throttling.AllocationQuota',
        message: 'Allocated quota exceeded, please increase your quota limit.',
      },
    },
    'rate_limit',
  ],
  [
    'dashscope invalid key',
    { status: 401, body: { code: 'InvalidApiKey', message: 'Invalid API-key provided.' } },
    'auth_permanent',
  ],
  [
    'dashscope model access denied',
    {
      status: 403,
      body: {
        code: 'AccessDenied.Unpurchased',
        message: 'Access to model denied. Please make sure you are eligible for using the model.',
      },
    },
    'model_not_found',
  ],
  [
    'zhipu concurrency 1302 Chinese',
    {
      status: 429,
      body: {
        error: {
          code: '1302',
          message: '您当前使用该API的并发数过高，请降低并发，或联系客服增加限额。',
        },
      },
    },
    'rate_limit',
  ],
  [
    'zhipu 1261 prompt too long',
    { status: 400, body: { error: { code: '1261', message: 'Prompt 超长' } } },
    'context_overflow',
  ],
  [
    'zhipu token illegal',
    {
      status: 401,
      body: {
        error: {
          code: '1002',
          message: 'Authorization Token非法，请确认Authorization Token正确传递。',
        },
      },
    },
    'auth_permanent',
  ],
  [
    'moonshot token limit',
    {
      status: 400,
      body: {
        error: {
          message: 'Invalid request: Your request exceeded model token limit: 8192',
          type: 'invalid_request_error',
        },
      },
    },
    'context_overflow',
  ],
  [
    'deepseek 503',
    {
      status: 503,
      body: {
        error: { message: 'Server overloaded, please try again later', type: 'server_error' },
      },
    },
    'overloaded',
  ],
  [
    'new-api relay overloaded (Chinese)',
    {
      status: 500,
      body: { error: { message: '当前分组上游负载已饱和，请稍后再试', type: 'new_api_error' } },
    },
    'overloaded',
  ],
  [
    'new-api relay quota used up (Chinese)',
    { status: 403, body: { error: { message: '该令牌额度已用尽', type: 'new_api_error' } } },
    'billing',
  ],
  [
    'siliconflow rpm',
    {
      status: 429,
      body: { code: 50603, message: 'System is too busy now. Please try again later.', data: null },
    },
    'overloaded',
  ],
  // Others
  [
    'groq 498 flex capacity',
    {
      status: 498,
      body: { error: { message: 'Flex Tier Capacity Exceeded', type: 'capacity_exceeded' } },
    },
    'overloaded',
  ],
  [
    'mistral 400 context',
    {
      status: 400,
      body: {
        object: 'error',
        message:
          'Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length',
        type: 'invalid_request_error',
      },
    },
    'context_overflow',
  ],
  [
    'cohere blocked output',
    {
      status: 400,
      message:
        'blocked output: please adjust your prompt and try again, as it may be a potential violation of our Usage Guidelines',
    },
    'content_policy',
  ],
  [
    'together tgi overflow',
    {
      status: 400,
      body: {
        error: {
          message:
            'Input validation error: `inputs` tokens + `max_new_tokens` must be <= 8193. Given: 8000 `inputs` tokens and 512 `max_new_tokens`',
          type: 'invalid_request_error',
        },
      },
    },
    'context_overflow',
  ],
  [
    'fireworks prompt too long',
    {
      status: 400,
      body: {
        error: {
          message: 'The prompt is too long: 40000, model maximum context length: 32768',
          type: 'invalid_request_error',
        },
      },
    },
    'context_overflow',
  ],
  [
    'ollama runner died',
    { status: 500, body: { error: 'llama runner process has terminated: exit status 2' } },
    'server_error',
  ],
  [
    'llama.cpp loading model',
    {
      status: 503,
      body: { error: { code: 503, message: 'Loading model', type: 'unavailable_error' } },
    },
    'overloaded',
  ],
  [
    'litellm budget',
    {
      status: 400,
      message:
        'litellm.BudgetExceededError: Budget has been exceeded! Current cost: 10.2, Max budget: 10.0',
    },
    'billing',
  ],
  ['hf overloaded 429', { status: 429, body: { error: 'Model is overloaded' } }, 'overloaded'],
  ['cloudflare 524', { status: 524, body: 'A timeout occurred' }, 'timeout'],
  [
    'cloudflare 403 edge page',
    { status: 403, body: '<!DOCTYPE html><title>Attention Required! | Cloudflare</title>' },
    'auth',
  ],
  [
    '400 requests over the rate limit',
    { status: 400, body: { error: { message: 'Your requests exceed the rate limit, slow down' } } },
    'rate_limit',
  ],
  [
    'vllm decoder prompt longer than model length',
    {
      status: 400,
      body: {
        object: 'error',
        message:
          'The decoder prompt (length 9000) is longer than the maximum model length of 8192.',
      },
    },
    'context_overflow',
  ],
  [
    'vllm input prompt too long',
    {
      status: 400,
      body: {
        error: { message: 'Input prompt (9000 tokens) is too long and exceeds limit of 8192' },
      },
    },
    'context_overflow',
  ],
  [
    'cohere trial key per minute, no status',
    { message: 'You are using a Trial key, which is limited to 10 API calls / minute.' },
    'rate_limit',
  ],
  [
    'deepseek content risk',
    {
      status: 400,
      body: { error: { message: 'Content Exists Risk', type: 'invalid_request_error' } },
    },
    'content_policy',
  ],
  [
    'openrouter 429 provider error without raw',
    { status: 429, message: '429 Provider returned error' },
    'upstream_rate_limit',
  ],
  [
    '401 missing auth header',
    {
      status: 401,
      body: { error: { message: 'Missing bearer or basic authentication in header' } },
    },
    'auth_permanent',
  ],
  ['body too large, no status', { message: 'Request body too large' }, 'payload_too_large'],
  // Transport and client-side
  [
    'python dns failure',
    { name: 'ConnectError', message: '[Errno -2] Name or service not known' },
    'timeout',
  ],
  [
    'go dns failure',
    {
      message:
        'Post "https://api.openai.com/v1/chat/completions": dial tcp: lookup api.openai.com: no such host',
    },
    'timeout',
  ],
  [
    'go client timeout',
    { message: 'context deadline exceeded (Client.Timeout exceeded while awaiting headers)' },
    'timeout',
  ],
  ['http2 goaway', { message: 'http2: server sent GOAWAY and closed the connection' }, 'timeout'],
  [
    'python ssl verify',
    {
      message:
        "SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate'))",
    },
    'timeout',
  ],
  [
    'requests max retries refused',
    {
      name: 'ConnectionError',
      message:
        "HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
    },
    'timeout',
  ],
  ['asyncio cancelled', { name: 'CancelledError', message: '' }, 'aborted'],
  ['user aborted fetch', { name: 'AbortError', message: 'The user aborted a request.' }, 'aborted'],
];

describe('provider wording beyond the corpus', () => {
  for (const [name, descriptor, reason] of CASES) {
    it(`${name} → ${reason}`, () => {
      const result = classifyError(errorFromDescriptor(descriptor));
      expect(`${result.reason} (${result.explain.at(-1)?.rule})`).toMatch(
        new RegExp(`^${reason} `),
      );
    });
  }
});
