/**
 * Property tests: whatever is thrown, classifyError returns a valid, deterministic, explained
 * classification, never throws, and never echoes a secret.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import { extractFacts } from './extract.js';
import { REASON_FLAGS } from './reason-flags.js';
import type { Classification } from './types.js';
import { REASONS } from './types.js';

const SECRET = 'sk-proj-SECRETabcdefghijklmnopqrstuvwxyz0123';

function assertValid(result: Classification): void {
  expect(REASONS).toContain(result.reason);
  const flags = REASON_FLAGS[result.reason];
  expect(result.retryable).toBe(flags.retryable);
  expect(result.shouldCompress).toBe(flags.shouldCompress);
  expect(result.shouldRotateCredential).toBe(flags.shouldRotateCredential);
  expect(result.shouldFallback).toBe(flags.shouldFallback);
  expect(typeof result.category).toBe('string');
  expect(typeof result.message).toBe('string');
  expect(result.message.length).toBeLessThanOrEqual(500);
  expect(result.explain.length).toBeGreaterThan(0);
  expect(result.explain.filter((step) => step.decided === true)).toHaveLength(1);
  if (result.retryAfterMs !== undefined) {
    expect(Number.isFinite(result.retryAfterMs) && result.retryAfterMs >= 0).toBe(true);
  }
  if (result.status !== undefined) expect(Number.isInteger(result.status)).toBe(true);
}

const hostileGetter = () => {
  const target = { message: 'hostile' };
  for (const key of ['status', 'statusCode', 'headers', 'body', 'error', 'cause', 'code', 'name']) {
    Object.defineProperty(target, key, {
      get() {
        throw new Error(`getter ${key} throws`);
      },
    });
  }
  return target;
};

const throwingProxy = () =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('proxy get');
      },
      has() {
        throw new Error('proxy has');
      },
      ownKeys() {
        throw new Error('proxy ownKeys');
      },
      getPrototypeOf() {
        throw new Error('proxy getPrototypeOf');
      },
    },
  );

const descriptorArb = fc.letrec((tie) => ({
  descriptor: fc.record(
    {
      status: fc.oneof(
        fc.constant(null),
        fc.integer({ min: 0, max: 700 }),
        fc.constantFrom(400, 401, 402, 403, 404, 413, 429, 500, 503, 529),
      ),
      headers: fc.oneof(
        fc.constant(null),
        fc.dictionary(
          fc.constantFrom(
            'retry-after',
            'Retry-After',
            'x-ratelimit-reset',
            'retry-after-ms',
            'x-ratelimit-reset-tokens',
          ),
          fc.string(),
        ),
      ),
      body: fc.oneof(
        fc.constant(null),
        fc.string(),
        fc.json(),
        fc.record({
          error: fc.record(
            { message: fc.string(), code: fc.oneof(fc.string(), fc.integer()), type: fc.string() },
            { requiredKeys: [] },
          ),
        }),
      ),
      message: fc.oneof(
        fc.constant(null),
        fc.string(),
        fc.constantFrom(
          'fetch failed',
          'terminated',
          'prompt is too long',
          '请求过于频繁',
          `bad key ${SECRET}`,
        ),
      ),
      name: fc.oneof(
        fc.constant(null),
        fc.constantFrom('TypeError', 'AbortError', 'TimeoutError', 'RateLimitError', 'Error'),
      ),
      code: fc.oneof(
        fc.constant(null),
        fc.constantFrom(
          'ECONNRESET',
          'UND_ERR_SOCKET',
          'ENOTFOUND',
          'CERT_HAS_EXPIRED',
          'rate_limit_exceeded',
        ),
      ),
      cause: fc.oneof({ depthSize: 'small' }, fc.constant(null), tie('descriptor')),
    },
    { requiredKeys: [] },
  ),
})).descriptor;

const contextArb = fc.record(
  {
    provider: fc.string(),
    approxTokens: fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.double()),
    contextLength: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.double()),
    numMessages: fc.integer({ min: 0, max: 1000 }),
    nowMs: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  },
  { requiredKeys: [] },
);

describe('classifyError properties', () => {
  it('anything at all: never throws, valid, deterministic', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withTypedArray: true,
        }),
        contextArb,
        (value, context) => {
          const first = classifyError(value, context);
          assertValid(first);
          expect(classifyError(value, context)).toEqual(first);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('descriptor-built errors: valid and deterministic, no secret in message or explain', () => {
    fc.assert(
      fc.property(descriptorArb, contextArb, (descriptor, context) => {
        const first = classifyError(errorFromDescriptor(descriptor), context);
        assertValid(first);
        expect(classifyError(errorFromDescriptor(descriptor), context)).toEqual(first);
        expect(first.message).not.toContain(SECRET);
        expect(JSON.stringify(first.explain)).not.toContain(SECRET);
      }),
      { numRuns: 300 },
    );
  });

  it('secrets anywhere in the error never reach message or explain', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom(400, 401, 429, 500, undefined),
        (before, after, status) => {
          const text = `${before} ${SECRET} ${after}`;
          const error = new UpstreamError(text, {
            status,
            body: JSON.stringify({ error: { message: text, metadata: { raw: text } } }),
          });
          const result = classifyError(error);
          expect(result.message).not.toContain(SECRET);
          expect(JSON.stringify(result.explain)).not.toContain(SECRET);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('cyclic causes, deep chains, huge strings, hostile getters and throwing proxies', () => {
    const cyclic: { message: string; cause?: unknown } = { message: 'a' };
    cyclic.cause = { message: 'b', cause: cyclic };
    let deep: unknown = new Error('bottom');
    for (let index = 0; index < 1000; index++) deep = new Error(`level ${index}`, { cause: deep });
    const huge = `${'x'.repeat(5_000_000)} prompt is too long ${'y'.repeat(1_000_000)}`;
    const hostileArray = Object.assign([], { status: 429 });
    const values: unknown[] = [
      cyclic,
      deep,
      huge,
      new Error(huge),
      new UpstreamError('x', { status: 400, body: huge }),
      hostileGetter(),
      throwingProxy(),
      { cause: throwingProxy() },
      { error: throwingProxy(), status: 400 },
      { headers: throwingProxy(), status: 429 },
      hostileArray,
      Object.create(null),
      () => 'function',
      Symbol('s'),
      10n,
    ];
    for (const value of values) {
      const started = performance.now();
      const result = classifyError(value, throwingProxy() as never);
      assertValid(result);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(classifyError(new UpstreamError('x', { status: 400, body: huge })).reason).toBe(
      'format_error',
    );
  });
});

describe('the text the pattern families scan', () => {
  const long = (word: string) => `${word} `.repeat(1500);

  it('is bounded when many long fields repeat (every message keeps its head)', () => {
    // Four 6,000-character messages (each field is already clipped to 6,000) would make 24 k
    // characters for every family to scan; the combined text keeps a fair share of each.
    const error = new Error(long('api key'), {
      cause: { message: long('filler'), cause: { message: `model not found ${long('tail')}` } },
    });
    const facts = extractFacts(error);
    expect(facts.text.length).toBeLessThanOrEqual(8000 + 8);
    expect(facts.text).toContain('model not found');
    expect(classifyError(Object.assign(error, { status: 404 })).reason).toBe('model_not_found');
  });

  it('is untouched under the bound', () => {
    const error = new Error('upstream said: prompt is too long', {
      cause: { message: 'x'.repeat(3000) },
    });
    expect(extractFacts(error).text).toBe(`upstream said: prompt is too long\n${'x'.repeat(3000)}`);
  });
});
