/**
 * The recovery engine (DESIGN §2, §3): runs one request through the fallback chain, the credential
 * pools, the circuit breakers and the fleet retry budget, performing the decisions of `decideNext`
 * in DESIGN §2.1's order, with every wait on the injected clock.
 * @module
 */

import type { ChatResult, ChatStream, RequestOptions } from '../client/types.js';
import { computeBackoff } from '../core/backoff.js';
import { NO_OUTPUT_CATEGORY } from '../core/classify/categories.js';
import type { Classification, ClassifyContext, Repair } from '../core/classify/types.js';
import {
  type Decision,
  type DecisionFacts,
  decideNext,
  keylessHoldUntilMs,
} from '../core/decide-next.js';
import {
  type AttemptRecord,
  InvalidOptionsError,
  NoTargetAvailableError,
  RetryExhaustedError,
  StayupError,
  StreamInterruptedError,
  UpstreamError,
} from '../core/errors.js';
import { estimateTokens } from '../core/estimate-tokens.js';
import { deliverEvent, type StayupEvent } from '../core/events.js';
import type { ChatRequest, ChatResponse, StreamEvent } from '../core/model.js';
import type { BreakerSnapshot } from '../core/ports.js';
import type { CallOptions } from '../providers/types.js';
import { applyRepair } from './apply-repair.js';
import { awaitBounded } from './await-bounded.js';
import type { CredentialPool, PoolCredential, RefreshOutcome } from './credential-pool.js';
import { EngineChatStream } from './engine-chat-stream.js';
import {
  attemptEndedReason,
  CALLER_ABORT_CLASSIFICATION,
  closeQuietly,
  idleTimeoutClassification,
  isAttemptDeadline,
  isOutputEvent,
  linkAbort,
  PartialTracker,
  StreamIdleError,
  SUCCESS_CLASSIFICATION,
  unsupportedFeatureClassification,
  withDeadline,
} from './engine-helpers.js';
import type { EngineConfig, EngineModel, EngineTarget } from './engine-types.js';
import { keylessHoldId } from './keyless-hold.js';
import { type AttemptController, attemptController } from './light-abort-controller.js';
import { refreshRevokesGrant } from './refresh-failure.js';
import { responseAsIterator } from './response-as-iterator.js';
import { SECRET_MARKER, scrubSecretInPlace } from './scrub-secret.js';
import { sessionStoreId } from './session-id.js';
import { sleepWithHeartbeat } from './sleep-with-heartbeat.js';
import { createStreamWatchdog, type StreamWatchdog, type WatchedNext } from './stream-watchdog.js';
import { validateRequest, validateRequestOptions } from './validate-request.js';

/**
 * How long the `compress` hook may take before the request ends with `context_overflow` (or
 * `max_elapsed`, when `maxElapsedMs` leaves less): 60 s.
 */
export const DEFAULT_COMPRESS_TIMEOUT_MS = 60_000;

/** A target's identity in the state store; its public `id` only names it to people. */
function storeKeyOf(target: EngineTarget): string {
  return target.storeKey ?? target.id;
}

/** Reasons a circuit breaker counts as failures (DESIGN §2.5). */
const BREAKER_FAILURES = new Set(['overloaded', 'server_error', 'timeout']);

/**
 * Whether a failure counts toward the target's circuit breaker. An answer with no usable output
 * ({@link NO_OUTPUT_CATEGORY}) came from a working endpoint: it neither opens the circuit nor fails
 * a half-open probe — also when a stream ends so after its reasoning reached the caller — since one
 * conversation must not take a target away from everyone.
 */
function countsAsBreakerFailure(classification: Classification): boolean {
  return (
    BREAKER_FAILURES.has(classification.reason) && classification.category !== NO_OUTPUT_CATEGORY
  );
}

interface RequestState {
  readonly requestId: string;
  readonly model: EngineModel;
  readonly kind: 'chat' | 'stream';
  readonly source: 'foreground' | 'background';
  readonly persistent: boolean;
  readonly session: string | undefined;
  readonly signal: AbortSignal | undefined;
  readonly startMs: number;
  readonly approxGiven: boolean;
  request: ChatRequest;
  approxTokens: number;
  position: number;
  onCheap: boolean;
  retriesOnTarget: number;
  overloadedOnTarget: number;
  /** Answers with no usable output from the current target (see `NO_OUTPUT_CATEGORY`). */
  noOutputOnTarget: number;
  /** Hinted waits in place on the current target (the cache threshold bounds their sum). */
  waitedInPlaceMs: number;
  attemptCount: number;
  compressions: number;
  readonly appliedRepairs: Set<Repair['kind']>;
  readonly refreshed: Set<string>;
  readonly attempts: AttemptRecord[];
  pendingRotate:
    | {
        /** The target whose key was cooled (the next attempt may land elsewhere). */
        readonly target: string;
        readonly from: string;
        readonly coolingUntilMs: number | undefined;
        readonly reason: string;
      }
    | undefined;
  /** After an idle timeout before output: the next attempt on this target is non-streaming. */
  preferChat: boolean;
  /** The request holds one of the budget's `minRetries` concurrent retry slots. */
  holdsRetrySlot: boolean;
  /**
   * A chain position whose call the fallback bound cut when no later target could take over (all
   * cooling or open): its retries run unbounded, so a slow but healthy target can still answer.
   */
  boundWaivedAt?: number | undefined;
  /** On the cheap route: no target of the chain could answer instead, so its call is unbounded. */
  cheapBoundWaived?: boolean | undefined;
}

interface Selected {
  readonly target: EngineTarget;
  readonly position: number | 'cheap';
  readonly credential: PoolCredential | undefined;
  readonly breaker: BreakerSnapshot | undefined;
}

interface AttemptSuccess<T> {
  readonly value: T;
  readonly target: EngineTarget;
  readonly attempt: number;
  readonly startedAtMs: number;
  /** The label of the attempt's key (never the secret); undefined for a keyless target. */
  readonly credential: string | undefined;
  /** The attempt's secret, only to scrub it from a later failure's text; never reported. */
  readonly secret: string | undefined;
  /** The attempt's own controller; undefined when the attempt used the caller's signal. */
  readonly controller: AttemptController | undefined;
  readonly unlink: () => void;
}

/** `controller`: the attempt's own controller, undefined when it uses the caller's signal (see `run`). */
type AttemptCall<T> = (
  selected: Selected,
  request: ChatRequest,
  options: CallOptions,
  state: RequestState,
  controller: AttemptController | undefined,
) => Promise<T>;

const NO_UNLINK = (): void => undefined;

interface PrimedStream {
  readonly iterator: AsyncIterator<StreamEvent>;
  /** The stream's watchdog; closed when the stream ends. */
  readonly watchdog: StreamWatchdog;
  readonly buffered: readonly StreamEvent[];
  readonly done: boolean;
}

/** Maps a decision to the `AttemptRecord.action` vocabulary. */
function recordAction(decision: Decision): string {
  switch (decision.action) {
    case 'rethrow':
      return 'fail';
    case 'revert':
      return 'fallback';
    case 'retry':
      return decision.basis === 'backoff' ? 'retry' : 'wait';
    default:
      return decision.action;
  }
}

