/**
 * Rules written for the misses of held-out batches 1315–1327 (session 63, group GC), after the
 * batches had been scored without them: an assistant's "I couldn't respond in time" (GitLab Duo
 * Chat's documented A1000–A9999 messages) read as the deadline "didn't respond in time" already
 * was, the a2a client's "Network communication error" under the 503 it synthesises for a
 * transport failure, and a "Session not found" the server no longer holds (Agent Engine). Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
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

describe("a service that couldn't respond in time", () => {
  it('is the deadline (GitLab Duo Chat A1000, batch 1321)', () => {
    const d = {
      message: "I'm sorry, I couldn't respond in time. Please try again. Error code: A1000",
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toMatch(/^message\./);
  });
  it('reads the fallback rendering and "could not" in capitals (batch 1321)', () => {
    expect(
      classify({
        message:
          "I'm sorry, I couldn't respond in time. Please try a more specific request or enter /clear to start a new chat. Error code: A6000",
      }).reason,
    ).toBe('timeout');
    expect(classify({ message: 'THE MODEL COULD NOT RESPOND IN TIME.' }).reason).toBe('timeout');
    expect(classify({ message: 'The assistant couldn’t respond within 30 seconds.' }).reason).toBe(
      'timeout',
    );
  });
  it('leaves a model that could not respond for another named cause', () => {
    expect(
      classify({
        message: 'The model could not respond: this request was flagged by the content filter.',
      }).reason,
    ).not.toBe('timeout');
    expect(
      classify({ status: 429, message: "Sorry, I couldn't respond. Rate limit exceeded." }).reason,
    ).toBe('rate_limit');
  });
});

describe('a transport failure the client reports as "Network communication error"', () => {
  it('is the transport under the 503 it synthesises (a2a client, batch 1327)', () => {
    const d = {
      status: 503,
      name: 'a2a.client.errors.A2AClientHTTPError',
      message: 'a2a.client.errors.A2AClientHTTPError: HTTP Error 503: Network communication error:',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.503.relay_fetch_failed');
  });
  it('reads it without a status, in capitals', () => {
    expect(classify({ message: 'NETWORK COMMUNICATION ERROR' }).reason).toBe('timeout');
    expect(
      classify({ message: 'A2AClientHTTPError: HTTP Error 503: Network communication error:' })
        .reason,
    ).toBe('timeout');
  });
  it('leaves a 503 that names capacity beside it to the overload', () => {
    expect(
      classify({
        status: 503,
        message: 'HTTP Error 503: Network communication error: the model is overloaded',
      }).reason,
    ).toBe('overloaded');
    expect(classify({ status: 503, message: 'HTTP Error 503: Service Unavailable' }).reason).toBe(
      'overloaded',
    );
  });
});

describe('a session the request names that the server no longer holds', () => {
  it('is the request (Agent Engine from Gemini Enterprise, batch 1327)', () => {
    const d = { name: 'ValueError', message: 'ValueError: Session not found: temp_session_HASH' };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.referenced_item');
  });
  it('reads it in capitals and under a 404, with the id it names', () => {
    expect(classify({ message: 'SESSION NOT FOUND: 8f2c1d' }).reason).toBe('format_error');
    expect(classify({ status: 404, message: 'Session not found: sess_123' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a bare 404 "Session not found" bare', () => {
    expect(classify({ status: 404, message: 'Session not found' }).reason).not.toBe('format_error');
  });
  it('leaves a login session to its own reading', () => {
    expect(
      classify({ message: 'Login session not found: abc, please sign in again' }).reason,
    ).not.toBe('format_error');
    expect(classify({ message: 'Model not found: gpt-9' }).reason).toBe('model_not_found');
  });
});
