/**
 * Rules written for the misses of held-out batches 821–830 (session 52, group CW), after the
 * batches had been scored without them: a media file missing at a storage URL, a router with no
 * provider for the request's routing, a gateway out of upstream attempts, a response ended
 * unexpectedly, a Live session closed 1000/1006 (also in German), and a token short of a scope a
 * new login grants. Each real wording (from the batch line named), a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

// Vertex AI's API-errors table, 404 NOT_FOUND.
describe('a media file missing at the storage URL the request names', () => {
  it('is the request reference, not a model (batch 824)', () => {
    const d = {
      status: 404,
      code: 'NOT_FOUND',
      message: "An image file isn't found in the storage URL.",
    };
    expect(classify(d).reason).toBe('format_error');
    expect(rule(d)).toBe('status.404.referenced_item');
  });
  it("reads the table's other wording and the message alone the same (invented)", () => {
    expect(
      classify({
        status: 404,
        code: 'NOT_FOUND',
        message: 'A valid object was not found at the specified URL.',
      }).reason,
    ).toBe('format_error');
    const d = { message: "An image file isn't found in the storage URL." };
    expect(classify(d).reason).toBe('format_error');
    expect(rule(d)).toBe('message.referenced_item');
  });
  it('leaves a missing model under the same 404 alone (invented)', () => {
    expect(
      classify({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Publisher model gemini-9 was not found.',
      }).reason,
    ).toBe('model_not_found');
  });
});

// OpenRouter's errors page (503 entry); a relay's "'only' filter" (held h128).
describe('a router with no provider that meets the routing the request asks', () => {
  it('is the model as routed without a status (batch 830)', () => {
    const d = {
      message: 'There is no available model provider that meets your routing requirements',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(rule(d)).toBe('message.model_not_found');
  });
  it('reads a filter named instead of the routing the same (held h128)', () => {
    expect(
      classify({ message: "No available providers match the 'only' filter: deepseek." }).reason,
    ).toBe('model_not_found');
  });
  it("leaves the 503 to capacity, as the provider-wording suite holds it, and a bare 'No available providers' (held h692)", () => {
    expect(
      classify({
        status: 503,
        message: 'There is no available model provider that meets your routing requirements',
      }).reason,
    ).toBe('overloaded');
    expect(
      classify({ status: 503, message: 'No available providers (cch_session_id: sess_x)' }).reason,
    ).toBe('overloaded');
  });
});

// ngrok AI Gateway's ERR_NGROK_3812.
describe('a gateway that ran out of attempts at its upstream providers', () => {
  it('is a server error (batch 829)', () => {
    const d = {
      code: 'ERR_NGROK_3812',
      message:
        'Too many failed attempts to upstream providers, see https://ngrok.com/docs/ai-gateway/guides/debugging for more information debugging failed attempts. Errors: ERRLIST',
    };
    expect(classify(d).reason).toBe('server_error');
    expect(rule(d)).toBe('message.server_error');
  });
  it('reads it without the code the same (invented)', () => {
    expect(classify({ message: 'Too many failed attempts to upstream providers.' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a cause listed after it to its own family (invented)', () => {
    expect(
      classify({
        message: 'Too many failed attempts to upstream providers. Errors: 429 rate limit exceeded',
      }).reason,
    ).not.toBe('server_error');
  });
});

// SageMaker's inference gateway, BadGatewayException.
describe('a response said to have ended unexpectedly', () => {
  it('is a cut connection under its 502 (batch 830)', () => {
    const d = {
      status: 502,
      name: 'BadGatewayException',
      message: 'inference gateway: response ended unexpectedly',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(rule(d)).toBe('status.502.disconnect');
  });
  it('reads it status-less the same (invented)', () => {
    const d = { message: 'inference gateway: response ended unexpectedly' };
    expect(classify(d).reason).toBe('timeout');
    expect(rule(d)).toBe('disconnect.small_session');
  });
  it("leaves a 502's server fault named beside it alone (invented)", () => {
    expect(classify({ status: 502, message: 'Bad Gateway: internal server error' }).reason).toBe(
      'server_error',
    );
  });
});

// Gemini Live API troubleshooting page, German and English editions.
describe('a Live session disconnected with close code 1000 or 1006', () => {
  it('is a cut connection in German (batch 824)', () => {
    const d = {
      message: 'Die Verbindung zur Sitzung wurde mit dem Fehlercode 1000 oder 1006 getrennt.',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(rule(d)).toBe('disconnect.small_session');
  });
  it("reads the English page's wording and a German interruption the same (invented)", () => {
    expect(rule({ message: 'Session disconnected with error code 1000 or 1006.' })).toBe(
      'disconnect.small_session',
    );
    expect(rule({ message: 'Die Verbindung zum Server wurde unterbrochen.' })).toBe(
      'disconnect.small_session',
    );
  });
  it('leaves a policy close code alone (invented)', () => {
    expect(
      classify({ message: 'Session disconnected with error code 1008: model not found' }).reason,
    ).not.toBe('timeout');
  });
});

// Claude Code's error reference.
describe('a token that does not meet a scope requirement', () => {
  it('is a login to renew, not a dead key (batch 821)', () => {
    const d = { message: 'does not meet scope requirement user:profile' };
    expect(classify(d).reason).toBe('auth');
    expect(rule(d)).toBe('message.auth');
  });
  it('reads the OAuth token named before it the same (invented)', () => {
    expect(
      classify({ message: 'OAuth token does not meet scope requirement user:profile' }).reason,
    ).toBe('auth');
  });
  it('leaves the inference scope as the dead key it is held as (held h122)', () => {
    expect(
      classify({
        message:
          'Error: 403 {"type":"error","error":{"type":"permission_error","message":"OAuth token does not meet scope requirement any_of(user:inference, user:ccr_inference)"}}',
      }).reason,
    ).toBe('auth_permanent');
  });
});