/** The recovery engine. One instance per client; stateless per request apart from the store. */
export class RecoveryEngine {
  private readonly config: EngineConfig;
  /**
   * Whether anyone listens to events. The hot paths (request, attempt, error, retry, success)
   * check it before building an event object nobody would read.
   */
  private readonly listening: boolean;
  /** Whether non-streamed attempts have a deadline (`attemptDeadlineMs` is never undefined). */
  private readonly chatHasDeadline: boolean;
  /** Each target's circuit as this engine last reported it (see `observeBreaker`). */
  private readonly breakerSeen = new Map<string, 'closed' | 'open'>();
  private requestCounter = 0;
  /**
   * This client's part of default request ids (`req_<id>_<n>`), drawn at the first request that
   * needs one: counters alone collide across clients and replicas. Drawn only from the default
   * `Math.random`: with an injected Random (tests, the simulator) one more draw would shift every
   * seeded jitter after it, so those ids stay `req_<n>`.
   */
  private clientIdPart: string | undefined;
  /** Requests of this client currently holding a concurrent retry slot (the budget's floor). */
  private retrySlotsInUse = 0;

  constructor(config: EngineConfig) {
    this.config = config;
    this.listening = config.onEvent !== undefined;
    this.chatHasDeadline =
      config.attemptTimeoutMs !== undefined ||
      config.fallbackAttemptTimeoutMs !== undefined ||
      config.decision.maxElapsedMs !== undefined;
  }

  /** A complete call with recovery. */
  async chat(request: ChatRequest, options: RequestOptions = {}): Promise<ChatResult> {
    const state = await this.begin(request, options, 'chat');
    let outcome: AttemptSuccess<ChatResponse>;
    try {
      outcome = await this.run<ChatResponse>(
        state,
        (selected, req, callOptions, _state, controller) => {
          const call = selected.target.adapter.chat(req, callOptions);
          const timeoutMs = this.attemptDeadlineMs(state);
          // A deadline-bound attempt always has its own controller (see `run`).
          return timeoutMs === undefined || controller === undefined
            ? call
            : withDeadline(call, { clock: this.config.clock, timeoutMs, controller });
        },
      );
    } catch (error) {
      this.emitEnd(state, error);
      throw error;
    } finally {
      this.releaseRetrySlot(state);
    }
    outcome.unlink();
    this.emitSuccess(state, outcome);
    this.emitEnd(state, undefined);
    // Object.assign, not a spread: V8 (Node 20) takes ≈ 3 µs to add new keys to a spread copy.
    return Object.assign({}, outcome.value, {
      target: outcome.target.id,
      attempts: state.attempts,
    });
  }

  /** A streamed call with recovery before the first output, and the watchdog after it. */
  stream(request: ChatRequest, options: RequestOptions = {}): ChatStream {
    return new EngineChatStream((onStart) => this.streamEvents(request, options, onStart));
  }

  private async *streamEvents(
    request: ChatRequest,
    options: RequestOptions,
    onStart: (target: string, attempts: readonly AttemptRecord[]) => void,
  ): AsyncGenerator<StreamEvent> {
    const state = await this.begin(request, options, 'stream');
    let outcome: AttemptSuccess<PrimedStream>;
    try {
      outcome = await this.run<PrimedStream>(
        state,
        // Every streamed attempt has its own controller (see `run`): the watchdog aborts it.
        (selected, req, callOptions, st, controller) =>
          this.openStream(selected, req, callOptions, st, controller as AttemptController),
      );
    } catch (error) {
      this.emitEnd(state, error);
      throw error;
    } finally {
      // A stream retries only before its first output: once `run` settles (a primed stream, a
      // failure, a caller abort) the request will never retry again, so its concurrent retry slot
      // goes back now, not when a possibly long stream ends (or is abandoned unread).
      this.releaseRetrySlot(state);
    }
    onStart(outcome.target.id, state.attempts);
    const { iterator, watchdog } = outcome.value;
    const partial = new PartialTracker();
    let finished = false;
    /** The attempt's end is in its history (an interruption, or a cut by the caller). */
    let ended = false;
    /** What ended the stream early, if something was thrown. */
    let failure: unknown = STOPPED_READING;
    try {
      for (const event of outcome.value.buffered) {
        partial.add(event);
        yield event;
      }
      if (!outcome.value.done) {
        for (;;) {
          let next: WatchedNext<StreamEvent>;
          try {
            next = await watchdog.next(iterator);
          } catch (error) {
            ended = true;
            if (state.signal?.aborted) {
              this.recordCut(state, outcome);
              throw state.signal.reason;
            }
            throw this.interrupted(
              state,
              outcome,
              this.classifyFailure(error, outcome.target, state, outcome.secret),
              partial,
              error,
            );
          }
          if (next.kind === 'idle') {
            ended = true;
            const classification = this.idleTimedOut(state, outcome.target, next.idleMs, true);
            outcome.controller?.abort(new StreamIdleError(classification));
            throw this.interrupted(state, outcome, classification, partial, undefined);
          }
          if (next.result.done) break;
          partial.add(next.result.value);
          yield next.result.value;
        }
      }
      finished = true;
      this.emitSuccess(state, outcome);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      watchdog.close();
      // The caller stopped reading (or aborted) mid-stream: the cut call belongs in the history.
      if (!finished && !ended) this.recordCut(state, outcome);
      if (!finished) {
        outcome.controller?.abort(
          state.signal?.aborted ? state.signal.reason : attemptEndedReason(),
        );
        closeQuietly(iterator);
      }
      outcome.unlink();
      // Last: after the cut attempt's own error event.
      this.emitEnd(state, finished ? undefined : failure);
    }
  }

  /**
   * Records the end of a streamed attempt after its first output: it was recorded as a success
   * when that output arrived, and its end is a failure the history must show too (the same
   * attempt number; nothing follows it).
   */
  private recordStreamEnd(
    state: RequestState,
    outcome: AttemptSuccess<PrimedStream>,
    classification: Classification,
    action: 'fail' | 'aborted',
  ): void {
    const nowMs = this.config.clock.now();
    state.attempts.push({
      attempt: outcome.attempt,
      target: outcome.target.id,
      credential: outcome.credential,
      startedAtMs: outcome.startedAtMs,
      durationMs: nowMs - outcome.startedAtMs,
      classification,
      action,
    });
    this.emit({
      type: 'error',
      requestId: state.requestId,
      timeMs: nowMs,
      attempt: outcome.attempt,
      target: outcome.target.id,
      classification,
      final: true,
    });
  }

  /** Records a streamed attempt the caller cut after its first output (reason `aborted`). */
  private recordCut(state: RequestState, outcome: AttemptSuccess<PrimedStream>): void {
    this.recordStreamEnd(state, outcome, CALLER_ABORT_CLASSIFICATION, 'aborted');
  }

