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

type AbortListener = (
  this: unknown,
  event: { readonly type: 'abort'; readonly target: unknown },
) => void;

/**
 * The part of `AbortSignal` an adapter with `lightSignal` may use: `aborted`, `reason`,
 * `throwIfAborted()`, and `addEventListener`/`removeEventListener` of `'abort'` listener functions
 * (each called once, in the order added, with the signal as `this` and an event whose `type` is
 * `'abort'`; listeners added or removed during the abort behave as on Node's EventTarget). It is not an `AbortSignal` instance and
 * must not be handed to code that needs one: `AbortSignal.any` would never abort, `fetch` fails
 * on abort. `handleEvent` objects and the `once`/`signal` options are not supported.
 */
/** One registered listener; a doubly linked list, walked the way Node's EventTarget walks it. */
interface ListenerNode {
  readonly listener: AbortListener;
  previous: ListenerNode | undefined;
  next: ListenerNode | undefined;
  removed: boolean;
}

class LightAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  private first: ListenerNode | undefined = undefined;
  private last: ListenerNode | undefined = undefined;
  private dispatched = false;

  addEventListener(type: string, listener: AbortListener | null | undefined): void {
    if (type !== 'abort' || typeof listener !== 'function' || this.dispatched) return;
    // An EventTarget ignores a listener that is already registered.
    if (this.find(listener) !== undefined) return;
    const node: ListenerNode = { listener, previous: this.last, next: undefined, removed: false };
    if (this.last === undefined) this.first = node;
    else this.last.next = node;
    this.last = node;
  }

  removeEventListener(type: string, listener: AbortListener | null | undefined): void {
    if (type !== 'abort' || typeof listener !== 'function') return;
    const node = this.find(listener);
    if (node === undefined) return;
    // Unlinked, but its own `next` is kept: an abort walking the list may be standing on it.
    if (node.previous === undefined) this.first = node.next;
    else node.previous.next = node.next;
    if (node.next === undefined) this.last = node.previous;
    else node.next.previous = node.previous;
    node.removed = true;
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  /**
   * Marks the signal aborted and calls the listeners once each, exactly as Node's EventTarget
   * dispatches: the next node is read before each call, a node removed meanwhile is skipped, and
   * a listener added meanwhile is called if the walk reaches it.
   */
  abortWith(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const event = { type: 'abort', target: this } as const;
    let node = this.first;
    while (node !== undefined) {
      const next: ListenerNode | undefined = node.next;
      if (!node.removed) {
        try {
          node.listener.call(this, event);
        } catch (error) {
          // An EventTarget reports a throwing listener without stopping the others.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
      node = next;
    }
    // An abort event fires once: listeners added from now on are never called, so keep none.
    this.dispatched = true;
    this.first = undefined;
    this.last = undefined;
  }

  private find(listener: AbortListener): ListenerNode | undefined {
    for (let node = this.first; node !== undefined; node = node.next)
      if (node.listener === listener) return node;
    return undefined;
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
