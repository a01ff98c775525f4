/**
 * The errors the sandbox throws: exactly what a real adapter (an `UpstreamError` with status,
 * lower-cased headers and the raw body text) or Node's fetch/undici (a `TypeError('fetch failed')`
 * with a coded `cause`, or an undici `SocketError`) would throw for the same observation.
 * @module
 */
import { UpstreamError } from '../../core/errors.js';

/** Realistic default bodies (taken from real provider responses) when a status fault gives none. */
const DEFAULT_BODIES: Readonly<Record<number, Readonly<Record<string, unknown>>>> = {
  400: {
    error: {
      message: 'Invalid request.',
      type: 'invalid_request_error',
      param: null,
      code: null,
    },
  },
  401: {
    error: {
      message:
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  },
  402: {
    error: {
      message: 'Insufficient credits. Add more using https://openrouter.ai/settings/credits',
      code: 402,
    },
  },
  403: {
    type: 'error',
    error: { type: 'permission_error', message: 'Permission denied' },
  },
  404: {
    error: {
      message: 'The model does not exist or you do not have access to it.',
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    },
  },
  408: { error: { message: 'Request timed out.', type: 'timeout', param: null, code: null } },
  413: { error: { type: 'request_too_large', message: 'Request exceeds the maximum size' } },
  429: {
    error: {
      message: 'Rate limit reached for requests. Please try again in 1s.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
  500: {
    error: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
  502: { error: { code: 502, message: 'Bad gateway.', param: null, type: 'cf_bad_gateway' } },
  503: {
    error: {
      message:
        'That model is currently overloaded with other requests. You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
  529: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
};

/** OpenAI's answer to a prompt larger than the context window. */
export function contextOverflowBody(
  contextWindow: number,
  promptTokens: number,
): Readonly<Record<string, unknown>> {
  return {
    error: {
      message: `This model's maximum context length is ${contextWindow} tokens. However, your messages resulted in ${promptTokens} tokens. Please reduce the length of the messages.`,
      type: 'invalid_request_error',
      param: 'messages',
      code: 'context_length_exceeded',
    },
  };
}

/**
 * The default body of a status, as JSON text. A 429 whose fault sets `retry-after` (whole
 * seconds) says that wait, as OpenAI's does, instead of its usual one second.
 */
export function defaultBodyText(status: number, retryAfterS?: number): string {
  if (status === 429 && retryAfterS !== undefined) {
    return JSON.stringify({
      error: {
        message: `Rate limit reached for requests. Please try again in ${retryAfterS}s.`,
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    });
  }
  const body = DEFAULT_BODIES[status] ?? {
    error: {
      message: status >= 500 ? 'Internal server error' : 'Bad request',
      type: status >= 500 ? 'server_error' : 'invalid_request_error',
      param: null,
      code: null,
    },
  };
  return JSON.stringify(body);
}

function bodyMessage(bodyText: string): string {
  try {
    const parsed = JSON.parse(bodyText) as { error?: { message?: unknown }; message?: unknown };
    const message = parsed.error?.message ?? parsed.message;
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the raw text is the message.
  }
  return bodyText.slice(0, 200);
}

/** A response body's text and message, as `upstreamStatusError` derives them. */
interface BodyParts {
  readonly text: string;
  readonly message: string;
}

/**
 * Body text and message per configured body object and per default status: a fault answers
 * thousands of calls with the same body, and serialising then parsing it again for every call was
 * a visible share of a simulation. Keyed weakly by the (read-only) fault body.
 */
const bodyPartsByObject = new WeakMap<object, BodyParts>();
const bodyPartsByStatus = new Map<string, BodyParts>();

/** A `retry-after` header of whole seconds, among headers of any case. */
function retryAfterSeconds(headers: Readonly<Record<string, string>>): number | undefined {
  for (const [name, value] of Object.entries(headers))
    if (name.toLowerCase() === 'retry-after' && /^\d+$/.test(value.trim()))
      return Number(value.trim());
  return undefined;
}

function bodyParts(text: string): BodyParts {
  return { text, message: bodyMessage(text) };
}

/** The `UpstreamError` a real HTTP adapter throws for a failed response. */
export function upstreamStatusError(options: {
  readonly provider: string;
  readonly model: string;
  readonly status: number;
  readonly body?: string | Readonly<Record<string, unknown>> | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly requestId: string;
}): UpstreamError {
  const { body, status } = options;
  let parts: BodyParts | undefined;
  if (body === undefined) {
    const retryAfterS = status === 429 ? retryAfterSeconds(options.headers) : undefined;
    const key = retryAfterS === undefined ? String(status) : `${status}:${retryAfterS}`;
    parts = bodyPartsByStatus.get(key);
    if (parts === undefined) {
      parts = bodyParts(defaultBodyText(status, retryAfterS));
      bodyPartsByStatus.set(key, parts);
    }
  } else if (typeof body === 'string') parts = bodyParts(body);
  else {
    parts = bodyPartsByObject.get(body);
    if (parts === undefined) {
      parts = bodyParts(JSON.stringify(body));
      bodyPartsByObject.set(body, parts);
    }
  }
  const bodyText = parts.text;
  const isJson = bodyText.trimStart().startsWith('{');
  const headers: Record<string, string> = {
    'content-type': isJson ? 'application/json' : 'text/plain; charset=utf-8',
    'x-request-id': options.requestId,
  };
  for (const [name, value] of Object.entries(options.headers)) headers[name.toLowerCase()] = value;
  return withoutStack(
    () =>
      new UpstreamError(`${options.status} ${parts.message}`, {
        provider: options.provider,
        model: options.model,
        status: options.status,
        headers,
        body: bodyText,
        requestId: options.requestId,
      }),
  );
}

/**
 * Builds a simulated failure without capturing a stack: it has no call site worth one, and the
 * capture was ≈ 7 % of a simulation's CPU (thousands of faults a run). The limit is restored before
 * any other code runs.
 */
function withoutStack<T>(make: () => T): T {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** A Node system error as undici's connector reports it (`code`, `errno`, `syscall`). */
class SystemError extends Error {
  readonly code: string;
  readonly errno: number;
  readonly syscall: string;

  constructor(code: 'ECONNRESET' | 'ETIMEDOUT' | 'ECONNREFUSED') {
    const details = {
      ECONNRESET: { errno: -104, syscall: 'read', text: 'read ECONNRESET' },
      ETIMEDOUT: { errno: -110, syscall: 'connect', text: 'connect ETIMEDOUT 127.0.0.1:443' },
      ECONNREFUSED: {
        errno: -111,
        syscall: 'connect',
        text: 'connect ECONNREFUSED 127.0.0.1:443',
      },
    }[code];
    super(details.text);
    this.name = 'Error';
    this.code = code;
    this.errno = details.errno;
    this.syscall = details.syscall;
  }
}

/** What `fetch()` throws when the connection fails: `TypeError('fetch failed')` with the system error as `cause`. */
export function fetchFailedError(code: 'ECONNRESET' | 'ETIMEDOUT' | 'ECONNREFUSED'): TypeError {
  return withoutStack(() => new TypeError('fetch failed', { cause: new SystemError(code) }));
}

/** Lookalike of undici's `SocketError` (not imported: loading undici costs ~0.3 s of start-up). */
export class SandboxSocketError extends Error {
  override name = 'SocketError';
  readonly code = 'UND_ERR_SOCKET';
  readonly socket = null;

  constructor(message = 'other side closed') {
    super(message);
  }
}

/** Lookalike of undici's `HeadersTimeoutError`. */
class HeadersTimeoutError extends Error {
  override name = 'HeadersTimeoutError';
  readonly code = 'UND_ERR_HEADERS_TIMEOUT';

  constructor() {
    super('Headers Timeout Error');
  }
}

/** What `fetch()` throws when no response byte arrived in time (after a `hang`). */
export function headersTimeoutError(): TypeError {
  return withoutStack(() => new TypeError('fetch failed', { cause: new HeadersTimeoutError() }));
}
