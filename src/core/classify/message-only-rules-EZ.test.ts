/**
 * Group EZ's message-only rules (session 61): wordings a client keeps without status, body or code,
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

describe("Google's front end refusing the client a URL (held h1233)", () => {
  const page =
    'Your client does not have permission to get URL /v1beta/models/gemini-2.5-flash:generateContent from this server.';
  it('reads the caller refused, not the model in the path, from the message alone', () => {
    expect(reasonOf(page)).toBe('auth');
    expect(reasonOf('Your client does not have permission to get URL … from this server')).toBe(
      'auth',
    );
  });
  it('reads it the same under its 403', () => {
    expect(reasonOf(page, 403)).toBe('auth');
  });
  it('leaves a permission to use a model to the model rules', () => {
    expect(reasonOf('Your account does not have permission to use gpt-4o-realtime-preview')).toBe(
      'model_not_found',
    );
  });
});

describe("Python's JSONDecodeError for a missing delimiter (held h1006)", () => {
  const decode = "Expecting ',' delimiter: line 1 column 300 (char 299)";
  it("reads the request's JSON from the message alone", () => {
    expect(reasonOf(decode)).toBe('format_error');
    expect(reasonOf("Expecting ':' delimiter: line 1 column 12 (char 11)")).toBe('format_error');
  });
  it('reads it the same under its 400', () => {
    expect(reasonOf(decode, 400)).toBe('format_error');
  });
  it("leaves an empty answer the client could not parse to the server's fault", () => {
    expect(reasonOf('Expecting value: line 1 column 1 (char 0)')).toBe('server_error');
  });
});

describe("a relay naming the upstream's status as it switches account (held h1134)", () => {
  const relay = 'Account 18: upstream error 500, switching account 1/10';
  it('reads the status in the words from the message alone', () => {
    expect(reasonOf(relay)).toBe('server_error');
    expect(reasonOf('Account 3: upstream error 429, switching account 2/10')).toBe('rate_limit');
  });
  it('reads it the same under its 500', () => {
    expect(reasonOf(relay, 500)).toBe('server_error');
  });
  it('leaves an upstream error number with no switch in the words alone', () => {
    expect(reasonOf('Account 18: upstream error 500 tokens, retrying')).not.toBe('server_error');
  });
});
