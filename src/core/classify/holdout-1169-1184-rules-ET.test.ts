/**
 * Rules written for the misses of held-out batches 1169–1184 (session 60, group ET), after the
 * batches had been scored without them: Cursor's free or trial request limit and its monthly
 * cycle, Google's QUOTA_EXHAUSTED with a reset in its parsed details, a relay's `content_filtered`
 * code, a bare "Connection failed. Please try again", "User is unauthorized" (a user, not a key),
 * TabbyAPI's "aborted. Please check the server console" under Continue's "Malformed JSON sent from
 * server", a response whose content was empty, and tool calling not supported with the model. Each
 * wording from the batch line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("a free or trial plan's request limit", () => {
  it('is billing with its monthly cycle (Cursor, batch 1180)', () => {
    const d = {
      message:
        "You've hit your free requests limit. Upgrade to Pro for more usage, frontier models, Background Agents, and more. Your usage limits will reset when your monthly cycle ends on 8/24/2025",
    };
    expect(classify(d).reason).toBe('billing');
  });
  it("reads the trial's limit alone, in capitals (batch 1180)", () => {
    expect(classify({ message: "You've reached your trial request limit" }).reason).toBe('billing');
    expect(classify({ message: 'TRIAL REQUESTS LIMIT REACHED' }).reason).toBe('billing');
  });
  it('leaves a free limit per minute, and a rate limit with no plan', () => {
    expect(
      classify({ message: 'free requests limit per minute reached, try again in 20s' }).reason,
    ).toBe('rate_limit');
    expect(classify({ status: 429, message: 'request limit reached, retry later' }).reason).toBe(
      'rate_limit',
    );
  });
});

function googleQuota(details: unknown[]) {
  return {
    status: 429,
    body: {
      error: {
        code: 429,
        message: 'You have exhausted your gemini-3-pro-high quota. Please try again later.',
        status: 'RESOURCE_EXHAUSTED',
        details,
      },
    },
  };
}

describe("Google's QUOTA_EXHAUSTED with a reset in its details", () => {
  const info = { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'QUOTA_EXHAUSTED' };
  it('is a window by its RetryInfo (Antigravity, batch 1179)', () => {
    const d = googleQuota([
      info,
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2.463586755s' },
    ]);
    expect(classify(d).reason).toBe('rate_limit');
    expect(lastRule(d)).toBe('status.429.quota_code_refills');
  });
  it("reads the ErrorInfo's quotaResetDelay alone", () => {
    const d = googleQuota([{ ...info, metadata: { quotaResetDelay: '300s' } }]);
    expect(classify(d).reason).toBe('rate_limit');
  });
  it("reads a RetryInfo's delay as a Duration object, as the wait parser does", () => {
    const d = googleQuota([
      info,
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: { seconds: 34 } },
    ]);
    expect(classify(d).reason).toBe('rate_limit');
    expect(classify(d).retryAfterMs).toBe(34_000);
  });
  it('leaves an unreadable delay to the code (billing)', () => {
    const d = googleQuota([info, { retryDelay: 'soon' }]);
    expect(classify(d).reason).toBe('billing');
  });
  it('leaves the code with no reset stated as billing', () => {
    expect(classify(googleQuota([info])).reason).toBe('billing');
  });
});

describe("a relay's content_filtered code", () => {
  it('is a content block under a 400 (Chaterm, batch 1178)', () => {
    const d = {
      status: 400,
      body: {
        message: '输入内容包含敏感信息，请修改后重试',
        type: 'content_filter_error',
        code: 'content_filtered',
      },
    };
    expect(classify(d).reason).toBe('content_policy');
  });
  it('reads the code without a status', () => {
    expect(
      classify({ body: { error: { message: 'blocked', code: 'content_filtered' } } }).reason,
    ).toBe('content_policy');
  });
  it('leaves a type content_filter_error with another code', () => {
    expect(
      classify({
        status: 500,
        body: { error: { message: 'upstream failed', type: 'content_filter_error' } },
      }).reason,
    ).not.toBe('content_policy');
  });
});

describe('a bare "Connection failed"', () => {
  it('is the transport with its advice to retry (Cursor, batch 1180)', () => {
    expect(
      classify({
        message: 'Connection failed. Please try again, or contact support if the issue persists.',
      }).reason,
    ).toBe('timeout');
  });
  it('reads it alone, in capitals', () => {
    expect(classify({ message: 'CONNECTION FAILED' }).reason).toBe('timeout');
  });
  it('leaves a connection failure that names a status', () => {
    expect(classify({ message: 'Connection failed: 401 Unauthorized' }).reason).not.toBe('timeout');
  });
});

describe('"User is unauthorized"', () => {
  it('is auth, not a dead key (Cursor, batch 1180)', () => {
    const d = {
      message: 'User is unauthorized (Request ID: cc1400cc-47b1-472c-9bf4-12686d0735fd)',
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('message.auth');
  });
  it('reads it in capitals, British spelling', () => {
    expect(classify({ message: 'USER IS UNAUTHORISED' }).reason).toBe('auth');
  });
  it('leaves a key called unauthorized', () => {
    expect(classify({ message: 'API key is unauthorized' }).reason).toBe('auth_permanent');
  });
});

describe("TabbyAPI's aborted generation", () => {
  it('is a server fault under Continue\'s "Malformed JSON sent from server" (batch 1174)', () => {
    const d = {
      message:
        'Malformed JSON sent from server: {"error":{"message":"Chat completion aborted. Please check the server console.","trace":"Traceback (most recent call last):',
    };
    expect(classify(d).reason).toBe('server_error');
  });
  it('reads a completion aborted alone', () => {
    expect(
      classify({ message: 'Completion aborted. Please check the server console.' }).reason,
    ).toBe('server_error');
  });
  it('leaves a malformed request', () => {
    expect(classify({ message: 'malformed request body' }).reason).toBe('format_error');
  });
});

describe('a response whose content was empty', () => {
  it("is the server's empty answer (llama.cpp via burp-ai-agent, batch 1170)", () => {
    expect(
      classify({ message: '[Error] OpenAI-compatible response content was empty' }).reason,
    ).toBe('server_error');
  });
  it('reads "is empty" in capitals', () => {
    expect(classify({ message: 'LLM RESPONSE CONTENT IS EMPTY' }).reason).toBe('server_error');
  });
  it("leaves a request's message content that is empty", () => {
    expect(classify({ status: 400, message: 'message content is empty' }).reason).toBe(
      'format_error',
    );
  });
});

describe('tool calling not supported with the model', () => {
  it('is the model lacking it (Groq, batch 1182)', () => {
    const d = {
      body: {
        error: {
          message: '`tool calling` is not supported with this model',
          type: 'invalid_request_error',
        },
      },
    };
    expect(classify(d).reason).toBe('model_not_found');
  });
  it('reads function calling by the selected model, message only', () => {
    expect(
      classify({ message: 'Function calling is not supported by the selected model' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a parameter not supported with this model', () => {
    expect(
      classify({
        status: 400,
        message:
          "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model",
      }).reason,
    ).toBe('format_error');
  });
});
