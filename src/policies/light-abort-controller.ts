/**
 * A cheap stand-in for `AbortController`, for adapters that declare
 * `ProviderAdapter.lightSignal`. Node builds an `AbortSignal` slowly (it turns an EventTarget into
 * one) and its listeners cost more again: a controller, the watchdog's listener and the adapter's
 * listener were ≈ 30 % of an engine-level streamed call. The engine gives every streamed attempt
 * a controller it can abort (idle watchdog, early exit), so it pays that on every stream.
 * @module
 */

/** What the engine needs of an attempt's controller: its signal, and a way to abort it. */
export interface AttemptController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}

type AbortListener = (event: { readonly type: 'abort'; readonly target: unknown }) => void;

/**
 * The part of `AbortSignal` an adapter with `lightSignal` may use: `aborted`, `reason`,
 * `throwIfAborted()`, and `addEventListener`/`removeEventListener` of `'abort'` listeners (each
 * called once, in the order added, with an event whose `type` is `'abort'`). It is not an
 * `AbortSignal` instance: `fetch`, `AbortSignal.any` and `dispatchEvent` do not accept it.
 */
class LightAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  private listeners: AbortListener[] | undefined = undefined;

  addEventListener(type: string, listener: AbortListener | null | undefined): void {
    if (type !== 'abort' || typeof listener !== 'function' || this.aborted) return;
    const listeners = this.listeners;
    if (listeners === undefined) this.listeners = [listener];
    // An EventTarget ignores a listener that is already registered.
    else if (!listeners.includes(listener)) listeners.push(listener);
  }

  removeEventListener(type: string, listener: AbortListener | null | undefined): void {
    const listeners = this.listeners;
    if (type !== 'abort' || listeners === undefined) return;
    const index = listeners.indexOf(listener as AbortListener);
    if (index >= 0) listeners.splice(index, 1);
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  /** Marks the signal aborted and calls every listener once; later aborts do nothing. */
  abortWith(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = undefined;
    if (listeners === undefined) return;
    const event = { type: 'abort', target: this } as const;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // An EventTarget reports a throwing listener without stopping the others.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

/**
 * An `AbortController` look-alike whose signal is a {@link LightAbortSignal}. `abort()` without a
 * reason aborts with the same `AbortError` DOMException an `AbortController` uses.
 */
export class LightAbortController implements AttemptController {
  private readonly light = new LightAbortSignal();
  /** Typed as `AbortSignal` for `CallOptions`; only adapters declaring `lightSignal` receive it. */
  readonly signal = this.light as unknown as AbortSignal;

  abort(reason?: unknown): void {
    this.light.abortWith(
      reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason,
    );
  }
}

/** A light controller for adapters that declare `lightSignal`, a real `AbortController` otherwise. */
export function attemptController(adapter: {
  readonly lightSignal?: boolean | undefined;
}): AttemptController {
  return adapter.lightSignal === true ? new LightAbortController() : new AbortController();
}
