/**
 * `createClientWith`: the body of `createClient`, with the built-in provider factories passed in.
 * Validates every option eagerly, resolves adapters by provider name, builds credential pools
 * (keys are identified in the state store by a non-reversible fingerprint, never by the secret)
 * and wires the defaults. Kept apart from the provider registry so the simulator, which runs
 * sandbox targets only, does not load (and compile) every HTTP adapter at start-up.
 * @module
 */
import { DEFAULT_BREAKER_POLICY } from '../core/breaker.js';
import { classifyError } from '../core/classify/classify.js';
import { contextWindowOf } from '../core/context-windows.js';
import { DEFAULT_DECISION_POLICY, type DecisionPolicy } from '../core/decide-next.js';
import { ConfigError, InvalidOptionsError, StayupError } from '../core/errors.js';
import type { BreakerPolicy, Clock, Random, RetryBudgetPolicy, StateStore } from '../core/ports.js';
import { DEFAULT_RETRY_BUDGET } from '../core/retry-budget.js';
import { CredentialPool, type PoolCredential } from '../policies/credential-pool.js';
import type { EngineConfig, EngineModel, EngineTarget } from '../policies/engine-types.js';
import { RecoveryEngine } from '../policies/recovery-engine.js';
import { secretProblem } from '../policies/secret-shape.js';
import type { ProviderAdapter } from '../providers/types.js';
import { systemClock } from '../runtime/system-clock.js';
import { memoryStore } from '../stores/memory/memory-store.js';
import { credentialFingerprint } from './credential-fingerprint.js';
import { targetStoreKey } from './target-store-key.js';
import type {
  AdapterFactory,
  ChatResult,
  ChatStream,
  Client,
  ClientOptions,
  CredentialOptions,
  KeyStrategy,
  ModelOptions,
  TargetOptions,
} from './types.js';
import {
  booleanAt,
  checkKeys,
  describe,
  functionAt,
  isObject,
  numberAt,
  objectAt,
  oneOf,
  stringAt,
} from './validate-options.js';

/** Stream watchdog defaults (DESIGN §2.2). */
export const DEFAULT_STREAM_OPTIONS = {
  idleTimeoutMs: 90_000,
  stallWarningMs: 30_000,
  nonStreamingFallback: true,
} as const;
/** Persistent-mode heartbeat slice (DESIGN §2.2). */
export const DEFAULT_HEARTBEAT_MS = 30_000;
/** Session stickiness lifetime. */
export const DEFAULT_SESSION_TTL_MS = 3_600_000;
/** Smart routing: requests up to this many approximate tokens go to the cheap target. */
export const DEFAULT_CHEAP_MAX_APPROX_TOKENS = 2_000;

const STRATEGIES: readonly KeyStrategy[] = ['fill_first', 'round_robin', 'least_used', 'random'];
const TOP_LEVEL = [
  'models',
  'retry',
  'persistent',
  'cooldown',
  'breaker',
  'budget',
  'stream',
  'store',
  'compress',
  'onEvent',
  'clock',
  'random',
  'providers',
  'sessionTtlMs',
];
const TARGET_KEYS = [
  'provider',
  'model',
  'keys',
  'strategy',
  'baseUrl',
  'contextWindow',
  'options',
];
const STORE_METHODS = [
  'cool',
  'kill',
  'revive',
  'credentialStates',
  'recordUsage',
  'usage',
  'nextCursor',
  'breakerAllows',
  'recordOutcome',
  'breaker',
  'recordFirstAttempt',
  'takeRetryToken',
  'sessionTarget',
  'stickSession',
  'close',
];

/** The built-in providers {@link createClientWith} starts from; `{}`: none. */
export interface BuiltInProviders {
  /** Adapter factories by provider name; `options.providers` adds to or replaces them. */
  readonly factories?: Readonly<Record<string, AdapterFactory>> | undefined;
  /**
   * Their default endpoints by provider name: a target that writes its provider's default out
   * keeps the store key of one that leaves it out (see `targetStoreKey`).
   */
  readonly defaultBaseUrls?: Readonly<Record<string, string>> | undefined;
}

