/**
 * The contract between the recovery engine and a provider adapter. Adapters translate and
 * transport; they never decide whether to retry.
 * @module
 */
import type { ChatRequest, ChatResponse, StreamEvent } from '../core/model.js';

/** The credential an attempt uses. `secret` goes in a header only, never in a URL, log or error. */
export interface CallCredential {
  /** Stable label for logs and events, e.g. `key#1`. */
  readonly id: string;
  /** 0-based position of the key in the target's `keys` (sandbox faults select by it). */
  readonly index: number;
  readonly secret: string;
}

/** Per-call options the engine passes to an adapter. */
export interface CallOptions {
  /** Aborts the upstream request at once (caller abort, idle watchdog, timeout). */
  readonly signal: AbortSignal;
  /** The upstream model id of this target (e.g. `gpt-4o-mini`); overrides `request.model`. */
  readonly model: string;
  readonly credential?: CallCredential | undefined;
}

/** A provider adapter: one instance per target (or shared), created by a factory such as `createOpenAIAdapter(options)`. */
export interface ProviderAdapter {
  /** Provider name for classification and telemetry: `openai`, `anthropic`, `gemini`, `openrouter`, `sandbox`, … */
  readonly provider: string;
  /** A complete (non-streamed) call. Failures throw an `UpstreamError` (or the transport's error). */
  chat(request: ChatRequest, options: CallOptions): Promise<ChatResponse>;
  /**
   * A streamed call. The iterable throws an `UpstreamError` for a failed response or an error event
   * inside a 200 stream. Ending iteration early must release the connection.
   */
  stream(request: ChatRequest, options: CallOptions): AsyncIterable<StreamEvent>;
  /** Releases connection pools the adapter owns. Optional: in-process adapters have none. */
  close?(): Promise<void>;
  /**
   * True when the adapter uses `CallOptions.signal` only through `aborted`, `reason`,
   * `throwIfAborted()` and `addEventListener`/`removeEventListener('abort', …)`, and never hands
   * it to an API that wants a real `AbortSignal` (`fetch`, `AbortSignal.any`, …). The engine then
   * passes a lightweight signal for the attempts it must be able to abort itself (every stream),
   * which costs a fraction of Node's `AbortSignal`. Leave it unset when unsure.
   */
  readonly lightSignal?: boolean | undefined;
}
