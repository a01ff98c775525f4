/**
 * AI SDK (LanguageModelV3) call options → stayup's normalized request.
 * @module
 */
import type {
  LanguageModelV3CallOptions,
  LanguageModelV3DataContent,
  LanguageModelV3ToolResultOutput,
  SharedV3Warning,
} from '@ai-sdk/provider';
import { UnsupportedFeatureError } from '../core/errors.js';
import type {
  CacheControl,
  ChatMessage,
  ChatRequest,
  ContentPart,
  DocumentPart,
  ImagePart,
  ResponseFormat,
  TextPart,
  ToolChoice,
  ToolDefinition,
} from '../core/model.js';

/** `providerOptions.stayup` accepted on a call. */
export interface StayupProviderOptions {
  /** Extended thinking budget (Anthropic; Gemini `thinkingBudget`). */
  readonly thinkingBudget?: number | undefined;
  /** Anthropic beta flags. */
  readonly betas?: readonly string[] | undefined;
  /** Reasoning effort (`low`, `medium`, `high`, …; see `ChatRequest.reasoningEffort`). */
  readonly reasoningEffort?: string | undefined;
  /** `false`: at most one tool call per turn. */
  readonly parallelToolCalls?: boolean | undefined;
  /** An id of the end user for the provider's abuse monitoring. */
  readonly user?: string | undefined;
}

function base64Of(data: Uint8Array): string {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
}

function imageOf(data: LanguageModelV3DataContent, mediaType: string): ImagePart {
  if (data instanceof URL) return { type: 'image', url: data.toString(), mediaType };
  if (typeof data === 'string') {
    return /^(?:https?|data|gs):/.test(data)
      ? { type: 'image', url: data, mediaType }
      : { type: 'image', data, mediaType };
  }
  return { type: 'image', data: base64Of(data), mediaType };
}

function fileOf(part: { data: LanguageModelV3DataContent; mediaType: string }): ImagePart {
  if (!part.mediaType.startsWith('image/')) {
    throw new UnsupportedFeatureError('stayup', `file parts of type ${part.mediaType}`);
  }
  return imageOf(part.data, part.mediaType === 'image/*' ? 'image/png' : part.mediaType);
}

/** A user's file part: an image, a PDF or a text document (`text/plain`). */
function userFileOf(part: {
  data: LanguageModelV3DataContent;
  mediaType: string;
  filename?: string | undefined;
}): ImagePart | DocumentPart {
  if (part.mediaType !== 'application/pdf' && part.mediaType !== 'text/plain') return fileOf(part);
  const named = part.filename === undefined ? {} : { filename: part.filename };
  const { data } = part;
  if (data instanceof URL)
    return { type: 'document', mediaType: part.mediaType, url: data.toString(), ...named };
  if (typeof data === 'string' && /^https?:/.test(data))
    return { type: 'document', mediaType: part.mediaType, url: data, ...named };
  const base64 = typeof data === 'string' ? data : base64Of(data);
  return part.mediaType === 'text/plain'
    ? {
        type: 'document',
        mediaType: part.mediaType,
        text: Buffer.from(base64, 'base64').toString('utf8'),
        ...named,
      }
    : { type: 'document', mediaType: part.mediaType, data: base64, ...named };
}

function toolOutput(output: LanguageModelV3ToolResultOutput): {
  content: string | (TextPart | ImagePart)[];
  isError: boolean;
} {
  switch (output.type) {
    case 'text':
      return { content: output.value, isError: false };
    case 'json':
      return { content: JSON.stringify(output.value), isError: false };
    case 'error-text':
      return { content: output.value, isError: true };
    case 'error-json':
      return { content: JSON.stringify(output.value), isError: true };
    case 'execution-denied':
      return { content: output.reason ?? 'Tool execution was denied.', isError: true };
    case 'content': {
      const parts: (TextPart | ImagePart)[] = [];
      for (const item of output.value) {
        if (item.type === 'text') parts.push({ type: 'text', text: item.text });
        else if (item.type === 'image-data' || item.type === 'file-data')
          parts.push(fileOf({ data: item.data, mediaType: item.mediaType }));
        else if (item.type === 'image-url') parts.push({ type: 'image', url: item.url });
        else throw new UnsupportedFeatureError('stayup', `tool output parts of type ${item.type}`);
      }
      return { content: parts, isError: false };
    }
  }
}

