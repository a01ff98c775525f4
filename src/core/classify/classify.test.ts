import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import { REASON_FLAGS } from './reason-flags.js';
import type { ClassifyContext, Reason } from './types.js';
import { REASONS } from './types.js';

function upstream(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  message = `HTTP ${status}`,
): UpstreamError {
  return new UpstreamError(message, {
    status,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function fetchFailure(code: string, message = 'fetch failed', causeMessage = code): TypeError {
  return new TypeError(message, { cause: Object.assign(new Error(causeMessage), { code }) });
}

const decided = (error: unknown, context?: ClassifyContext) =>
  classifyError(error, context).explain.find((step) => step.decided === true);

describe('flags table (DESIGN §1.1)', () => {
  it('has the four flags of every reason', () => {
    expect(Object.keys(REASON_FLAGS).sort()).toEqual([...REASONS].sort());
    expect(REASON_FLAGS.rate_limit).toEqual({
      retryable: true,
      shouldCompress: false,
      shouldRotateCredential: true,
      shouldFallback: true,
    });
    expect(REASON_FLAGS.upstream_rate_limit.shouldRotateCredential).toBe(false);
    expect(REASON_FLAGS.context_overflow.shouldCompress).toBe(true);
    expect(REASON_FLAGS.auth.retryable).toBe(false);
    expect(REASON_FLAGS.aborted).toEqual({
      retryable: false,
      shouldCompress: false,
      shouldRotateCredential: false,
      shouldFallback: false,
    });
    expect(REASON_FLAGS.unknown.retryable).toBe(true);
  });

  it('copies the flags of the reason onto the classification', () => {
    const result = classifyError(upstream(429, { error: { message: 'Too many requests' } }));
    expect(result).toMatchObject({ reason: 'rate_limit', ...REASON_FLAGS.rate_limit });
  });
});

describe('seed behaviours (Hermes error classifier)', () => {
  it('cause-chain status extraction: finds a status up to 5 links deep, cycle-safe', () => {
    const inner = Object.assign(new Error('HTTPStatusError'), { status_code: 429 });
    const chain = new Error('outer', {
      cause: new Error('wrap 1', { cause: new Error('wrap 2', { cause: inner }) }),
    });
    const result = classifyError(chain);
    expect(result.status).toBe(429);
    expect(result.reason).toBe('rate_limit');
    expect(result.explain[0]?.matched).toContain('cause[3].status_code=429');

    const tooDeep = new Error('0', {
      cause: new Error('1', {
        cause: new Error('2', {
          cause: new Error('3', {
            cause: new Error('4', { cause: new Error('5', { cause: inner }) }),
          }),
        }),
      }),
    });
    expect(classifyError(tooDeep).status).toBeUndefined();

    const cyclic: Error & { cause?: unknown } = new Error('cyclic');
    cyclic.cause = new Error('back', { cause: cyclic });
    expect(classifyError(cyclic).reason).toBe('unknown');
  });

  it('status from statusCode (AI SDK) and from a Response', () => {
    expect(classifyError({ statusCode: 503, message: 'x' }).reason).toBe('overloaded');
    expect(classifyError({ response: { status: 401 }, message: 'Request failed' }).status).toBe(
      401,
    );
  });

  it('OpenRouter metadata.raw: the upstream message inside a JSON string decides', () => {
    const body = {
      error: {
        message: 'Provider returned error',
        code: 400,
        metadata: {
          raw: JSON.stringify({
            type: 'error',
            error: {
              type: 'invalid_request_error',
              message: 'prompt is too long: 250000 tokens > 200000 maximum',
            },
          }),
          provider_name: 'Anthropic',
        },
      },
    };
    const result = classifyError(upstream(400, body));
    expect(result.reason).toBe('context_overflow');
    expect(result.upstreamProvider).toBe('Anthropic');
    expect(result.message).toContain('prompt is too long');
    expect(decided(upstream(400, body))?.field).toBe('body.error.metadata.raw');
  });

  it('OpenRouter metadata.raw: an upstream 429 is upstream_rate_limit (the key is healthy)', () => {
    const body = {
      error: {
        message: 'Provider returned error',
        code: 429,
        metadata: {
          raw: '{"error":{"message":"Rate limit exceeded for claude-sonnet-4","type":"rate_limit_error"}}',
          provider_name: 'Anthropic',
        },
      },
    };
    const result = classifyError(upstream(429, body));
    expect(result.reason).toBe('upstream_rate_limit');
    expect(result.shouldRotateCredential).toBe(false);
    expect(result.shouldFallback).toBe(true);
  });

  it('402 disambiguation: a usage window that resets is rate_limit, exhausted credits are billing', () => {
    const transient = classifyError(
      upstream(402, { error: { message: 'Usage limit reached, try again in 5 minutes' } }),
    );
    expect(transient.reason).toBe('rate_limit');
    expect(transient.retryAfterMs).toBe(300_000);
    expect(
      classifyError(
        upstream(402, {
          error: { message: 'Usage limit reached. Resets at 2026-01-01T00:00:00Z' },
        }),
      ).reason,
    ).toBe('rate_limit');
    expect(
      classifyError(upstream(402, { error: { message: 'Insufficient credits' } })).reason,
    ).toBe('billing');
    expect(classifyError(upstream(402, 'Payment Required')).reason).toBe('billing');
  });

  it('403 ambiguity: OpenRouter "key limit exceeded" / spending limit is billing, else auth', () => {
    expect(classifyError(upstream(403, { error: { message: 'Key limit exceeded' } })).reason).toBe(
      'billing',
    );
    expect(
      classifyError(upstream(403, { error: { message: 'You have reached your spending limit' } }))
        .reason,
    ).toBe('billing');
    expect(classifyError(upstream(403, { error: { message: 'Forbidden' } })).reason).toBe('auth');
  });

  it('401 is not retryable but rotates and falls back', () => {
    const result = classifyError(upstream(401, { error: { message: 'OAuth token has expired' } }));
    expect(result).toMatchObject({
      reason: 'auth',
      retryable: false,
      shouldRotateCredential: true,
      shouldFallback: true,
    });
  });

  it('thinking signature (400 + thinking + signature) → strip_thinking, even through an aggregator', () => {
    const result = classifyError(
      upstream(400, {
        error: { message: 'messages.1.content.0: Invalid `signature` in `thinking` block' },
      }),
    );
    expect(result).toMatchObject({
      reason: 'thinking_signature',
      retryable: true,
      repair: { kind: 'strip_thinking' },
    });
    const viaOpenRouter = classifyError(
      upstream(400, {
        error: {
          message: 'Provider returned error',
          metadata: { raw: '{"error":{"message":"Invalid signature in thinking block"}}' },
        },
      }),
      { provider: 'openrouter' },
    );
    expect(viaOpenRouter.reason).toBe('thinking_signature');
  });

  it('long context tier (429 + "extra usage" + "long context") → compress', () => {
    const result = classifyError(
      upstream(429, {
        type: 'error',
        error: {
          type: 'rate_limit_error',
          message: 'Extra usage is required for long context requests.',
        },
      }),
    );
    expect(result).toMatchObject({
      reason: 'long_context_tier',
      shouldCompress: true,
      retryable: true,
    });
  });

  it('generic 400 on a large session: a short body message is a context overflow', () => {
    const error = upstream(400, { error: { message: 'Error' } });
    expect(classifyError(error, { approxTokens: 90_000, contextLength: 200_000 }).reason).toBe(
      'context_overflow',
    );
    expect(
      classifyError(error, { approxTokens: 10_000, contextLength: 200_000, numMessages: 81 })
        .reason,
    ).toBe('context_overflow');
    // 40 % of the window exactly is not "more than 40 %".
    expect(classifyError(error, { approxTokens: 80_000, contextLength: 200_000 }).reason).toBe(
      'format_error',
    );
    // A 1M window: the absolute 80k rule does not apply, only the ratio.
    expect(classifyError(error, { approxTokens: 100_000, contextLength: 1_000_000 }).reason).toBe(
      'format_error',
    );
    expect(classifyError(error, { approxTokens: 500_000, contextLength: 1_000_000 }).reason).toBe(
      'context_overflow',
    );
    expect(classifyError(error).reason).toBe('format_error');
    // Without a body the client's message stands in for it, minus the status preamble.
    const bare = new UpstreamError('400 Bad Request', { status: 400 });
    expect(classifyError(bare, { approxTokens: 150_000, contextLength: 200_000 }).reason).toBe(
      'context_overflow',
    );
    const specificText = new UpstreamError(
      "400 Invalid value for 'temperature': must be between 0 and 2 (got 7).",
      { status: 400 },
    );
    expect(
      classifyError(specificText, { approxTokens: 150_000, contextLength: 200_000 }).reason,
    ).toBe('format_error');
    // A long, specific message is never guessed to be an overflow.
    const specific = upstream(400, {
      error: { message: "Invalid value for 'temperature': must be between 0 and 2 (got 7)." },
    });
    expect(classifyError(specific, { approxTokens: 150_000, contextLength: 200_000 }).reason).toBe(
      'format_error',
    );
  });

  it('disconnect on a large session is context_overflow; on a small one it is a timeout', () => {
    const error = fetchFailure('UND_ERR_SOCKET', 'terminated', 'other side closed');
    expect(classifyError(error, { approxTokens: 130_000, contextLength: 200_000 }).reason).toBe(
      'context_overflow',
    );
    expect(
      classifyError(error, { approxTokens: 20_000, contextLength: 200_000, numMessages: 201 })
        .reason,
    ).toBe('context_overflow');
    expect(classifyError(error, { approxTokens: 120_000, contextLength: 200_000 }).reason).toBe(
      'timeout',
    );
    expect(classifyError(error, { approxTokens: 5_000, contextLength: 200_000 }).reason).toBe(
      'timeout',
    );
    expect(
      classifyError(new Error('Server disconnected without sending a response.'), {
        approxTokens: 150_000,
      }).reason,
    ).toBe('context_overflow');
  });

  it('the disconnect heuristic runs before the transport step', () => {
    const result = classifyError(fetchFailure('ECONNRESET', 'fetch failed', 'read ECONNRESET'), {
      approxTokens: 190_000,
      contextLength: 200_000,
    });
    expect(result.reason).toBe('context_overflow');
    expect(decided(fetchFailure('ECONNRESET'))?.step).toBe('disconnect');
  });

  it('structured error codes decide when there is no status', () => {
    const cases: [string, Reason][] = [
      ['rate_limit_exceeded', 'rate_limit'],
      ['insufficient_quota', 'billing'],
      ['context_length_exceeded', 'context_overflow'],
      ['model_not_found', 'model_not_found'],
      ['RESOURCE_EXHAUSTED', 'rate_limit'],
      ['ThrottlingException', 'rate_limit'],
      ['overloaded_error', 'overloaded'],
      ['invalid_api_key', 'auth_permanent'],
    ];
    for (const [code, reason] of cases) {
      const result = classifyError({ error: { code, message: 'x' } });
      expect([code, result.reason]).toEqual([code, reason]);
    }
    expect(
      classifyError({
        __type: 'com.amazon.coral.service#ThrottlingException',
        message: 'Rate exceeded',
      }).reason,
    ).toBe('rate_limit');
    expect(
      classifyError(
        upstream(200, '', { 'x-amzn-errortype': 'ThrottlingException:http://internal' }),
      ).reason,
    ).toBe('rate_limit');
  });

  it('reads an embedded JSON document printed with indentation (Gemini REST array as tools log it)', () => {
    // Google's own PERMISSION_DENIED sentence, which no word rule reads: only the document's code
    // says what it is. Tools print the REST array with `JSON.stringify(body, null, 2)`.
    const permission = classifyError(
      new Error(
        '[{\n  "error": {\n    "code": 403,\n    "message": "The caller does not have permission",\n    "status": "PERMISSION_DENIED"\n  }\n}\n]',
      ),
    );
    expect([permission.reason, permission.status]).toEqual(['auth', 403]);
    expect(permission.explain[0]).toMatchObject({ step: 'extract', field: 'message' });
    const missing = classifyError(
      new Error(
        'Error: [{\n  "error": {\n    "code": 404,\n    "message": "models/gemini-pro is not found for API version v1beta, or is not supported for generateContent.",\n    "status": "NOT_FOUND"\n  }\n}\n]',
      ),
    );
    expect([missing.reason, missing.status]).toEqual(['model_not_found', 404]);
    // A brace in prose is not a document: nothing is read from it.
    const prose = classifyError(new Error('Template {\n  name } failed to render'));
    expect(prose.status).toBeUndefined();
  });

  it('message patterns decide when there is neither status nor code (English and Chinese)', () => {
    const cases: [string, Reason][] = [
      ['This model maximum context length is 8192 tokens', 'context_overflow'],
      ['输入长度超过最大长度限制', 'context_overflow'],
      ['请求的上下文长度超出限制', 'context_overflow'],
      ['您的账户余额不足，请充值后再试', 'billing'],
      ['账户已欠费', 'billing'],
      ['请求过于频繁，请稍后再试', 'rate_limit'],
      ['触发限流', 'rate_limit'],
      ['服务繁忙，请稍后重试', 'overloaded'],
      ['模型不存在，请检查模型代码', 'model_not_found'],
      ['输入内容包含敏感词', 'content_policy'],
      ['内容安全审核未通过', 'content_policy'],
      ['Request entity too large', 'payload_too_large'],
      ['rate limit exceeded', 'rate_limit'],
      ['invalid api key', 'auth_permanent'],
      ['the model xyz does not exist', 'model_not_found'],
      ['Request timed out.', 'timeout'],
      ['请求超时', 'timeout'],
      ['The server is overloaded', 'overloaded'],
      ['Insufficient balance', 'billing'],
    ];
    for (const [message, reason] of cases) {
      expect([message, classifyError(new Error(message)).reason]).toEqual([message, reason]);
      expect([message, classifyError(message).reason]).toEqual([message, reason]);
    }
  });

  it('payload too large: 413 and a 413 embedded in proxy text', () => {
    expect(classifyError(upstream(413, '<html>413 Request Entity Too Large</html>')).reason).toBe(
      'payload_too_large',
    );
    expect(classifyError(new Error('upstream responded 413 Payload Too Large')).reason).toBe(
      'payload_too_large',
    );
  });

  it('400 rate limit and 400 billing (vendors that send 400 instead of 429/402)', () => {
    expect(
      classifyError(upstream(400, { error: { message: 'Too many requests, slow down' } })).reason,
    ).toBe('rate_limit');
    expect(
      classifyError(
        upstream(400, { error: { message: 'Your credit balance is too low to access the API.' } }),
      ).reason,
    ).toBe('billing');
    expect(
      classifyError(upstream(400, { error: { message: 'Invalid model: gpt-9' } })).reason,
    ).toBe('model_not_found');
  });

  it('transport error types → timeout; unknown → retryable unknown', () => {
    expect(classifyError(fetchFailure('ECONNREFUSED')).reason).toBe('timeout');
    expect(classifyError(fetchFailure('ENOTFOUND')).category).toBe('transport.dns');
    expect(classifyError(fetchFailure('ECONNREFUSED')).category).toBe('transport.refused');
    expect(classifyError(fetchFailure('UND_ERR_HEADERS_TIMEOUT')).category).toBe(
      'transport.timeout',
    );
    expect(
      classifyError(Object.assign(new Error('Connection error.'), { name: 'APIConnectionError' }))
        .reason,
    ).toBe('timeout');
    const unknown = classifyError(new Error('a strange thing occurred'));
    expect(unknown).toMatchObject({ reason: 'unknown', retryable: true, category: 'unknown' });
    expect(unknown.explain.map((step) => step.step)).toEqual([
      'extract',
      'signature',
      'code',
      'message',
      'tls',
      'disconnect',
      'transport',
      'words',
      'default',
    ]);
  });
});

describe('status rules (DESIGN §1.2 step 2)', () => {
  const table: [string, number, unknown, Reason, ClassifyContext?][] = [
    [
      '401 invalid key',
      401,
      { error: { message: 'Incorrect API key provided: sk-abc…', code: 'invalid_api_key' } },
      'auth_permanent',
    ],
    ['401 revoked', 401, { error: { message: 'This API key has been revoked' } }, 'auth_permanent'],
    ['401 expired OAuth', 401, { error: { message: 'OAuth token has expired' } }, 'auth'],
    ['401 bare', 401, '', 'auth'],
    [
      '403 model access (Bedrock)',
      403,
      { message: "You don't have access to the model with the specified model ID." },
      'model_not_found',
    ],
    [
      '403 suspended key',
      403,
      { error: { message: 'Permission denied: Consumer has been suspended.' } },
      'auth_permanent',
    ],
    [
      '403 quota',
      403,
      { error: { message: 'exceeded current quota, please check your plan and billing details' } },
      'billing',
    ],
    [
      '404 model',
      404,
      { error: { message: 'The model `gpt-5x` does not exist' } },
      'model_not_found',
    ],
    // No rule reads it; the words vote a missing model (the flags of format_error: no retry, fall back).
    // Neither a model nor billing: the 404's own answer is unknown (DESIGN §1.2: model vs billing vs
    // unknown), which its words may revise: the vote answered model_not_found until it learned batches
    // 172–175, nothing until session 45, and since that session's retrain format_error (a missing
    // upload the request names: no retry, the next target).
    ['404 other', 404, { error: { message: 'No such upload: file-abc123' } }, 'format_error'],
    // A 404 with nothing beyond its status: this target's URL or deployment does not exist.
    ['404 bare', 404, 'Not Found', 'model_not_found'],
    [
      '404 model code, terse message',
      404,
      { error: { code: 'model_not_found', message: 'gone' } },
      'model_not_found',
    ],
    [
      '400 overflow code, terse message',
      400,
      { error: { code: 'context_length_exceeded', message: 'too big' } },
      'context_overflow',
    ],
    [
      '404 url',
      404,
      { error: { message: 'Invalid URL (POST /v1/chat/completion)' } },
      'format_error',
    ],
    ['408', 408, '', 'timeout'],
    ['413', 413, '', 'payload_too_large'],
    ['422 validation', 422, { detail: [{ msg: 'field required' }] }, 'format_error'],
    ['429 plain', 429, { error: { message: 'Too Many Requests' } }, 'rate_limit'],
    [
      '429 overloaded text',
      429,
      { error: { message: 'The model is overloaded, please try later' } },
      'overloaded',
    ],
    [
      '429 insufficient_quota',
      429,
      { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } },
      'billing',
    ],
    [
      '429 limit: 0',
      429,
      {
        error: {
          message: 'Quota exceeded for metric: x, limit: 0, model: gemini-pro',
          status: 'RESOURCE_EXHAUSTED',
        },
      },
      'billing',
    ],
    [
      '429 request larger than TPM',
      429,
      {
        error: {
          message:
            'Request too large for gpt-4o on tokens per min (TPM): Limit 30000, Requested 50000.',
        },
      },
      'context_overflow',
    ],
    [
      '429 Requested > Limit',
      429,
      {
        error: {
          message: 'Rate limit reached on tokens per min (TPM): Limit 6000, Requested 9000.',
        },
      },
      'context_overflow',
    ],
    ['500', 500, { error: { message: 'Internal server error' } }, 'server_error'],
    [
      '500 overflow text',
      500,
      { error: { message: 'context length exceeded' } },
      'context_overflow',
    ],
    ['502', 502, 'Bad gateway', 'server_error'],
    ['503', 503, '', 'overloaded'],
    ['503 overflow text', 503, { error: { message: 'prompt is too long' } }, 'context_overflow'],
    ['504', 504, '', 'timeout'],
    [
      '529',
      529,
      { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      'overloaded',
    ],
    ['418 other 4xx', 418, '', 'format_error'],
    ['507 other 5xx', 507, '', 'server_error'],
    ['499', 499, '', 'aborted'],
  ];
  for (const [name, status, body, reason, context] of table) {
    it(`${name} → ${reason}`, () => {
      expect(classifyError(upstream(status, body), context).reason).toBe(reason);
    });
  }
});

describe('auth categories', () => {
  it('an Azure invalid key that mentions a "regional API endpoint" is an invalid key, not a region block', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 401,
        body: {
          error: {
            code: '401',
            message:
              'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
          },
        },
      }),
    );
    expect(result.reason).toBe('auth_permanent');
    expect(result.category).toBe('auth.invalid_key');
  });

  it('a region or country block keeps its category', () => {
    for (const message of [
      'User location is not supported: country, region, or territory not supported',
      'Country, region, or territory not supported',
    ]) {
      const result = classifyError(
        errorFromDescriptor({ status: 403, body: { error: { message } } }),
      );
      expect(result.category).toBe('auth.region_blocked');
    }
  });

  it('a region block on the model falls back instead (batch 28)', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 403,
        body: { error: { message: 'This model is not available in your region.' } },
      }),
    );
    expect(result.reason).toBe('model_not_found');
    expect(result.category).toBe('model.access_denied');
  });
});

