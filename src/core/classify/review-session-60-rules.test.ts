/**
 * Review 60 of session 60's rules (groups ES, ET, EU, EV and the lead; notes/s60/review-60.md): each
 * narrowed rule with the reviewer's neighbour wordings it now reads right, and the held line it was
 * written for. (review-60-rules.test.ts is the older review of batch 60.)
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function each(rows: readonly (readonly [Record<string, unknown>, string])[]) {
  for (const [descriptor, want] of rows) {
    expect(reason(descriptor), JSON.stringify(descriptor)).toBe(want);
  }
}

describe('"stream ended without terminal event / completion" only bare (item 1)', () => {
  it('keeps the held wordings it was written for', () => {
    each([
      [{ message: 'upstream stream ended without terminal event' }, 'server_error'],
      [{ message: '[Error: API Error: stream ended without completion]' }, 'server_error'],
      [
        {
          message:
            'Upstream provider closed the connection before the response completed: stream ended without terminal event or completed response',
        },
        'timeout',
      ],
    ]);
  });
  it('leaves a named transport cause its reading', () => {
    for (const message of [
      'Upstream provider closed the connection before the response completed: stream ended without terminal event',
      'upstream closed connection: stream ended without terminal event',
      'stream ended without terminal event: read tcp 10.0.0.2:443: connection reset by peer',
      'connection reset by peer; stream ended without terminal event',
      'stream ended without completion: context deadline exceeded',
      'stream ended without completion (idle timeout after 300s)',
      'stream ended without terminal event (unexpected EOF)',
    ]) {
      expect(reason({ message }), message).toBe('timeout');
    }
  });
});

describe('"try again or re-authenticate" is a verdict only with no other cause (item 2)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        message:
          'OAuth token refresh failed for openai-codex: Failed to refresh OpenAI Codex token. Please try again or re-authenticate.',
      }),
    ).toBe('auth_permanent');
    expect(
      reason({ message: 'Failed to refresh token. Please try again, or re-authenticate.' }),
    ).toBe('auth_permanent');
  });
  it("does not make the reviewer's neighbours permanent", () => {
    each([
      [
        {
          message:
            'Failed to refresh token: Unexpected token < in JSON. Please try again or re-authenticate.',
        },
        'unknown',
      ],
      [
        {
          message:
            'Token refresh failed: invalid JSON response. Please try again or re-authenticate.',
        },
        'unknown',
      ],
      [
        {
          message:
            'Failed to refresh token: Cloudflare challenge. Please try again or re-authenticate.',
        },
        'auth',
      ],
      [
        {
          message: 'Failed to refresh token: unknown error. Please try again or re-authenticate.',
        },
        'unknown',
      ],
    ]);
    for (const message of [
      'Failed to refresh token: <!DOCTYPE html>. Please try again or re-authenticate.',
      'Token refresh failed. Try again or re-authenticate if the problem persists',
    ]) {
      expect(reason({ message }), message).not.toBe('auth_permanent');
    }
  });
});

describe('"failed to connect to upstream" leaves what the upstream said (item 3)', () => {
  it('keeps the held wording it was written for', () => {
    each([
      [{ status: 503, message: 'Failed to connect to upstream service' }, 'timeout'],
      [{ status: 502, message: 'failed to connect to upstream' }, 'timeout'],
    ]);
  });
  it("no longer reads the reviewer's neighbours as a connect failure", () => {
    each([
      [
        { status: 503, message: 'Failed to connect to upstream server: no healthy upstream' },
        'overloaded',
      ],
      [
        { status: 503, message: 'Failed to connect to upstream: all upstreams are overloaded' },
        'overloaded',
      ],
      [
        {
          status: 500,
          message: 'Failed to connect to upstream provider after receiving HTTP 529 Overloaded',
        },
        'overloaded',
      ],
      [
        { status: 502, message: 'failed to connect to upstream provider: 401 invalid api key' },
        'server_error',
      ],
    ]);
    for (const message of [
      'Failed to connect to upstream: 429 Too Many Requests',
      'Failed to connect to upstream service: rate limit exceeded, retry after 30s',
    ]) {
      expect(reason({ status: 503, message }), message).not.toBe('timeout');
    }
  });
});

describe('a key pool with none to use, only when its keys cool down (item 4)', () => {
  it('keeps the held wordings it was written for', () => {
    for (const message of [
      'No active API keys',
      'no available key (all keys in cooldown or disabled)',
      'all eligible credentials exhausted',
    ]) {
      expect(reason({ message }), message).toBe('overloaded');
    }
  });
  it('leaves dead keys and a last error to the key words', () => {
    for (const message of [
      'All credentials exhausted: last error 401 invalid api key',
      'Failed to authenticate: all credentials exhausted (keys revoked)',
      'No available key (all keys revoked)',
      'No active API keys (all keys are invalid)',
      'no usable key (all keys banned by upstream)',
    ]) {
      expect(reason({ message }), message).toBe('auth_permanent');
    }
    expect(reason({ message: 'No available API key.' })).toBe('unknown');
  });
});

describe('a free requests limit with a window is no billing (item 5)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        message:
          "You've hit your free requests limit. Upgrade to Pro for more usage, frontier models, Background Agents, and more. Your usage limits will reset when your monthly cycle ends on 8/24/2025",
      }),
    ).toBe('billing');
    expect(reason({ message: "You've hit your free requests limit. Upgrade to Pro" })).toBe(
      'billing',
    );
  });
  it("reads the reviewer's neighbours as a window", () => {
    each([
      [{ message: 'You have reached your daily free requests limit' }, 'rate_limit'],
      [{ status: 429, message: 'You have reached your daily free requests limit' }, 'rate_limit'],
      [{ message: 'Free requests limit reached. Try again tomorrow.' }, 'rate_limit'],
      [
        { message: "You've hit your free requests limit for today. Upgrade to Pro for more." },
        'rate_limit',
      ],
      [{ status: 429, message: "You've hit your free requests limit for today." }, 'rate_limit'],
    ]);
  });
});

describe('parallel tool calling is a parameter, not the model (item 6)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({ status: 400, message: '`tool calling` is not supported with this model' }),
    ).toBe('model_not_found');
  });
  it("reads the reviewer's neighbour as the request's", () => {
    expect(
      reason({ status: 400, message: 'Parallel tool calling is not supported with this model' }),
    ).toBe('format_error');
  });
});

describe('图像过多 / 图片过多 not for a day or a wait (item 7)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({ message: '请求中的图像过多: 提供了 11 个图像，但模型最多支持 10 个图像。' }),
    ).toBe('format_error');
    expect(reason({ message: '图片过多，请减少图片数量' })).toBe('format_error');
  });
  it("no longer reads the reviewer's neighbours as the request's count", () => {
    for (const message of [
      '今日生成图片过多，请明天再试',
      '您今天上传的图片过多，请稍后再试',
      '请求图像过多，请稍后再试',
    ]) {
      expect(reason({ message }), message).not.toBe('format_error');
    }
    expect(reason({ status: 429, message: '今日生成图片过多，请明天再试' })).toBe('rate_limit');
  });
});

describe('an account cooling down, not beside money words (item 8)', () => {
  it('keeps the wording it was written for', () => {
    expect(reason({ status: 503, message: 'account cooling down' })).toBe('rate_limit');
    expect(reason({ message: 'Model not supported (reset after 5m) - account cooling down' })).toBe(
      'rate_limit',
    );
  });
  it("reads the reviewer's neighbours right", () => {
    each([
      [{ message: 'Account cooling down: insufficient balance' }, 'billing'],
      [{ message: 'accounts are cooling down' }, 'rate_limit'],
      [{ message: '2 of 3 accounts cooling down' }, 'rate_limit'],
    ]);
  });
});

describe('"connection failed" not for a server\'s own store (item 9)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        message: 'Connection failed. Please try again, or contact support if the issue persists.',
      }),
    ).toBe('timeout');
  });
  it("reads the reviewer's neighbours right", () => {
    // No rule reads a server's own store failing; the word vote answers (server_error until session 62's retrains).
    expect(reason({ message: 'Database connection failed' })).not.toBe('timeout');
    expect(
      reason({ message: 'Connection failed. Please try again with a valid API key' }),
    ).not.toBe('timeout');
  });
});

describe('"monthly cycle" only as the reset (item 10)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 429,
        message: 'Rate limit exceeded. Your limit resets at the start of your monthly cycle',
      }),
    ).toBe('billing');
  });
  it("reads the reviewer's neighbour as a throttle", () => {
    expect(
      reason({
        status: 429,
        message:
          'Too many requests. Please slow down. Monthly cycle: 12,000 of 50,000 requests used',
      }),
    ).toBe('rate_limit');
  });
});
