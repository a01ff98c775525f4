/**
 * Small pieces the recovery engine shares: abort linking, synthetic classifications, stream
 * conversion and partial-output tracking.
 * @module
 */
import type { Classification } from '../core/classify/types.js';
import type { PartialOutput } from '../core/errors.js';
import type { StreamEvent } from '../core/model.js';
import type { Clock } from '../core/ports.js';
import type { AttemptController } from './light-abort-controller.js';
import { canCancelSleeps } from './stream-watchdog.js';

/** Aborts `child` with the parent's reason when the parent aborts; returns the unlink function. */
export function linkAbort(parent: AbortSignal | undefined, child: AttemptController): () => void {
  if (parent === undefined) return () => undefined;
  if (parent.aborted) {
    child.abort(parent.reason);
    return () => undefined;
  }
  const onAbort = (): void => child.abort(parent.reason);
  parent.addEventListener('abort', onAbort, { once: true });
  return () => parent.removeEventListener('abort', onAbort);
}

/** The classification recorded on the successful attempt of `ChatResult.attempts`. */
export const SUCCESS_CLASSIFICATION: Classification = {
  reason: 'unknown',
  category: 'success',
  message: 'ok',
  retryable: false,
  shouldCompress: false,
  shouldRotateCredential: false,
  shouldFallback: false,
  explain: [{ step: 'success', rule: 'success', decided: true }],
};

/** An attempt cut because the caller went away (or its deadline or shutdown cut the request). */
export const CALLER_ABORT_CLASSIFICATION: Classification = {
  reason: 'aborted',
  category: 'aborted.caller',
  message: 'the caller aborted the request',
  retryable: false,
  shouldCompress: false,
  shouldRotateCredential: false,
  shouldFallback: false,
  explain: [{ step: 'engine', rule: 'caller.aborted', decided: true }],
};

/** The classification of a stream that produced no event for `idleMs` (DESIGN §3). */
export function idleTimeoutClassification(options: {
  readonly idleMs: number;
  readonly provider: string;
  readonly model: string;
}): Classification {
  return {
    reason: 'timeout',
    category: 'stream.idle_timeout',
    message: `no stream event for ${options.idleMs} ms`,
    provider: options.provider,
    model: options.model,
    retryable: true,
    shouldCompress: false,
    shouldRotateCredential: false,
    shouldFallback: false,
    explain: [{ step: 'watchdog', rule: 'stream.idle_timeout', field: 'stream', decided: true }],
  };
}

/** The classification of a request the target's provider cannot express (falls back, never retried). */
export function unsupportedFeatureClassification(options: {
  readonly message: string;
  readonly provider: string;
  readonly model: string;
}): Classification {
  return {
    reason: 'format_error',
    category: 'request.unsupported_feature',
    message: options.message.slice(0, 500),
    provider: options.provider,
    model: options.model,
    retryable: false,
    shouldCompress: false,
    shouldRotateCredential: false,
    shouldFallback: true,
    explain: [
      { step: 'engine', rule: 'request.unsupported_feature', field: 'code', decided: true },
    ],
  };
}

/** Thrown inside the engine when the stream watchdog fires before any output. */
export class StreamIdleError extends Error {
  override name = 'StreamIdleError';
  readonly classification: Classification;

  constructor(classification: Classification) {
    super(classification.message);
    this.classification = classification;
  }
}

/** Accumulates what a stream has delivered, for `StreamInterruptedError.partial`. */
export class PartialTracker {
  private text = '';
  private readonly tools = new Map<number, { id?: string; name?: string; arguments: string }>();

  add(event: StreamEvent): void {
    if (event.type === 'text') this.text += event.text;
    else if (event.type === 'tool_call') {
      const tool = this.tools.get(event.index) ?? { arguments: '' };
      if (event.id !== undefined) tool.id = event.id;
      if (event.name !== undefined) tool.name = event.name;
      tool.arguments += event.argumentsDelta;
      this.tools.set(event.index, tool);
    }
  }

  snapshot(): PartialOutput {
    return {
      text: this.text,
      toolCalls: [...this.tools.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, tool]) => ({ id: tool.id, name: tool.name, arguments: tool.arguments })),
    };
  }
}

/** True for events that carry output (a `start` is metadata and may be buffered). */
export function isOutputEvent(event: StreamEvent): boolean {
  return event.type !== 'start';
}

/** Ends an iterator without waiting: `return()` may wait for a `next()` the upstream never settles. */
export function closeQuietly(iterator: AsyncIterator<unknown>): void {
  try {
    const closing = iterator.return?.();
    if (closing !== undefined) closing.catch(() => undefined);
  } catch {
    // A broken iterator has nothing left to release.
  }
}

/** The errors {@link withDeadline} threw: the engine's own deadline, not an upstream timeout. */
const DEADLINE_ERRORS = new WeakSet<object>();

/** Whether `error` is an attempt deadline of {@link withDeadline}. */
export function isAttemptDeadline(error: unknown): boolean {
  return typeof error === 'object' && error !== null && DEADLINE_ERRORS.has(error);
}

/**
 * Races a call against a deadline on the clock. When the deadline wins, the call's controller is
 * aborted with a `TimeoutError` (which the classifier reads as a `timeout`) and that error is thrown.
 * The timer is always cancelled when the race ends.
 */
export async function withDeadline<T>(
  work: Promise<T>,
  options: {
    readonly clock: Clock;
    readonly timeoutMs: number;
    readonly controller: AttemptController;
  },
): Promise<T> {
  work.catch(() => undefined);
  const { clock, timeoutMs } = options;
  // Every attempt arms a deadline and almost every one cancels it: a clock that cancels a sleep
  // by a call spares the AbortController, its listener and the abort event (≈ 5 % of a plain
  // gateway request's CPU in Node 20).
  let timer: Promise<void>;
  let cancelTimer: (reason: unknown) => void;
  if (canCancelSleeps(clock)) {
    const sleep = clock.sleepCancellable(timeoutMs);
    timer = sleep.done;
    cancelTimer = sleep.cancel;
  } else {
    const timers = new AbortController();
    timer = clock.sleep(timeoutMs, timers.signal);
    cancelTimer = (reason) => timers.abort(reason);
  }
  let raced = false;
  const deadline = timer.then(() => {
    raced = true;
    const error = new DOMException(`attempt timed out after ${timeoutMs} ms`, 'TimeoutError');
    DEADLINE_ERRORS.add(error);
    options.controller.abort(error);
    throw error;
  });
  // The losing timer rejects with the cancel reason; nobody awaits it after the race.
  deadline.catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    if (!raced) cancelTimer(TIMER_CANCELLED);
  }
}

/**
 * The reason internal timers and finished attempts are aborted with. Preallocated: `abort()`
 * without a reason builds a DOMException with a stack trace, tens of microseconds each time.
 */
export const TIMER_CANCELLED: unknown = Object.freeze({ cancelled: 'timer' });

let attemptEnded: DOMException | undefined;

/**
 * The reason an attempt's controller is aborted with once the engine is done with it (an
 * `AbortError`, as a reasonless `abort()` would give, built once instead of on every attempt).
 */
export function attemptEndedReason(): DOMException {
  attemptEnded ??= new DOMException('This operation was aborted', 'AbortError');
  return attemptEnded;
}