describe('400 rules in order (DESIGN §1.2.1)', () => {
  it('request validation beats the max_tokens overflow wording', () => {
    const result = classifyError(
      upstream(400, {
        error: {
          message:
            "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          code: 'unsupported_parameter',
        },
      }),
    );
    expect(result.reason).toBe('format_error');
  });

  it('image too large → shrink_images', () => {
    const result = classifyError(
      upstream(400, {
        error: { message: 'messages.0.content.1.image.source.base64: image exceeds 5 MB maximum' },
      }),
    );
    expect(result).toMatchObject({ reason: 'image_too_large', repair: { kind: 'shrink_images' } });
  });

  it('content policy wins over status (any status)', () => {
    expect(
      classifyError(upstream(400, { error: { code: 'content_filter', message: 'filtered' } }))
        .reason,
    ).toBe('content_policy');
    expect(
      classifyError(
        upstream(403, { error: { message: 'Your input was flagged for "harassment"' } }),
      ).reason,
    ).toBe('content_policy');
  });

  it('tool and request repairs with fine categories', () => {
    const cases: [string, string, string | undefined][] = [
      [
        'messages.2: `tool_use` ids were found without `tool_result` blocks immediately after',
        'request.tool_use_mismatch',
        undefined,
      ],
      ['`tool_use` ids must be unique', 'request.duplicate_tool_use_id', undefined],
      [
        'unexpected `tool_use_id` found in `tool_result` blocks',
        'request.unexpected_tool_result',
        undefined,
      ],
      ['The PDF specified is password protected.', 'request.pdf_password_protected', undefined],
      ['PDF too large: maximum of 100 pages', 'request.pdf_too_large', undefined],
      [
        'The encrypted content could not be verified',
        'request.invalid_encrypted_content',
        undefined,
      ],
      [
        'tool message content must be a string',
        'request.tool_content_not_string',
        'text_only_tool_results',
      ],
      [
        'Unable to generate parser for this template: pattern not supported',
        'request.schema_pattern_unsupported',
        'strip_schema_patterns',
      ],
      [
        'Unexpected value(s) `context-1m-2025-08-07` for the `anthropic-beta` header',
        'request.beta_rejected',
        'drop_beta',
      ],
    ];
    for (const [message, category, repair] of cases) {
      const result = classifyError(upstream(400, { error: { message } }));
      expect([message, result.category, result.repair?.kind]).toEqual([message, category, repair]);
    }
    expect(
      classifyError(
        upstream(400, {
          error: {
            message: 'Unexpected value(s) `context-1m-2025-08-07` for the `anthropic-beta` header',
          },
        }),
      ).repair,
    ).toEqual({ kind: 'drop_beta', beta: 'context-1m-2025-08-07' });
  });
});