/**
 * Creates a recovery client whose built-in providers are `builtIns` (`options.providers` adds to
 * or replaces them). `createClient` is this with every built-in adapter.
 */
export function createClientWith(options: ClientOptions, builtIns: BuiltInProviders = {}): Client {
  const factories = builtIns.factories ?? {};
  if (!isObject(options))
    throw new InvalidOptionsError('options', `must be an object, got ${describe(options)}`);
  checkKeys(options, TOP_LEVEL, '');
  const clock = validateClock(options.clock) ?? systemClock;
  const random = functionAt<Random>(options.random, 'random') ?? Math.random;
  const store = validateStore(options.store) ?? memoryStore();
  const providers = validateProviders(options.providers, factories);
  // A replaced built-in may have another default endpoint: only the built-in's default is known.
  const defaults = Object.fromEntries(
    Object.entries(builtIns.defaultBaseUrls ?? {}).filter(
      ([name]) => providers[name] === factories[name],
    ),
  );
  const compress = functionAt<EngineConfig['compress']>(options.compress, 'compress');
  const onEvent = functionAt<EngineConfig['onEvent']>(options.onEvent, 'onEvent');
  const sessionTtlMs =
    numberAt(options.sessionTtlMs, 'sessionTtlMs', { greaterThan: 0 }) ?? DEFAULT_SESSION_TTL_MS;
  const decision = validateDecisionPolicy(options);
  const breaker = validateBreaker(options.breaker);
  const budget = validateBudget(options.budget);
  const stream = validateStream(options.stream);
  const attemptTimeoutMs = numberAt(options.retry?.attemptTimeoutMs, 'retry.attemptTimeoutMs', {
    greaterThan: 0,
    timer: true,
  });
  const fallbackAttemptTimeoutMs = numberAt(
    options.retry?.fallbackAttemptTimeoutMs,
    'retry.fallbackAttemptTimeoutMs',
    { greaterThan: 0, timer: true },
  );
  const heartbeatMs =
    numberAt(options.persistent?.heartbeatMs, 'persistent.heartbeatMs', {
      greaterThan: 0,
      timer: true,
    }) ?? DEFAULT_HEARTBEAT_MS;

  const adapters: ProviderAdapter[] = [];
  const models = new Map<string, EngineModel>();
  const modelsBag = objectAt(options.models, 'models');
  if (modelsBag === undefined || Object.keys(modelsBag).length === 0)
    throw new InvalidOptionsError('models', 'must define at least one model');
  for (const [name, model] of Object.entries(modelsBag)) {
    const path = `models.${name}`;
    if (name.trim() === '') throw new InvalidOptionsError(path, 'model names must be non-empty');
    models.set(
      name,
      buildModel({ name, model, path, providers, defaults, clock, random, store, adapters }),
    );
  }

  const engine = new RecoveryEngine({
    models,
    decision,
    breaker,
    budget,
    stream,
    heartbeatMs,
    attemptTimeoutMs,
    fallbackAttemptTimeoutMs,
    sessionTtlMs,
    store,
    compress,
    onEvent,
    clock,
    random,
    classify: classifyError,
  });

  return {
    models: [...models.keys()],
    chat: (request, requestOptions): Promise<ChatResult> => engine.chat(request, requestOptions),
    stream: (request, requestOptions): ChatStream => engine.stream(request, requestOptions),
    async close(): Promise<void> {
      const closing: Promise<unknown>[] = [];
      for (const adapter of new Set(adapters)) {
        const close = (adapter as { close?: unknown }).close;
        if (typeof close === 'function') closing.push(Promise.resolve(close.call(adapter)));
      }
      closing.push(store.close());
      await Promise.allSettled(closing);
    },
  };
}

