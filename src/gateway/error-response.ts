/**
 * The ONE mapping from errors to wire responses, in the caller's API shape (DESIGN §6, §7).
 * OpenAI callers get `{ error: { message, type, param, code } }`; Anthropic callers get
 * `{ type: "error", error: { type, message } }`. Both carry a `stayup` object with the
 * classification and the attempts, and the diagnostic headers `x-stayup-reason`,
 * `x-stayup-attempts`, `x-stayup-target`, `x-should-retry` and `retry-after`.
 * @module
 */
import { classifyError } from '../core/classify/classify.js';
import type { Classification, Reason } from '../core/classify/types.js';
import {
  type AttemptRecord,
  InvalidOptionsError,
  NoTargetAvailableError,
  RetryExhaustedError,
  StayupError,
  StreamInterruptedError,
  UnsupportedFeatureError,
  UpstreamError,
} from '../core/errors.js';
import { redactSecrets } from '../core/redact.js';

/** The API shape a caller speaks, chosen by the route it called. */
export type WireShape = 'openai' | 'anthropic';

/** A complete error response, ready to write. */
export interface WireError {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The error object (serialise as JSON; for streams, the payload of the error event). */
  readonly body: Record<string, unknown>;
  /** The reason reported in `x-stayup-reason` and logs. */
  readonly reason: string;
}

interface ReasonWire {
  readonly status: number;
  readonly openaiType: string;
  readonly anthropicType: string;
  readonly code: string;
}

const UPSTREAM: Readonly<Record<Reason, ReasonWire>> = {
  // The caller's own key is fine (it passed the gateway); the upstream's was refused: a bad gateway.
  auth: {
    status: 502,
    openaiType: 'upstream_error',
    anthropicType: 'api_error',
    code: 'upstream_auth',
  },
  auth_permanent: {
    status: 502,
    openaiType: 'upstream_error',
    anthropicType: 'api_error',
    code: 'upstream_auth',
  },
  billing: {
    status: 402,
    openaiType: 'insufficient_quota',
    anthropicType: 'billing_error',
    code: 'insufficient_quota',
  },
  rate_limit: {
    status: 429,
    openaiType: 'rate_limit_error',
    anthropicType: 'rate_limit_error',
    code: 'rate_limit_exceeded',
  },
  upstream_rate_limit: {
    status: 429,
    openaiType: 'rate_limit_error',
    anthropicType: 'rate_limit_error',
    code: 'rate_limit_exceeded',
  },
  overloaded: {
    status: 503,
    openaiType: 'server_error',
    anthropicType: 'overloaded_error',
    code: 'overloaded',
  },
  server_error: {
    status: 502,
    openaiType: 'server_error',
    anthropicType: 'api_error',
    code: 'upstream_server_error',
  },
  timeout: {
    status: 504,
    openaiType: 'timeout_error',
    anthropicType: 'timeout_error',
    code: 'upstream_timeout',
  },
  context_overflow: {
    status: 400,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'context_length_exceeded',
  },
  payload_too_large: {
    status: 413,
    openaiType: 'invalid_request_error',
    anthropicType: 'request_too_large',
    code: 'payload_too_large',
  },
  image_too_large: {
    status: 400,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'image_too_large',
  },
  model_not_found: {
    status: 404,
    openaiType: 'invalid_request_error',
    anthropicType: 'not_found_error',
    code: 'model_not_found',
  },
  content_policy: {
    status: 400,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'content_policy_violation',
  },
  format_error: {
    status: 400,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'invalid_request',
  },
  thinking_signature: {
    status: 400,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'thinking_signature',
  },
  long_context_tier: {
    status: 429,
    openaiType: 'rate_limit_error',
    anthropicType: 'rate_limit_error',
    code: 'long_context_tier',
  },
  aborted: {
    status: 499,
    openaiType: 'request_aborted',
    anthropicType: 'api_error',
    code: 'aborted',
  },
  unknown: {
    status: 502,
    openaiType: 'upstream_error',
    anthropicType: 'api_error',
    code: 'upstream_error',
  },
};

