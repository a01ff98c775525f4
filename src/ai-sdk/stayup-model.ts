/**
 * `stayupModel(client, model)`: an AI SDK `LanguageModelV3` over a stayup client, so
 * `generateText`/`streamText` get stayup's recovery (retries, key rotation, fallbacks, watchdog).
 * @module
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { Client, RequestOptions } from '../client/types.js';
import type { FinishReason, StreamEvent, Usage } from '../core/model.js';
import { toStayupRequest } from './prompt.js';

/** Options of {@link stayupModel}. */
export interface StayupModelOptions {
  /** Per-request options merged into every call (source, session, persistent…). */
  readonly requestOptions?: Omit<RequestOptions, 'signal'> | undefined;
}

const FINISH: Record<FinishReason, LanguageModelV3FinishReason['unified']> = {
  stop: 'stop',
  length: 'length',
  tool_calls: 'tool-calls',
  content_filter: 'content-filter',
  error: 'error',
  other: 'other',
};

function usageOf(usage: Usage | undefined): LanguageModelV3Usage {
  const cached = usage?.cachedInputTokens;
  const written = usage?.cacheWriteInputTokens;
  return {
    inputTokens: {
      total: usage?.inputTokens,
      noCache:
        usage && (cached !== undefined || written !== undefined)
          ? usage.inputTokens - (cached ?? 0) - (written ?? 0)
          : undefined,
      cacheRead: cached,
      cacheWrite: written,
    },
    outputTokens: { total: usage?.outputTokens, text: undefined, reasoning: undefined },
  };
}

const finishOf = (reason: FinishReason): LanguageModelV3FinishReason => ({
  unified: FINISH[reason],
  raw: reason,
});

/**
 * Wraps a logical model of a stayup client as an AI SDK model.
 *
 * @example
 * const client = createClient({ models: { chat: { targets: [...] } } });
 * const { text } = await generateText({ model: stayupModel(client, 'chat'), prompt: 'Hi' });
 */
export function stayupModel(
  client: Client,
  modelName: string,
  options: StayupModelOptions = {},
): LanguageModelV3 {
  const requestOptions = (call: LanguageModelV3CallOptions): RequestOptions => ({
    ...options.requestOptions,
    ...(call.abortSignal ? { signal: call.abortSignal } : {}),
  });
  return {
    specificationVersion: 'v3',
    provider: 'stayup',
    modelId: modelName,
    // None: the AI SDK downloads URLs and passes the bytes, which every target of a fallback
    // chain accepts (Gemini, for one, refuses images by http URL).
    supportedUrls: {},

    async doGenerate(call): Promise<LanguageModelV3GenerateResult> {
      const { request, warnings } = toStayupRequest(call, modelName);
      const result = await client.chat(request, requestOptions(call));
      const content: LanguageModelV3Content[] = [];
      for (const part of result.content) {
        if (part.type === 'text') content.push({ type: 'text', text: part.text });
        else if (part.type === 'thinking')
          content.push({
            type: 'reasoning',
            text: part.text,
            ...(part.signature
              ? { providerMetadata: { stayup: { signature: part.signature } } }
              : {}),
          });
        else if (part.type === 'tool_call')
          content.push({
            type: 'tool-call',
            toolCallId: part.id,
            toolName: part.name,
            input: part.arguments || '{}',
            ...(part.signature
              ? { providerMetadata: { stayup: { signature: part.signature } } }
              : {}),
          });
      }
      return {
        content,
        finishReason: finishOf(result.finishReason),
        usage: usageOf(result.usage),
        warnings,
        response: { id: result.id, modelId: result.model },
        providerMetadata: { stayup: { target: result.target, attempts: result.attempts.length } },
      };
    },

    async doStream(call): Promise<LanguageModelV3StreamResult> {
      const { request, warnings } = toStayupRequest(call, modelName);
      const chatStream = client.stream(request, requestOptions(call));
      const iterator = chatStream[Symbol.asyncIterator]();
      const translate = streamTranslator();
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings });
        },
        async pull(controller) {
          try {
            const next = await iterator.next();
            if (next.done) {
              controller.close();
              return;
            }
            for (const part of translate(next.value, chatStream.target)) controller.enqueue(part);
          } catch (error) {
            controller.enqueue({ type: 'error', error });
            controller.close();
          }
        },
        async cancel() {
          await iterator.return?.();
        },
      });
      return { stream };
    },
  };
}

interface OpenCall {
  id: string;
  name: string;
  input: string;
  signature: string | undefined;
}

/** Stateful translation of stayup stream events into AI SDK stream parts. */
function streamTranslator(): (
  event: StreamEvent,
  target: string | undefined,
) => LanguageModelV3StreamPart[] {
  let textOpen = false;
  let reasoningOpen = false;
  let reasoningSignature: string | undefined;
  let block = 0;
  const calls = new Map<number, OpenCall>();
  const closeText = (out: LanguageModelV3StreamPart[]) => {
    if (textOpen) out.push({ type: 'text-end', id: `text-${block}` });
    textOpen = false;
  };
  const closeReasoning = (out: LanguageModelV3StreamPart[]) => {
    if (!reasoningOpen) return;
    out.push({
      type: 'reasoning-end',
      id: `reasoning-${block}`,
      ...(reasoningSignature
        ? { providerMetadata: { stayup: { signature: reasoningSignature } } }
        : {}),
    });
    reasoningOpen = false;
    reasoningSignature = undefined;
  };
  return (event, target) => {
    const out: LanguageModelV3StreamPart[] = [];
    switch (event.type) {
      case 'start':
        out.push({ type: 'response-metadata', id: event.id, modelId: event.model });
        break;
      case 'text':
        closeReasoning(out);
        if (!textOpen) {
          block++;
          textOpen = true;
          out.push({ type: 'text-start', id: `text-${block}` });
        }
        out.push({ type: 'text-delta', id: `text-${block}`, delta: event.text });
        break;
      case 'thinking':
        closeText(out);
        if (!reasoningOpen) {
          block++;
          reasoningOpen = true;
          out.push({ type: 'reasoning-start', id: `reasoning-${block}` });
        }
        if (event.text)
          out.push({ type: 'reasoning-delta', id: `reasoning-${block}`, delta: event.text });
        if (event.signature) reasoningSignature = event.signature;
        break;
      case 'tool_call': {
        closeText(out);
        closeReasoning(out);
        let call = calls.get(event.index);
        if (!call) {
          call = {
            id: event.id ?? `call-${event.index}`,
            name: event.name ?? '',
            input: '',
            signature: event.signature,
          };
          calls.set(event.index, call);
          out.push({ type: 'tool-input-start', id: call.id, toolName: call.name });
        }
        if (event.argumentsDelta) {
          call.input += event.argumentsDelta;
          out.push({ type: 'tool-input-delta', id: call.id, delta: event.argumentsDelta });
        }
        break;
      }
      case 'finish':
        closeText(out);
        closeReasoning(out);
        for (const call of calls.values()) {
          out.push({ type: 'tool-input-end', id: call.id });
          out.push({
            type: 'tool-call',
            toolCallId: call.id,
            toolName: call.name,
            input: call.input || '{}',
            ...(call.signature
              ? { providerMetadata: { stayup: { signature: call.signature } } }
              : {}),
          });
        }
        calls.clear();
        out.push({
          type: 'finish',
          finishReason: finishOf(event.finishReason),
          usage: usageOf(event.usage),
          ...(target ? { providerMetadata: { stayup: { target } } } : {}),
        });
        break;
    }
    return out;
  };
}