interface BuildModelInput {
  readonly name: string;
  readonly model: unknown;
  readonly path: string;
  readonly providers: Readonly<Record<string, AdapterFactory>>;
  /** Built-in default base URLs by provider name (for store keys). */
  readonly defaults: Readonly<Record<string, string>>;
  readonly clock: Clock;
  readonly random: Random;
  readonly store: StateStore;
  readonly adapters: ProviderAdapter[];
}

function buildModel(input: BuildModelInput): EngineModel {
  const { name, path } = input;
  const bag = objectAt(input.model, path);
  if (bag === undefined) throw new InvalidOptionsError(path, 'must be an object');
  checkKeys(bag, ['targets', 'cheap'], path);
  const model = bag as unknown as ModelOptions;
  if (!Array.isArray(model.targets) || model.targets.length === 0)
    throw new InvalidOptionsError(`${path}.targets`, 'must be a non-empty array of targets');
  const targets = model.targets.map((target, index) =>
    buildTarget({ ...input, target, path: `${path}.targets[${index}]`, id: `${name}[${index}]` }),
  );
  let cheap: EngineModel['cheap'];
  const cheapBag = objectAt(model.cheap, `${path}.cheap`);
  if (cheapBag !== undefined) {
    checkKeys(cheapBag, ['target', 'maxApproxTokens', 'when'], `${path}.cheap`);
    cheap = {
      target: buildTarget({
        ...input,
        target: cheapBag.target,
        path: `${path}.cheap.target`,
        id: `${name}[cheap]`,
      }),
      maxApproxTokens:
        numberAt(cheapBag.maxApproxTokens, `${path}.cheap.maxApproxTokens`, { min: 0 }) ??
        DEFAULT_CHEAP_MAX_APPROX_TOKENS,
      when: functionAt(cheapBag.when, `${path}.cheap.when`),
    };
  }
  return { name, targets, cheap };
}

function buildTarget(
  input: BuildModelInput & { readonly target: unknown; readonly id: string },
): EngineTarget {
  const { path } = input;
  const bag = objectAt(input.target, path);
  if (bag === undefined) throw new InvalidOptionsError(path, 'must be an object');
  checkKeys(bag, TARGET_KEYS, path);
  const target = bag as unknown as TargetOptions;
  const modelId = stringAt(target.model, `${path}.model`, true) as string;
  stringAt(target.baseUrl, `${path}.baseUrl`, false);
  const contextWindow =
    numberAt(target.contextWindow, `${path}.contextWindow`, { integer: true, greaterThan: 0 }) ??
    contextWindowOf(modelId);
  objectAt(target.options, `${path}.options`);
  const strategy = oneOf(target.strategy, STRATEGIES, `${path}.strategy`) ?? 'fill_first';
  const adapter = resolveAdapter(input, target, path);
  input.adapters.push(adapter);
  const provider = adapter.provider;
  const id = `${input.id}:${provider}/${modelId}`;
  // An adapter instance's endpoint is its own business: it keeps its id as store key.
  const storeKey = isObject(target.provider)
    ? id
    : targetStoreKey({
        id,
        provider: target.provider as string,
        model: modelId,
        baseUrl: target.baseUrl,
        defaultBaseUrl: input.defaults[target.provider as string],
        options: target.options,
      });
  const credentials = buildCredentials(target.keys, `${path}.keys`, provider);
  const pool =
    credentials.length === 0
      ? undefined
      : new CredentialPool({
          id: storeKey,
          credentials,
          strategy,
          store: input.store,
          random: input.random,
          clock: input.clock,
        });
  return { id, storeKey, adapter, provider, model: modelId, contextWindow, pool };
}

