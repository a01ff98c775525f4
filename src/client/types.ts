/**
 * The public shape of `createClient` (DESIGN §2). The engine, the gateway and the simulator all
 * code against these types.
 * @module
 */
import type { AttemptRecord } from '../core/errors.js';
import type { EventListener } from '../core/events.js';
import type { ChatMessage, ChatRequest, ChatResponse, StreamEvent } from '../core/model.js';
import type { BreakerPolicy, Clock, Random, RetryBudgetPolicy, StateStore } from '../core/ports.js';
import type { ProviderAdapter } from '../providers/types.js';

/** A credential: a plain secret, or a secret with an OAuth-style refresh hook. */
export interface CredentialOptions {
  readonly secret: string;
  /** Label for events and logs (never the secret). Default `key#<n>` (1-based). */
  readonly label?: string | undefined;
  /**
   * Called once on a 401; returns the new secret. A rejection that says the grant is gone (a
   * 400/401, `invalid_grant`) marks the key dead; any other failure cools it for the auth cooldown.
   * A hook that has not settled after 30 s (`DEFAULT_REFRESH_TIMEOUT_MS`) counts as failed, and a
   * request stops waiting for it at its own abort or `maxElapsedMs`. The hook is not called again
   * while that call may still answer (two OAuth refreshes with one refresh token can revoke each
   * other's grant): later refreshes wait for it, and a secret it returns late is used. After 5 min
   * it is given up and the hook is called anew. A returned secret
   * with a control character or a character above U+00FF counts as failed too.
   */
  readonly refresh?: (() => Promise<string>) | undefined;
}

export type KeyStrategy = 'fill_first' | 'round_robin' | 'least_used' | 'random';

/** One target of a fallback chain: a provider, an upstream model and its keys. */
export interface TargetOptions {
  /** A provider name from the registry (`sandbox`, `openai`, `anthropic`, `gemini`, `openai-compatible`, `openrouter`, …) or an adapter instance. */
  readonly provider: string | ProviderAdapter;
  /** The upstream model id, e.g. `claude-sonnet-4-5`. */
  readonly model: string;
  /** API keys (or credentials). None: the adapter is called without a credential (sandbox, local servers). */
  readonly keys?: readonly (string | CredentialOptions)[] | undefined;
  /** Key selection. @default 'fill_first' */
  readonly strategy?: KeyStrategy | undefined;
  readonly baseUrl?: string | undefined;
  /** Context window in tokens, for the large-session heuristics and context-window fallback. Default: the built-in table, else unknown. */
  readonly contextWindow?: number | undefined;
  /** Provider-specific settings passed to the adapter factory (sandbox latency and faults, extra headers, Azure api-version, …). */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
}

/** A logical model: the fallback chain clients reach by one name. */
export interface ModelOptions {
  /** The fallback chain, in order. At least one target. */
  readonly targets: readonly TargetOptions[];
  /**
   * Smart routing: simple requests go to a cheap target first; if it fails they revert to
   * `targets[0]` (never down the chain from the cheap target).
   */
  readonly cheap?:
    | {
        readonly target: TargetOptions;
        /** Route here when the request's approximate tokens are at most this. @default 2000 */
        readonly maxApproxTokens?: number | undefined;
        /** Custom predicate; wins over `maxApproxTokens`. */
        readonly when?: ((request: ChatRequest) => boolean) | undefined;
      }
    | undefined;
}

/** Retry settings (DESIGN §2.2). */
export interface RetryOptions {
  /** @default 10 */
  readonly maxRetries?: number | undefined;
  /** Overloaded (503/529) outcomes per request before falling back. @default 3 */
  readonly maxOverloadedRetries?: number | undefined;
  /** @default 500 */
  readonly baseDelayMs?: number | undefined;
  /** @default 32000 */
  readonly maxDelayMs?: number | undefined;
  /** Extra random share added to each backoff delay. @default 0.25 */
  readonly jitter?: number | undefined;
  /** A provider's Retry-After is honoured exactly up to this. @default 60000 */
  readonly maxRetryAfterMs?: number | undefined;
  /**
   * Provider-stated waits happen in place (keeps the prompt cache) while a request's waits in place
   * on one target stay under this in total; past it, it falls back when a fallback exists (without
   * one, each wait under this still happens in place). @default 20000
   */
  readonly cacheAwareThresholdMs?: number | undefined;
  /** Wall-clock budget for one request, all attempts and waits included. @default undefined (none) */
  readonly maxElapsedMs?: number | undefined;
  /** Compressions per request. @default 3 */
  readonly maxCompressions?: number | undefined;
  /**
   * Upstream calls per request across every target, rotations and repairs included (backoff
   * retries are also capped per target by `maxRetries`). @default 2 × (maxRetries + 1)
   */
  readonly maxAttempts?: number | undefined;
  /**
   * Deadline of one non-streamed upstream call; a call that takes longer is aborted and recovered
   * like a `timeout` (streams are covered by the idle watchdog instead). @default undefined (none)
   */
  readonly attemptTimeoutMs?: number | undefined;
  /**
   * Deadline of one call on a target that has a later target in its chain, or on the cheap route
   * (a cut cheap call reverts to the primary): a non-streamed call,
   * and a stream's idle watchdog (its wait for the first event and the gaps after it), are cut
   * at this so a hung target leaves time for the next one. The last target of a chain is not
   * bound by it (a slow last resort still answers), only by `attemptTimeoutMs`/`maxElapsedMs`.
   * The gateway derives it from `request_timeout`. @default undefined (none)
   */
  readonly fallbackAttemptTimeoutMs?: number | undefined;
}