  private interrupted(
    state: RequestState,
    outcome: AttemptSuccess<PrimedStream>,
    classification: Classification,
    partial: PartialTracker,
    cause: unknown,
  ): StreamInterruptedError {
    if (this.config.breaker !== undefined && countsAsBreakerFailure(classification))
      void this.recordBreaker(state, outcome.target, 'failure', undefined);
    this.recordStreamEnd(state, outcome, classification, 'fail');
    return new StreamInterruptedError(
      `${outcome.target.id}: stream interrupted after output (${classification.category}): ${classification.message}`,
      { partial: partial.snapshot(), classification, attempts: state.attempts, cause },
    );
  }

  /** Reports a stream gone silent for `idleMs` and classifies it; `delivered`: output was already yielded. */
  private idleTimedOut(
    state: RequestState,
    target: EngineTarget,
    idleMs: number,
    delivered: boolean,
  ): Classification {
    this.emit({
      type: 'idle_timeout',
      requestId: state.requestId,
      timeMs: this.config.clock.now(),
      target: target.id,
      idleMs,
      delivered,
    });
    return idleTimeoutClassification({ idleMs, provider: target.provider, model: target.model });
  }

  /** Opens a stream and pulls until the first output event (a `start` is buffered, not output). */
  private async openStream(
    selected: Selected,
    request: ChatRequest,
    callOptions: CallOptions,
    state: RequestState,
    controller: AttemptController,
  ): Promise<PrimedStream> {
    const { target } = selected;
    let iterator: AsyncIterator<StreamEvent>;
    // Until the first output, the wait is also bounded by what `maxElapsedMs` leaves, as a
    // non-streamed call is; once output flows, pauses are judged by the idle timeout alone.
    let idleTimeoutMs = Math.min(
      this.config.stream.idleTimeoutMs,
      this.fallbackBoundMs(state) ?? Number.POSITIVE_INFINITY,
      this.budgetLeftMs(state) ?? Number.POSITIVE_INFINITY,
    );
    if (state.preferChat) {
      // The stream went silent before any output: ask for the whole answer in one response instead.
      // A complete answer takes longer than a first token, so it gets a longer deadline — never
      // past the attempt's own deadline, or a hung target would outlive the request's budget.
      idleTimeoutMs = Math.min(
        idleTimeoutMs * 4,
        this.attemptDeadlineMs(state) ?? Number.POSITIVE_INFINITY,
      );
      iterator = responseAsIterator(target.adapter.chat(request, callOptions));
    } else {
      iterator = target.adapter.stream(request, callOptions)[Symbol.asyncIterator]();
    }
    const buffered: StreamEvent[] = [];
    const watchdog = createStreamWatchdog({
      clock: this.config.clock,
      idleTimeoutMs,
      // A whole response arrives at once: a gap before it is no stall.
      stallWarningMs: state.preferChat ? 0 : this.config.stream.stallWarningMs,
      signal: controller.signal,
      onStall: (gapMs: number) =>
        this.emit({
          type: 'stall',
          requestId: state.requestId,
          timeMs: this.config.clock.now(),
          target: target.id,
          gapMs,
        }),
    });
    try {
      for (;;) {
        const next = await watchdog.next(iterator);
        if (next.kind === 'idle') {
          const error = new StreamIdleError(this.idleTimedOut(state, target, next.idleMs, false));
          controller.abort(error);
          throw error;
        }
        if (next.result.done) return { iterator, watchdog, buffered, done: true };
        buffered.push(next.result.value);
        if (isOutputEvent(next.result.value)) {
          // The fallback bound is about a target that does not answer: once output flows, a pause
          // is a slow answer (DESIGN §3), judged by the configured idle timeout.
          if (idleTimeoutMs < this.config.stream.idleTimeoutMs && !state.preferChat)
            watchdog.setIdleTimeout(this.config.stream.idleTimeoutMs);
          return { iterator, watchdog, buffered, done: false };
        }
      }
    } catch (error) {
      watchdog.close();
      closeQuietly(iterator);
      throw error;
    }
  }

  private async begin(
    request: ChatRequest,
    options: RequestOptions,
    kind: 'chat' | 'stream',
  ): Promise<RequestState> {
    validateRequest(request);
    validateRequestOptions(options);
    const model = this.config.models.get(request.model);
    if (model === undefined)
      throw new InvalidOptionsError(
        'request.model',
        `unknown model "${request.model}"; known: ${[...this.config.models.keys()].join(', ')}`,
      );
    if (options.signal?.aborted) throw options.signal.reason;
    const { clock, store } = this.config;
    const nowMs = clock.now();
    this.requestCounter += 1;
    const requestId = options.requestId ?? this.defaultRequestId();
    const approxGiven = options.approxTokens !== undefined && options.approxTokens > 0;
    const approxTokens = approxGiven ? (options.approxTokens as number) : estimateTokens(request);
    let position = 0;
    // The caller's session id, bounded before it reaches the store (it may be arbitrarily long).
    const session = options.session === undefined ? undefined : sessionStoreId(options.session);
    if (session !== undefined) {
      const stuck = await this.guarded(
        () => store.sessionTarget(session, model.name, nowMs),
        undefined,
      );
      if (stuck !== undefined) position = Math.min(Math.max(0, stuck), model.targets.length - 1);
    }
    const cheap = model.cheap;
    const onCheap =
      cheap !== undefined &&
      position === 0 &&
      (cheap.when !== undefined
        ? safePredicate(cheap.when, request)
        : approxTokens <= cheap.maxApproxTokens);
    const state: RequestState = {
      requestId,
      model,
      kind,
      source: options.source ?? 'foreground',
      persistent: options.persistent === true,
      session,
      signal: options.signal,
      startMs: nowMs,
      approxGiven,
      request,
      approxTokens,
      position,
      onCheap,
      retriesOnTarget: 0,
      overloadedOnTarget: 0,
      noOutputOnTarget: 0,
      waitedInPlaceMs: 0,
      attemptCount: 0,
      compressions: 0,
      appliedRepairs: new Set(),
      refreshed: new Set(),
      attempts: [],
      pendingRotate: undefined,
      preferChat: false,
      holdsRetrySlot: false,
    };
    if (this.listening)
      this.emit({
        type: 'request',
        requestId,
        timeMs: nowMs,
        model: model.name,
        source: state.source,
        stream: kind === 'stream',
        approxTokens,
      });
    return state;
  }