/** Errors the gateway raises itself (before or around the engine). */
export type GatewayErrorKind =
  | 'invalid_request'
  | 'unauthorized'
  | 'not_found'
  | 'model_not_found'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'host_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'timeout'
  | 'unavailable'
  | 'no_target_available'
  | 'internal';

const GATEWAY: Readonly<Record<GatewayErrorKind, ReasonWire>> = {
  invalid_request: {
    status: 400,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'invalid_request',
  },
  unauthorized: {
    status: 401,
    openaiType: 'invalid_request_error',
    anthropicType: 'authentication_error',
    code: 'invalid_api_key',
  },
  not_found: {
    status: 404,
    openaiType: 'invalid_request_error',
    anthropicType: 'not_found_error',
    code: 'not_found',
  },
  model_not_found: {
    status: 404,
    openaiType: 'invalid_request_error',
    anthropicType: 'not_found_error',
    code: 'model_not_found',
  },
  method_not_allowed: {
    status: 405,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'method_not_allowed',
  },
  origin_not_allowed: {
    status: 403,
    openaiType: 'invalid_request_error',
    anthropicType: 'permission_error',
    code: 'origin_not_allowed',
  },
  // 403 as the Vite and webpack dev servers, Jupyter, Ollama and the MCP SDKs answer a Host they do
  // not serve: the refusal is final. 421 Misdirected Request would tell the client it may retry on
  // another connection (RFC 9110 §15.5.20), which would reach the same gateway.
  host_not_allowed: {
    status: 403,
    openaiType: 'invalid_request_error',
    anthropicType: 'permission_error',
    code: 'host_not_allowed',
  },
  payload_too_large: {
    status: 413,
    openaiType: 'invalid_request_error',
    anthropicType: 'request_too_large',
    code: 'payload_too_large',
  },
  unsupported_media_type: {
    status: 415,
    openaiType: 'invalid_request_error',
    anthropicType: 'invalid_request_error',
    code: 'unsupported_media_type',
  },
  timeout: {
    status: 504,
    openaiType: 'timeout_error',
    anthropicType: 'timeout_error',
    code: 'gateway_timeout',
  },
  unavailable: {
    status: 503,
    openaiType: 'server_error',
    anthropicType: 'overloaded_error',
    code: 'shutting_down',
  },
  no_target_available: {
    status: 503,
    openaiType: 'server_error',
    anthropicType: 'overloaded_error',
    code: 'no_target_available',
  },
  internal: {
    status: 500,
    openaiType: 'server_error',
    anthropicType: 'api_error',
    code: 'internal_error',
  },
};

/** Options of {@link gatewayError}. */
export interface GatewayErrorOptions {
  readonly kind: GatewayErrorKind;
  readonly message: string;
  /** The request field at fault (OpenAI `param`), e.g. `messages[2].content`. */
  readonly param?: string | undefined;
  /** Whether a client SDK may retry this (e.g. while the gateway is shutting down). @default false */
  readonly shouldRetry?: boolean | undefined;
  readonly retryAfterMs?: number | undefined;
  readonly extraHeaders?: Readonly<Record<string, string>> | undefined;
  readonly stayup?: Readonly<Record<string, unknown>> | undefined;
}

function wireBody(
  shape: WireShape,
  wire: ReasonWire,
  message: string,
  param: string | undefined,
  stayup: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (shape === 'anthropic') {
    return {
      type: 'error',
      error: { type: wire.anthropicType, message, ...(stayup ? { stayup } : {}) },
    };
  }
  return {
    error: {
      message,
      type: wire.openaiType,
      param: param ?? null,
      code: wire.code,
      ...(stayup ? { stayup } : {}),
    },
  };
}

function baseHeaders(
  reason: string,
  shouldRetry: boolean,
  retryAfterMs: number | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-stayup-reason': reason,
    'x-should-retry': shouldRetry ? 'true' : 'false',
  };
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs > 0) {
    headers['retry-after'] = String(Math.ceil(retryAfterMs / 1000));
    headers['retry-after-ms'] = String(Math.ceil(retryAfterMs));
  }
  return headers;
}