describe('lower_max_tokens repair (DESIGN §1.4)', () => {
  it('parses "input length and `max_tokens` exceed context limit: N + M > L"', () => {
    const result = classifyError(
      upstream(400, {
        error: {
          message:
            'input length and `max_tokens` exceed context limit: 180000 + 32000 > 200000, decrease input length or `max_tokens` and try again',
        },
      }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 19_000 });
  });

  it('gives up when fewer than 3000 tokens would remain', () => {
    const result = classifyError(
      upstream(400, {
        error: {
          message: 'input length and `max_tokens` exceed context limit: 197000 + 8192 > 200000',
        },
      }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toBeUndefined();
  });

  it('uses the OpenAI/vLLM completion breakdown and the max_tokens cap', () => {
    expect(
      classifyError(
        upstream(400, {
          message:
            "This model's maximum context length is 16384 tokens. However, you requested 17000 tokens (2000 in the messages, 15000 in the completion).",
        }),
      ).repair,
    ).toEqual({ kind: 'lower_max_tokens', maxTokens: 13_384 });
    expect(
      classifyError(
        upstream(400, {
          error: {
            message:
              'max_tokens is too large: 10000. This model supports at most 4096 completion tokens, whereas you provided 10000.',
          },
        }),
      ),
    ).toMatchObject({
      reason: 'context_overflow',
      repair: { kind: 'lower_max_tokens', maxTokens: 4096 },
    });
  });
});

describe('retry-after on classifications (DESIGN §2.3)', () => {
  it('reads headers first, then body details, then message text', () => {
    expect(classifyError(upstream(429, '', { 'retry-after': '7' })).retryAfterMs).toBe(7000);
    expect(
      classifyError(upstream(429, '', { 'retry-after-ms': '1500', 'retry-after': '7' }))
        .retryAfterMs,
    ).toBe(1500);
    const gemini = upstream(429, {
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        message: 'Resource exhausted',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '26s' }],
      },
    });
    expect(classifyError(gemini).retryAfterMs).toBe(26_000);
    expect(
      classifyError(upstream(429, { error: { message: 'Please try again in 7m12s.' } }))
        .retryAfterMs,
    ).toBe(432_000);
  });

  it('turns an absolute reset into a wait with nowMs and keeps far-future resets', () => {
    const nowMs = Date.parse('2026-01-01T00:00:00Z');
    const result = classifyError(
      upstream(429, '', { 'anthropic-ratelimit-requests-reset': '2026-01-01T05:00:00Z' }),
      { nowMs },
    );
    expect(result.resetAt).toBe(Date.parse('2026-01-01T05:00:00Z'));
    expect(result.retryAfterMs).toBe(5 * 3_600_000);
  });

  it('does not invent waits for reasons where waiting is meaningless', () => {
    const result = classifyError(
      upstream(
        401,
        { error: { message: 'invalid api key' } },
        {},
        '401 invalid api key · Retrying in 5 seconds…',
      ),
    );
    expect(result.retryAfterMs).toBeUndefined();
  });
});

