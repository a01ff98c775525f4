/**
 * Anthropic Messages response → normalized model.
 * @module
 */
import type {
  AnthropicStop,
  ChatResponse,
  ContentPart,
  FinishReason,
  Usage,
} from '../../core/model.js';
import { asRecord } from '../shared/json.js';

/** Maps an Anthropic `stop_reason`. */
export function anthropicFinishReason(value: unknown): FinishReason {
  switch (value) {
    case 'end_turn':
    case 'stop_sequence':
      return 'stop';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'tool_use':
      return 'tool_calls';
    case 'refusal':
      return 'content_filter';
    default:
      return 'other';
  }
}

/** The stop reason and matched sequence as sent; undefined without a string `stop_reason`. */
export function anthropicStop(reason: unknown, sequence: unknown): AnthropicStop | undefined {
  if (typeof reason !== 'string') return undefined;
  return { reason, sequence: typeof sequence === 'string' ? sequence : null };
}

function count(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/**
 * Maps Anthropic usage. Anthropic reports cache reads and writes apart from `input_tokens`; the
 * normalized `inputTokens` counts them all, with the reads and writes as its parts.
 */
export function anthropicUsage(value: unknown, outputOverride?: number): Usage {
  const usage = asRecord(value) ?? {};
  const cacheRead = count(usage.cache_read_input_tokens);
  const cacheWrite = count(usage.cache_creation_input_tokens);
  return {
    inputTokens: count(usage.input_tokens) + cacheRead + cacheWrite,
    outputTokens: outputOverride ?? count(usage.output_tokens),
    ...(typeof usage.cache_read_input_tokens === 'number' ? { cachedInputTokens: cacheRead } : {}),
    ...(typeof usage.cache_creation_input_tokens === 'number'
      ? { cacheWriteInputTokens: cacheWrite }
      : {}),
  };
}

/** Converts one response content block; undefined for blocks the model has no place for. */
export function anthropicPart(value: unknown): ContentPart | undefined {
  const block = asRecord(value);
  if (!block) return undefined;
  switch (block.type) {
    case 'text':
      return { type: 'text', text: typeof block.text === 'string' ? block.text : '' };
    case 'tool_use':
      return {
        type: 'tool_call',
        id: typeof block.id === 'string' ? block.id : '',
        name: typeof block.name === 'string' ? block.name : '',
        arguments: JSON.stringify(block.input ?? {}),
      };
    case 'thinking':
      return {
        type: 'thinking',
        text: typeof block.thinking === 'string' ? block.thinking : '',
        ...(typeof block.signature === 'string' ? { signature: block.signature } : {}),
      };
    case 'redacted_thinking':
      return {
        type: 'thinking',
        text: '',
        ...(typeof block.data === 'string' ? { signature: block.data } : {}),
        redacted: true,
      };
    default:
      // Server tool calls and results (web search, code execution, …): kept for Anthropic callers.
      return typeof block.type === 'string' && SERVER_BLOCK.test(block.type)
        ? { type: 'provider_block', provider: 'anthropic', block }
        : undefined;
  }
}

/** Anthropic's server tool blocks: `server_tool_use`, `mcp_tool_use`, `*_tool_result` (not the client's `tool_result`). */
export const SERVER_BLOCK = /^(?:server_tool_use|mcp_tool_use|[a-z_]+_tool_result)$/;

/** Converts a complete Messages response; undefined when the body is not one. */
export function fromAnthropicResponse(
  json: unknown,
  fallback: { readonly model: string; readonly requestId: string | undefined },
): ChatResponse | undefined {
  const body = asRecord(json);
  if (body?.type !== 'message' || !Array.isArray(body.content)) return undefined;
  const content: ContentPart[] = [];
  for (const block of body.content) {
    const part = anthropicPart(block);
    if (part) content.push(part);
  }
  const stop = anthropicStop(body.stop_reason, body.stop_sequence);
  return {
    id: typeof body.id === 'string' ? body.id : '',
    model: typeof body.model === 'string' ? body.model : fallback.model,
    content,
    finishReason: anthropicFinishReason(body.stop_reason),
    ...(stop === undefined ? {} : { anthropicStop: stop }),
    usage: anthropicUsage(body.usage),
    ...(fallback.requestId === undefined ? {} : { requestId: fallback.requestId }),
  };
}
