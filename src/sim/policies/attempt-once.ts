/**
 * One upstream attempt as an SDK makes it: a complete call, or a stream consumed to the end.
 * The baselines build their retry loops on it.
 * @module
 */
import { UpstreamError } from '../../core/errors.js';
import type { CallCredential, ProviderAdapter } from '../../providers/types.js';
import type { SimRequest } from '../traffic.js';

/** The result of one attempt. `afterOutput`: the failure came after the first stream event (the response had started). */
export type AttemptResult =
  | { readonly ok: true; readonly tokens: number }
  | { readonly ok: false; readonly error: unknown; readonly afterOutput: boolean };

/** Calls `adapter` once for `request` and settles without throwing (except for aborts). */
export async function attemptOnce(options: {
  readonly adapter: ProviderAdapter;
  readonly request: SimRequest;
  readonly model: string;
  readonly credential: CallCredential | undefined;
  readonly signal: AbortSignal;
}): Promise<AttemptResult> {
  const { adapter, request, signal } = options;
  const callOptions = { signal, model: options.model, credential: options.credential };
  if (!request.stream) {
    try {
      const response = await adapter.chat(request.request, callOptions);
      return { ok: true, tokens: response.usage.outputTokens };
    } catch (error) {
      if (signal.aborted) throw error;
      return { ok: false, error, afterOutput: false };
    }
  }
  let started = false;
  let tokens = 0;
  try {
    for await (const event of adapter.stream(request.request, callOptions)) {
      started = true;
      if (event.type === 'finish') tokens = event.usage?.outputTokens ?? 0;
    }
    return { ok: true, tokens };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, error, afterOutput: started };
  }
}

/** The response status of a failed attempt, when it got one. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof UpstreamError ? error.status : undefined;
}

/** A response header of a failed attempt (lower-case name). */
export function headerOf(error: unknown, name: string): string | undefined {
  return error instanceof UpstreamError ? error.headers[name] : undefined;
}

/** The first credential of the first target: SDK users configure one key. */
export function firstCredential(keys: readonly unknown[] | undefined): CallCredential | undefined {
  const key = keys?.[0];
  if (key === undefined) return undefined;
  const secret =
    typeof key === 'string' ? key : String((key as { readonly secret?: unknown }).secret ?? '');
  return { id: 'key#1', index: 0, secret };
}