describe('aborts and timeouts', () => {
  it('AbortError is aborted; TimeoutError and an abort caused by a timeout are timeouts', () => {
    const abort = new DOMException('This operation was aborted', 'AbortError');
    expect(classifyError(abort)).toMatchObject({
      reason: 'aborted',
      retryable: false,
      category: 'aborted.caller',
    });
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(classifyError(timeout).reason).toBe('timeout');
    const abortWithTimeoutReason = Object.assign(new DOMException('aborted', 'AbortError'), {
      cause: new DOMException('signal timed out', 'TimeoutError'),
    });
    expect(classifyError(abortWithTimeoutReason).reason).toBe('timeout');
  });

  it('SDK user aborts and axios/asyncio cancellations are aborted', () => {
    expect(
      classifyError(Object.assign(new Error('Request was aborted.'), { name: 'APIUserAbortError' }))
        .reason,
    ).toBe('aborted');
    expect(
      classifyError(
        Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' }),
      ).reason,
    ).toBe('aborted');
  });

  it('TLS failures are timeouts and never compress', () => {
    const result = classifyError(
      fetchFailure('CERT_HAS_EXPIRED', 'fetch failed', 'certificate has expired'),
      {
        approxTokens: 190_000,
        contextLength: 200_000,
      },
    );
    expect(result).toMatchObject({
      reason: 'timeout',
      category: 'transport.ssl_cert',
      shouldCompress: false,
    });
    expect(classifyError(fetchFailure('ERR_SSL_WRONG_VERSION_NUMBER')).category).toBe(
      'transport.ssl_cert',
    );
  });
});

