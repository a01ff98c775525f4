/**
 * Group OC's rules for the "message only" rendering (session 71): held lines whose message says what
 * failed in a provider's or server's own words, read right when a log kept only the message, each
 * with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

describe("llama.cpp's 'Failed to load image or audio file' (held h314, h1712 ×2, h1731)", () => {
  it('reads the message alone as the request media the server could not decode', () => {
    const held = { message: 'Failed to load image or audio file' };
    expect(reasonOf(held)).toBe('format_error');
    expect(ruleOf(held)).toBe('message.media_file_load_failed');
  });
  it('reads it in capitals and keeps the 400 reading where the status survived', () => {
    expect(reasonOf({ message: 'ERROR: FAILED TO LOAD IMAGE OR AUDIO FILE.' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 400, message: 'Failed to load image or audio file' })).toBe(
      'format_error',
    );
    expect(ruleOf({ message: '400 Failed to load image or audio file' })).toBe('status.400');
  });
  it('leaves the neighbours it does not name to their readings', () => {
    // A model the server could not load is the server's, not the request's.
    expect(reasonOf({ message: 'Failed to load model' })).toBe('server_error');
    expect(reasonOf({ status: 500, message: 'Failed to load model' })).toBe('server_error');
    // Other "failed to load" wordings are not this server's sentence: no rule here reads them.
    expect(ruleOf({ message: 'Failed to load image' })).not.toBe('message.media_file_load_failed');
    expect(ruleOf({ message: 'Failed to load audio file' })).not.toBe(
      'message.media_file_load_failed',
    );
  });
});

describe("new-api's sensitive_words_detected code kept as a 5xx message (held h1691)", () => {
  it("reads the client's message alone as the relay's content verdict", () => {
    const held = {
      message:
        'HTTP 500: sensitive_words_detected (request id: 20260619014850778813328268d9d6HXglghZJ)',
    };
    expect(reasonOf(held)).toBe('content_policy');
    expect(ruleOf(held)).toBe('signature.content_policy_verdict_5xx');
  });
  it('reads it under another 5xx, in capitals, and with the status given apart', () => {
    expect(reasonOf({ message: 'HTTP 502: SENSITIVE_WORDS_DETECTED' })).toBe('content_policy');
    expect(reasonOf({ status: 500, message: 'sensitive_words_detected' })).toBe('content_policy');
  });
  it('leaves plain 5xx, a filter that could not run and account statuses alone', () => {
    expect(reasonOf({ status: 500, message: 'Internal Server Error' })).toBe('server_error');
    expect(reasonOf({ status: 500, message: 'sensitive words filter service unavailable' })).toBe(
      'server_error',
    );
    // The 5xx verdict path reads only 5xx: a 429 or a 401 keeps its own reading.
    expect(reasonOf({ status: 429, message: 'sensitive_words_detected' })).toBe('rate_limit');
    expect(reasonOf({ status: 401, message: 'sensitive_words_detected' })).toBe('auth');
  });
});