/** A gateway-raised error (bad input, auth, unknown model, body too large, timeout …) in the caller's shape. */
export function gatewayError(shape: WireShape, options: GatewayErrorOptions): WireError {
  const wire = GATEWAY[options.kind];
  const shouldRetry = options.shouldRetry ?? false;
  // Every answer carries x-stayup-attempts (DESIGN §10.2): none were made unless told otherwise.
  const headers = {
    ...baseHeaders(options.kind, shouldRetry, options.retryAfterMs),
    'x-stayup-attempts': '0',
    ...options.extraHeaders,
  };
  return {
    status: wire.status,
    headers,
    body: wireBody(shape, wire, options.message, options.param, options.stayup),
    reason: options.kind,
  };
}

/** An attempt as reported on the wire and in logs: no secrets, only labels. */
export interface AttemptSummary {
  readonly attempt: number;
  readonly target: string;
  readonly credential?: string | undefined;
  readonly reason: string;
  readonly category: string;
  readonly status?: number | undefined;
  readonly action: string;
  readonly durationMs: number;
}

/** Attempts as plain data for wire bodies and log lines. */
export function summarizeAttempts(attempts: readonly AttemptRecord[]): AttemptSummary[] {
  return attempts.map((attempt) => ({
    attempt: attempt.attempt,
    target: attempt.target,
    ...(attempt.credential === undefined ? {} : { credential: attempt.credential }),
    // A success carries a placeholder classification: report it as `ok`.
    reason: attempt.action === 'success' ? 'ok' : attempt.classification.reason,
    category: attempt.action === 'success' ? 'ok' : attempt.classification.category,
    ...(attempt.classification.status === undefined
      ? {}
      : { status: attempt.classification.status }),
    action: attempt.action,
    durationMs: Math.round(attempt.durationMs),
  }));
}

/** Facts the mapping reads off any thrown value. */
interface ErrorFacts {
  readonly classification: Classification | undefined;
  readonly attempts: readonly AttemptRecord[];
  readonly retryAfterMs: number | undefined;
  readonly stopReason: string | undefined;
}

function factsOf(error: unknown, nowMs: number): ErrorFacts {
  if (error instanceof RetryExhaustedError) {
    return {
      classification: error.lastClassification,
      attempts: error.attempts,
      retryAfterMs: error.retryAfterMs ?? error.lastClassification?.retryAfterMs,
      stopReason: error.stopReason,
    };
  }
  if (error instanceof StreamInterruptedError) {
    return {
      classification: error.classification,
      attempts: error.attempts,
      retryAfterMs: error.classification.retryAfterMs,
      stopReason: 'stream_interrupted',
    };
  }
  if (error instanceof NoTargetAvailableError) {
    return {
      classification: undefined,
      attempts: error.attempts,
      retryAfterMs:
        error.retryAtMs === undefined ? undefined : Math.max(0, error.retryAtMs - nowMs),
      stopReason: 'no_target_available',
    };
  }
  if (error instanceof UpstreamError) {
    return {
      classification: error.classification,
      attempts: [],
      retryAfterMs: error.classification?.retryAfterMs,
      stopReason: undefined,
    };
  }
  const classification = (error as { classification?: unknown } | null)?.classification;
  return {
    classification:
      typeof classification === 'object' && classification !== null && 'reason' in classification
        ? (classification as Classification)
        : undefined,
    attempts: [],
    retryAfterMs: undefined,
    stopReason: undefined,
  };
}

/** Transport failures (undici/fetch) that reach the gateway unwrapped. */
function isUpstreamFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code =
    (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^(E[A-Z]+|UND_ERR_\w+)$/.test(code);
}

/** Reasons that mean "this request is wrong": the only ones whose upstream `param` is passed on. */
const PARAM_REASONS: ReadonlySet<Reason> = new Set<Reason>([
  'format_error',
  'context_overflow',
  'image_too_large',
]);

/** A field path as OpenAI writes one (`messages[0].content`, `tools[2].function.parameters`). */
const FIELD_PATH = /^[A-Za-z_$][\w$.[\]:/@-]{0,199}$/;