describe('messages, codes and explain', () => {
  it('message is the best layer, ≤ 500 chars, with secrets redacted', () => {
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789';
    const result = classifyError(
      upstream(401, {
        error: { message: `Incorrect API key provided: ${key}. ${'x'.repeat(900)}` },
      }),
    );
    expect(result.message).not.toContain(key);
    expect(result.message.length).toBeLessThanOrEqual(500);
    expect(result.message.startsWith('Incorrect API key provided: sk-proj-[REDACTED]')).toBe(true);
    expect(JSON.stringify(result.explain)).not.toContain(key);
  });

  it('reports the provider code, provider and model', () => {
    const result = classifyError(
      upstream(429, {
        error: { message: 'slow down', type: 'tokens', code: 'rate_limit_exceeded' },
      }),
      { provider: 'openai', model: 'gpt-4o' },
    );
    expect(result).toMatchObject({
      code: 'rate_limit_exceeded',
      provider: 'openai',
      model: 'gpt-4o',
    });
  });

  it('explain names the field and the matched text of the deciding rule', () => {
    const step = decided(
      upstream(400, { error: { message: 'prompt is too long: 300000 tokens > 200000 maximum' } }),
    );
    expect(step).toMatchObject({
      step: 'status',
      rule: 'status.400.overflow_text',
      field: 'body.error.message',
    });
    expect(step?.matched).toBe('prompt is too long');
    expect(decided(fetchFailure('ECONNREFUSED'))).toMatchObject({
      field: 'cause[1].code',
      matched: 'ECONNREFUSED',
    });
  });

  it('has at least 25 categories in use', () => {
    const samples: unknown[] = [
      upstream(429, { error: { message: 'requests per min' } }),
      upstream(429, { error: { message: 'tokens per min' } }),
      upstream(429, { error: { message: 'requests per day' } }),
      upstream(429, { error: { message: 'too many concurrent requests' } }),
      upstream(402, ''),
      upstream(403, { error: { message: 'Key limit exceeded' } }),
      upstream(401, { error: { message: 'invalid api key' } }),
      upstream(401, { error: { message: 'this key was revoked' } }),
      upstream(403, { error: { message: 'organization not allowed' } }),
      upstream(403, { message: "You don't have access to the model" }),
      upstream(404, { error: { message: 'The model gpt-3 has been deprecated' } }),
      upstream(529, ''),
      upstream(400, {
        error: { message: '`tool_use` ids were found without `tool_result` blocks' },
      }),
      upstream(400, { error: { message: '`tool_use` ids must be unique' } }),
      upstream(400, {
        error: { message: 'unexpected `tool_use_id` found in `tool_result` blocks' },
      }),
      upstream(400, { error: { message: 'The PDF specified is password protected.' } }),
      upstream(400, { error: { message: 'PDF too large' } }),
      upstream(400, { error: { message: 'image exceeds 5 MB maximum' } }),
      upstream(400, { error: { message: 'invalid_encrypted_content' } }),
      upstream(400, { error: { message: 'tool message content must be a string' } }),
      upstream(400, { error: { message: 'unable to generate parser for this template' } }),
      fetchFailure('CERT_HAS_EXPIRED'),
      fetchFailure('ENOTFOUND'),
      fetchFailure('ECONNREFUSED'),
      fetchFailure('ECONNRESET'),
      fetchFailure('UND_ERR_HEADERS_TIMEOUT'),
      new Error('stream idle timeout: no events for 90s'),
      new DOMException('aborted', 'AbortError'),
    ];
    const categories = new Set(samples.map((error) => classifyError(error).category));
    expect(categories.size).toBeGreaterThanOrEqual(25);
  });
});

