/**
 * Group LE's rules for the "body only" and "without status" renderings (session 68): held lines whose
 * body, code or class name says what failed in the provider's or client's own words, read right when
 * a client kept only the body or lost the status, each with the held line's wording, a second
 * rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

describe("a web server's requested URL not found, kept without its 404 (held h669, h136)", () => {
  const body = {
    code: 'not_found',
    message:
      'The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
    status: 404,
  };
  it("reads Werkzeug's body alone as the URL's", () => {
    expect(reasonOf({ body })).toBe('format_error');
    expect(ruleOf({ body })).toBe('message.requested_url_not_found');
  });
  it("reads Google's 404 page title and OpenAI's invalid URL without a status", () => {
    expect(
      reasonOf({ body: '<!DOCTYPE html><html><title>Error 404 (Not Found)!!1</title></html>' }),
    ).toBe('format_error');
    expect(
      reasonOf({ body: { error: { message: 'Invalid URL (POST /v1/chat/completion)' } } }),
    ).toBe('format_error');
  });
  it('keeps the 404 rule under the status', () => {
    expect(ruleOf({ status: 404, body })).toBe('status.404.requested_url');
  });
  it('leaves the same words beside a transport failure to the transport steps', () => {
    expect(
      reasonOf({
        message: 'Invalid URL (POST /v1/chat/completions/x)',
        cause: { code: 'ECONNRESET', message: 'socket hang up' },
      }),
    ).toBe('timeout');
  });
  it("leaves curl's exit-22 line alone", () => {
    expect(
      ruleOf({ message: 'curl: (22) The requested URL returned error: 404 Not Found' }),
    ).not.toBe('message.requested_url_not_found');
  });
});

describe("Azure's legacy completion parameters refused on a chat model (held h1527)", () => {
  const message =
    'logprobs, best_of and echo parameters are not available on gpt-35-turbo model. Please remove the parameter and try again. For more details, see https://go.microsoft.com/fwlink/?linkid=2227346.';
  it('reads the body alone as the request, not the model', () => {
    expect(reasonOf({ body: { error: { code: 'BadRequest', message } } })).toBe('format_error');
  });
  it('reads it under a 400 and in capitals', () => {
    expect(reasonOf({ status: 400, message: message.toUpperCase() })).toBe('format_error');
  });
  it('leaves a model said not available as the model', () => {
    expect(
      reasonOf({
        body: { error: { message: 'The model gpt-35-turbo is not available on this account.' } },
      }),
    ).not.toBe('format_error');
  });
});

describe("the 429's framework status name kept alone on the error (held h843, h882)", () => {
  it("reads Dify's and DigitalOcean's code alone as the rate limit", () => {
    expect(reasonOf({ code: 'too_many_requests' })).toBe('rate_limit');
    expect(ruleOf({ code: 'too_many_requests' })).toBe('code.too_many_requests');
  });
  it('reads the tRPC spelling too, and keeps the status reading under a 429', () => {
    expect(reasonOf({ code: 'TOO_MANY_REQUESTS' })).toBe('rate_limit');
    expect(ruleOf({ status: 429, code: 'too_many_requests' })).toBe('status.429');
  });
  it('leaves words that name the failure to the words', () => {
    expect(
      reasonOf({
        code: 'too_many_requests',
        message: 'You exceeded your current quota, please check your plan and billing details.',
      }),
    ).toBe('billing');
  });
  it('leaves the other framework status names unread', () => {
    expect(ruleOf({ code: 'permission_denied' })).not.toBe('code.too_many_requests');
  });
});

describe("OpenAI's slow_down code kept alone (held h904)", () => {
  it('reads the code alone as the rate limit', () => {
    expect(reasonOf({ code: 'slow_down' })).toBe('rate_limit');
  });
  it('reads it as the body code of its 429 and without it', () => {
    const body = { error: { type: 'rate_limit_error', code: 'slow_down', message: '' } };
    expect(reasonOf({ body })).toBe('rate_limit');
    expect(reasonOf({ status: 429, body })).toBe('rate_limit');
  });
  it("leaves S3's SlowDown under a 503 to the 503 rule", () => {
    expect(ruleOf({ status: 503, message: 'SlowDown: Please reduce your request rate.' })).toBe(
      'status.503.slow_down',
    );
  });
});

describe("RubyLLM's PaymentRequiredError with the 402 lost (held h371)", () => {
  const body = { detail: { message: 'Your organization has no available TypeSafe API credits' } };
  it('reads the class as the 402 it names', () => {
    expect(reasonOf({ name: 'PaymentRequiredError', body })).toBe('billing');
  });
  it('reads the class alone too', () => {
    expect(reasonOf({ name: 'PaymentRequiredError', message: 'Payment Required' })).toBe('billing');
  });
  it('leaves a usage window said in words to the words', () => {
    expect(
      reasonOf({
        name: 'PaymentRequiredError',
        message: 'You have hit your usage limit. Please try again in 5 minutes.',
      }),
    ).toBe('rate_limit');
  });
});

describe("Google's QUOTA_EXHAUSTED beside a stated reset, with no 429 kept (held h496)", () => {
  const inner = JSON.stringify({
    error: {
      code: 429,
      message:
        'You have exhausted your capacity on this model. Your quota will reset after 120h45m2s.',
      status: 'RESOURCE_EXHAUSTED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'QUOTA_EXHAUSTED',
          domain: 'cloudcode-pa.googleapis.com',
        },
      ],
    },
  });
  const body = { error: { message: inner, type: 'upstream_error' } };
  it('reads the body alone as a window that refills', () => {
    expect(reasonOf({ body })).toBe('rate_limit');
    expect(ruleOf({ body })).toBe('code.quota_code_refills');
  });
  it('keeps the 429 rule under the status', () => {
    expect(ruleOf({ status: 429, body })).toBe('status.429.quota_code_refills');
  });
  it('leaves QUOTA_EXHAUSTED with no reset as billing', () => {
    const noReset = {
      error: {
        code: 429,
        message: 'You have exhausted your capacity on this model.',
        status: 'RESOURCE_EXHAUSTED',
        details: [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'QUOTA_EXHAUSTED' },
        ],
      },
    };
    expect(reasonOf({ body: noReset })).toBe('billing');
  });
});

describe("DashScope's Throttling.AllocationQuota kept as the error's code (held h206)", () => {
  const message =
    'You exceeded your current quota, please check your plan and billing details. … (type=insufficient_quota param=insufficient_quota)';
  it('reads the code beside the borrowed quota words as the throttle', () => {
    expect(reasonOf({ message, code: 'Throttling.AllocationQuota' })).toBe('rate_limit');
  });
  it('reads it under its 429 too', () => {
    expect(reasonOf({ status: 429, message, code: 'Throttling.AllocationQuota' })).toBe(
      'rate_limit',
    );
  });
  it('leaves the free-tier-only code and the bare words as billing', () => {
    expect(reasonOf({ message, code: 'AllocationQuota.FreeTierOnly' })).toBe('billing');
    expect(reasonOf({ message })).toBe('billing');
  });
});

describe('a byte cap under a generic server type, no 5xx kept (held h1377)', () => {
  const body = {
    error: {
      code: 'system_error',
      message:
        'org.springframework.core.io.buffer.DataBufferLimitException: Exceeded limit on max bytes to buffer : 52428800',
      param: null,
      type: 'server_error',
    },
  };
  it('reads the body alone as the payload', () => {
    expect(reasonOf({ body })).toBe('payload_too_large');
  });
  it('reads it under its 500 too', () => {
    expect(reasonOf({ status: 500, body })).toBe('payload_too_large');
  });
  it('leaves a server type with no cap as the server', () => {
    expect(
      reasonOf({
        body: { error: { message: 'Failed to buffer the response', type: 'server_error' } },
      }),
    ).toBe('server_error');
  });
});

describe("a client's serialized error with undici's UND_ERR_INVALID_ARG as the body (held h504)", () => {
  const body = {
    message: 'Connection error.',
    code: 'UND_ERR_INVALID_ARG',
    modelId: 'model',
    providerId: 'openai',
  };
  it('reads the body alone as the request the client refused to send', () => {
    expect(reasonOf({ body })).toBe('format_error');
    expect(ruleOf({ body })).toBe('transport.local_argument_in_body');
  });
  it('reads the code on the error object as before', () => {
    expect(reasonOf({ message: 'Connection error.', code: 'UND_ERR_INVALID_ARG' })).toBe(
      'format_error',
    );
  });
  it('leaves a socket code in the body to the transport wording', () => {
    expect(reasonOf({ body: { ...body, code: 'UND_ERR_SOCKET' } })).toBe('timeout');
  });
});

describe("Claude Code's failed result event as the body (held h1073)", () => {
  const body = {
    type: 'result',
    subtype: 'success',
    is_error: true,
    result: 'Invalid API key · Please run /login',
  };
  it('reads the result as the message', () => {
    expect(reasonOf({ body })).toBe('auth_permanent');
  });
  it('reads another failed run the same way', () => {
    expect(reasonOf({ body: { ...body, result: 'Credit balance is too low' } })).toBe('billing');
  });
  it("leaves a successful run's result unread", () => {
    expect(
      reasonOf({
        body: { ...body, is_error: false, result: 'Invalid API key handling is fixed.' },
      }),
    ).not.toBe('auth_permanent');
  });
});

describe("a 4xx stated before node-fetch's premature close, the status lost (held h732, h1492)", () => {
  const message =
    '403 Invalid response body while trying to fetch https://xxx.xxx.xxx.com/v1/chat/completions: Premature close';
  it('reads the stated status, not the cut body', () => {
    expect(reasonOf({ message })).toBe('auth');
    expect(classifyError(errorFromDescriptor({ message })).explain.map((s) => s.rule)).toContain(
      'code.status_before_fetch_body_failure',
    );
  });
  it('reads it under its 403 too', () => {
    expect(reasonOf({ status: 403, message })).toBe('auth');
  });
  it("leaves Node's parse error after a 403, and the bare premature close, as the connection", () => {
    expect(
      reasonOf({
        message:
          '403 Invalid response body while trying to fetch https://openrouter.ai/api/v1/chat/completions: Parse Error: Expected HTTP/',
      }),
    ).toBe('timeout');
    expect(
      reasonOf({
        message:
          'Invalid response body while trying to fetch https://api.deepseek.com/chat/completions: Premature close',
      }),
    ).toBe('timeout');
  });
});

describe("Grok's anti-bot rules refusing the client (held h945)", () => {
  const body = { error: { code: 7, message: 'Request rejected by anti-bot rules.', details: [] } };
  it('reads the body alone as a check not passed', () => {
    expect(reasonOf({ body })).toBe('auth');
  });
  it('reads it under its 403 and as a message in capitals', () => {
    expect(reasonOf({ status: 403, body })).toBe('auth');
    expect(reasonOf({ message: 'REQUEST REJECTED BY ANTI-BOT RULES' })).toBe('auth');
  });
  it('leaves a rejected request with no anti-bot words alone', () => {
    expect(
      reasonOf({ body: { error: { code: 7, message: 'Request rejected by upstream rules.' } } }),
    ).not.toBe('auth');
  });
});

describe("Gemini's finish reason as the proto enum's number (held h742)", () => {
  const candidate = { index: 0, safety_ratings: [], token_count: 0, grounding_attributions: [] };
  it('reads RECITATION (4) and SAFETY (3) as a refusal', () => {
    expect(reasonOf({ body: { candidates: [{ ...candidate, finish_reason: 4 }] } })).toBe(
      'content_policy',
    );
    expect(reasonOf({ body: { candidates: [{ ...candidate, finishReason: 3 }] } })).toBe(
      'content_policy',
    );
  });
  it('leaves STOP (1) and MAX_TOKENS (2) alone', () => {
    expect(reasonOf({ body: { candidates: [{ ...candidate, finish_reason: 1 }] } })).not.toBe(
      'content_policy',
    );
    expect(reasonOf({ body: { candidates: [{ ...candidate, finish_reason: 2 }] } })).not.toBe(
      'content_policy',
    );
  });
});

describe("aiXplain's failed run with its error under data (held h1054)", () => {
  const body = {
    completed: true,
    status: 'FAILED',
    errorMessage: null,
    supplierError: null,
    data: {
      error:
        'litellm.APIConnectionError: err.not_enough_balance\nTraceback (most recent call last): …',
    },
  };
  it('reads the run error as the message', () => {
    expect(reasonOf({ body })).toBe('billing');
  });
  it('reads another failed run the same way', () => {
    expect(reasonOf({ body: { ...body, data: { error: 'Invalid API key provided' } } })).toBe(
      'auth_permanent',
    );
  });
  it('leaves a data error beside another status unread', () => {
    expect(reasonOf({ body: { ...body, status: 'SUCCESS' } })).not.toBe('billing');
  });
});

describe("FastAPI's validation list with `message` beside `loc` (held h1253)", () => {
  const body = {
    detail: [{ loc: ['body', 'messages'], message: 'Field required', type: 'missing' }],
  };
  it('reads the body alone as the request', () => {
    expect(reasonOf({ body })).toBe('format_error');
  });
  it('reads it under its 422 too', () => {
    expect(reasonOf({ status: 422, body })).toBe('format_error');
  });
  it('leaves a list of records without `loc` unread as validation', () => {
    expect(ruleOf({ body: { detail: [{ message: 'Field required' }] } })).not.toBe(
      'message.validation',
    );
  });
});

describe("Xinference's prompt not specified (held h318, h366)", () => {
  const body = { detail: 'Invalid input. Please specify the prompt.' };
  it('reads the body alone as the request', () => {
    expect(reasonOf({ body })).toBe('format_error');
    expect(ruleOf({ body })).toBe('message.prompt_not_specified');
  });
  it('reads it under its 400 and in capitals', () => {
    expect(reasonOf({ status: 400, message: 'INVALID INPUT. PLEASE SPECIFY THE PROMPT.' })).toBe(
      'format_error',
    );
  });
  it('leaves a bare "Invalid input." alone', () => {
    expect(ruleOf({ body: { detail: 'Invalid input.' } })).not.toBe('message.prompt_not_specified');
  });
});

describe("an organization's balance with no credits left (held h371)", () => {
  const body = { detail: { message: 'Your organization has no available TypeSafe API credits' } };
  it('reads the body alone as billing', () => {
    expect(reasonOf({ body })).toBe('billing');
  });
  it('reads it under its 402 and for an account', () => {
    expect(reasonOf({ status: 402, body })).toBe('billing');
    expect(reasonOf({ message: 'This account has no available credits.' })).toBe('billing');
  });
  it('leaves "no available" capacity words alone', () => {
    expect(reasonOf({ message: 'No available accounts: no available accounts' })).not.toBe(
      'billing',
    );
  });
});
