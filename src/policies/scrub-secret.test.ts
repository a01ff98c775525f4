import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../core/errors.js';
import { SECRET_MARKER, scrubSecretInPlace } from './scrub-secret.js';

const KEY = 'sk-live-SeCrEt9aBcDeFgHiJkLmNoPq';

describe('scrubSecretInPlace', () => {
  it('scrubs message, stack, nested causes, headers and bodies, so inspect shows no key', () => {
    const inner = Object.assign(new Error(`upstream said: bad key ${KEY}`), {
      headers: { authorization: `Bearer ${KEY}`, 'x-request-id': 'req_1' },
      body: { error: { message: `Incorrect API key provided: ${KEY}.` } },
      list: [`${KEY}`, 'other'],
    });
    const outer = new Error(`call with ${KEY} failed`, { cause: inner });
    expect(inspect(outer, { depth: 10 })).toContain(KEY);
    scrubSecretInPlace(outer, KEY);
    const printed = inspect(outer, { depth: 10 });
    expect(printed).not.toContain(KEY);
    expect(outer.message).toBe(`call with ${SECRET_MARKER} failed`);
    expect(inner.headers).toEqual({
      authorization: `Bearer ${SECRET_MARKER}`,
      'x-request-id': 'req_1',
    });
    expect(inner.body.error.message).toBe(`Incorrect API key provided: ${SECRET_MARKER}.`);
    expect(inner.list).toEqual([SECRET_MARKER, 'other']);
  });

  it("scrubs stayup's own errors (an adapter's UpstreamError) in message, body and cause", () => {
    const error = new UpstreamError(`401: Incorrect API key provided: ${KEY}`, {
      status: 401,
      body: `{"error":{"message":"Incorrect API key provided: ${KEY}"}}`,
      cause: new Error(`socket for ${KEY}`),
    });
    scrubSecretInPlace(error, KEY);
    expect(inspect(error, { depth: 10 })).not.toContain(KEY);
    expect(error.body).toBe(`{"error":{"message":"Incorrect API key provided: ${SECRET_MARKER}"}}`);
  });

  it('leaves other text, short secrets, getters, frozen objects and cycles alone, and never throws', () => {
    const error = new Error('nothing secret here');
    scrubSecretInPlace(error, KEY);
    expect(error.message).toBe('nothing secret here');
    const short = new Error('the key abc is short');
    scrubSecretInPlace(short, 'abc');
    expect(short.message).toBe('the key abc is short');
    let reads = 0;
    const withGetter = Object.defineProperty(new Error('x'), 'detail', {
      get: () => {
        reads++;
        return KEY;
      },
    });
    scrubSecretInPlace(withGetter, KEY);
    expect(reads).toBe(0);
    const frozen = Object.freeze({ token: KEY });
    const cyclic: { self?: unknown; cause?: unknown } = { cause: frozen };
    cyclic.self = cyclic;
    expect(() => scrubSecretInPlace(Object.assign(new Error('c'), { cyclic }), KEY)).not.toThrow();
    expect(frozen.token).toBe(KEY);
    const hostile = new Proxy(new Error('p'), {
      ownKeys: () => {
        throw new Error('no');
      },
    });
    expect(() => scrubSecretInPlace(hostile, KEY)).not.toThrow();
    expect(() => scrubSecretInPlace(null, KEY)).not.toThrow();
    expect(() => scrubSecretInPlace(KEY, KEY)).not.toThrow();
  });
});