describe('descriptor-built errors', () => {
  it('classifies an UpstreamError built from a descriptor the same as a hand-built one', () => {
    const descriptor = {
      status: 429,
      headers: { 'Retry-After': '2' },
      body: { error: { message: 'Rate limit', code: 'rate_limit_exceeded' } },
    };
    const result = classifyError(errorFromDescriptor(descriptor));
    expect(result).toMatchObject({ reason: 'rate_limit', retryAfterMs: 2000, status: 429 });
  });
});

describe('fast extraction pass', () => {
  it('reads a throwing getter as undefined, exactly like the guarded pass', () => {
    const plain = { status: 429, message: 'Rate limit reached for requests', code: 'rate_limit' };
    const hostile = {
      ...plain,
      get providerCode(): string {
        throw new Error('getter throws');
      },
    };
    const expected = classifyError(plain);
    expect(classifyError(hostile)).toEqual(expected);
    expect(expected.reason).toBe('rate_limit');
    // The guarded pass is per call: the next ordinary error takes the fast pass again.
    expect(classifyError(plain)).toEqual(expected);
  });

  it('keeps a throwing headers object partial, as before', () => {
    const headers = new Proxy(
      { 'retry-after': '3' },
      {
        ownKeys() {
          throw new Error('ownKeys throws');
        },
      },
    );
    const result = classifyError({ status: 503, message: 'Service Unavailable', headers });
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBeUndefined();
  });
});

