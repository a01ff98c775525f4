/**
 * What the fake providers say, in each provider's exact wire format: complete JSON responses and
 * the SSE frames of a streamed answer.
 * @module
 */

/** A scripted successful answer, provider-neutral. */
export interface FakeReply {
  /** @default 'Hello from the fake provider.' */
  readonly text?: string | undefined;
  readonly toolCalls?:
    | readonly {
        readonly id?: string | undefined;
        readonly name: string;
        readonly arguments: Readonly<Record<string, unknown>>;
      }[]
    | undefined;
  /** Anthropic thinking / DeepSeek reasoning / Gemini thought, sent before the text. */
  readonly thinking?: { readonly text: string; readonly signature: string } | undefined;
  /** Normalized finish reason. @default 'tool_calls' with tool calls, else 'stop' */
  readonly finishReason?: 'stop' | 'length' | 'tool_calls' | undefined;
  readonly usage?: { readonly inputTokens: number; readonly outputTokens: number } | undefined;
  readonly model?: string | undefined;
  readonly id?: string | undefined;
  /** Characters per streamed text delta. @default 4 */
  readonly deltaChars?: number | undefined;
}

/** The wire formats the fakes speak. */
export type FakeWire = 'openai' | 'anthropic' | 'gemini';

const DEFAULT_TEXT = 'Hello from the fake provider.';

function chunksOf(text: string, size: number): string[] {
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

function finishOf(reply: FakeReply): 'stop' | 'length' | 'tool_calls' {
  return reply.finishReason ?? (reply.toolCalls?.length ? 'tool_calls' : 'stop');
}

const sseData = (value: unknown): string => `data: ${JSON.stringify(value)}\n\n`;
/** One named SSE event with a JSON `data` line, as Anthropic frames its stream. */
export const sseEvent = (event: string, value: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(value)}\n\n`;

// ---------------------------------------------------------------- OpenAI chat completions

const OPENAI_FINISH = { stop: 'stop', length: 'length', tool_calls: 'tool_calls' } as const;

function openAIToolCalls(reply: FakeReply) {
  return (reply.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_fake${index}`,
    type: 'function' as const,
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
}

function openAIUsage(reply: FakeReply) {
  const usage = reply.usage ?? { inputTokens: 12, outputTokens: 7 };
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
  };
}

/** A complete chat completion. */
export function openAIJson(reply: FakeReply, model: string): unknown {
  const calls = openAIToolCalls(reply);
  return {
    id: reply.id ?? 'chatcmpl-fake123',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: reply.model ?? model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content:
            calls.length > 0 && reply.text === undefined ? null : (reply.text ?? DEFAULT_TEXT),
          ...(reply.thinking ? { reasoning_content: reply.thinking.text } : {}),
          ...(calls.length > 0 ? { tool_calls: calls } : {}),
          refusal: null,
        },
        logprobs: null,
        finish_reason: OPENAI_FINISH[finishOf(reply)],
      },
    ],
    usage: openAIUsage(reply),
  };
}

/** The SSE frames of a streamed chat completion, `[DONE]` last. */
export function openAIFrames(reply: FakeReply, model: string, includeUsage: boolean): string[] {
  const base = {
    id: reply.id ?? 'chatcmpl-fake123',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: reply.model ?? model,
  };
  const chunk = (delta: unknown, finish: string | null = null) =>
    sseData({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const frames = [chunk({ role: 'assistant', content: '', refusal: null })];
  if (reply.thinking) frames.push(chunk({ reasoning_content: reply.thinking.text }));
  const text = reply.text ?? (reply.toolCalls?.length ? '' : DEFAULT_TEXT);
  for (const piece of chunksOf(text, reply.deltaChars ?? 4)) frames.push(chunk({ content: piece }));
  openAIToolCalls(reply).forEach((call, index) => {
    frames.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.function.name, arguments: '' },
          },
        ],
      }),
    );
    for (const piece of chunksOf(call.function.arguments, 8)) {
      frames.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  frames.push(chunk({}, OPENAI_FINISH[finishOf(reply)]));
  if (includeUsage) frames.push(sseData({ ...base, choices: [], usage: openAIUsage(reply) }));
  frames.push('data: [DONE]\n\n');
  return frames;
}

// ---------------------------------------------------------------- Anthropic Messages

const ANTHROPIC_STOP = { stop: 'end_turn', length: 'max_tokens', tool_calls: 'tool_use' } as const;

function anthropicBlocks(reply: FakeReply): Record<string, unknown>[] {
  const blocks: Record<string, unknown>[] = [];
  if (reply.thinking) {
    blocks.push({
      type: 'thinking',
      thinking: reply.thinking.text,
      signature: reply.thinking.signature,
    });
  }
  const text = reply.text ?? (reply.toolCalls?.length ? undefined : DEFAULT_TEXT);
  if (text !== undefined) blocks.push({ type: 'text', text });
  (reply.toolCalls ?? []).forEach((call, index) => {
    blocks.push({
      type: 'tool_use',
      id: call.id ?? `toolu_fake${index}`,
      name: call.name,
      input: call.arguments,
    });
  });
  return blocks;
}

/** A complete Messages response. */
export function anthropicJson(reply: FakeReply, model: string): unknown {
  const usage = reply.usage ?? { inputTokens: 12, outputTokens: 7 };
  return {
    id: reply.id ?? 'msg_fake123',
    type: 'message',
    role: 'assistant',
    model: reply.model ?? model,
    content: anthropicBlocks(reply),
    stop_reason: ANTHROPIC_STOP[finishOf(reply)],
    stop_sequence: null,
    usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
  };
}