/**
 * The request field an OpenAI-compatible upstream named in its error (`error.param`), read off
 * the raw body of the upstream error in `error`'s cause chain (at most 5 links). Only a value
 * shaped like a field path and free of anything that looks like a credential is returned.
 */
function upstreamParam(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (current instanceof UpstreamError) return paramOfBody(current.body);
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function paramOfBody(body: string | undefined): string | undefined {
  // Most bodies name no param: skip the parse.
  if (body === undefined || !body.includes('"param"')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const param = (json as { error?: { param?: unknown } } | null)?.error?.param;
  if (typeof param !== 'string' || !FIELD_PATH.test(param)) return undefined;
  // The adapter may already have masked a secret in the body (`[redacted]`).
  return redactSecrets(param) === param && !/redacted/i.test(param) ? param : undefined;
}

/** Options of {@link errorResponse}. */
export interface ErrorResponseOptions {
  /** Now, ms since the epoch (turns `retryAtMs` into a wait). */
  readonly nowMs: number;
}

/**
 * Maps anything the engine (or the gateway) threw onto a wire error in the caller's shape.
 * Upstream failures carry `x-should-retry: false`: stayup is the one retry owner and has already
 * spent the retries, so client SDKs must not multiply attempts.
 */
export function errorResponse(
  error: unknown,
  shape: WireShape,
  options: ErrorResponseOptions,
): WireError {
  if (error instanceof InvalidOptionsError) {
    return gatewayError(shape, {
      kind: 'invalid_request',
      message: error.message,
      param: error.path,
    });
  }
  if (error instanceof UnsupportedFeatureError) {
    return gatewayError(shape, {
      kind: 'invalid_request',
      message: `${error.message}; the request was not sent (stayup never drops a field that changes the answer)`,
      stayup: { reason: 'format_error', feature: error.feature, provider: error.provider },
    });
  }
  const facts = factsOf(error, options.nowMs);
  if (error instanceof NoTargetAvailableError) {
    return gatewayError(shape, {
      kind: 'no_target_available',
      message: error.message,
      retryAfterMs: facts.retryAfterMs,
      stayup: {
        reason: 'no_target_available',
        attempts: summarizeAttempts(facts.attempts),
      },
      extraHeaders: {
        'x-stayup-attempts': String(facts.attempts.length),
        ...(facts.attempts.at(-1)
          ? { 'x-stayup-target': facts.attempts.at(-1)?.target ?? '' }
          : {}),
      },
    });
  }
  if (
    !StayupError.isInstance(error) &&
    facts.classification === undefined &&
    !isUpstreamFailure(error)
  ) {
    return gatewayError(shape, { kind: 'internal', message: 'internal gateway error' });
  }
  // An error rethrown as-is (nothing was retried) may carry no classification yet.
  const classification = facts.classification ?? classifyError(error, { nowMs: options.nowMs });
  const reason: Reason = classification.reason;
  const wire = UPSTREAM[reason];
  const status = shape === 'anthropic' && reason === 'overloaded' ? 529 : wire.status;
  const message =
    classification.message || (error instanceof Error ? error.message : 'upstream request failed');
  const lastTarget = facts.attempts.at(-1)?.target;
  const headers: Record<string, string> = {
    ...baseHeaders(reason, false, facts.retryAfterMs ?? classification.retryAfterMs),
    'x-stayup-attempts': String(Math.max(1, facts.attempts.length)),
  };
  if (lastTarget !== undefined) headers['x-stayup-target'] = lastTarget;
  const stayup: Record<string, unknown> = {
    reason,
    category: classification.category,
    retryable: classification.retryable,
    ...(classification.status === undefined ? {} : { upstream_status: classification.status }),
    ...(classification.code === undefined ? {} : { upstream_code: classification.code }),
    ...(facts.stopReason === undefined ? {} : { stop_reason: facts.stopReason }),
    attempts: summarizeAttempts(facts.attempts),
  };
  return {
    status,
    headers,
    body: wireBody(
      shape,
      { ...wire, status },
      message,
      shape === 'openai' && PARAM_REASONS.has(reason) ? upstreamParam(error) : undefined,
      stayup,
    ),
    reason,
  };
}
