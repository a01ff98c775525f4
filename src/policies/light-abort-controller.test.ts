import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptController, LightAbortController } from './light-abort-controller.js';

type Op =
  | { readonly kind: 'add'; readonly listener: number }
  | { readonly kind: 'remove'; readonly listener: number }
  | { readonly kind: 'abort'; readonly reason: string | undefined };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), listener: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('remove' as const), listener: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    kind: fc.constant('abort' as const),
    reason: fc.option(fc.string({ maxLength: 3 }), { nil: undefined }),
  }),
);

/** What listener `i` does when it is called: nothing, remove or add listener `j`, or abort again. */
type Reaction =
  | { readonly kind: 'none' }
  | { readonly kind: 'remove' | 'add'; readonly listener: number }
  | { readonly kind: 'abort' };

const reactionArbitrary: fc.Arbitrary<Reaction> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constantFrom('remove' as const, 'add' as const),
    listener: fc.integer({ min: 0, max: 3 }),
  }),
  fc.constant({ kind: 'abort' as const }),
);

/** Runs `ops` on a controller; returns what an adapter can observe. */
function observe(
  controller: { signal: AbortSignal; abort(reason?: unknown): void },
  ops: Op[],
  reactions: readonly Reaction[] = [],
) {
  const calls: string[] = [];
  const listeners: ((this: unknown, event: Event) => void)[] = [];
  for (const index of [0, 1, 2, 3]) {
    listeners.push(function (this: unknown, event: Event) {
      calls.push(
        `${index}:${event.type}:${String(controller.signal.aborted)}:${this === controller.signal}`,
      );
      const reaction = reactions[index] ?? { kind: 'none' };
      if (reaction.kind === 'remove')
        controller.signal.removeEventListener('abort', listeners[reaction.listener]!);
      else if (reaction.kind === 'add')
        controller.signal.addEventListener('abort', listeners[reaction.listener]!);
      else if (reaction.kind === 'abort') controller.abort('again');
    });
  }
  const states: string[] = [];
  for (const op of ops) {
    if (op.kind === 'add') controller.signal.addEventListener('abort', listeners[op.listener]!);
    else if (op.kind === 'remove')
      controller.signal.removeEventListener('abort', listeners[op.listener]!);
    else controller.abort(op.reason);
    const reason = controller.signal.reason as unknown;
    states.push(
      `${String(controller.signal.aborted)}/${reason instanceof DOMException ? `${reason.name}:${reason.message}` : String(reason)}`,
    );
  }
  let thrown: unknown = 'nothing';
  try {
    controller.signal.throwIfAborted();
  } catch (error) {
    thrown = error instanceof DOMException ? error.name : error;
  }
  return { calls, states, thrown };
}

describe('LightAbortController', () => {
  it('behaves like AbortController for every sequence of add, remove and abort, also from inside a listener', () => {
    fc.assert(
      fc.property(
        fc.array(opArbitrary, { maxLength: 12 }),
        fc.array(reactionArbitrary, { minLength: 4, maxLength: 4 }),
        (ops, reactions) => {
          expect(observe(new LightAbortController(), ops, reactions)).toEqual(
            observe(new AbortController(), ops, reactions),
          );
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('aborts with the given reason once, and an AbortError DOMException without one', () => {
    const controller = new LightAbortController();
    const reason = new Error('idle');
    controller.abort(reason);
    controller.abort(new Error('later'));
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(reason);
    const bare = new LightAbortController();
    bare.abort();
    expect(bare.signal.reason).toBeInstanceOf(DOMException);
    expect((bare.signal.reason as DOMException).name).toBe('AbortError');
  });

  it('calls the other listeners when one throws, and reports the error', async () => {
    const controller = new LightAbortController();
    const called: number[] = [];
    const reported = new Promise<unknown>((resolve) => {
      process.once('uncaughtException', resolve);
    });
    controller.signal.addEventListener('abort', () => {
      called.push(1);
      throw new Error('listener failed');
    });
    controller.signal.addEventListener('abort', () => called.push(2));
    controller.abort('stop');
    expect(called).toEqual([1, 2]);
    await expect(reported).resolves.toMatchObject({ message: 'listener failed' });
  });

  it('is given only to adapters that declare lightSignal', () => {
    expect(attemptController({ lightSignal: true })).toBeInstanceOf(LightAbortController);
    expect(attemptController({})).toBeInstanceOf(AbortController);
    expect(attemptController({ lightSignal: false })).toBeInstanceOf(AbortController);
  });
});
