/**
 * Cheap per-request checks of what the caller handed to `chat`/`stream`: a malformed request or
 * option is the caller's mistake, refused at once with an `InvalidOptionsError` naming the field,
 * instead of reaching an adapter whose local TypeError would be retried for minutes.
 * @module
 */
import type { RequestOptions } from '../client/types.js';
import { InvalidOptionsError } from '../core/errors.js';
import type { ChatRequest } from '../core/model.js';

const ROLES: ReadonlySet<unknown> = new Set(['user', 'assistant', 'tool']);

/** A short description of a bad value that never echoes strings (they may be secrets or prompts). */
function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

/**
 * Checks the request's shape against the normalized model (`src/core/model.ts`): an object with a
 * string `model` and `messages`, each an object with a known `role` and a `content` that is a
 * string or an array of `{ type }` parts. Parts are not checked deeper (adapters do).
 */
export function validateRequest(request: unknown): asserts request is ChatRequest {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    throw new InvalidOptionsError('request', `must be an object, got ${kind(request)}`);
  const { model, messages } = request as { model?: unknown; messages?: unknown };
  if (typeof model !== 'string')
    throw new InvalidOptionsError('request.model', `must be a string, got ${kind(model)}`);
  if (!Array.isArray(messages))
    throw new InvalidOptionsError('request.messages', 'must be an array of messages');
  for (let index = 0; index < messages.length; index++) {
    const message: unknown = messages[index];
    const path = `request.messages[${index}]`;
    if (typeof message !== 'object' || message === null || Array.isArray(message))
      throw new InvalidOptionsError(path, `must be a message object, got ${kind(message)}`);
    const { role, content } = message as { role?: unknown; content?: unknown };
    if (!ROLES.has(role))
      throw new InvalidOptionsError(
        `${path}.role`,
        `must be one of user, assistant, tool, got ${typeof role === 'string' ? JSON.stringify(role.slice(0, 20)) : kind(role)}`,
      );
    if (typeof content === 'string') continue;
    if (!Array.isArray(content))
      throw new InvalidOptionsError(
        `${path}.content`,
        `must be a string or an array of content parts, got ${kind(content)}`,
      );
    for (let partIndex = 0; partIndex < content.length; partIndex++) {
      const part: unknown = content[partIndex];
      if (
        typeof part !== 'object' ||
        part === null ||
        typeof (part as { type?: unknown }).type !== 'string'
      )
        throw new InvalidOptionsError(
          `${path}.content[${partIndex}]`,
          `must be a content part with a string type, got ${kind(part)}`,
        );
    }
  }
}

/** Whether `value` can serve as the request's signal: an AbortSignal, or one shaped like it. */
function isSignalLike(value: unknown): boolean {
  if (value instanceof AbortSignal) return true;
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as {
    aborted?: unknown;
    addEventListener?: unknown;
    removeEventListener?: unknown;
  };
  return (
    typeof signal.aborted === 'boolean' &&
    typeof signal.addEventListener === 'function' &&
    typeof signal.removeEventListener === 'function'
  );
}

/** Checks the per-request options' types; returns them (`{}` when undefined). */
export function validateRequestOptions(options: unknown): RequestOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InvalidOptionsError('options', `must be an object, got ${kind(options)}`);
  const bag = options as Record<keyof RequestOptions, unknown>;
  if (bag.signal !== undefined && !isSignalLike(bag.signal))
    throw new InvalidOptionsError(
      'options.signal',
      `must be an AbortSignal, got ${kind(bag.signal)}`,
    );
  if (bag.source !== undefined && bag.source !== 'foreground' && bag.source !== 'background')
    throw new InvalidOptionsError(
      'options.source',
      `must be 'foreground' or 'background', got ${typeof bag.source === 'string' ? JSON.stringify(bag.source.slice(0, 20)) : kind(bag.source)}`,
    );
  if (bag.session !== undefined && typeof bag.session !== 'string')
    throw new InvalidOptionsError('options.session', `must be a string, got ${kind(bag.session)}`);
  if (bag.persistent !== undefined && typeof bag.persistent !== 'boolean')
    throw new InvalidOptionsError(
      'options.persistent',
      `must be a boolean, got ${kind(bag.persistent)}`,
    );
  if (
    bag.approxTokens !== undefined &&
    (typeof bag.approxTokens !== 'number' || !Number.isFinite(bag.approxTokens))
  )
    throw new InvalidOptionsError(
      'options.approxTokens',
      `must be a finite number, got ${kind(bag.approxTokens)}`,
    );
  if (bag.requestId !== undefined && typeof bag.requestId !== 'string')
    throw new InvalidOptionsError(
      'options.requestId',
      `must be a string, got ${kind(bag.requestId)}`,
    );
  return options as RequestOptions;
}