/**
 * A cache breakpoint from `providerOptions` in `@ai-sdk/anthropic`'s form
 * (`anthropic: { cacheControl: { type: 'ephemeral', ttl } }`, `cache_control` also read), or
 * the same under `stayup`. Anything else is ignored, as providers ignore options they do not know.
 */
function cacheOf(providerOptions: unknown): { cacheControl: CacheControl } | Record<string, never> {
  const options = providerOptions as
    | Record<string, Record<string, unknown> | undefined>
    | undefined;
  for (const key of ['anthropic', 'stayup']) {
    const scope = options?.[key];
    const mark = (scope?.cacheControl ?? scope?.cache_control) as
      | { type?: unknown; ttl?: unknown }
      | undefined;
    if (mark?.type !== 'ephemeral') continue;
    return mark.ttl === '5m' || mark.ttl === '1h'
      ? { cacheControl: { type: 'ephemeral', ttl: mark.ttl } }
      : { cacheControl: { type: 'ephemeral' } };
  }
  return {};
}

/** A message-level breakpoint marks the message's last part (as `@ai-sdk/anthropic` does). */
function markLast(parts: ContentPart[], providerOptions: unknown): ContentPart[] {
  const cache = cacheOf(providerOptions);
  const last = parts.at(-1);
  if (cache.cacheControl === undefined || last === undefined || last.type === 'thinking')
    return parts;
  return [...parts.slice(0, -1), { ...last, ...cache }];
}

function signatureOf(providerOptions: unknown): string | undefined {
  const stayup = (providerOptions as { stayup?: { signature?: unknown } } | undefined)?.stayup;
  return typeof stayup?.signature === 'string' ? stayup.signature : undefined;
}

/** JSON output: structured outputs when the call has a schema, JSON mode when not. */
function responseFormatOf(format: {
  readonly schema?: unknown;
  readonly name?: string | undefined;
  readonly description?: string | undefined;
}): ResponseFormat {
  const schema = format.schema;
  if (typeof schema !== 'object' || schema === null) return { type: 'json_object' };
  // OpenAI accepts 1–64 letters, digits, `_` and `-` as a schema name.
  const name =
    (format.name ?? 'response').replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'response';
  return {
    type: 'json_schema',
    name,
    schema: schema as Readonly<Record<string, unknown>>,
    ...(format.description === undefined ? {} : { description: format.description }),
  };
}