function resolveAdapter(
  input: BuildModelInput,
  target: TargetOptions,
  path: string,
): ProviderAdapter {
  const { provider } = target;
  if (isObject(provider)) {
    const adapter = provider as unknown as ProviderAdapter;
    if (
      typeof adapter.provider !== 'string' ||
      typeof adapter.chat !== 'function' ||
      typeof adapter.stream !== 'function'
    )
      throw new InvalidOptionsError(
        `${path}.provider`,
        'an adapter instance must have a string `provider` and `chat`/`stream` methods',
      );
    return adapter;
  }
  const name = stringAt(provider, `${path}.provider`, true) as string;
  const factory = input.providers[name];
  if (factory === undefined)
    throw new InvalidOptionsError(
      `${path}.provider`,
      `unknown provider "${name}"; known: ${Object.keys(input.providers).sort().join(', ')}`,
    );
  try {
    const adapter = factory(target, { clock: input.clock, random: input.random });
    if (
      !isObject(adapter) ||
      typeof adapter.chat !== 'function' ||
      typeof adapter.stream !== 'function'
    )
      throw new InvalidOptionsError(
        `${path}.provider`,
        `the "${name}" factory returned no adapter`,
      );
    return adapter;
  } catch (error) {
    if (error instanceof ConfigError)
      throw new ConfigError(
        error.issues.map((issue) => ({
          path: issue.path === '' ? path : `${path}.${issue.path}`,
          message: issue.message,
        })),
        { cause: error },
      );
    if (StayupError.isInstance(error)) throw error;
    throw new InvalidOptionsError(
      path,
      `the "${name}" adapter rejected the target: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

function buildCredentials(keys: unknown, path: string, provider: string): PoolCredential[] {
  if (keys === undefined) return [];
  if (!Array.isArray(keys))
    throw new InvalidOptionsError(path, `must be an array, got ${describe(keys)}`);
  const seen = new Set<string>();
  const labels = new Set<string>();
  return keys.map((key: unknown, index) => {
    const keyPath = `${path}[${index}]`;
    let secret: string;
    let label = `key#${index + 1}`;
    let refresh: CredentialOptions['refresh'];
    if (typeof key === 'string') {
      secret = stringAt(key, keyPath, true) as string;
    } else if (isObject(key)) {
      checkKeys(key, ['secret', 'label', 'refresh'], keyPath);
      secret = stringAt(key.secret, `${keyPath}.secret`, true) as string;
      label = stringAt(key.label, `${keyPath}.label`, false) ?? label;
      refresh = functionAt(key.refresh, `${keyPath}.refresh`);
    } else {
      throw new InvalidOptionsError(
        keyPath,
        `must be a non-empty string or { secret }, got ${describe(key)}`,
      );
    }
    // A key undici would refuse as a header value fails every call as if the network did.
    const problem = secretProblem(secret);
    if (problem !== undefined)
      throw new InvalidOptionsError(
        typeof key === 'string' ? keyPath : `${keyPath}.secret`,
        `the secret of ${label} ${problem}; a key must be sendable in an HTTP header`,
      );
    if (labels.has(label))
      throw new InvalidOptionsError(
        typeof key === 'string' ? keyPath : `${keyPath}.label`,
        `label "${label}" is already used by another key of this target`,
      );
    labels.add(label);
    const storeId = credentialFingerprint(provider, secret);
    if (seen.has(storeId))
      throw new InvalidOptionsError(keyPath, 'duplicates an earlier key of this target');
    seen.add(storeId);
    return { storeId, label, index, secret, refresh };
  });
}

function validateClock(value: unknown): Clock | undefined {
  const clock = objectAt(value, 'clock');
  if (clock === undefined) return undefined;
  if (typeof clock.now !== 'function' || typeof clock.sleep !== 'function')
    throw new InvalidOptionsError('clock', 'must have now() and sleep(ms, signal) methods');
  return clock as unknown as Clock;
}

