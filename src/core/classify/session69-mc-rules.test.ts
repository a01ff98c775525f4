/**
 * Group MC's message-only rules (session 69): held lines with a status whose message alone, as a log
 * line keeps it, still names that status in a client's or router's own form, with the held line each
 * was written for, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function ruleOf(message: string): string | undefined {
  return classifyError(errorFromDescriptor({ message })).explain.at(-1)?.rule;
}

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('9router\'s and OmniRoute\'s "[provider/model] [status]: …" (held h402)', () => {
  it('reads the status the routed model answered from the message alone', () => {
    expect(
      reasonOf(
        'Reason: [openai-compatible-chat-5b73c5d3-facc-42ad-835b-5689fa34d45c/deepseek-v4-flash-0731] [503]: Gateway capacity is temporarily exhausted; retry shortly (reset after 24s)',
      ),
    ).toBe('overloaded');
    expect(
      reasonOf('Reason: [deepseek/deepseek-chat] [502]: upstream answered nothing useful'),
    ).toBe('server_error');
    expect(reasonOf('[DeepSeek/DeepSeek-Chat] [502]: upstream answered nothing useful')).toBe(
      'server_error',
    );
  });
  it('keeps the reading a status beside the message gave', () => {
    expect(
      reasonOf(
        'Reason: [openai-compatible-chat-5b73c5d3-facc-42ad-835b-5689fa34d45c/deepseek-v4-flash-0731] [503]: Gateway capacity is temporarily exhausted; retry shortly (reset after 24s)',
        503,
      ),
    ).toBe('overloaded');
  });
  it("leaves the router's own queue after a status 0 (held h81) and a log's chain of tags", () => {
    expect(
      reasonOf(
        "Reason: Omniroute API error: Omniroute API error: 0 [nvidia/minimaxai/minimax-m3] [503]: Request dropped after exceeding the local rate-limit queue budget maxWaitMs (15000ms) for nvidia/minimaxai/minimax-m3 — this is OmniRoute's request queue (resilienceSettings.requestQueue.maxWaitMs), not an upstream timeout. (reset after 3s)",
      ),
    ).toBe('rate_limit');
    // The word vote answers these; what matters is that the routed-status rule does not read them.
    expect(
      ruleOf('[nuxt] [request error] [unhandled] [502]: upstream answered nothing useful'),
    ).not.toBe('status.502');
    expect(ruleOf('[deepseek/deepseek-chat] [502] upstream answered nothing useful')).not.toBe(
      'status.502',
    );
  });
});

describe('a reason phrase alone on the last line, under a client headline (held h788)', () => {
  it("reads n8n's credential test as the status the phrase names", () => {
    expect(reasonOf('Couldn’t connect with these settings \nBad Request')).toBe('format_error');
    expect(reasonOf('Couldn’t connect with these settings\nBAD REQUEST')).toBe('format_error');
  });
  it('keeps the key verdict it read before (held h477, h557)', () => {
    expect(reasonOf('Couldn’t connect with these settings\nUnauthorized')).toBe('auth_permanent');
    expect(reasonOf('Failed to create endpoint.\nUnauthorized')).toBe('auth_permanent');
  });
  it('leaves a last line that says more than the phrase', () => {
    expect(reasonOf('Couldn’t connect with these settings\nBad Request: missing field')).toBe(
      'format_error',
    );
    expect(reasonOf('Upload finished\nNot Found in cache')).toBe('format_error');
  });
});

describe('a reason phrase twice, "status text: body" (held h707)', () => {
  it('reads the status the phrase names', () => {
    expect(reasonOf('Not Found: Not Found')).toBe('model_not_found');
    expect(reasonOf('Forbidden: Forbidden')).toBe('auth');
  });
  it('leaves a status beside it and a body that says more', () => {
    expect(reasonOf('Not Found: Not Found', 500)).toBe('server_error');
    expect(reasonOf('Bad Request: Not Found')).toBe('format_error');
    expect(reasonOf('Not Found: model gpt-9 does not exist')).toBe('model_not_found');
  });
});

describe('the AI SDK\'s "Failed after N attempts. Last error: Conflict" (held h530)', () => {
  it("reads a 409's reason phrase as the other 4xx", () => {
    expect(reasonOf('Failed after 4 attempts. Last error: Conflict')).toBe('format_error');
    expect(reasonOf('AI_RetryError: Failed after 3 attempts. Last error: Conflict')).toBe(
      'format_error',
    );
    expect(reasonOf('Conflict')).toBe('format_error');
  });
  it('keeps the other phrases after the headline', () => {
    expect(reasonOf('Failed after 3 attempts. Last error: Too Many Requests')).toBe('rate_limit');
    expect(reasonOf('Failed after 3 attempts. Last error: Service Unavailable')).toBe('overloaded');
  });
  it('leaves "conflict" inside other words', () => {
    expect(reasonOf('Edit conflict')).toBe('unknown');
  });
});
