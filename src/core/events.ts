/**
 * Typed engine events (DESIGN §8). No event ever carries an API key or an Authorization header:
 * credentials appear only as labels such as `key#2`.
 * @module
 */
import type { Classification } from './classify/types.js';

interface EventBase {
  /** Milliseconds since the epoch (the engine's clock). */
  readonly timeMs: number;
  /** Id of the request this event belongs to. */
  readonly requestId: string;
}

export type StayupEvent =
  | (EventBase & {
      readonly type: 'request';
      readonly model: string;
      readonly source: 'foreground' | 'background';
      readonly stream: boolean;
      readonly approxTokens: number;
    })
  | (EventBase & {
      readonly type: 'attempt';
      readonly attempt: number;
      readonly target: string;
      readonly credential?: string | undefined;
    })
  | (EventBase & {
      readonly type: 'success';
      readonly attempt: number;
      readonly target: string;
      /** The whole request's time, from its start (every attempt and wait before this one). */
      readonly durationMs: number;
      /** The successful attempt's own time, from its call (to the stream's end for a stream). */
      readonly attemptDurationMs?: number | undefined;
      readonly attempts: number;
    })
  | (EventBase & {
      readonly type: 'error';
      readonly attempt: number;
      readonly target: string;
      readonly classification: Classification;
      readonly final: boolean;
    })
  | (EventBase & {
      readonly type: 'retry';
      readonly attempt: number;
      readonly target: string;
      readonly delayMs: number;
      readonly reason: string;
    })
  | (EventBase & {
      readonly type: 'rotate';
      readonly target: string;
      readonly from: string;
      readonly to?: string | undefined;
      readonly coolingUntilMs?: number | undefined;
      readonly reason: string;
    })
  | (EventBase & {
      readonly type: 'fallback';
      readonly from: string;
      readonly to: string;
      readonly reason: string;
    })
  | (EventBase & { readonly type: 'repair'; readonly target: string; readonly repair: string })
  | (EventBase & { readonly type: 'compress'; readonly target: string; readonly count: number })
  | (EventBase & {
      readonly type: 'heartbeat';
      readonly waitedMs: number;
      readonly remainingMs: number;
      readonly reason: string;
    })
  | (EventBase & { readonly type: 'stall'; readonly target: string; readonly gapMs: number })
  | (EventBase & {
      readonly type: 'idle_timeout';
      readonly target: string;
      readonly idleMs: number;
      readonly delivered: boolean;
    })
  | (EventBase & {
      readonly type: 'breaker_open';
      readonly target: string;
      readonly untilMs: number;
      /**
       * True when this engine saw a circuit another replica opened (shared store): the state
       * changed here, but the opening was counted where it happened.
       */
      readonly observed?: boolean | undefined;
    })
  | (EventBase & {
      readonly type: 'breaker_close';
      readonly target: string;
      /** True when this engine saw a circuit another replica closed (shared store). */
      readonly observed?: boolean | undefined;
    })
  | (EventBase & { readonly type: 'budget_exhausted'; readonly scope: string })
  | (EventBase & {
      /**
       * The request is over: sent once for every request that sent `request`, however it ended
       * (after `success`, after a final `error`, and also where no attempt closes it: every
       * target cooling, the caller's abort during a wait, a failed `compress`, a stream the
       * caller stopped reading). Tracers end their span here.
       */
      readonly type: 'end';
      readonly ok: boolean;
      /** Upstream attempts the request made (cut ones included). */
      readonly attempts: number;
      /** The whole request's time, from its start. */
      readonly durationMs: number;
      /**
       * Why a failed request stopped: a `RetryExhaustedError`'s `stopReason`,
       * `no_target_available`, `stream_interrupted`, `aborted` (the caller's abort, or a stream
       * it stopped reading), or the error's code.
       */
      readonly stopReason?: string | undefined;
    })
  | (EventBase & {
      readonly type: 'store_degraded';
      readonly store: string;
      readonly message: string;
    })
  | (EventBase & { readonly type: 'store_recovered'; readonly store: string });

export type StayupEventType = StayupEvent['type'];

/**
 * Receives engine events. Must not throw; exceptions are swallowed by the engine, and so is the
 * rejection of a promise an async listener returns (it is not awaited: events never wait).
 */
export type EventListener = (event: StayupEvent) => void;

/**
 * Calls `listener` with `event`, swallowing what it throws and the rejection of a promise it
 * returns: a listener is never why a request fails or the process exits.
 */
export function deliverEvent(listener: EventListener, event: StayupEvent): void {
  try {
    const returned: unknown = listener(event);
    if (
      typeof returned === 'object' &&
      returned !== null &&
      typeof (returned as { then?: unknown }).then === 'function'
    )
      (returned as PromiseLike<unknown>).then(undefined, swallow);
  } catch {
    // Listeners must not throw; if one does, the caller goes on.
  }
}

function swallow(): void {
  // A rejected async listener has nothing to report to: events are fire-and-forget.
}