  private defaultRequestId(): string {
    if (this.config.random !== Math.random) return `req_${this.requestCounter}`;
    this.clientIdPart ??= Math.floor(this.config.random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0');
    return `req_${this.clientIdPart}_${this.requestCounter}`;
  }

  private budgetScope(state: RequestState): string {
    return `model:${state.model.name}`;
  }

  /** The attempt loop. Returns the first success; throws a typed error when recovery ends. */
  private async run<T>(state: RequestState, call: AttemptCall<T>): Promise<AttemptSuccess<T>> {
    const { clock } = this.config;
    for (;;) {
      if (state.signal?.aborted) throw state.signal.reason;
      const selected = await this.select(state);
      if (selected === undefined) continue;
      if (state.pendingRotate !== undefined) {
        this.emit({
          type: 'rotate',
          requestId: state.requestId,
          timeMs: clock.now(),
          target: state.pendingRotate.target,
          from: state.pendingRotate.from,
          to:
            selected.target.id === state.pendingRotate.target
              ? selected.credential?.label
              : undefined,
          coolingUntilMs: state.pendingRotate.coolingUntilMs,
          reason: state.pendingRotate.reason,
        });
        state.pendingRotate = undefined;
      }
      state.attemptCount += 1;
      const attempt = state.attemptCount;
      const budget = this.config.budget;
      // Only requests that reach upstream count as first attempts (fast failures earn no retries).
      if (attempt === 1 && budget !== undefined) {
        const scope = this.budgetScope(state);
        await this.guarded(
          () => this.config.store.recordFirstAttempt(scope, clock.now(), budget),
          undefined,
        );
      }
      const { target, credential } = selected;
      if (this.listening)
        this.emit({
          type: 'attempt',
          requestId: state.requestId,
          timeMs: clock.now(),
          attempt,
          target: target.id,
          credential: credential?.label,
        });
      // A non-streamed attempt without a deadline is only ever cancelled by its caller (the
      // controller of the others is aborted by the idle watchdog or the deadline), so when the
      // caller gave a signal the attempt uses it as is: no AbortController (Node builds an
      // AbortSignal slowly), no linked listener. Without a caller signal, or for streams and
      // deadline-bound calls, the attempt gets its own controller, linked to the caller's: a light
      // one when the adapter declares `lightSignal`.
      const callerSignal = state.signal;
      // A caller's light signal (the simulator's) reaches only adapters that declared lightSignal.
      const ownController =
        callerSignal === undefined ||
        state.kind === 'stream' ||
        this.chatHasDeadline ||
        (target.adapter.lightSignal !== true && !(callerSignal instanceof AbortSignal));
      const controller = ownController ? attemptController(target.adapter) : undefined;
      const unlink = controller === undefined ? NO_UNLINK : linkAbort(callerSignal, controller);
      const signal = controller?.signal ?? (callerSignal as AbortSignal);
      const startedAtMs = clock.now();
      const callOptions: CallOptions = {
        signal,
        model: target.model,
        credential:
          credential === undefined
            ? undefined
            : { id: credential.label, index: credential.index, secret: credential.secret },
      };
      let value: T;
      try {
        value = await call(selected, state.request, callOptions, state, controller);
      } catch (error) {
        unlink();
        if (controller !== undefined && !controller.signal.aborted)
          controller.abort(attemptEndedReason());
        // A caller abort is rethrown unchanged, at once, whatever the adapter turned it into —
        // after recording the cut attempt, so listeners (metrics, logs) count every upstream call.
        if (state.signal?.aborted) {
          this.record(
            state,
            selected,
            attempt,
            startedAtMs,
            CALLER_ABORT_CLASSIFICATION,
            'aborted',
            true,
          );
          this.giveBackProbe(target, selected.breaker);
          throw state.signal.reason;
        }
        // Local mistakes (bad options or config) are not upstream failures: never retried.
        if (
          StayupError.isInstance(error) &&
          (error.code === 'STAYUP_INVALID_OPTIONS' || error.code === 'STAYUP_CONFIG')
        ) {
          // Nothing reached the target: a half-open probe taken for this call proved nothing.
          this.giveBackProbe(target, selected.breaker);
          throw error;
        }
        await this.recover(state, selected, error, attempt, startedAtMs, credential?.secret);
        continue;
      }
      await this.recordBreaker(state, target, 'success', selected.breaker);
      state.attempts.push({
        attempt,
        target: target.id,
        credential: credential?.label,
        startedAtMs,
        durationMs: clock.now() - startedAtMs,
        classification: SUCCESS_CLASSIFICATION,
        action: 'success',
      });
      return {
        value,
        target,
        attempt,
        startedAtMs,
        credential: credential?.label,
        secret: credential?.secret,
        controller,
        unlink,
      };
    }
  }

  /** Picks the target and key of the next attempt; waits (persistent) or throws when none is available. */
  private async select(state: RequestState): Promise<Selected | undefined> {
    const { model } = state;
    const nowMs = this.config.clock.now();
    let retryAtMs: number | undefined;
    if (state.onCheap && model.cheap !== undefined) {
      const tried = await this.tryTarget(model.cheap.target, nowMs, state.requestId);
      if ('credential' in tried) {
        // As down the chain, the fallback bound holds only while another target could take over.
        if (this.config.fallbackAttemptTimeoutMs !== undefined)
          state.cheapBoundWaived = !(await this.anyAvailableFrom(state, state.position, nowMs));
        return {
          credential: tried.credential,
          breaker: tried.breaker,
          target: model.cheap.target,
          position: 'cheap',
        };
      }
      // The cheap route is unavailable: go to the primary without spending anything.
      state.onCheap = false;
    }
    for (let position = state.position; position < model.targets.length; position++) {
      const target = model.targets[position] as EngineTarget;
      const tried = await this.tryTarget(target, nowMs, state.requestId);
      if ('credential' in tried) {
        if (position > state.position) await this.moveTo(state, position, 'unavailable');
        return { credential: tried.credential, breaker: tried.breaker, target, position };
      }
      const candidate = tried.retryAtMs;
      if (candidate !== undefined && (retryAtMs === undefined || candidate < retryAtMs))
        retryAtMs = candidate;
    }
    const maxElapsedMs = this.config.decision.maxElapsedMs;
    const withinBudget =
      maxElapsedMs === undefined ||
      (retryAtMs !== undefined && retryAtMs - state.startMs <= maxElapsedMs);
    if (state.persistent && retryAtMs !== undefined && withinBudget) {
      await this.sleep(state, Math.max(0, retryAtMs - nowMs), 'no_target_available');
      return undefined;
    }
    throw new NoTargetAvailableError(
      `${model.name}: no target available (every target is cooling, dead or has an open circuit)`,
      { retryAtMs, attempts: state.attempts },
    );
  }

  private async tryTarget(
    target: EngineTarget,
    nowMs: number,
    requestId: string,
  ): Promise<
    | {
        readonly credential: PoolCredential | undefined;
        readonly breaker: BreakerSnapshot | undefined;
      }
    | { readonly retryAtMs: number | undefined }
  > {
    const { pool } = target;
    let usable: readonly PoolCredential[] | undefined;
    if (pool !== undefined) {
      usable = await this.usableCredentials(pool, nowMs);
      if (usable.length === 0)
        return { retryAtMs: await this.guarded(() => pool.earliestReturnMs(nowMs), undefined) };
    } else {
      const heldUntilMs = await this.keylessHeldUntilMs(target, nowMs);
      if (heldUntilMs !== undefined) return { retryAtMs: heldUntilMs };
    }
    let breaker: BreakerSnapshot | undefined;
    const policy = this.config.breaker;
    if (policy !== undefined) {
      const verdict = await this.guarded(
        () => this.config.store.breakerAllows(storeKeyOf(target), nowMs, policy),
        undefined,
      );
      if (verdict !== undefined) {
        this.observeBreaker(requestId, target, verdict.snapshot, nowMs);
        if (!verdict.allowed) {
          const snapshot = verdict.snapshot;
          return {
            retryAtMs:
              snapshot.status === 'half_open'
                ? snapshot.openUntilMs + policy.openMs
                : snapshot.openUntilMs,
          };
        }
        breaker = verdict.snapshot;
      }
    }
    if (pool === undefined) return { credential: undefined, breaker };
    const credential = await this.guarded(() => pool.pick(nowMs, usable), usable?.[0]);
    if (credential === undefined) return { retryAtMs: undefined };
    return { credential, breaker };
  }

  /** The keys of `pool` usable now; on a store failure, all of them (the store is advisory). */
  private usableCredentials(
    pool: CredentialPool,
    nowMs: number,
  ): Promise<readonly PoolCredential[]> {
    return this.guarded(() => pool.available(nowMs), pool.credentials.slice());
  }

  /** Until when a keyless target is held by a stated wait (`keylessHoldUntilMs`); undefined when not. */
  private async keylessHeldUntilMs(
    target: EngineTarget,
    nowMs: number,
  ): Promise<number | undefined> {
    const id = keylessHoldId(storeKeyOf(target));
    const states = await this.guarded(
      () => this.config.store.credentialStates([id], nowMs),
      undefined,
    );
    const state = states?.get(id);
    return state?.status === 'cooling' && state.untilMs > nowMs ? state.untilMs : undefined;
  }

  /** Whether a target could take a call now, without taking a half-open probe. */
  private async isAvailable(target: EngineTarget, nowMs: number): Promise<boolean> {
    const { pool } = target;
    if (pool !== undefined && (await this.usableCredentials(pool, nowMs)).length === 0)
      return false;
    if (pool === undefined && (await this.keylessHeldUntilMs(target, nowMs)) !== undefined)
      return false;
    const policy = this.config.breaker;
    if (policy === undefined) return true;
    const snapshot = await this.guarded(
      () => this.config.store.breaker(storeKeyOf(target), nowMs, policy),
      undefined,
    );
    if (snapshot === undefined || snapshot.status === 'closed') return true;
    if (snapshot.status === 'open') return nowMs >= snapshot.openUntilMs;
    return !snapshot.probeInFlight || nowMs >= snapshot.openUntilMs + policy.openMs;
  }

  /** Whether any target of the chain from `from` on could take a call now. */
  private async anyAvailableFrom(
    state: RequestState,
    from: number,
    nowMs: number,
  ): Promise<boolean> {
    const { targets } = state.model;
    for (let position = from; position < targets.length; position++)
      if (await this.isAvailable(targets[position] as EngineTarget, nowMs)) return true;
    return false;
  }

  /** The next available position after the current one (optionally with a larger context window). */
  private async nextFallback(
    state: RequestState,
    nowMs: number,
    largerThan?: number | undefined,
  ): Promise<number | undefined> {
    const { targets } = state.model;
    for (let position = state.position + 1; position < targets.length; position++) {
      const target = targets[position] as EngineTarget;
      if (
        largerThan !== undefined &&
        (target.contextWindow === undefined || target.contextWindow <= largerThan)
      )
        continue;
      if (await this.isAvailable(target, nowMs)) return position;
    }
    return undefined;
  }

  private async moveTo(state: RequestState, position: number, reason: string): Promise<void> {
    const { model } = state;
    const from =
      state.onCheap && model.cheap !== undefined
        ? model.cheap.target
        : model.targets[state.position];
    const to = model.targets[position] as EngineTarget;
    const nowMs = this.config.clock.now();
    this.emit({
      type: 'fallback',
      requestId: state.requestId,
      timeMs: nowMs,
      from: from?.id ?? to.id,
      to: to.id,
      reason,
    });
    state.position = position;
    state.onCheap = false;
    state.retriesOnTarget = 0;
    state.overloadedOnTarget = 0;
    state.noOutputOnTarget = 0;
    state.waitedInPlaceMs = 0;
    state.preferChat = false;
    if (state.session !== undefined && position > 0) {
      const session = state.session;
      await this.guarded(
        () =>
          this.config.store.stickSession(
            session,
            model.name,
            position,
            nowMs,
            this.config.sessionTtlMs,
          ),
        undefined,
      );
    }
  }

  /**
   * Classifies a failed attempt. `secret`, the attempt's own key, is replaced by a marker in the
   * classification's text: a custom adapter may echo it in its error, and the classification
   * travels on errors, attempts and events (the built-in adapters scrub it themselves).
   */
  private classifyFailure(
    error: unknown,
    target: EngineTarget,
    state: RequestState,
    secret: string | undefined,
  ): Classification {
    // The error itself becomes the cause of what the caller gets (printed by util.inspect and loggers).
    scrubSecretInPlace(error, secret);
    return redactClassification(this.classifyUnredacted(error, target, state), secret);
  }

  private classifyUnredacted(
    error: unknown,
    target: EngineTarget,
    state: RequestState,
  ): Classification {
    if (error instanceof StreamIdleError) return error.classification;
    if (StayupError.isInstance(error) && error.code === 'STAYUP_UNSUPPORTED_FEATURE')
      return unsupportedFeatureClassification({
        message: error.message,
        provider: target.provider,
        model: target.model,
      });
    try {
      return this.config.classify(error, this.classifyContext(target, state));
    } catch {
      return {
        ...SUCCESS_CLASSIFICATION,
        category: 'unknown',
        message: 'unclassifiable error',
        retryable: true,
      };
    }
  }

  /** What the classifier needs to know about the request and target (DESIGN §1.2's heuristics). */
  private classifyContext(target: EngineTarget, state: RequestState): ClassifyContext {
    return {
      provider: target.provider,
      model: target.model,
      approxTokens: state.approxTokens,
      contextLength: target.contextWindow,
      numMessages: state.request.messages.length,
      nowMs: this.config.clock.now(),
    };
  }

  /** Classifies what a refresh hook threw; undefined when the classifier cannot. */
  private classifyRefreshFailure(
    error: unknown,
    target: EngineTarget,
    state: RequestState,
  ): Classification | undefined {
    try {
      return this.config.classify(error, this.classifyContext(target, state));
    } catch {
      return undefined;
    }
  }

  /** Classifies a failed attempt and performs the decision; returns to retry, throws to stop. */
  private async recover(
    state: RequestState,
    selected: Selected,
    error: unknown,
    attempt: number,
    startedAtMs: number,
    secret: string | undefined,
  ): Promise<void> {
    const { clock, decision: policy } = this.config;
    const { target, credential } = selected;
    const pool = target.pool;
    const classification = this.fallbackBoundTimeout(
      this.classifyFailure(error, target, state, secret),
      error,
      state,
    );
    if (error instanceof UpstreamError && error.classification === undefined)
      error.classification = classification;
    if (classification.reason === 'overloaded') state.overloadedOnTarget += 1;
    if (classification.category === NO_OUTPUT_CATEGORY) state.noOutputOnTarget += 1;
    if (countsAsBreakerFailure(classification))
      await this.recordBreaker(state, target, 'failure', selected.breaker);
    else if (selected.breaker?.status === 'half_open') {
      // A feature the target lacks was refused before any call: the probe proved nothing, so it
      // neither closes the breaker nor keeps the slot. Any other answer (a 4xx): the target is up.
      if (classification.category === 'request.unsupported_feature')
        this.giveBackProbe(target, selected.breaker);
      else await this.recordBreaker(state, target, 'success', selected.breaker);
    }

    const onCheap = selected.position === 'cheap';
    const facts = async (): Promise<DecisionFacts> => {
      const nowMs = clock.now();
      const others =
        pool === undefined
          ? []
          : await this.guarded(() => pool.available(nowMs, credential?.storeId), []);
      return {
        classification,
        nowMs,
        source: state.source,
        persistent: state.persistent,
        canRefresh: credential?.refresh !== undefined && !state.refreshed.has(credential.storeId),
        onCheapRoute: onCheap,
        hasCredential: credential !== undefined,
        otherKeyAvailable: others.length > 0,
        appliedRepairs: state.appliedRepairs,
        compressions: state.compressions,
        hasCompressHook: this.config.compress !== undefined,
        largerWindowFallback:
          !onCheap &&
          classification.shouldCompress &&
          (await this.nextFallback(state, nowMs, target.contextWindow ?? 0)) !== undefined,
        overloadedOnTarget: state.overloadedOnTarget,
        noOutputOnTarget: state.noOutputOnTarget,
        hasFallback: !onCheap && (await this.nextFallback(state, nowMs)) !== undefined,
        retriesOnTarget: state.retriesOnTarget,
        waitedInPlaceMs: state.waitedInPlaceMs,
        attempts: state.attemptCount,
        elapsedMs: nowMs - state.startMs,
        policy,
        random: this.config.random,
      };
    };

    let decisionFacts = await facts();
    let decision = decideNext(decisionFacts);
    if (decision.action === 'refresh' && pool !== undefined && credential !== undefined) {
      state.refreshed.add(credential.storeId);
      this.record(state, selected, attempt, startedAtMs, classification, 'refresh', false);
      // The pool bounds the hook itself (shared by every request refreshing this key); this request
      // also stops waiting at its own abort or when `maxElapsedMs` runs out.
      const bounded = await awaitBounded(pool.refresh(credential), {
        clock,
        timeoutMs: this.budgetLeftMs(state),
        signal: state.signal,
      });
      const refreshed: RefreshOutcome =
        bounded.kind === 'value'
          ? bounded.value
          : {
              ok: false,
              error:
                bounded.kind === 'error'
                  ? bounded.error
                  : new Error(`refresh hook still pending after ${bounded.timeoutMs} ms`),
            };
      if (refreshed.ok) return;
      // The refresh failed. Only positive evidence that the grant is gone kills the key (a dead key
      // never returns); a network blip or a 5xx from the token endpoint cools it for the auth
      // cooldown, so it is refreshed again later. Then decide again without the hook.
      const failedAtMs = clock.now();
      const revoked = refreshRevokesGrant(
        refreshed.error,
        this.classifyRefreshFailure(refreshed.error, target, state),
      );
      await this.guarded(
        () =>
          revoked
            ? pool.kill(credential)
            : pool.cool(credential, failedAtMs + policy.authCooldownMs, failedAtMs),
        undefined,
      );
      decisionFacts = await facts();
      decision = decideNext(decisionFacts);
    }
    // A target skipped before any call (a feature it lacks) put no load on anything: its
    // fallback is no retry of an upstream call, so it spends no token.
    const calledUpstream = classification.category !== 'request.unsupported_feature';
    if (calledUpstream && needsToken(decision) && !(await this.takeToken(state))) {
      decision = { action: 'fail', stopReason: 'budget_exhausted', mark: decision.mark };
    }
    const final = decision.action === 'fail' || decision.action === 'rethrow';
    this.record(
      state,
      selected,
      attempt,
      startedAtMs,
      classification,
      recordAction(decision),
      final,
    );

    const nowMs = clock.now();
    if (decision.mark !== undefined && pool !== undefined && credential !== undefined) {
      const mark = decision.mark;
      await this.guarded(
        () =>
          mark.kind === 'kill' ? pool.kill(credential) : pool.cool(credential, mark.untilMs, nowMs),
        undefined,
      );
    }
    const holdUntilMs = pool === undefined ? keylessHoldUntilMs(decisionFacts) : undefined;
    if (holdUntilMs !== undefined)
      await this.guarded(
        () => this.config.store.cool(keylessHoldId(storeKeyOf(target)), holdUntilMs, nowMs),
        undefined,
      );

    switch (decision.action) {
      case 'rethrow':
        throw error;
      case 'refresh':
        // Unreachable: refresh is resolved above; retry at once for safety.
        return;
      case 'revert': {
        await this.moveTo(state, state.position, 'cheap_route_failed');
        return;
      }
      case 'rotate':
        state.pendingRotate = {
          target: selected.target.id,
          from: credential?.label ?? 'none',
          coolingUntilMs: decision.mark?.kind === 'cool' ? decision.mark.untilMs : undefined,
          reason: classification.reason,
        };
        return;
      case 'repair':
        state.request = applyRepair(state.request, decision.repair);
        state.appliedRepairs.add(decision.repair.kind);
        this.reestimate(state);
        this.emit({
          type: 'repair',
          requestId: state.requestId,
          timeMs: nowMs,
          target: target.id,
          repair: decision.repair.kind,
        });
        return;
      case 'compress': {
        const compress = this.config.compress;
        if (compress === undefined) return;
        // A hook that never settles must not hold the request: it is bounded by its default
        // timeout, by what `maxElapsedMs` leaves, and by the caller's abort.
        const leftMs = this.budgetLeftMs(state);
        const timeoutMs = Math.min(DEFAULT_COMPRESS_TIMEOUT_MS, leftMs ?? Number.POSITIVE_INFINITY);
        // Rejects with the caller's reason when the caller aborts.
        const outcome = await awaitBounded(
          Promise.resolve().then(() =>
            compress(state.request.messages, { target: target.id, attempt }),
          ),
          { clock, timeoutMs, signal: state.signal },
        );
        if (outcome.kind === 'error')
          throw this.exhausted(state, 'context_overflow', undefined, outcome.error);
        if (outcome.kind === 'timeout')
          throw this.exhausted(
            state,
            leftMs !== undefined && leftMs <= DEFAULT_COMPRESS_TIMEOUT_MS
              ? 'max_elapsed'
              : 'context_overflow',
            undefined,
            new Error(`compress hook did not settle within ${outcome.timeoutMs} ms`),
          );
        const messages = outcome.value;
        state.compressions += 1;
        state.request = { ...state.request, messages };
        this.reestimate(state);
        this.emit({
          type: 'compress',
          requestId: state.requestId,
          timeMs: clock.now(),
          target: target.id,
          count: state.compressions,
        });
        return;
      }
      case 'fallback': {
        const position =
          decision.why === 'context_window'
            ? await this.nextFallback(state, nowMs, target.contextWindow ?? 0)
            : await this.nextFallback(state, nowMs);
        if (position === undefined) throw this.exhausted(state, 'not_retryable', undefined, error);
        await this.moveTo(
          state,
          position,
          decision.why === 'should_fallback' ? classification.reason : decision.why,
        );
        return;
      }
      case 'retry': {
        if (classification.explain.at(-1)?.rule === 'attempt.fallback_bound')
          state.boundWaivedAt = state.position;
        if (
          state.kind === 'stream' &&
          classification.category === 'stream.idle_timeout' &&
          this.config.stream.nonStreamingFallback
        )
          state.preferChat = true;
        this.emit({
          type: 'retry',
          requestId: state.requestId,
          timeMs: nowMs,
          attempt,
          target: target.id,
          delayMs: decision.delayMs,
          reason: classification.reason,
        });
        state.retriesOnTarget += 1;
        if (decision.basis === 'wait_in_place') state.waitedInPlaceMs += decision.delayMs;
        await this.sleep(state, decision.delayMs, classification.reason);
        return;
      }
      case 'fail':
        throw this.exhausted(state, decision.stopReason, decision.retryAfterMs, error);
    }
  }

  /**
   * A call this engine cut because a later target could answer instead (its own deadline or idle
   * watchdog under `fallbackAttemptTimeoutMs`) falls back: retrying the hung target in place would
   * spend the time the bound exists to save. Other timeouts keep DESIGN §1.1's flags.
   */
  private fallbackBoundTimeout(
    classification: Classification,
    error: unknown,
    state: RequestState,
  ): Classification {
    if (classification.reason !== 'timeout' || this.fallbackBoundMs(state) === undefined)
      return classification;
    if (!isAttemptDeadline(error) && !(error instanceof StreamIdleError)) return classification;
    return {
      ...classification,
      shouldFallback: true,
      explain: [
        ...classification.explain,
        { step: 'engine', rule: 'attempt.fallback_bound', field: 'deadline', decided: true },
      ],
    };
  }

  /**
   * `fallbackAttemptTimeoutMs` while another target could answer instead: a later target of the
   * chain, or, on the cheap route, the primary (a failed cheap route reverts to it, step 3).
   */
  private fallbackBoundMs(state: RequestState): number | undefined {
    const boundMs = this.config.fallbackAttemptTimeoutMs;
    if (boundMs === undefined) return undefined;
    if (state.onCheap) return state.cheapBoundWaived === true ? undefined : boundMs;
    if (state.boundWaivedAt === state.position) return undefined;
    return state.position < state.model.targets.length - 1 ? boundMs : undefined;
  }

  /**
   * The deadline of the next non-streamed call: `attemptTimeoutMs` (and, before the last target,
   * `fallbackAttemptTimeoutMs`), cut to what `maxElapsedMs` leaves.
   */
  private attemptDeadlineMs(state: RequestState): number | undefined {
    const fallbackBoundMs = this.fallbackBoundMs(state);
    const attemptTimeoutMs =
      fallbackBoundMs === undefined
        ? this.config.attemptTimeoutMs
        : Math.min(this.config.attemptTimeoutMs ?? Number.POSITIVE_INFINITY, fallbackBoundMs);
    const leftMs = this.budgetLeftMs(state);
    if (leftMs === undefined) return attemptTimeoutMs;
    return attemptTimeoutMs === undefined ? leftMs : Math.min(attemptTimeoutMs, leftMs);
  }

  /** What `maxElapsedMs` leaves of the request's time (at least 1 ms), if it is set. */
  private budgetLeftMs(state: RequestState): number | undefined {
    const { maxElapsedMs } = this.config.decision;
    if (maxElapsedMs === undefined) return undefined;
    return Math.max(1, maxElapsedMs - (this.config.clock.now() - state.startMs));
  }

  private reestimate(state: RequestState): void {
    if (!state.approxGiven) state.approxTokens = estimateTokens(state.request);
  }

  private exhausted(
    state: RequestState,
    stopReason: string,
    retryAfterMs: number | undefined,
    cause: unknown,
  ): RetryExhaustedError {
    const last = state.attempts.at(-1)?.classification;
    const what = last === undefined ? '' : ` (last: ${last.reason}: ${last.message})`;
    return new RetryExhaustedError(
      `${state.model.name}: ${stopReason} after ${state.attemptCount} attempt${state.attemptCount === 1 ? '' : 's'}${what}`,
      { attempts: state.attempts, stopReason, retryAfterMs, cause },
    );
  }

  private record(
    state: RequestState,
    selected: Selected,
    attempt: number,
    startedAtMs: number,
    classification: Classification,
    action: string,
    final: boolean,
  ): void {
    const nowMs = this.config.clock.now();
    state.attempts.push({
      attempt,
      target: selected.target.id,
      credential: selected.credential?.label,
      startedAtMs,
      durationMs: nowMs - startedAtMs,
      classification,
      action,
    });
    if (!this.listening) return;
    this.emit({
      type: 'error',
      requestId: state.requestId,
      timeMs: nowMs,
      attempt,
      target: selected.target.id,
      classification,
      final,
    });
  }

  /**
   * Takes a fleet retry token (DESIGN §2.5). The shared store enforces the ratio (retries ≤ ratio ×
   * first attempts over the window); the `minRetries` floor is kept per client as concurrency, as in
   * Envoy's `min_retry_concurrency`: up to `minRetries` requests at a time may keep retrying
   * without tokens, so a quiet service still gets its full retries while a busy fleet in an outage
   * stays near the ratio. Persistent requests wait for a token instead of failing.
   */
  private async takeToken(state: RequestState): Promise<boolean> {
    const budget = this.config.budget;
    if (budget === undefined) return true;
    const scope = this.budgetScope(state);
    const ratioOnly = { ...budget, minRetries: 0 };
    for (let waits = 1; ; waits++) {
      const nowMs = this.config.clock.now();
      const ok = await this.guarded(
        () => this.config.store.takeRetryToken(scope, nowMs, ratioOnly),
        true,
      );
      if (ok || state.holdsRetrySlot) return true;
      if (this.retrySlotsInUse < budget.minRetries) {
        this.retrySlotsInUse += 1;
        state.holdsRetrySlot = true;
        return true;
      }
      this.emit({ type: 'budget_exhausted', requestId: state.requestId, timeMs: nowMs, scope });
      if (!state.persistent) return false;
      const delayMs = computeBackoff({
        attempt: waits,
        baseDelayMs: this.config.decision.baseDelayMs,
        maxDelayMs: this.config.decision.persistentMaxDelayMs,
        jitter: this.config.decision.jitter,
        random: this.config.random,
      });
      await this.sleep(state, delayMs, 'budget_exhausted');
    }
  }

  private releaseRetrySlot(state: RequestState): void {
    if (!state.holdsRetrySlot) return;
    state.holdsRetrySlot = false;
    this.retrySlotsInUse -= 1;
  }

  private async sleep(state: RequestState, delayMs: number, reason: string): Promise<void> {
    const { clock } = this.config;
    if (!state.persistent) {
      await clock.sleep(delayMs, state.signal);
      return;
    }
    await sleepWithHeartbeat({
      clock,
      totalMs: delayMs,
      sliceMs: this.config.heartbeatMs,
      signal: state.signal,
      onHeartbeat: ({ waitedMs, remainingMs }) =>
        this.emit({
          type: 'heartbeat',
          requestId: state.requestId,
          timeMs: clock.now(),
          waitedMs,
          remainingMs,
          reason,
        }),
    });
  }

  /**
   * When `breaker` is a half-open probe this call took and it proved nothing (the caller cancelled
   * it, or the call never reached the target): give the slot back (stores that can), so the next
   * request probes at once instead of an openMs later. Not awaited: the request goes on (or its
   * error is thrown) at once.
   */
  private giveBackProbe(target: EngineTarget, breaker: BreakerSnapshot | undefined): void {
    const policy = this.config.breaker;
    const store = this.config.store;
    if (breaker?.status !== 'half_open' || policy === undefined || store.releaseProbe === undefined)
      return;
    const probeAtMs = breaker.openUntilMs;
    void this.guarded(() => store.releaseProbe!(storeKeyOf(target), probeAtMs, policy), false);
  }

  private async recordBreaker(
    state: RequestState,
    target: EngineTarget,
    outcome: 'success' | 'failure',
    before: BreakerSnapshot | undefined,
  ): Promise<void> {
    const policy = this.config.breaker;
    if (policy === undefined) return;
    const nowMs = this.config.clock.now();
    const after = await this.guarded(
      () => this.config.store.recordOutcome(storeKeyOf(target), outcome, nowMs, policy),
      undefined,
    );
    if (after === undefined) return;
    if (
      outcome === 'failure' &&
      after.status === 'open' &&
      after.openUntilMs === nowMs + policy.openMs
    ) {
      this.breakerSeen.set(target.id, 'open');
      this.emit({
        type: 'breaker_open',
        requestId: state.requestId,
        timeMs: nowMs,
        target: target.id,
        untilMs: after.openUntilMs,
      });
    }
    if (
      outcome === 'success' &&
      before !== undefined &&
      before.status !== 'closed' &&
      after.status === 'closed'
    ) {
      this.breakerSeen.set(target.id, 'closed');
      this.emit({
        type: 'breaker_close',
        requestId: state.requestId,
        timeMs: nowMs,
        target: target.id,
      });
    }
  }

  /**
   * Reports a circuit whose state changed since this engine last saw it, though not by its own
   * call: with a shared store another replica opened or closed it, and this replica's listeners
   * (its `stayup_breaker_state` gauge) must follow. Half-open counts as open until a probe closes it.
   */
  private observeBreaker(
    requestId: string,
    target: EngineTarget,
    snapshot: BreakerSnapshot,
    nowMs: number,
  ): void {
    if (!this.listening) return;
    const status = snapshot.status === 'closed' ? 'closed' : 'open';
    if ((this.breakerSeen.get(target.id) ?? 'closed') === status) return;
    this.breakerSeen.set(target.id, status);
    this.emit(
      status === 'open'
        ? {
            type: 'breaker_open',
            requestId,
            timeMs: nowMs,
            target: target.id,
            untilMs: snapshot.openUntilMs,
            observed: true,
          }
        : { type: 'breaker_close', requestId, timeMs: nowMs, target: target.id, observed: true },
    );
  }

  private emitSuccess(state: RequestState, outcome: AttemptSuccess<unknown>): void {
    if (!this.listening) return;
    const nowMs = this.config.clock.now();
    this.emit({
      type: 'success',
      requestId: state.requestId,
      timeMs: nowMs,
      attempt: outcome.attempt,
      target: outcome.target.id,
      durationMs: nowMs - state.startMs,
      attemptDurationMs: nowMs - outcome.startedAtMs,
      attempts: state.attemptCount,
    });
  }

  /** Reports the request's end (`error` undefined: it succeeded). */
  private emitEnd(state: RequestState, error: unknown): void {
    if (!this.listening) return;
    const nowMs = this.config.clock.now();
    this.emit({
      type: 'end',
      requestId: state.requestId,
      timeMs: nowMs,
      ok: error === undefined,
      attempts: state.attemptCount,
      durationMs: nowMs - state.startMs,
      ...(error === undefined ? {} : { stopReason: stopReasonOf(error, state) }),
    });
  }

  /** A throwing (or rejecting) listener never breaks a request. */
  private emit(event: StayupEvent): void {
    const listener = this.config.onEvent;
    if (listener === undefined) return;
    deliverEvent(listener, event);
  }

  /** The store must never be the reason a request fails: on error, use a permissive default. */
  private guarded<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    // `then` rather than an async function: one promise per store call instead of two, on a
    // path every attempt takes several times.
    const onError = (error: unknown): T => {
      this.emit({
        type: 'store_degraded',
        requestId: '',
        timeMs: this.config.clock.now(),
        store: 'state',
        message: error instanceof Error ? error.name : 'store error',
      });
      return fallback;
    };
    try {
      // Promise.resolve returns a native promise as is; it also takes a store that answered with
      // a plain value, as `await` did.
      return Promise.resolve(operation()).then(undefined, onError);
    } catch (error) {
      return Promise.resolve(onError(error));
    }
  }
}