function validateStore(value: unknown): StateStore | undefined {
  const store = objectAt(value, 'store');
  if (store === undefined) return undefined;
  for (const method of STORE_METHODS) {
    if (typeof (store as Record<string, unknown>)[method] !== 'function')
      throw new InvalidOptionsError(
        `store.${method}`,
        'must be a function (a StateStore implementation)',
      );
  }
  return store as unknown as StateStore;
}

function validateProviders(
  value: unknown,
  builtIns: Readonly<Record<string, AdapterFactory>>,
): Readonly<Record<string, AdapterFactory>> {
  const extra = objectAt(value, 'providers');
  if (extra === undefined) return builtIns;
  for (const [name, factory] of Object.entries(extra))
    functionAt(factory, `providers.${name}`) ??
      (() => {
        throw new InvalidOptionsError(`providers.${name}`, 'must be an adapter factory function');
      })();
  return { ...builtIns, ...(extra as Record<string, AdapterFactory>) };
}

function validateDecisionPolicy(options: ClientOptions): DecisionPolicy {
  const retry = objectAt(options.retry, 'retry') ?? {};
  checkKeys(
    retry,
    [
      'maxRetries',
      'maxOverloadedRetries',
      'baseDelayMs',
      'maxDelayMs',
      'jitter',
      'maxRetryAfterMs',
      'cacheAwareThresholdMs',
      'maxElapsedMs',
      'maxCompressions',
      'maxAttempts',
      'attemptTimeoutMs',
      'fallbackAttemptTimeoutMs',
    ],
    'retry',
  );
  const persistent = objectAt(options.persistent, 'persistent') ?? {};
  checkKeys(persistent, ['maxDelayMs', 'maxWaitMs', 'heartbeatMs'], 'persistent');
  const cooldown = objectAt(options.cooldown, 'cooldown') ?? {};
  checkKeys(cooldown, ['authMs', 'defaultMs'], 'cooldown');
  const d = DEFAULT_DECISION_POLICY;
  const maxRetries =
    numberAt(retry.maxRetries, 'retry.maxRetries', { integer: true, min: 0 }) ?? d.maxRetries;
  const baseDelayMs =
    numberAt(retry.baseDelayMs, 'retry.baseDelayMs', { min: 0, timer: true }) ?? d.baseDelayMs;
  const maxDelayMs =
    numberAt(retry.maxDelayMs, 'retry.maxDelayMs', { min: 0, timer: true }) ?? d.maxDelayMs;
  if (maxDelayMs < baseDelayMs)
    throw new InvalidOptionsError(
      'retry.maxDelayMs',
      `must be ≥ retry.baseDelayMs (${baseDelayMs})`,
    );
  return {
    maxRetries,
    maxOverloadedRetries:
      numberAt(retry.maxOverloadedRetries, 'retry.maxOverloadedRetries', {
        integer: true,
        min: 0,
      }) ?? d.maxOverloadedRetries,
    baseDelayMs,
    maxDelayMs,
    jitter: numberAt(retry.jitter, 'retry.jitter', { min: 0, max: 1 }) ?? d.jitter,
    maxRetryAfterMs:
      numberAt(retry.maxRetryAfterMs, 'retry.maxRetryAfterMs', { min: 0, timer: true }) ??
      d.maxRetryAfterMs,
    cacheAwareThresholdMs:
      numberAt(retry.cacheAwareThresholdMs, 'retry.cacheAwareThresholdMs', { min: 0 }) ??
      d.cacheAwareThresholdMs,
    maxCompressions:
      numberAt(retry.maxCompressions, 'retry.maxCompressions', { integer: true, min: 0 }) ??
      d.maxCompressions,
    maxAttempts:
      numberAt(retry.maxAttempts, 'retry.maxAttempts', { integer: true, min: 1 }) ??
      2 * (maxRetries + 1),
    maxElapsedMs: numberAt(retry.maxElapsedMs, 'retry.maxElapsedMs', {
      greaterThan: 0,
      timer: true,
    }),
    // The time_budget fallback reserves what a call on a target with a fallback may take.
    attemptTimeoutMs: minDefined(
      numberAt(retry.attemptTimeoutMs, 'retry.attemptTimeoutMs', { greaterThan: 0, timer: true }),
      numberAt(retry.fallbackAttemptTimeoutMs, 'retry.fallbackAttemptTimeoutMs', {
        greaterThan: 0,
        timer: true,
      }),
    ),
    authCooldownMs: numberAt(cooldown.authMs, 'cooldown.authMs', { min: 0 }) ?? d.authCooldownMs,
    defaultCooldownMs:
      numberAt(cooldown.defaultMs, 'cooldown.defaultMs', { min: 0 }) ?? d.defaultCooldownMs,
    persistentMaxDelayMs:
      numberAt(persistent.maxDelayMs, 'persistent.maxDelayMs', { greaterThan: 0, timer: true }) ??
      d.persistentMaxDelayMs,
    persistentMaxWaitMs:
      numberAt(persistent.maxWaitMs, 'persistent.maxWaitMs', { greaterThan: 0 }) ??
      d.persistentMaxWaitMs,
  };
}

