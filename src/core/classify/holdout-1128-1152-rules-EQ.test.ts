/**
 * Rules written for the misses of held-out batches 1128–1152 (session 59, group EQ), after the
 * batches had been scored without them: a runner with no free slot under a 500, websocket-client's
 * refused handshake on a 401, "Model not supported" before a relay's "(reset after Ns)", a relay's
 * "All providers failed … Last error: fetch failed", Gemini's finish reason MALFORMED_FUNCTION_CALL
 * printed by a client, a bare `{"detail":"Not Found"}` relayed with a trace id, a proxy's own
 * request budget, and urllib's class name before its 404 status line. Each wording from the batch
 * line named, a second rendering, then the neighbours it must leave alone.
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

describe('a runner with no free slot', () => {
  it("is capacity under Ollama's 500 (batch 1152)", () => {
    const d = { status: 500, message: 'no slots available after 10 retries' };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('status.500.overload_text');
  });
  it('reads the same under a 502, in capitals', () => {
    expect(classify({ status: 502, message: 'LLM BUSY - NO SLOTS AVAILABLE' }).reason).toBe(
      'overloaded',
    );
  });
  it('leaves a 500 that names other slots or none at all', () => {
    expect(classify({ status: 500, message: 'no seats available on your plan' }).reason).not.toBe(
      'overloaded',
    );
    expect(classify({ status: 500, message: 'slot 3 failed to decode the batch' }).reason).toBe(
      'server_error',
    );
  });
});

describe("websocket-client's refused handshake on a 401", () => {
  it("is the key's verdict whatever reason phrase follows (HELM on Anthropic, batch 1136)", () => {
    const d = { status: 401, message: 'Error: Anthropic error: Handshake status 401 None' };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.401.key_rejected');
  });
  it('reads the exception class and an empty reason the same', () => {
    expect(
      classify({
        status: 401,
        name: 'WebSocketBadStatusException',
        message: 'HANDSHAKE STATUS 401',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a handshake that timed out, and another status', () => {
    expect(classify({ status: 401, message: 'Error: websocket handshake timed out' }).reason).toBe(
      'auth',
    );
    expect(
      classify({ status: 429, message: 'Handshake status 429 Too Many Requests' }).reason,
    ).toBe('rate_limit');
  });
});

describe('"Model not supported" before a relay\'s cooldown', () => {
  it("is the model under 9router's 406 (iFlow, batch 1140)", () => {
    const d = {
      status: 406,
      message: '406 [iflow/kimi-k2] [406]: Model not supported (reset after 18s)',
    };
    const result = classify(d);
    expect(result.reason).toBe('model_not_found');
    expect(result.retryAfterMs).toBeUndefined();
    expect(lastRule(d)).toBe('status.406.model_text');
  });
  it('reads the same under a 400, lower case, the cooldown in minutes', () => {
    expect(
      classify({
        status: 400,
        message: '[qwen/qwen3-max] [400]: model not supported (reset after 2m)',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a feature not supported by the model before the same cooldown', () => {
    expect(
      classify({
        status: 400,
        message: '[x/y] [400]: Streaming with this model not supported (reset after 30s)',
      }).reason,
    ).not.toBe('model_not_found');
  });
});

describe("a relay's headline that names its last upstream error", () => {
  it("lets that error decide (claude-code-hub's 500, batch 1140)", () => {
    const d = {
      status: 500,
      body: {
        error: {
          message: 'All providers failed after 4 attempts. Last error: fetch failed',
          type: '500',
        },
      },
      message: 'ProxyError: All providers failed after 4 attempts. Last error: fetch failed',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.500.relay_fetch_failed');
  });
  it('reads the same under a 502 with another wording of the headline', () => {
    expect(
      classify({ status: 502, message: 'All upstreams failed (3 tries). Last error: fetch failed' })
        .reason,
    ).toBe('timeout');
  });
  it("leaves the headline alone, which stays the relay's failure", () => {
    expect(classify({ status: 500, message: 'All providers failed' }).reason).toBe('server_error');
    expect(classify({ message: 'All channels failed after 3 attempts' }).reason).toBe(
      'server_error',
    );
  });
});

describe("Gemini's finish reason MALFORMED_FUNCTION_CALL printed by a client", () => {
  it("is the model's failure (ax-llm, batch 1148)", () => {
    const d = { name: 'Error', message: 'Finish reason: MALFORMED_FUNCTION_CALL' };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.server_error');
  });
  it('reads the same in lower case without the space', () => {
    expect(classify({ message: 'error: finish reason:malformed_function_call' }).reason).toBe(
      'server_error',
    );
  });
  it("leaves the bare enum in a response body, and a request's malformed JSON", () => {
    expect(
      classify({ body: { candidates: [{ finishReason: 'MALFORMED_FUNCTION_CALL' }] } }).reason,
    ).not.toBe('server_error');
    expect(classify({ status: 400, message: 'Malformed JSON in request body' }).reason).toBe(
      'format_error',
    );
  });
});

describe('a bare document relayed as a message with a trace id', () => {
  it('is the bare 404 (a Codex relay, batch 1151)', () => {
    const d = {
      status: 404,
      body: {
        error: {
          code: null,
          message: '{"detail":"Not Found"} （traceid: 0ea5140848e37918df3d82754061b07f）',
          param: null,
          type: 'invalid_request_error',
        },
      },
      message:
        'unexpected status 404 Not Found: {"error":{"code":null,"message":"{\\"detail\\":\\"Not Found\\"} （traceid: 0ea5140848e37918df3d82754061b07f）","param":null,"type":"invalid_request_error"}}',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.404.bare_body');
  });
  it('reads a request id in ASCII parentheses and a "message" document the same', () => {
    expect(
      classify({
        status: 404,
        body: { error: { message: '{"message": "Not Found"} (request id: 20260326101657abcdef)' } },
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a relayed document that names the path', () => {
    expect(
      lastRule({
        status: 404,
        body: {
          error: {
            message: '{"detail":"Not Found: /v1/files/abc"} （traceid: 0ea5140848e37918df）',
          },
        },
      }),
    ).not.toBe('status.404.bare_body');
  });
});

describe("a proxy's own request budget", () => {
  it('is its upstream timeout, not money (codex-lb, batch 1151)', () => {
    const d = { message: 'stream disconnected before completion: Proxy request budget exhausted' };
    expect(classify(d).reason).toBe('timeout');
  });
  it('reads the body alone with its code the same (codex-lb, batch 1126)', () => {
    expect(
      classify({
        body: {
          error: { code: 'upstream_request_timeout', message: 'Proxy request budget exhausted' },
        },
      }).reason,
    ).toBe('timeout');
  });
  it("leaves a key's or a project's budget, which is money", () => {
    expect(classify({ status: 402, message: 'API key budget exhausted' }).reason).toBe('billing');
    expect(classify({ message: 'Budget exhausted for this project' }).reason).toBe('billing');
  });
});

describe("urllib's class name before its 404 status line", () => {
  it('is the bare 404 (Open Interpreter 01 on Ollama, batch 1136)', () => {
    const d = {
      status: 404,
      name: 'urllib.error.HTTPError',
      message: 'urllib.error.HTTPError: HTTP Error 404: Not Found',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.404.bare');
  });
  it("reads Python 2's urllib2 class the same", () => {
    expect(
      classify({ status: 404, message: 'urllib2.HTTPError: HTTP Error 404: Not Found' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves another status, and a 404 that names what was not found', () => {
    expect(
      classify({ status: 401, message: 'urllib.error.HTTPError: HTTP Error 401: Unauthorized' })
        .reason,
    ).not.toBe('model_not_found');
    expect(
      lastRule({
        status: 404,
        message: 'urllib.error.HTTPError: HTTP Error 404: Not Found: /api/v2/jobs/abc',
      }),
    ).not.toBe('status.404.bare');
  });
});