/** `classification` with every exact occurrence of `secret` in its texts replaced by a marker. */
function redactClassification(
  classification: Classification,
  secret: string | undefined,
): Classification {
  // Too short a secret would match ordinary text; real keys are far longer.
  if (secret === undefined || secret.length < 4) return classification;
  const leaks =
    classification.message.includes(secret) ||
    classification.explain.some((step) => step.matched?.includes(secret) === true);
  if (!leaks) return classification;
  const scrub = (text: string): string => text.split(secret).join(SECRET_MARKER);
  return {
    ...classification,
    message: scrub(classification.message),
    explain: classification.explain.map((step) =>
      step.matched === undefined ? step : { ...step, matched: scrub(step.matched) },
    ),
  };
}

/** Marks a stream its caller stopped reading (nothing was thrown). */
const STOPPED_READING: unknown = Object.freeze({ stopped: 'caller stopped reading' });

/** The `end` event's `stopReason` for what a failed request threw. */
function stopReasonOf(error: unknown, state: RequestState): string {
  if (error === STOPPED_READING || state.signal?.aborted === true) return 'aborted';
  if (error instanceof RetryExhaustedError) return error.stopReason;
  if (error instanceof NoTargetAvailableError) return 'no_target_available';
  if (error instanceof StreamInterruptedError) return 'stream_interrupted';
  return StayupError.isInstance(error) ? error.code : 'error';
}

function needsToken(decision: Decision): boolean {
  // Rotations, reverts, fallbacks and retries all add upstream load in an outage; repairs,
  // compressions, the one refresh and a context-window fallback change the request, the key or
  // the window, are bounded per request and cannot multiply an outage.
  if (decision.action === 'fallback') return decision.why !== 'context_window';
  return (
    decision.action === 'retry' || decision.action === 'rotate' || decision.action === 'revert'
  );
}

function safePredicate(
  predicate: (request: ChatRequest) => boolean,
  request: ChatRequest,
): boolean {
  try {
    return predicate(request) === true;
  } catch {
    return false;
  }
}