function validateBreaker(value: unknown): BreakerPolicy | undefined {
  if (value === false) return undefined;
  const breaker = objectAt(value, 'breaker') ?? {};
  checkKeys(
    breaker,
    ['failureThreshold', 'openMs', 'windowMs', 'minRequests', 'failureRate'],
    'breaker',
  );
  const d = DEFAULT_BREAKER_POLICY;
  return {
    failureThreshold:
      numberAt(breaker.failureThreshold, 'breaker.failureThreshold', { integer: true, min: 1 }) ??
      d.failureThreshold,
    openMs: numberAt(breaker.openMs, 'breaker.openMs', { greaterThan: 0 }) ?? d.openMs,
    windowMs: numberAt(breaker.windowMs, 'breaker.windowMs', { greaterThan: 0 }) ?? d.windowMs,
    minRequests:
      numberAt(breaker.minRequests, 'breaker.minRequests', { integer: true, min: 1 }) ??
      d.minRequests,
    failureRate:
      numberAt(breaker.failureRate, 'breaker.failureRate', { greaterThan: 0, max: 1 }) ??
      d.failureRate,
  };
}

function validateBudget(value: unknown): RetryBudgetPolicy | undefined {
  if (value === false) return undefined;
  const budget = objectAt(value, 'budget') ?? {};
  checkKeys(budget, ['ratio', 'windowMs', 'minRetries'], 'budget');
  const d = DEFAULT_RETRY_BUDGET;
  return {
    ratio: numberAt(budget.ratio, 'budget.ratio', { min: 0 }) ?? d.ratio,
    windowMs: numberAt(budget.windowMs, 'budget.windowMs', { greaterThan: 0 }) ?? d.windowMs,
    minRetries:
      numberAt(budget.minRetries, 'budget.minRetries', { integer: true, min: 0 }) ?? d.minRetries,
  };
}

function validateStream(value: unknown): EngineConfig['stream'] {
  const stream = objectAt(value, 'stream') ?? {};
  checkKeys(stream, ['idleTimeoutMs', 'stallWarningMs', 'nonStreamingFallback'], 'stream');
  const idleTimeoutMs =
    numberAt(stream.idleTimeoutMs, 'stream.idleTimeoutMs', { greaterThan: 0, timer: true }) ??
    DEFAULT_STREAM_OPTIONS.idleTimeoutMs;
  return {
    idleTimeoutMs,
    stallWarningMs:
      numberAt(stream.stallWarningMs, 'stream.stallWarningMs', { min: 0, timer: true }) ??
      DEFAULT_STREAM_OPTIONS.stallWarningMs,
    nonStreamingFallback:
      booleanAt(stream.nonStreamingFallback, 'stream.nonStreamingFallback') ??
      DEFAULT_STREAM_OPTIONS.nonStreamingFallback,
  };
}

function minDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}
