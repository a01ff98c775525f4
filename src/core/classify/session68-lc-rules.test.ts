/**
 * Group LC's message-only rules (session 68): held lines with a status whose message alone, as a log
 * line keeps it, says what failed, read from the words, with the held line each was written for, a
 * second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('new-api\'s "<field> is required (request id: …)" under a 500 (held h798)', () => {
  it('reads the request as malformed from the message alone', () => {
    expect(reasonOf('500 contents is required (request id: 20251215211019238537934sIFOMpfg)')).toBe(
      'format_error',
    );
    expect(reasonOf('Input is required (request id: 01KYK2XBVCE4B5HQY3BD2SGZK6)', 500)).toBe(
      'format_error',
    );
  });
  it('keeps the messages field it read before', () => {
    expect(reasonOf('field messages is required', 500)).toBe('format_error');
  });
  it('leaves a 500 whose request id follows other words', () => {
    expect(reasonOf('500 Internal error (request id: 2025121521101923853)')).toBe('server_error');
    expect(reasonOf('500 a retry is required later')).toBe('server_error');
  });
});

describe('a kept 401 or 403 before OpenRouter\'s "Provider returned error" (held h1434)', () => {
  it('reads the status the client kept', () => {
    expect(reasonOf('✕ [API Error: 403 Provider returned error]')).toBe('auth');
    expect(reasonOf('Unhandled error type 401 Provider returned error')).toBe('auth');
  });
  it('keeps the 400 it read before', () => {
    expect(reasonOf('Error in Continue server: 400 Provider returned error')).toBe('format_error');
  });
  it('leaves the wordless message without a status', () => {
    expect(reasonOf('Provider returned error')).toBe('server_error');
  });
});

describe('GitHub Models\' "413 Request body too large" after a client\'s words (held h419)', () => {
  it('reads the 413 the pair names', () => {
    expect(
      reasonOf(
        'Generation failed: 413 Request body too large for gpt-4o model. Max size: 8000 tokens.',
      ),
    ).toBe('payload_too_large');
    expect(reasonOf('Upload failed: 413 request body too large')).toBe('payload_too_large');
  });
  it('leaves the wording without its status, read as the context it names', () => {
    expect(reasonOf('Request body too large for o1-mini model. Max size: 4000 tokens')).toBe(
      'context_overflow',
    );
  });
});

describe('a model tag quoted through two relays before "does not support thinking" (held h1523)', () => {
  const held =
    'API Error: 400 {"error":{"message":"Error from provider(ollama,qwen2.5-coder:1.5b: 400): {\\"error\\":{\\"message\\":\\"\\\\\\"qwen2.5-coder:1.5b\\\\\\" does not support thinking\\",\\"type\\":\\"api_error\\"';
  it('reads the model lacking the capability from the message alone', () => {
    expect(reasonOf(held)).toBe('model_not_found');
    expect(reasonOf(held.replace('thinking', 'tools'), 400)).toBe('model_not_found');
  });
  it('keeps the plainly quoted tag', () => {
    expect(reasonOf('"qwen2.5-coder:1.5b" does not support thinking', 400)).toBe('model_not_found');
  });
  it('leaves a request parameter the server does not support', () => {
    expect(reasonOf('{\\"error\\":\\"this endpoint does not support streaming\\"}', 400)).toBe(
      'format_error',
    );
  });
});

describe("OpenCode's MissingSessionID written in a kept message (held h732)", () => {
  // The held message in full: its trailing `body=` copy is what the client-gated key rule read.
  const held =
    'OpenCode statusCode=400 data={"error":{"message":"Error from provider (Console): OpenCode\'s free tier can only be used in OpenCode","type":"MissingSessionID"}} body={"type":"error","error":{"type":"MissingSessionID","message":"Error from provider (Console): OpenCode\'s free tier can only be used in OpenCode"}}';
  it('reads the missing session header, not a client-gated key', () => {
    expect(reasonOf(held)).toBe('format_error');
    expect(reasonOf(held.replace('MissingSessionID', 'missing_session_id'), 400)).toBe(
      'format_error',
    );
  });
  it('leaves a credential kept for one client', () => {
    expect(
      reasonOf(
        'HTTP 400: This credential is only authorized for use with Claude Code and cannot be used for other API requests.',
      ),
    ).toBe('auth');
    expect(reasonOf("400 OpenCode's free tier can only be used in OpenCode")).toBe('auth');
  });
});

describe('DMXAPI\'s "API key status invalid" (held h797)', () => {
  it('reads a rejected key from the message alone', () => {
    expect(
      reasonOf(
        '400 - "{\\"error\\":\\"API key status invalid\\",\\"type\\":\\"api-key\\",\\n\\"status\\":\\"invalid\\"}"',
      ),
    ).toBe('auth_permanent');
    expect(reasonOf('api_key status is invalid', 401)).toBe('auth_permanent');
  });
  it('leaves a status field that is invalid in the request', () => {
    expect(reasonOf('400 - invalid value for field "status"')).toBe('format_error');
  });
});

describe('Lua cjson\'s "found invalid token at character" (held h622, h710)', () => {
  it("reads no credential in the parser's token", () => {
    expect(
      reasonOf(
        'Failed parse response:\nUnprocessable Entity\n"Expected value but found invalid token at character 1"',
      ),
    ).toBe('format_error');
    expect(reasonOf('Expected value but found invalid token at character 1', 422)).toBe(
      'format_error',
    );
  });
  it('leaves a token the provider calls invalid', () => {
    expect(reasonOf('Error: invalid token')).not.toBe('format_error');
    expect(reasonOf('401 invalid token')).toMatch(/^auth/);
    expect(reasonOf('Authentication failed: invalid token at login')).toMatch(/^auth/);
  });
});

describe("Azure's deployment capacity quota under a 400 (held h552)", () => {
  const held =
    'creating Deployment: performing CreateOrUpdate: unexpected status 400 (400 Bad Request) with error: InsufficientQuota: This operation require 240 new capacity in quota Tokens Per Minute (thousands) - Text-Embedding-Ada-002, which is bigger than the current available capacity 0.';
  it("reads the subscription's quota, not a rate, from the message alone", () => {
    expect(reasonOf(held)).toBe('billing');
    expect(
      reasonOf(
        "The specified capacity '120' of account deployment is bigger than available capacity '0' for UsageName 'Tokens Per Minute (thousands) - GPT-35-Turbo'.",
        400,
      ),
    ).toBe('billing');
  });
  it('leaves a tokens-per-minute rate the caller hit under a 400', () => {
    expect(
      reasonOf('400 Rate limit reached for gpt-4o on tokens per minute (TPM): Limit 30000'),
    ).toBe('rate_limit');
  });
});

describe('a leading status before a bracketed socket error (held h729)', () => {
  it("reads the gateway's status before the disconnect words", () => {
    expect(reasonOf('Error: 502 [Errno 32] Broken pipe')).toBe('server_error');
    expect(reasonOf('Error: 503 [Errno 104] Connection reset by peer')).toBe('overloaded');
  });
  it('leaves the disconnect without a status', () => {
    expect(reasonOf('IO error: Broken pipe (os error 32)')).toBe('timeout');
    expect(reasonOf('Error: [Errno 32] Broken pipe')).toBe('timeout');
  });
});

describe('the Dart clients\' "JSON error unexpected character at (0)" (held h618, h495)', () => {
  it("reads an answer that was not JSON, the server's fault", () => {
    expect(reasonOf('JSON error unexpected character at (0)')).toBe('server_error');
    expect(reasonOf('Exception: JSON ERROR UNEXPECTED CHARACTER AT (12)', 502)).toBe(
      'server_error',
    );
  });
  it('leaves a character the request put in its own JSON', () => {
    expect(reasonOf('400 invalid JSON in request body: unexpected character at (0)')).toBe(
      'format_error',
    );
  });
});

describe("a status after a colon before the answer's HTML page (held h459)", () => {
  it('reads the status the page came with', () => {
    expect(
      reasonOf(
        'RuntimeError: Failed to request to remote API after 3 attempts: 504 <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd"> <html><head> <meta type="copyright" content="Copyright (C) 1996-2020 The Squid Software Foundation and contributors"> <meta http-equiv="Content-Type" content="text/html; charset=utf-8"> <title>ERROR: The requested URL could',
      ),
    ).toBe('timeout');
    expect(reasonOf('upstream call failed: 502 <html><body>bad gateway</body></html>')).toBe(
      'server_error',
    );
  });
  it('leaves a page with no status before it', () => {
    expect(
      reasonOf('Unexpected response: <!DOCTYPE html><html><body>Hello</body></html>'),
    ).not.toBe('timeout');
  });
});