/** The SSE frames of a streamed Messages response, with one `ping` after `message_start`. */
export function anthropicFrames(reply: FakeReply, model: string): string[] {
  const usage = reply.usage ?? { inputTokens: 12, outputTokens: 7 };
  const frames = [
    sseEvent('message_start', {
      type: 'message_start',
      message: {
        id: reply.id ?? 'msg_fake123',
        type: 'message',
        role: 'assistant',
        model: reply.model ?? model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: usage.inputTokens, output_tokens: 1 },
      },
    }),
    sseEvent('ping', { type: 'ping' }),
  ];
  anthropicBlocks(reply).forEach((block, index) => {
    if (block.type === 'text') {
      frames.push(
        sseEvent('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'text', text: '' },
        }),
      );
      for (const piece of chunksOf(block.text as string, reply.deltaChars ?? 4)) {
        frames.push(
          sseEvent('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'text_delta', text: piece },
          }),
        );
      }
    } else if (block.type === 'thinking') {
      frames.push(
        sseEvent('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'thinking', thinking: '', signature: '' },
        }),
        sseEvent('content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'thinking_delta', thinking: block.thinking },
        }),
        sseEvent('content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'signature_delta', signature: block.signature },
        }),
      );
    } else {
      frames.push(
        sseEvent('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
        }),
      );
      for (const piece of chunksOf(JSON.stringify(block.input), 8)) {
        frames.push(
          sseEvent('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'input_json_delta', partial_json: piece },
          }),
        );
      }
    }
    frames.push(sseEvent('content_block_stop', { type: 'content_block_stop', index }));
  });
  frames.push(
    sseEvent('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: ANTHROPIC_STOP[finishOf(reply)], stop_sequence: null },
      usage: { output_tokens: usage.outputTokens },
    }),
    sseEvent('message_stop', { type: 'message_stop' }),
  );
  return frames;
}

// ---------------------------------------------------------------- Gemini

const GEMINI_FINISH = { stop: 'STOP', length: 'MAX_TOKENS', tool_calls: 'STOP' } as const;

function geminiUsage(reply: FakeReply) {
  const usage = reply.usage ?? { inputTokens: 12, outputTokens: 7 };
  return {
    promptTokenCount: usage.inputTokens,
    candidatesTokenCount: usage.outputTokens,
    totalTokenCount: usage.inputTokens + usage.outputTokens,
  };
}

function geminiParts(reply: FakeReply, text: string | undefined): Record<string, unknown>[] {
  const parts: Record<string, unknown>[] = [];
  if (reply.thinking) parts.push({ text: reply.thinking.text, thought: true });
  if (text) parts.push({ text });
  (reply.toolCalls ?? []).forEach((call, index) => {
    parts.push({
      functionCall: { name: call.name, args: call.arguments },
      ...(index === 0 && reply.thinking ? { thoughtSignature: reply.thinking.signature } : {}),
    });
  });
  return parts;
}

/** A complete `GenerateContentResponse`. */
export function geminiJson(reply: FakeReply, model: string): unknown {
  const text = reply.text ?? (reply.toolCalls?.length ? undefined : DEFAULT_TEXT);
  return {
    candidates: [
      {
        content: { parts: geminiParts(reply, text), role: 'model' },
        finishReason: GEMINI_FINISH[finishOf(reply)],
        index: 0,
      },
    ],
    usageMetadata: geminiUsage(reply),
    modelVersion: reply.model ?? model,
    responseId: reply.id ?? 'fakeResponseId123',
  };
}

/** The SSE frames of `streamGenerateContent?alt=sse` (no end marker; the last chunk has `finishReason`). */
export function geminiFrames(reply: FakeReply, model: string): string[] {
  const text = reply.text ?? (reply.toolCalls?.length ? '' : DEFAULT_TEXT);
  const base = { modelVersion: reply.model ?? model, responseId: reply.id ?? 'fakeResponseId123' };
  const pieces = chunksOf(text, reply.deltaChars ?? 4);
  const frames: string[] = [];
  const chunk = (parts: unknown[], last: boolean) =>
    sseData({
      candidates: [
        {
          content: { parts, role: 'model' },
          ...(last ? { finishReason: GEMINI_FINISH[finishOf(reply)] } : {}),
          index: 0,
        },
      ],
      usageMetadata: last
        ? geminiUsage(reply)
        : { promptTokenCount: reply.usage?.inputTokens ?? 12, totalTokenCount: 12 },
      ...base,
    });
  if (reply.thinking) frames.push(chunk([{ text: reply.thinking.text, thought: true }], false));
  const calls = geminiParts({ ...reply, thinking: reply.thinking }, undefined).filter(
    (part) => part.functionCall !== undefined,
  );
  pieces.forEach((piece, index) => {
    const last = index === pieces.length - 1 && calls.length === 0;
    frames.push(chunk([{ text: piece }], last));
  });
  if (calls.length > 0) frames.push(chunk(calls, true));
  if (frames.length === 0) frames.push(chunk([{ text: '' }], true));
  return frames;
}

/** An error frame inside a 200 stream, in the wire's format. */
export function errorFrame(wire: FakeWire, body: unknown): string {
  return wire === 'anthropic' ? sseEvent('error', body) : sseData(body);
}

/** A keep-alive frame: Anthropic's `ping` event, an SSE comment elsewhere. */
export function pingFrame(wire: FakeWire): string {
  return wire === 'anthropic' ? sseEvent('ping', { type: 'ping' }) : ': keep-alive\n\n';
}