describe('narrow wordings do not override more specific rules', () => {
  const reasonOf = (status: number | undefined, message: string): string =>
    classifyError(
      errorFromDescriptor(
        status === undefined ? { message } : { status, body: { error: { message } } },
      ),
    ).reason;

  it('a generic "invalid parameter" yields to max_tokens, model and key rules', () => {
    expect(reasonOf(400, 'Invalid parameter: max_tokens must be less than or equal to 8192')).toBe(
      'context_overflow',
    );
    expect(reasonOf(400, 'Invalid API parameter: model glm-9 does not exist')).toBe(
      'model_not_found',
    );
    expect(reasonOf(400, 'Invalid parameter: api_key is invalid')).toBe('auth_permanent');
    expect(reasonOf(400, 'Invalid API parameter, please check the documentation.')).toBe(
      'format_error',
    );
  });

  it('a 500 that mentions a balance but says to retry is a server error', () => {
    expect(reasonOf(500, 'Internal error while checking your credit balance. Please retry.')).toBe(
      'server_error',
    );
    expect(reasonOf(500, 'insufficient balance (1008)')).toBe('billing');
  });

  it('an admin-configured rate limit is not a spending limit', () => {
    expect(reasonOf(403, 'You have hit your configured concurrency limit, retry later')).toBe(
      'rate_limit',
    );
    expect(reasonOf(undefined, 'You have exceeded the set requests-per-minute limit')).not.toBe(
      'billing',
    );
  });

  it('only edited thinking blocks take the thinking-signature recovery', () => {
    expect(reasonOf(400, '`thinking.budget_tokens` cannot be modified once set')).toBe(
      'format_error',
    );
    expect(
      reasonOf(
        400,
        'messages.3.content.8: `thinking` or `redacted_thinking` blocks in the latest assistant message cannot be modified.',
      ),
    ).toBe('thinking_signature');
  });

  it('a prompt "blocked" for its length is an overflow, not a content block', () => {
    expect(
      reasonOf(
        400,
        'Your prompt was blocked because it exceeds the maximum context length of 8192',
      ),
    ).toBe('context_overflow');
  });
});
