/**
 * Group EV's message-only rules (session 60): wordings a client keeps without status, body or code,
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

describe('a key pool with no key it may use (held h1039, h1096 GPT-Load and Octopus, h900 gproxy)', () => {
  it('reads capacity from the message alone', () => {
    expect(reasonOf('No active API keys')).toBe('overloaded');
    expect(reasonOf('no available key (all keys in cooldown or disabled)')).toBe('overloaded');
    expect(reasonOf('all eligible credentials exhausted')).toBe('overloaded');
  });
  it('reads it the same under its 503', () => {
    expect(reasonOf('No active API keys', 503)).toBe('overloaded');
    expect(reasonOf('no available key (all keys in cooldown or disabled)', 503)).toBe('overloaded');
  });
  it('leaves a caller told to add a key, a quota, and a cooling pool alone', () => {
    expect(reasonOf('No active API keys. Please add a key')).not.toBe('overloaded');
    expect(reasonOf('all credentials exhausted their quota')).not.toBe('overloaded');
    expect(
      reasonOf('No available auth profile for google-antigravity (all in cooldown or unavailable)'),
    ).toBe('rate_limit');
  });
});

describe('a provider that returned empty content (held h1140, OmniRoute before Antigravity)', () => {
  it('reads the server from the message alone', () => {
    expect(reasonOf('Provider returned empty content')).toBe('server_error');
    expect(reasonOf('upstream returned empty response')).toBe('server_error');
  });
  it('reads it the same under its 502', () => {
    expect(reasonOf('Provider returned empty content', 502)).toBe('server_error');
  });
  it('leaves a request message with empty content to the request', () => {
    expect(reasonOf('messages: all messages must have non-empty content')).toBe('format_error');
  });
});

describe('a token count the gateway could not make (held h200, CLIProxyAPI)', () => {
  it('reads the server from the message alone', () => {
    expect(reasonOf('Failed to count tokens')).toBe('server_error');
  });
  it('reads it the same under its 500', () => {
    expect(reasonOf('Failed to count tokens', 500)).toBe('server_error');
  });
  it('leaves a count that names an overflow to the overflow', () => {
    expect(
      reasonOf('Failed to count tokens: prompt is too long: 210000 tokens > 200000 maximum'),
    ).toBe('context_overflow');
  });
});
