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
