/**
 * Rules written in session 49 by the lead, beside the rule groups: a proxy's HTML error page that a
 * client kept as its whole message (held h384, acheong08/ChatGPT#1339: Cloudflare's "523: Origin is
 * unreachable" page) names its status in the title as a body would; the retrained vote had read the
 * page's words as a refused key.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const PAGE_523 =
  '<title>bypass.churchless.tech | 523: Origin is unreachable</title>\n<meta charset="UTF-8" />\n<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/main.css" />';

describe("a proxy's HTML error page kept as the client's message", () => {
  it("reads the status in Cloudflare's title (held h384)", () => {
    const result = classify({ message: PAGE_523 });
    expect(result.reason).toBe('server_error');
    expect(result.status).toBe(523);
    expect(result.explain.at(-1)?.rule).toBe('status.523');
  });
  it('reads the same page kept as the body the same (the rule it joins)', () => {
    expect(classify({ body: PAGE_523 }).reason).toBe('server_error');
  });
  it("reads Cloudflare's 521 page as the server's, not a refused key (invented)", () => {
    const result = classify({
      message: '<!DOCTYPE html>\n<title>api.example.com | 521: Web server is down</title>',
    });
    expect(result.reason).toBe('server_error');
    expect(result.status).toBe(521);
  });
  it("reads a 522 page as the connection's (invented)", () => {
    expect(
      classify({ message: '<title>api.example.com | 522: Connection timed out</title>' }).reason,
    ).toBe('timeout');
  });
  it('leaves a status the client kept: its own answer stands (invented)', () => {
    expect(classify({ status: 403, message: PAGE_523 }).status).toBe(403);
  });
  it('leaves a message that only quotes a page after its own words (invented)', () => {
    const result = classify({
      message: 'Upstream said: <title>api.example.com | 523: Origin is unreachable</title>',
    });
    expect(result.status).not.toBe(523);
  });
  it('leaves a message beside a body: the body is the page that counts (invented)', () => {
    const result = classify({
      message: '<title>api.example.com | 523: Origin is unreachable</title>',
      body: {
        error: { message: 'The model `gpt-x` does not exist', type: 'invalid_request_error' },
      },
    });
    expect(result.status).not.toBe(523);
  });
});

// The session's closing review of groups CB–CE's rules (invented neighbours of their real lines).
describe("the closing review of session 49's rules", () => {
  it("reads an upstream service unavailable on a 429 as the upstream's, however it is worded", () => {
    for (const message of [
      'Upstream service is temporarily unavailable',
      'Upstream service is currently unavailable',
      'Upstream model provider is temporarily unavailable. Please try again in a moment.',
    ]) {
      expect(classify({ status: 429, message }).reason).toBe('upstream_rate_limit');
    }
  });
  it('leaves the same words on a 502 to capacity', () => {
    expect(
      classify({ status: 502, message: 'Upstream service temporarily unavailable' }).reason,
    ).toBe('overloaded');
  });
  it("reads Vertex's instance cap on a 500 past the count gate", () => {
    const result = classify({
      status: 500,
      message: '250 instance(s) is allowed per prediction. Actual: 512',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.image_count_cap');
  });
  it('does not read a per-second quota (QPS配额) as money', () => {
    expect(classify({ message: 'QPS配额不足，请稍后重试' }).reason).not.toBe('billing');
    expect(classify({ message: 'API 密钥配额不足' }).reason).toBe('billing');
  });
  it('reads free usage reached for the month as billing, not a window', () => {
    expect(classify({ message: 'Free usage limit reached for this month.' }).reason).toBe(
      'billing',
    );
  });
  it("does not read an endpoint unavailable in the caller's region as capacity", () => {
    expect(classify({ message: 'This endpoint is unavailable in your region' }).reason).not.toBe(
      'overloaded',
    );
  });
  it('reads a suspension for failing to pay as billing', () => {
    expect(
      classify({
        message: 'Account acme is suspended due to failure to pay past invoices.',
      }).reason,
    ).toBe('billing');
  });
});
