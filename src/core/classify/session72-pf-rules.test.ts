/**
 * Rules of session 72's group PF for the held lines the "without status" rendering missed: a status
 * the error still states once its status field is gone (a client's printed response, a server's
 * error page, an envelope's own `status`). Each describe has the held line's wording, a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("Python requests' printed Response names its status", () => {
  it('is the 429 under a client\'s "Network Error:" without its status (h1763)', () => {
    const result = classify({ message: 'Network Error:\n<Response [429]>' });
    expect(result.reason).toBe('rate_limit');
    expect(result.status).toBe(429);
  });
  it('is a 503 and a 401 printed the same way, and the line with its 429', () => {
    expect(classify({ message: 'request failed: <Response [503]>' }).reason).toBe('overloaded');
    expect(classify({ message: 'HTTPError <Response [401]>' }).status).toBe(401);
    expect(classify({ status: 429, message: 'Network Error:\n<Response [429]>' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a Response with a 2xx, and the bare network error, alone', () => {
    expect(classify({ message: 'Network Error:\n<Response [200]>' }).status).toBeUndefined();
    expect(classify({ message: 'Network Error' }).reason).toBe('timeout');
  });
});

describe("Python http.server's and a bare page's own status", () => {
  const MLX_PAGE =
    '<!DOCTYPE HTML>\n<html lang="en">\n    <head>\n        <meta charset="utf-8">\n        <title>Error response</title>\n    </head>\n    <body>\n        <h1>Error response</h1>\n        <p>Error code: 501</p>\n        <p>Message: Unsupported method (\'GET\').</p>\n        <p>Error code explanation: 501 - Server does not support this operation.</p>\n    </body>\n</html>';
  it("is mlx-lm's 501 page without its status (h1732)", () => {
    const result = classify({
      body: MLX_PAGE,
      message: "127.0.0.1 - - [21/Oct/2024 19:25:54] code 501, message Unsupported method ('GET')",
    });
    expect(result.reason).toBe('format_error');
    expect(result.status).toBe(501);
  });
  it("is the same page's 404, kept as the whole message", () => {
    const page = MLX_PAGE.replace(/501/g, '404').replace("Unsupported method ('GET')", 'Not Found');
    expect(classify({ message: page }).status).toBe(404);
  });
  it('is a bare "<h2>Error 404</h2>" page under a parse error (h277), in capitals too', () => {
    const h277 = {
      body: '<h1>Not Found</h1>\n<h2>Error 404</h2>\n',
      message: 'FormatException: Unexpected character (at offset 0)',
      name: 'FormatException',
    };
    // The reason (model_not_found) was the vote's; this rule reads the status (session 74's retrain).
    expect(classify(h277).status).toBe(404);
    expect(classify({ ...h277, body: '<H1>Not Found</H1>\n<H2>Error 404</H2>\n' }).status).toBe(
      404,
    );
  });
  it('leaves "Error code: 429" inside another page\'s text, and a 2xx paragraph, alone', () => {
    const mixed = classify({
      body: '<html><body>Bad Gateway\n\t  Error code: 429 - rate limit</body></html>',
      message: 'ExpiredTokenException: The security token included in the request is expired',
      name: 'ExpiredTokenException',
    });
    expect(mixed.status).toBeUndefined();
    expect(mixed.reason).toBe('auth');
    expect(classify({ body: '<p>Error code: 200</p>' }).status).toBeUndefined();
  });
});

describe("Pollinations' success:false envelope states its own status", () => {
  const inner = JSON.stringify({
    error: 'Internal Server Error',
    message: 'HTTP error! status: 403, body: {"detail":"Unauthorized"}',
    requestId: 'nxnrhs',
  });
  it("is the 500 whose message quotes the image backend's 403 (h364)", () => {
    const result = classify({
      body: { success: false, error: { message: inner, code: 'INTERNAL_ERROR' }, status: 500 },
    });
    expect(result.reason).toBe('server_error');
    expect(result.status).toBe(500);
  });
  it('is a 402 and a 429 in the same envelope', () => {
    expect(
      classify({
        body: {
          success: false,
          error: { message: 'API key budget exhausted. Please top up or create a new key.' },
          status: 402,
        },
      }).reason,
    ).toBe('billing');
    expect(
      classify({
        body: { success: false, error: { message: 'Slow down', code: 'X' }, status: 429 },
      }).status,
    ).toBe(429);
  });
  it('leaves a success:true document, and a bare status beside an error object, alone', () => {
    expect(
      classify({ body: { success: true, error: { message: 'Slow down' }, status: 429 } }).status,
    ).toBeUndefined();
    expect(
      classify({ body: { error: { message: 'Something odd' }, status: 500 } }).status,
    ).toBeUndefined();
  });
});

describe("a server's request log line and a sentence's closing bracket name the status", () => {
  it("is opencode's server line with its arrow, without its 400 (h707)", () => {
    const result = classify({
      message:
        'Error: opencode server GET http://opencode.internal/provider?directory=%2Fhome%2Fneo%2Fproject%2Fair → 400: (empty response body)',
    });
    expect(result.reason).toBe('format_error');
    expect(result.status).toBe(400);
  });
  it("is oMLX's POST line with a 422 and a 503", () => {
    expect(
      classify({ message: "POST /v1/messages → 422: [{'type': 'literal_error'}]" }).status,
    ).toBe(422);
    expect(classify({ message: 'POST /v1/chat/completions → 503: busy' }).reason).toBe(
      'overloaded',
    );
  });
  it("is Notion's 'Something went wrong. (400)' beside its ValidationError (h396)", () => {
    const body = {
      errorId: 'b2a1b4b6',
      name: 'ValidationError',
      debugMessage: 'Invalid input.',
      message: 'Something went wrong. (400)',
    };
    expect(classify({ body }).reason).toBe('format_error');
    expect(classify({ message: 'Something went wrong. (503)' }).status).toBe(503);
  });
  it('leaves an arrow without a method, a count in brackets and a 2xx alone', () => {
    expect(classify({ message: 'retry 1 → 400: giving up' }).status).toBeUndefined();
    expect(classify({ message: 'Processed the batch (400)' }).status).toBeUndefined();
    expect(classify({ message: 'GET /v1/models → 200: ok' }).status).toBeUndefined();
  });
});

describe("a document's own 'come back later' status (rate_limit)", () => {
  it('is the whole body of the 429, without its status (h942)', () => {
    const result = classify({ body: { status: 'come back later' } });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('code.come back later');
  });
  it('is the same body with its 429, and in capitals', () => {
    expect(classify({ status: 429, body: { status: 'come back later' } }).reason).toBe(
      'rate_limit',
    );
    expect(classify({ body: { status: 'Come Back Later' } }).reason).toBe('rate_limit');
  });
  it("leaves a message's own words to decide, and a status that says other words", () => {
    expect(
      classify({
        body: {
          status: 'come back later',
          error: { message: 'Incorrect API key provided: sk-xxxx.' },
        },
      }).reason,
    ).toBe('auth_permanent');
    expect(classify({ body: { status: 'see you later' } }).explain.at(-1)?.rule).not.toBe(
      'code.come back later',
    );
  });
});

describe('a gateway\'s "Provider returned an error" said alone (server_error)', () => {
  it("is GAIB's UPSTREAM_ERROR body without its 502 (h900)", () => {
    const result = classify({
      body: { error: 'UPSTREAM_ERROR', message: 'Provider returned an error' },
      message: 'Provider returned an error',
      code: 'UPSTREAM_ERROR',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('default.provider_returned_error');
  });
  it("is OpenRouter's wording still, and the line with its 502", () => {
    expect(classify({ message: 'Provider returned error' }).reason).toBe('server_error');
    expect(classify({ status: 502, message: 'Provider returned an error' }).reason).toBe(
      'server_error',
    );
  });
  it("leaves the provider's own 400 words inside it alone", () => {
    expect(
      classify({
        message:
          'The AI provider returned an error: Bad Request (400): {"type":"error","error":{"type":"invalid_request_error","message":"messages.0.content.0.image.source.base64.media_type: Input should be \'image/jpeg\', \'image/png\', \'image/gif\' or \'image/webp\'"}}',
      }).reason,
    ).toBe('format_error');
  });
});

describe("a relay's own upstream key missing (server_error)", () => {
  const body = {
    error: {
      message: 'upstream provider credentials unavailable',
      type: 'invalid_request_error',
      code: 'missing_upstream_key',
    },
  };
  it("is api.go's code without its 502 (h891)", () => {
    const result = classify({ body, message: 'upstream provider credentials unavailable' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('code.missing_upstream_key');
  });
  it('is the code alone, in capitals', () => {
    expect(classify({ code: 'MISSING_UPSTREAM_KEY', message: 'no key' }).reason).toBe(
      'server_error',
    );
  });
  it("leaves the caller's own missing key alone", () => {
    expect(
      classify({ status: 401, message: 'Missing API key in Authorization header' }).reason,
    ).not.toBe('server_error');
  });
});

describe('a gateway\'s "Upstream service error." said alone (server_error)', () => {
  it('is the Bedrock gateway body without its 502 (h1732)', () => {
    const result = classify({ body: { detail: 'Upstream service error.' } });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('default.upstream_service_error');
  });
  it('is the same words as a message, and with the 502', () => {
    expect(classify({ message: 'Error: upstream service error' }).reason).toBe('server_error');
    expect(classify({ status: 502, body: { detail: 'Upstream service error.' } }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a service said unavailable, and the same words with its 503, alone', () => {
    expect(classify({ message: 'Service temporarily unavailable' }).reason).toBe('overloaded');
    expect(classify({ status: 503, body: { detail: 'Upstream service error.' } }).reason).toBe(
      'overloaded',
    );
  });
});