/** Converts AI SDK call options; unsupported settings become warnings, never silent drops. */
export function toStayupRequest(
  options: LanguageModelV3CallOptions,
  model: string,
): { request: ChatRequest; warnings: SharedV3Warning[] } {
  const warnings: SharedV3Warning[] = [];
  const system: TextPart[] = [];
  const messages: ChatMessage[] = [];
  for (const message of options.prompt) {
    switch (message.role) {
      case 'system':
        system.push({
          type: 'text',
          text: message.content,
          ...cacheOf(message.providerOptions),
        });
        break;
      case 'user':
        messages.push({
          role: 'user',
          content: markLast(
            message.content.map(
              (part): ContentPart => ({
                ...(part.type === 'text' ? { type: 'text', text: part.text } : userFileOf(part)),
                ...cacheOf(part.providerOptions),
              }),
            ),
            message.providerOptions,
          ),
        });
        break;
      case 'assistant': {
        const content: ContentPart[] = [];
        for (const part of message.content) {
          if (part.type === 'text')
            content.push({ type: 'text', text: part.text, ...cacheOf(part.providerOptions) });
          else if (part.type === 'reasoning') {
            const signature = signatureOf(part.providerOptions);
            content.push({
              type: 'thinking',
              text: part.text,
              ...(signature ? { signature } : {}),
            });
          } else if (part.type === 'tool-call') {
            const signature = signatureOf(part.providerOptions);
            content.push({
              type: 'tool_call',
              id: part.toolCallId,
              name: part.toolName,
              arguments:
                typeof part.input === 'string' ? part.input : JSON.stringify(part.input ?? {}),
              ...(signature ? { signature } : {}),
              ...cacheOf(part.providerOptions),
            });
          } else if (part.type === 'file') content.push(fileOf(part));
          else throw new UnsupportedFeatureError('stayup', 'provider-executed tool results');
        }
        messages.push({ role: 'assistant', content: markLast(content, message.providerOptions) });
        break;
      }
      case 'tool': {
        const content: ContentPart[] = [];
        for (const part of message.content) {
          if (part.type !== 'tool-result') continue;
          const output = toolOutput(part.output);
          content.push({
            type: 'tool_result',
            toolCallId: part.toolCallId,
            content: output.content,
            ...(output.isError ? { isError: true } : {}),
            ...cacheOf(part.providerOptions),
          });
        }
        if (content.length > 0)
          messages.push({ role: 'tool', content: markLast(content, message.providerOptions) });
        break;
      }
    }
  }
  const tools: ToolDefinition[] = [];
  for (const tool of options.tools ?? []) {
    if (tool.type === 'function') {
      tools.push({
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: tool.inputSchema as Record<string, unknown>,
        ...(tool.strict === undefined ? {} : { strict: tool.strict }),
        ...cacheOf(tool.providerOptions),
      });
    } else {
      warnings.push({ type: 'unsupported', feature: `provider tool ${tool.id}` });
    }
  }
  for (const [name, value] of [
    ['topK', options.topK],
    ['presencePenalty', options.presencePenalty],
    ['frequencyPenalty', options.frequencyPenalty],
    ['seed', options.seed],
  ] as const) {
    if (value !== undefined) warnings.push({ type: 'unsupported', feature: name });
  }
  const stayup = (options.providerOptions?.stayup ?? {}) as StayupProviderOptions;
  let toolChoice: ToolChoice | undefined;
  if (options.toolChoice) {
    toolChoice =
      options.toolChoice.type === 'tool'
        ? { name: options.toolChoice.toolName }
        : options.toolChoice.type;
  }
  const request: ChatRequest = {
    model,
    ...(system.length > 0 ? { system: system.map((part) => part.text).join('\n\n') } : {}),
    // The blocks travel only when they carry breakpoints (see ChatRequest.systemParts).
    ...(system.some((part) => part.cacheControl !== undefined) ? { systemParts: system } : {}),
    messages,
    ...(tools.length > 0 ? { tools } : {}),
    ...(toolChoice === undefined ? {} : { toolChoice }),
    ...(options.maxOutputTokens === undefined ? {} : { maxTokens: options.maxOutputTokens }),
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    ...(options.topP === undefined ? {} : { topP: options.topP }),
    ...(options.stopSequences?.length ? { stop: options.stopSequences } : {}),
    ...(options.responseFormat?.type === 'json'
      ? { responseFormat: responseFormatOf(options.responseFormat) }
      : {}),
    ...(stayup.betas ? { betas: stayup.betas } : {}),
    ...(stayup.thinkingBudget ? { thinking: { budgetTokens: stayup.thinkingBudget } } : {}),
    ...(typeof stayup.reasoningEffort === 'string'
      ? { reasoningEffort: stayup.reasoningEffort }
      : {}),
    ...(stayup.parallelToolCalls === false ? { parallelToolCalls: false } : {}),
    ...(typeof stayup.user === 'string' ? { user: stayup.user } : {}),
  };
  return { request, warnings };
}
