/**
 * A provider adapter whose calls follow a script: each call takes the next step (a response, an
 * HTTP failure, a thrown error, a stream with pauses, or a hang), with delays on the injected clock.
 * @module
 */
import { UpstreamError } from '../core/errors.js';
import type { ChatRequest, ChatResponse, ContentPart, StreamEvent } from '../core/model.js';
import type { Clock } from '../core/ports.js';
import type { CallOptions, ProviderAdapter } from '../providers/types.js';

/** One item of a scripted stream: an event, a pause on the clock, or a thrown error. */
export type ScriptedStreamItem =
  | StreamEvent
  | { readonly pauseMs: number }
  | { readonly throws: unknown };

/** What one call does. `delayMs` passes on the clock before it takes effect. */
export type ScriptStep = { readonly delayMs?: number | undefined } & (
  | { readonly text: string }
  | { readonly response: ChatResponse }
  | {
      readonly status: number;
      readonly body?: unknown;
      readonly headers?: Readonly<Record<string, string>> | undefined;
    }
  | { readonly throws: unknown }
  | { readonly stream: readonly ScriptedStreamItem[] }
  /** Never answers; only an abort ends it. */
  | { readonly hang: true }
);

/** A call the adapter received. */
export interface ScriptedCall {
  readonly kind: 'chat' | 'stream';
  readonly model: string;
  readonly request: ChatRequest;
  /** Credential label and index (never the secret). */
  readonly credential: string | undefined;
  readonly credentialIndex: number | undefined;
  readonly startedAtMs: number;
  /** The step taken (undefined when the script ran out and `fallback` answered). */
  readonly step: ScriptStep;
  /** Set when the call's signal aborted. */
  abortedAtMs: number | undefined;
}

/** Options of {@link scriptedAdapter}. */
export interface ScriptedAdapterOptions {
  readonly clock: Clock;
  /** Steps in call order, or a function of the 0-based call index and the call. */
  readonly script:
    | readonly ScriptStep[]
    | ((
        index: number,
        call: { readonly model: string; readonly credentialIndex: number | undefined },
      ) => ScriptStep);
  /** The step used once an array script runs out. @default { text: 'ok' } */
  readonly fallback?: ScriptStep | undefined;
  /** @default 'scripted' */
  readonly provider?: string | undefined;
}

/** A scripted adapter plus the calls it saw. */
export interface ScriptedAdapter extends ProviderAdapter {
  readonly calls: readonly ScriptedCall[];
  /** Calls still running (not answered, failed or aborted). */
  readonly inFlight: number;
}

/** The `UpstreamError` a real HTTP adapter throws for a failed response. */
export function scriptedHttpError(options: {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
}): UpstreamError {
  const bodyText =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {}))
    headers[name.toLowerCase()] = value;
  return new UpstreamError(
    `${options.provider ?? 'scripted'} ${options.status}: ${bodyText ?? ''}`.trim(),
    {
      provider: options.provider,
      model: options.model,
      status: options.status,
      headers,
      body: bodyText,
    },
  );
}

function responseOf(text: string, model: string, index: number): ChatResponse {
  return {
    id: `scripted-${index}`,
    model,
    content: [{ type: 'text', text }],
    finishReason: 'stop',
    usage: { inputTokens: 1, outputTokens: Math.max(1, Math.ceil(text.length / 4)) },
  };
}

function eventsOf(response: ChatResponse): StreamEvent[] {
  const events: StreamEvent[] = [{ type: 'start', id: response.id, model: response.model }];
  let toolIndex = 0;
  for (const part of response.content) {
    if (part.type === 'text') events.push({ type: 'text', text: part.text });
    else if (part.type === 'thinking') events.push({ type: 'thinking', text: part.text });
    else if (part.type === 'tool_call')
      events.push({
        type: 'tool_call',
        index: toolIndex++,
        id: part.id,
        name: part.name,
        argumentsDelta: part.arguments,
      });
  }
  events.push({ type: 'finish', finishReason: response.finishReason, usage: response.usage });
  return events;
}