/** Persistent mode (DESIGN §2.2): retry 429/529 indefinitely. */
export interface PersistentOptions {
  /** @default 300000 */
  readonly maxDelayMs?: number | undefined;
  /** @default 21600000 (6 h) */
  readonly maxWaitMs?: number | undefined;
  /** Sleep slices; each emits a `heartbeat` event and checks cancellation. @default 30000 */
  readonly heartbeatMs?: number | undefined;
}

/**
 * Options of {@link createClient}. Every field is validated; bad values throw `InvalidOptionsError`
 * naming the option. What a target's adapter factory refuses (its `options`, `baseUrl`, `keys`)
 * throws `ConfigError`, whose `issues` (and `path`, the first) are prefixed with the target's path.
 */
export interface ClientOptions {
  readonly models: Readonly<Record<string, ModelOptions>>;
  readonly retry?: RetryOptions | undefined;
  readonly persistent?: PersistentOptions | undefined;
  /** Key cooldowns when the provider gives no reset time. */
  readonly cooldown?:
    | { readonly authMs?: number | undefined; readonly defaultMs?: number | undefined }
    | undefined;
  /** Per-target circuit breaker; `false` disables it. */
  readonly breaker?: Partial<BreakerPolicy> | false | undefined;
  /**
   * Fleet retry budget; `false` disables it. Every upstream call after a request's first (retries,
   * rotations, fallbacks, cheap-route reverts) needs a token; repairs, compressions and the one
   * refresh do not. The store enforces `ratio` × first attempts over `windowMs` fleet-wide;
   * `minRetries` is a per-client concurrency floor: that many requests at a time may keep retrying
   * without tokens, so a quiet service keeps its retries. @default { ratio: 0.2, windowMs: 10000, minRetries: 3 }
   */
  readonly budget?: Partial<RetryBudgetPolicy> | false | undefined;
  readonly stream?:
    | {
        /** @default 90000 */
        readonly idleTimeoutMs?: number | undefined;
        /** @default 30000 */
        readonly stallWarningMs?: number | undefined;
        /** After an idle timeout before any output, retry the same target with a non-streaming call. @default true */
        readonly nonStreamingFallback?: boolean | undefined;
      }
    | undefined;
  /** @default memoryStore() */
  readonly store?: StateStore | undefined;
  /**
   * Shrinks a conversation that overflowed the context window (called at most `maxCompressions`
   * times a request). A hook that has not settled after 60 s (`DEFAULT_COMPRESS_TIMEOUT_MS`), or
   * by what `maxElapsedMs` leaves, ends the request (`context_overflow` or `max_elapsed`); the
   * caller's abort ends it at once.
   */
  readonly compress?:
    | ((
        messages: readonly ChatMessage[],
        info: { readonly target: string; readonly attempt: number },
      ) => Promise<readonly ChatMessage[]>)
    | undefined;
  readonly onEvent?: EventListener | undefined;
  /** Session stickiness lifetime. @default 3600000 */
  readonly sessionTtlMs?: number | undefined;
  readonly clock?: Clock | undefined;
  readonly random?: Random | undefined;
  /** Extra or replacement adapter factories by provider name. */
  readonly providers?: Readonly<Record<string, AdapterFactory>> | undefined;
}

/** Builds an adapter for a target. `clock` and `random` are the client's (virtual in the simulator). */
export type AdapterFactory = (
  target: TargetOptions,
  context: { readonly clock: Clock; readonly random: Random },
) => ProviderAdapter;

/** Per-request options. */
export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
  /** Background requests give up on their first overload. @default 'foreground' */
  readonly source?: 'foreground' | 'background' | undefined;
  /** A session id: fallbacks become one-way for the session. */
  readonly session?: string | undefined;
  /** Retry 429/529 indefinitely (DESIGN §2.2). */
  readonly persistent?: boolean | undefined;
  /** The request's size in tokens when the caller knows it; else estimated. */
  readonly approxTokens?: number | undefined;
  /** Correlation id for events; generated when missing. */
  readonly requestId?: string | undefined;
}

/** A successful response, with where it came from and what it took. */
export interface ChatResult extends ChatResponse {
  /** Id of the target that answered, e.g. `chat[1]:sandbox/sandbox-small`. */
  readonly target: string;
  /** Every attempt, failed ones first; the last is the success (action `success`). */
  readonly attempts: readonly AttemptRecord[];
}

/** A streamed response. `target` and `attempts` are set once the first event has been yielded. */
export interface ChatStream extends AsyncIterable<StreamEvent> {
  readonly target: string | undefined;
  readonly attempts: readonly AttemptRecord[];
}

/** The recovery client. */
export interface Client {
  chat(request: ChatRequest, options?: RequestOptions): Promise<ChatResult>;
  stream(request: ChatRequest, options?: RequestOptions): ChatStream;
  /** The logical model names. */
  readonly models: readonly string[];
  /** Closes adapters' connection pools and the store. */
  close(): Promise<void>;
}
