/**
 * Rules written for the misses of held-out batches 612–616 (session 47, group BQ), after the
 * batches had been scored without them: a retry summary and an exception constructor's TypeError
 * that state no cause, a throttle on the caller's IP behind a relay, a client not connected, and
 * Russian rate-limit words. Each real wording (from the batch line named), a second rendering, then
 * the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// truera/trulens#856: the retry loop's summary, without the failure it retried.
describe('a retry summary that drops the cause', () => {
  it('stays unknown before the vote (batch 612)', () => {
    const result = classify({ message: 'API langchain request failed 4 time(s)..' });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.no_cause_stated');
  });
  it('reads another count and wording the same (invented)', () => {
    expect(classify({ message: 'Request failed after 3 times.' }).reason).toBe('unknown');
  });
  it('leaves a summary that names its cause alone (invented)', () => {
    expect(classify({ message: 'Request failed 4 times: 429 Too Many Requests' }).reason).toBe(
      'rate_limit',
    );
  });
});

// chroma-core/chroma#3688: openai-python's exception class built by an older caller.
describe("an SDK exception's constructor TypeError", () => {
  it('stays unknown, the words about a body do not vote (batch 614)', () => {
    const result = classify({
      message:
        "TypeError: APIStatusError.__init__() missing 2 required keyword-only arguments: 'response' and 'body'",
      name: 'TypeError',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.exception_constructor_typeerror');
  });
  it("reads another class's rendering the same (invented)", () => {
    expect(
      classify({
        message: "APIError.__init__() missing 1 required positional argument: 'request'",
      }).reason,
    ).toBe('unknown');
  });
  it("leaves a request's own missing argument alone (invented)", () => {
    expect(
      classify({
        message: "Completions.create() missing 1 required keyword-only argument: 'messages'",
      }).explain.at(-1)?.rule,
    ).not.toBe('message.exception_constructor_typeerror');
  });
});

// dwgx/WindsurfAPI#189: the relay's every account behind one IP throttled by its upstream.
describe("an upstream's throttle on the caller's IP", () => {
  it("is the caller's rate limit, not an upstream to route around (batch 613)", () => {
    const result = classify({
      message:
        'Stream error after retries: All accounts temporarily rate-limited on claude-opus-4-7-medium. Windsurf upstream is applying IP-level cooldown. Wait ~30s before retrying.',
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('reads an IP rate limit said otherwise the same (invented)', () => {
    expect(
      classify({ message: 'Upstream rate limit: IP rate limit exceeded, please slow down.' })
        .reason,
    ).toBe('rate_limit');
  });
  it("leaves an upstream's own rate limit alone (invented)", () => {
    expect(classify({ message: 'Upstream provider returned 429 Too Many Requests' }).reason).toBe(
      'upstream_rate_limit',
    );
  });
});

// zed-industries/zed#18916, held h524: a client not connected to its service.
describe('a client not connected', () => {
  it('is the transport (batch 613)', () => {
    const result = classify({ message: 'Error interacting with language model not connected' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads "not connected to the internet" the same (invented)', () => {
    expect(classify({ message: 'Request failed: not connected to the internet' }).reason).toBe(
      'timeout',
    );
  });
  it('leaves an account not connected alone (invented)', () => {
    expect(
      classify({ message: 'Your GitHub account is not connected.' }).explain.at(-1)?.rule,
    ).not.toBe('transport.text');
  });
});

// n3d1117/chatgpt-telegram-bot#275: the bot's Russian text for a 3 RPM free-tier limit.
describe('Russian rate-limit words', () => {
  it('are a rate limit (batch 615)', () => {
    expect(
      classify({ message: 'Не удалось получить ответ ⚠️ Превышен предел использования' }).reason,
    ).toBe('rate_limit');
  });
  it('read "limit of requests" and "too many requests" the same (invented)', () => {
    expect(classify({ message: 'Превышен лимит запросов' }).reason).toBe('rate_limit');
    expect(classify({ message: 'Слишком много запросов. Попробуйте позже.' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leave a failure without a limit alone (invented)', () => {
    expect(classify({ message: 'Не удалось получить ответ' }).reason).not.toBe('rate_limit');
  });
});
