/**
 * Rules written for misses of held-out batches 424–433 (session 40, rounds 2–3) that no rules group
 * took, after the batches had been scored without them (on bd5b54c): each rule's real wording (from
 * the batch line named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(
  descriptor: Record<string, unknown>,
  context: Parameters<typeof classifyError>[1] = {},
) {
  return classifyError(errorFromDescriptor(descriptor), context);
}

const HTTPX_400 =
  "Client error '400 Bad Request' for url 'https://api.anthropic.com/v1/messages?beta=prompt_caching'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/400";

// PearAI's server wrapped httpx's text for Anthropic's 400 in its own 500 body (batch 431,
// microsoft/vscode#243694).
describe("httpx's text for a provider's 400 inside a relay's 5xx", () => {
  it("PearAI's {code: 500} body around Anthropic's 400 (batch 431)", () => {
    const result = classify({ body: { code: 500, message: `Unexpected error: ${HTTPX_400}` } });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.relayed_httpx_400');
  });
  it('the same under an HTTP 502 status (invented)', () => {
    const result = classify({ status: 502, message: `upstream failed: ${HTTPX_400}` });
    expect(result.reason).toBe('format_error');
  });
  it('the same text without the relay’s code still reads the 400 (held form)', () => {
    expect(classify({ message: HTTPX_400 }).reason).toBe('format_error');
  });
  it('a large session reads the relayed bare 400 as an overflow, as a direct one (invented)', () => {
    const result = classify(
      { body: { code: 500, message: `Unexpected error: ${HTTPX_400}` } },
      { approxTokens: 150_000, numMessages: 120 },
    );
    expect(result.reason).toBe('context_overflow');
  });
  it("httpx's text for a provider's 500 stays a server fault (invented)", () => {
    const result = classify({
      body: {
        code: 500,
        message:
          "Unexpected error: Server error '500 Internal Server Error' for url 'https://api.anthropic.com/v1/messages'",
      },
    });
    expect(result.reason).toBe('server_error');
  });
  it('not with an invitation to retry beside it (invented)', () => {
    const result = classify({
      status: 503,
      message: `${HTTPX_400} The service is temporarily unavailable, please try again later.`,
    });
    expect(result.reason).not.toBe('format_error');
  });
  it("httpx's text for a 401 under a 500 is no 400 (invented)", () => {
    const result = classify({
      body: {
        code: 500,
        message:
          "Unexpected error: Client error '401 Unauthorized' for url 'https://api.anthropic.com/v1/messages'",
      },
    });
    expect(result.explain.at(-1)?.rule).not.toBe('status.500.relayed_httpx_400');
  });
  it('not for an OAuth token endpoint, whose 400 is a refused credential (invented; review rw40c)', () => {
    const result = classify({
      body: {
        code: 500,
        message:
          "Unexpected error: Client error '400 Bad Request' for url 'https://login.example.com/oauth2/v2.0/token'",
      },
    });
    expect(result.explain.at(-1)?.rule).not.toBe('status.500.relayed_httpx_400');
  });
});
