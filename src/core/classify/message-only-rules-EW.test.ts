/**
 * Group EW's message-only rules (session 61): wordings a client keeps without status, body or code,
 * read from the words alone, with the held lines they were written for, a second rendering and the
 * neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('an app that failed to fetch a thing and names the status it got back (held h417, h1160)', () => {
  const copilotModels =
    "[ERROR][GitHubCopilotModelsAPI] Failed to fetch models: 403 content-security-policy: default-src 'none'; sandbox";
  const capi = "Failed to fetch models from CAPI { status: 500, statusText: '' }";
  it('reads the status in the words, not the transport, from the message alone', () => {
    expect(reasonOf(copilotModels)).toBe('auth');
    expect(reasonOf(capi)).toBe('server_error');
  });
  it('reads it the same under its status', () => {
    expect(reasonOf(copilotModels, 403)).toBe('auth');
    expect(reasonOf(capi, 500)).toBe('server_error');
  });
  it('leaves a fetch that got no answer to the transport', () => {
    expect(reasonOf('Failed to fetch')).toBe('timeout');
    expect(reasonOf('TypeError: Failed to fetch')).toBe('timeout');
    expect(reasonOf('Failed to fetch', 500)).toBe('timeout');
    expect(reasonOf('Failed to fetch models from Ollama. Please ensure Ollama is running.')).toBe(
      'timeout',
    );
    expect(reasonOf('Failed to fetch tools: connect ECONNREFUSED 127.0.0.1:8080')).toBe('timeout');
  });
});

describe("a relay's 500 around Cloudflare Workers' 'Network connection lost' (held h508)", () => {
  it('reads the cut transport from the message alone', () => {
    expect(reasonOf('Error: 500 Network connection lost.')).toBe('timeout');
  });
  it('reads it the same under its 500, as the words without a status', () => {
    expect(reasonOf('Error: 500 Network connection lost.', 500)).toBe('timeout');
    expect(reasonOf('Network connection lost.')).toBe('timeout');
  });
  it("leaves a 500 that names no transport, and a provider's 502 event, to the server", () => {
    expect(reasonOf('500 Internal Server Error', 500)).toBe('server_error');
    expect(
      classifyError(
        errorFromDescriptor({
          body: {
            code: 502,
            message: 'Network connection lost.',
            metadata: { error_type: 'provider_unavailable' },
          },
        }),
      ).reason,
    ).toBe('server_error');
  });
});

describe("Python's TypeError for a call the server's own code made wrong (held h529, h982)", () => {
  const missing = "acreate_batch() missing 1 required positional argument: 'input_file_id'";
  const twice = "multiple values for keyword argument 'messages'";
  it('reads a server error from the message alone', () => {
    expect(reasonOf(missing)).toBe('server_error');
    expect(reasonOf(twice)).toBe('server_error');
  });
  it('reads it the same under the 500 it came with', () => {
    expect(reasonOf(missing, 500)).toBe('server_error');
    expect(reasonOf(`TypeError: create() got ${twice}`, 500)).toBe('server_error');
  });
  it("leaves a caller's argument a library refuses, and a client SDK's own exception, alone", () => {
    expect(reasonOf("Completions.create() got an unexpected keyword argument 'images'")).toBe(
      'format_error',
    );
    expect(
      reasonOf(
        "TypeError: APIStatusError.__init__() missing 2 required keyword-only arguments: 'response' and 'body'",
      ),
    ).toBe('unknown');
    expect(reasonOf("APIError.__init__() missing 1 required positional argument: 'request'")).toBe(
      'unknown',
    );
  });
});

describe("Bedrock's ModelNotReadyException named in the message under its 429 (held h884)", () => {
  it('reads capacity from the message alone', () => {
    expect(reasonOf('429 ModelNotReadyException')).toBe('overloaded');
  });
  it('reads it the same under the 429', () => {
    expect(reasonOf('429 ModelNotReadyException', 429)).toBe('overloaded');
  });
  it('leaves a plain 429, and the name quoted as a code in a carried body, to the rate limit', () => {
    expect(reasonOf('429 Too Many Requests', 429)).toBe('rate_limit');
    expect(
      reasonOf(
        '429 {"error":"Rate limit reached for requests","code":"ModelNotReadyException"}',
        429,
      ),
    ).toBe('rate_limit');
  });
});

describe('a token or key said not provided, in Chinese (held h905, h1197 New API)', () => {
  const relayed =
    'API Error (401 {"error":{"message":"未提供令牌 (request id: 20250812183246449578237uTwsKUhC)","type":"new_api_error"}}) · Retrying in 1 seconds… (attempt 1/10)';
  it('reads a key no one set from the message alone', () => {
    expect(reasonOf('未提供令牌')).toBe('auth_permanent');
    expect(reasonOf(relayed)).toBe('auth_permanent');
  });
  it('reads it the same under its 401', () => {
    expect(reasonOf(relayed, 401)).toBe('auth_permanent');
    expect(reasonOf('未提供API密钥', 401)).toBe('auth_permanent');
  });
  it('leaves something else not provided alone', () => {
    expect(reasonOf('未提供模型名称', 400)).not.toBe('auth_permanent');
    expect(reasonOf('未提供图片')).not.toBe('auth_permanent');
  });
});

describe("the code service_unavailable as a message, also at the end of a product's code (held h967)", () => {
  it('reads capacity from the message alone', () => {
    expect(reasonOf('jetpack_ai_service_unavailable')).toBe('overloaded');
    expect(reasonOf('service_unavailable')).toBe('overloaded');
  });
  it('reads it the same under its 503', () => {
    expect(reasonOf('jetpack_ai_service_unavailable', 503)).toBe('overloaded');
  });
  it("leaves DuckDuckGo's throttle type, and other codes, alone", () => {
    expect(
      classifyError(
        errorFromDescriptor({
          body: { action: 'error', status: 429, type: 'ERR_SERVICE_UNAVAILABLE' },
        }),
      ).reason,
    ).toBe('rate_limit');
    expect(reasonOf('jetpack_ai_service_disabled')).not.toBe('overloaded');
  });
});