function responseOfEvents(
  events: readonly StreamEvent[],
  model: string,
  index: number,
): ChatResponse {
  let text = '';
  let finish: ChatResponse['finishReason'] = 'stop';
  const content: ContentPart[] = [];
  const tools = new Map<number, { id: string; name: string; arguments: string }>();
  for (const event of events) {
    if (event.type === 'text') text += event.text;
    else if (event.type === 'tool_call') {
      const tool = tools.get(event.index) ?? { id: '', name: '', arguments: '' };
      tool.id = event.id ?? tool.id;
      tool.name = event.name ?? tool.name;
      tool.arguments += event.argumentsDelta;
      tools.set(event.index, tool);
    } else if (event.type === 'finish') finish = event.finishReason;
  }
  if (text !== '') content.push({ type: 'text', text });
  for (const tool of tools.values()) content.push({ type: 'tool_call', ...tool });
  return { ...responseOf('', model, index), content, finishReason: finish };
}

/**
 * Creates a scripted adapter. Every wait goes through `clock`, so tests drive it with a
 * `ManualClock`; every wait and stream honours the call's abort signal.
 *
 * @example
 * const adapter = scriptedAdapter({ clock, script: [{ status: 529 }, { text: 'hello' }] });
 */
export function scriptedAdapter(options: ScriptedAdapterOptions): ScriptedAdapter {
  const calls: ScriptedCall[] = [];
  const provider = options.provider ?? 'scripted';
  let inFlight = 0;

  function begin(
    kind: 'chat' | 'stream',
    request: ChatRequest,
    callOptions: CallOptions,
  ): ScriptedCall {
    const index = calls.length;
    const credentialIndex = callOptions.credential?.index;
    const step =
      typeof options.script === 'function'
        ? options.script(index, { model: callOptions.model, credentialIndex })
        : (options.script[index] ?? options.fallback ?? { text: 'ok' });
    const call: ScriptedCall = {
      kind,
      model: callOptions.model,
      request,
      credential: callOptions.credential?.id,
      credentialIndex,
      startedAtMs: options.clock.now(),
      step,
      abortedAtMs: undefined,
    };
    calls.push(call);
    callOptions.signal.addEventListener(
      'abort',
      () => {
        call.abortedAtMs = options.clock.now();
      },
      { once: true },
    );
    return call;
  }

  async function settle(
    call: ScriptedCall,
    signal: AbortSignal,
  ): Promise<readonly StreamEvent[] | ChatResponse> {
    const { step } = call;
    if (step.delayMs !== undefined && step.delayMs > 0)
      await options.clock.sleep(step.delayMs, signal);
    if (signal.aborted) throw signal.reason;
    if ('hang' in step) {
      await new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    if ('throws' in step) throw step.throws;
    if ('status' in step) throw scriptedHttpError({ ...step, provider, model: call.model });
    if ('text' in step) return responseOf(step.text, call.model, calls.indexOf(call));
    if ('response' in step) return step.response;
    return [];
  }

  const adapter: ScriptedAdapter = {
    provider,
    get calls() {
      return calls;
    },
    get inFlight() {
      return inFlight;
    },
    async chat(request, callOptions) {
      const call = begin('chat', request, callOptions);
      inFlight += 1;
      try {
        const { step } = call;
        if ('stream' in step) {
          await settle(call, callOptions.signal);
          const events: StreamEvent[] = [];
          for (const item of step.stream) {
            if ('pauseMs' in item) await options.clock.sleep(item.pauseMs, callOptions.signal);
            else if ('throws' in item) throw item.throws;
            else events.push(item);
          }
          return responseOfEvents(events, call.model, calls.indexOf(call));
        }
        return (await settle(call, callOptions.signal)) as ChatResponse;
      } finally {
        inFlight -= 1;
      }
    },
    stream(request, callOptions) {
      const call = begin('stream', request, callOptions);
      const { signal } = callOptions;
      async function* run(): AsyncGenerator<StreamEvent> {
        inFlight += 1;
        try {
          const settled = await settle(call, signal);
          const { step } = call;
          if ('stream' in step) {
            for (const item of step.stream) {
              if (signal.aborted) throw signal.reason;
              if ('pauseMs' in item) await options.clock.sleep(item.pauseMs, signal);
              else if ('throws' in item) throw item.throws;
              else yield item;
            }
            return;
          }
          for (const event of eventsOf(settled as ChatResponse)) {
            if (signal.aborted) throw signal.reason;
            yield event;
          }
        } finally {
          inFlight -= 1;
        }
      }
      return run();
    },
  };
  return adapter;
}
