/**
 * A malformed request or per-request option is the caller's mistake: refused at once with an
 * `InvalidOptionsError` naming the field, before any attempt (it used to be retried for minutes).
 */
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../src/client/types.js';
import { InvalidOptionsError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { harness, REQUEST } from './engine-harness.js';

async function refusal(run: () => Promise<unknown>): Promise<InvalidOptionsError> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidOptionsError);
  return error as InvalidOptionsError;
}

describe('library: malformed requests are refused before any attempt', () => {
  it.each([
    ['request.messages[0].content', [{ role: 'user', content: 5 }]],
    ['request.messages[0].content', [{ role: 'user', content: null }]],
    ['request.messages[1]', [{ role: 'user', content: 'hi' }, null]],
    ['request.messages[0].role', [{ content: 'hi' }]],
    ['request.messages[0].role', [{ role: 'system', content: 'hi' }]],
    [
      'request.messages[0].content[1]',
      [{ role: 'user', content: [{ type: 'text', text: 'a' }, 7] }],
    ],
  ])('%s', async (path, messages) => {
    const h = harness([{ script: () => ({ text: 'ok' }) }]);
    const request = { model: 'chat', messages } as unknown as ChatRequest;
    const error = await refusal(() => h.client.chat(request));
    expect(error.path).toBe(path);
    const streamed = await refusal(async () => {
      for await (const _event of h.client.stream(request)) {
        // never reached
      }
    });
    expect(streamed.path).toBe(path);
    expect(h.totalCalls()).toBe(0);
    expect(h.clock.sleeps).toEqual([]);
  });

  it('a request that is not an object', async () => {
    const h = harness([{ script: () => ({ text: 'ok' }) }]);
    const error = await refusal(() => h.client.chat(null as unknown as ChatRequest));
    expect(error.path).toBe('request');
    expect(h.totalCalls()).toBe(0);
  });
});

describe('library: malformed per-request options are refused before any attempt', () => {
  it.each([
    ['options.signal', { signal: { aborted: false } }],
    ['options.signal', { signal: 'abort' }],
    ['options.session', { session: 5 }],
    ['options.source', { source: 'bg' }],
    ['options.persistent', { persistent: 'yes' }],
    ['options.requestId', { requestId: 7 }],
    ['options.approxTokens', { approxTokens: 'many' }],
    ['options', null],
  ])('%s', async (path, options) => {
    const h = harness([{ script: () => ({ text: 'ok' }) }]);
    const error = await refusal(() => h.client.chat(REQUEST, options as unknown as RequestOptions));
    expect(error.path).toBe(path);
    expect(h.totalCalls()).toBe(0);
    expect(h.clock.sleeps).toEqual([]);
  });

  it('an AbortSignal and well-typed options pass', async () => {
    const h = harness([{ script: () => ({ text: 'ok' }) }]);
    const result = await h.client.chat(REQUEST, {
      signal: new AbortController().signal,
      session: 's',
      source: 'background',
      persistent: false,
      requestId: 'r',
      approxTokens: 3,
    });
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
  });
});
