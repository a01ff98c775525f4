/**
 * Rule group SB, session 74: the misses of held-out batches 1853–1880 fixed by general rules, each
 * with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf as reason } from '../../../test/support/classified.js';

describe("a relay's access-log prefix is no transient status of the refresh it relays", () => {
  const refused =
    "Client error '401 Unauthorized' for url 'https://prod.us-east-1.auth.desktop.kiro.dev/refreshToken'";
  it('reads the refresh refused under KiroGate\'s "HTTP 500 - POST /path -" as a dead login', () => {
    expect(
      classified({ status: 500, message: `HTTP 500 - POST /v1/chat/completions - ${refused}` }),
    ).toEqual({ reason: 'auth_permanent', rule: 'status.500.refresh_failed' });
    expect(
      classified({ status: 502, message: `HTTP 502 - POST /v1/messages - ${refused}` }),
    ).toEqual({ reason: 'auth_permanent', rule: 'status.502.refresh_failed' });
    expect(reason({ status: 500, message: refused })).toBe('auth_permanent');
  });
  it('leaves a refresh that met a 5xx, and a 5xx stated after the prefix, to the server', () => {
    expect(
      reason({
        status: 500,
        message:
          "HTTP 500 - POST /v1/chat/completions - Server error '503 Service Unavailable' for url 'https://prod.us-east-1.auth.desktop.kiro.dev/refreshToken'",
      }),
    ).toBe('server_error');
    expect(
      reason({
        status: 500,
        message: `HTTP 500 - POST /v1/chat/completions - Token refresh failed: 503`,
      }),
    ).toBe('server_error');
    expect(reason({ status: 500, message: 'HTTP 500 - POST /v1/chat/completions - boom' })).toBe(
      'server_error',
    );
  });
});

describe("gemini-webapi's stale SECURE_1PSIDTS cookie under a proxy's 5xx", () => {
  const message =
    '错误：status code 500: Failed to initialize client. SECURE_1PSIDTS could get expired frequently, please make sure cookie values are up to date. (Failed initialization attempts: 1)';
  it('reads the cookie, as without a status', () => {
    expect(classified({ status: 500, message })).toEqual({
      reason: 'auth',
      rule: 'status.500.session_cookie_expired',
    });
    expect(
      reason({
        status: 502,
        message:
          'Failed to initiate client. SECURE_1PSIDTS could get expired frequently, please make sure cookie values are up to date.',
      }),
    ).toBe('auth');
    expect(reason({ message })).toBe('auth');
  });
  it('leaves other client initialisation failures to the 500', () => {
    expect(
      reason({
        status: 500,
        message: 'Failed to initialize client. (Failed initialization attempts: 1)',
      }),
    ).toBe('server_error');
  });
});

describe("llama.cpp's grammar parse failure relayed in a host's 5xx", () => {
  const inner =
    'Engine protocol predict request returned 400: {"error":{"code":400,"message":"Failed to initialize samplers: failed to parse grammar","type":"invalid_request_error"}}';
  it('reads the relayed 400 as the request', () => {
    expect(classified({ status: 500, message: `500 ${inner}` })).toEqual({
      reason: 'format_error',
      rule: 'status.500.relayed_malformed_400',
    });
    expect(reason({ status: 502, message: `Upstream error: ${inner}` })).toBe('format_error');
    expect(reason({ status: 400, message: inner })).toBe('format_error');
  });
  it('leaves a relayed 400 that invites a retry, and other engine 500s, to the server', () => {
    expect(reason({ status: 500, message: `500 ${inner} Please try again later.` })).toBe(
      'server_error',
    );
    expect(
      reason({
        status: 500,
        message: 'Engine protocol predict request failed: failed to parse response',
      }),
    ).toBe('server_error');
  });
});

describe('urllib3\'s "Max retries exceeded" after a client\'s "Error processing image:"', () => {
  it('reads the refused connection, not an image over its size', () => {
    expect(
      reason({
        message:
          "Error processing image: HTTPConnectionPool(host='localhost', port=11434): Max retries exceeded with url: /api/generate (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7e3f767f5a10>: Failed to establish a new connection: [Errno 111] Connection refused'))",
      }),
    ).toBe('timeout');
    expect(
      reason({
        message:
          "Error processing image: HTTPSConnectionPool(host='api.example.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ConnectTimeoutError(…))",
      }),
    ).toBe('timeout');
  });
  it('still reads an image over its size', () => {
    expect(
      reason({ status: 400, message: 'Error processing image: image exceeds 5 MB maximum' }),
    ).toBe('image_too_large');
    expect(reason({ message: 'image exceeds the maximum allowed size' })).toBe('image_too_large');
  });
});

describe("Docker Model Runner's model too big for the host under its 507", () => {
  const message =
    'Failed to pull model: pulling ai/qwen2.5:7B-F16 failed with status 507 Insufficient Storage: Runtime memory requirement for model exceeds total system memory';
  it('reads the model, as Ollama\'s "model requires more system memory"', () => {
    expect(classified({ status: 507, message })).toEqual({
      reason: 'model_not_found',
      rule: 'status.507.model_too_big',
    });
    expect(reason({ message })).toBe('model_not_found');
    expect(
      reason({
        status: 500,
        message: 'runtime memory requirement for the model exceeds total system memory',
      }),
    ).toBe('model_not_found');
  });
  it('leaves a bare 507, and a disk that is full, to the server', () => {
    expect(reason({ status: 507, message: 'Insufficient Storage' })).toBe('server_error');
    expect(reason({ status: 507, message: 'No space left on device' })).toBe('server_error');
  });
});

describe("a 401 with the model's own code and words", () => {
  it('reads the model, not the key', () => {
    expect(
      classified({
        status: 401,
        body: {
          error: {
            code: 'invalid_model',
            message: 'The model does not exist or you do not have access to it.',
            type: 'invalid_request_error',
          },
          id: 'as-u9rjriyrcp',
        },
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.401.model_code' });
    expect(
      reason({
        status: 401,
        body: {
          error: {
            message: 'The model `gpt-4o` does not exist or you do not have access to it.',
            type: 'invalid_request_error',
            code: 'model_not_found',
          },
        },
      }),
    ).toBe('model_not_found');
  });
  it('leaves a key verdict and a 401 without the model code to the key', () => {
    expect(
      reason({
        status: 401,
        body: {
          error: {
            message: 'Incorrect API key provided: sk-abc. You can find your API key at …',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        },
      }),
    ).toBe('auth_permanent');
    expect(
      reason({
        status: 401,
        body: { error: { code: 'invalid_model', message: 'Invalid API key provided.' } },
      }),
    ).toBe('auth_permanent');
    expect(reason({ status: 401, body: { error: { message: 'Unauthorized' } } })).toBe(
      'auth_permanent',
    );
    expect(reason({ status: 401, message: 'Request failed with status code 401' })).toBe('auth');
  });
});

describe('Cursor\'s "Not logged in. If you are logged in, try logging out and back in."', () => {
  const body = {
    type: 'error',
    code: 'unauthenticated',
    message:
      '{"title":"Not logged in.","detail":"Not logged in. If you are logged in, try logging out and back in."}',
    param: null,
  };
  it('reads a login to do again, as the held "not logged in" lines', () => {
    expect(classified({ body, code: 'unauthenticated' })).toEqual({
      reason: 'auth_permanent',
      rule: 'code.unauthenticated',
    });
    expect(
      reason({
        status: 401,
        message: 'NOT LOGGED IN. If you are logged in, try logging out and back in.',
      }),
    ).toBe('auth_permanent');
    expect(reason({ message: 'Not logged in · Please run /login' })).toBe('auth_permanent');
  });
  it('leaves a bare "Not logged in." under the code, and an expired login, refreshable', () => {
    expect(reason({ body: { ...body, message: 'Not logged in.' }, code: 'unauthenticated' })).toBe(
      'auth',
    );
    expect(
      reason({
        status: 401,
        message: 'Your session has expired. Not logged in. Please run /login',
      }),
    ).toBe('auth');
  });
});

describe("a 404 answered with a web site's whole HTML page", () => {
  it('reads the wrong path', () => {
    expect(
      classified({
        status: 404,
        message:
          'unexpected status 404 Not Found: <!DOCTYPE html><!--9RX4Zyl_24RoSgOayFvT_--><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2"/>...',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.404.html_page' });
    expect(
      reason({
        status: 404,
        message:
          'bad response status code 404, body: <!DOCTYPE html><html data-dpl-id="dpl_x" lang="en"><head><meta charSet="utf-8"/>',
      }),
    ).toBe('format_error');
  });
  it('leaves a doctype with no page after it, and a model named, to their readings', () => {
    expect(
      reason({
        status: 404,
        message: 'Unexpected status code: [404], response body: <!DOCTYPE html>',
      }),
    ).toBe('unknown');
    expect(
      reason({
        status: 404,
        message:
          'The model `gpt-9` does not exist <!DOCTYPE html><html lang="en"><head></head></html>',
      }),
    ).toBe('model_not_found');
    expect(
      reason({ status: 500, message: '<!DOCTYPE html><html lang="en"><body>oops</body></html>' }),
    ).toBe('server_error');
  });
});

describe("Copilot BYOK's Ollama version probe that got no answer", () => {
  const message =
    "Error: Unable to verify Ollama server version. Please ensure you have Ollama version 0.6.4 or higher installed. If you're running an older version, please upgrade from https://ollama.ai";
  it('reads the unreachable server, not a model to upgrade', () => {
    expect(classified({ message })).toEqual({
      reason: 'timeout',
      rule: 'message.ollama_version_unverified',
    });
    expect(reason({ message: 'unable to verify ollama server version' })).toBe('timeout');
  });
  it('leaves an Ollama model that needs a newer version to the model', () => {
    expect(
      reason({
        status: 412,
        message:
          'The model you are attempting to pull requires a newer version of Ollama. Please download the latest version at: https://ollama.com/download',
      }),
    ).toBe('model_not_found');
    expect(reason({ status: 500, message })).toBe('server_error');
  });
});
