/**
 * Normalized request → Anthropic Messages body.
 * @module
 */
import { UnsupportedFeatureError } from '../../core/errors.js';
import type {
  CacheControl,
  ChatRequest,
  ContentPart,
  DocumentPart,
  ImagePart,
  TextPart,
  ToolChoice,
} from '../../core/model.js';
import { documentSource } from '../shared/documents.js';
import { resolveImage } from '../shared/images.js';
import { argumentsObject } from '../shared/json.js';
import {
  type AnthropicThinking,
  anthropicThinking,
  CLAUDE_FIXED_SAMPLING_FROM,
  claudeThinkingStyle,
  claudeVersion,
} from '../shared/reasoning-budget.js';

type Block = Record<string, unknown>;

/** The API refuses a request with more cache breakpoints than this. */
const MAX_CACHE_BREAKPOINTS = 4;

/** `block` with the part's cache breakpoint, as `cache_control`. */
function cached(block: Block, cacheControl: CacheControl | undefined): Block {
  if (cacheControl === undefined) return block;
  return {
    ...block,
    cache_control:
      cacheControl.ttl === undefined
        ? { type: cacheControl.type }
        : { type: cacheControl.type, ttl: cacheControl.ttl },
  };
}

/**
 * Keeps the last {@link MAX_CACHE_BREAKPOINTS} `cache_control` marks, in prompt order (tools,
 * system, messages), and removes the earlier ones: a later breakpoint caches a longer prefix, so
 * the last ones save the most, and the API answers 400 to a fifth.
 */
function limitBreakpoints(blocks: Block[]): void {
  let extra = blocks.filter((block) => block.cache_control !== undefined).length;
  extra -= MAX_CACHE_BREAKPOINTS;
  for (const block of blocks) {
    if (extra <= 0) return;
    if (block.cache_control !== undefined) {
      delete block.cache_control;
      extra -= 1;
    }
  }
}

interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: Block[];
}

/** How to build the body. */
export interface AnthropicRequestOptions {
  readonly provider: string;
  readonly model: string;
  readonly stream: boolean;
  /** `max_tokens` is required by the API; used when the request has none. */
  readonly defaultMaxTokens: number;
}

function imageBlock(part: ImagePart, provider: string): Block {
  const image = resolveImage(part);
  if (image === undefined)
    throw new UnsupportedFeatureError(provider, 'an image with no data or url');
  return cached(
    {
      type: 'image',
      source:
        image.kind === 'base64'
          ? { type: 'base64', media_type: image.mediaType, data: image.data }
          : { type: 'url', url: image.url },
    },
    part.cacheControl,
  );
}

function documentBlock(part: DocumentPart, provider: string): Block {
  const source = documentSource(part, provider);
  return cached(
    {
      type: 'document',
      source:
        source.kind === 'text'
          ? { type: 'text', media_type: 'text/plain', data: source.text }
          : source.kind === 'base64'
            ? { type: 'base64', media_type: source.mediaType, data: source.data }
            : { type: 'url', url: source.url },
      ...(part.title === undefined ? {} : { title: part.title }),
    },
    part.cacheControl,
  );
}

function textBlock(part: TextPart): Block {
  return cached({ type: 'text', text: part.text }, part.cacheControl);
}

function toolChoice(choice: ToolChoice): Block {
  if (choice === 'auto') return { type: 'auto' };
  if (choice === 'required') return { type: 'any' };
  if (choice === 'none') return { type: 'none' };
  return { type: 'tool', name: choice.name };
}

function blocksOf(
  content: string | readonly ContentPart[],
  role: 'user' | 'assistant',
  provider: string,
): Block[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const blocks: Block[] = [];
  for (const part of content) {
    switch (part.type) {
      case 'text':
        // The API rejects empty text blocks.
        if (part.text !== '') blocks.push(textBlock(part));
        break;
      case 'image':
        blocks.push(imageBlock(part, provider));
        break;
      case 'document':
        if (role !== 'user')
          throw new UnsupportedFeatureError(provider, 'documents in an assistant message');
        blocks.push(documentBlock(part, provider));
        break;
      case 'tool_call': {
        if (role !== 'assistant')
          throw new UnsupportedFeatureError(provider, 'tool calls in a user message');
        const input = argumentsObject(part.arguments);
        if (input === undefined) {
          throw new UnsupportedFeatureError(
            provider,
            'tool call arguments that are not a JSON object',
          );
        }
        blocks.push(
          cached({ type: 'tool_use', id: part.id, name: part.name, input }, part.cacheControl),
        );
        break;
      }
      case 'tool_result':
        blocks.push(
          cached(
            {
              type: 'tool_result',
              tool_use_id: part.toolCallId,
              content:
                typeof part.content === 'string'
                  ? part.content
                  : part.content.map((inner) =>
                      inner.type === 'text'
                        ? textBlock(inner)
                        : inner.type === 'document'
                          ? documentBlock(inner, provider)
                          : imageBlock(inner, provider),
                    ),
              ...(part.isError ? { is_error: true } : {}),
            },
            part.cacheControl,
          ),
        );
        break;
      case 'provider_block':
        // Anthropic's own server tool calls and results go back as they came.
        if (part.provider === 'anthropic') blocks.push({ ...part.block });
        break;
      case 'thinking':
        // Only Anthropic's own signed thinking can be sent back; reasoning from another provider
        // has no signature and would be rejected, and dropping it does not change the request.
        if (part.signature === undefined) break;
        blocks.push(
          part.redacted
            ? { type: 'redacted_thinking', data: part.signature }
            : { type: 'thinking', thinking: part.text, signature: part.signature },
        );
        break;
    }
  }
  return blocks;
}

/** The system prompt: the caller's blocks when they carry breakpoints and still match `system`. */
function systemBlocks(request: ChatRequest): string | Block[] | undefined {
  if (!request.system) return undefined;
  const parts = request.systemParts;
  if (parts === undefined || parts.map((part) => part.text).join('\n\n') !== request.system)
    return request.system;
  // The API rejects empty text blocks.
  const blocks = parts.filter((part) => part.text !== '').map(textBlock);
  return blocks.length > 0 ? blocks : request.system;
}

/** Every block of the messages that may carry a breakpoint, in prompt order. */
function nestedBlocks(messages: readonly AnthropicMessage[]): Block[] {
  const blocks: Block[] = [];
  for (const message of messages)
    for (const block of message.content) {
      // A tool result's own content comes before the end of the result.
      if (Array.isArray(block.content)) blocks.push(...(block.content as Block[]));
      blocks.push(block);
    }
  return blocks;
}

/**
 * `thinking` and `output_config.effort`: the caller's own budget, else what an effort derived
 * (a budget, or adaptive thinking at an effort), else an effort alone where Claude takes one;
 * with the caller's `display` beside any thinking.
 */
function thinkingFields(
  request: ChatRequest,
  model: string,
  derived: AnthropicThinking | undefined,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  let thinking: Record<string, unknown> | undefined;
  if (request.thinking !== undefined)
    thinking = { type: 'enabled', budget_tokens: request.thinking.budgetTokens };
  else if (derived?.type === 'enabled')
    thinking = { type: 'enabled', budget_tokens: derived.budgetTokens };
  else if (derived?.type === 'adaptive') {
    thinking = { type: 'adaptive' };
    if (derived.effort !== undefined) fields.output_config = { effort: derived.effort };
  } else if (
    request.effortWithoutThinking === true &&
    request.reasoningEffort !== undefined &&
    EFFORT_STYLES.has(claudeThinkingStyle(model))
  )
    fields.output_config = { effort: request.reasoningEffort };
  if (thinking !== undefined)
    fields.thinking =
      request.thinkingDisplay === undefined
        ? thinking
        : { ...thinking, display: request.thinkingDisplay };
  return fields;
}

/** Claude models that take `output_config.effort` (4.6 on, and ids stayup cannot read, as asked). */
const EFFORT_STYLES = new Set(['adaptive', 'unknown']);

/**
 * Sampling as Claude takes it: temperatures up to 1 (OpenAI's go to 2); on 4.x not `temperature`
 * and `top_p` together (the temperature is kept, as Anthropic advises changing only one); none at
 * all from Opus 4.7 on, whose sampling is fixed (it refuses all three).
 */
function sampling(request: ChatRequest, model: string): Record<string, number> {
  if ((claudeVersion(model) ?? 0) >= CLAUDE_FIXED_SAMPLING_FROM) return {};
  const out: Record<string, number> = {};
  if (request.temperature !== undefined) out.temperature = Math.min(request.temperature, 1);
  else if (request.topP !== undefined) out.top_p = request.topP;
  if (request.topK !== undefined) out.top_k = request.topK;
  return out;
}

/**
 * The caller's context edits; the thinking-clearing ones (`clear_thinking_…`) only when thinking
 * is on, since the API refuses them otherwise and stayup may have left thinking out.
 */
function contextEdits(
  request: ChatRequest,
  thinking: boolean,
): { edits: Readonly<Record<string, unknown>>[] } | undefined {
  // Context editing needs its beta header; without it (never sent, or dropped by the drop_beta
  // repair) the field is a 400.
  if (!(request.betas ?? []).some((beta) => beta.startsWith('context-management-')))
    return undefined;
  const edits = (request.anthropicContextManagement?.edits ?? []).filter(
    (edit) => thinking || !String(edit.type).startsWith('clear_thinking'),
  );
  return edits.length > 0 ? { edits } : undefined;
}

/** The `metadata.user_id` the Messages API accepts. */
const ANTHROPIC_USER_ID = /^[A-Za-z0-9_-]{1,256}$/;

/** Builds the Messages API body. Consecutive messages of the same role are merged. */
export function toAnthropicRequest(
  request: ChatRequest,
  options: AnthropicRequestOptions,
): Record<string, unknown> {
  const messages: AnthropicMessage[] = [];
  for (const message of request.messages) {
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    const blocks = blocksOf(message.content, role, options.provider);
    // The API rejects empty messages (e.g. a turn that only held another provider's reasoning).
    if (blocks.length === 0) continue;
    const last = messages.at(-1);
    if (last && last.role === role) last.content.push(...blocks);
    else messages.push({ role, content: blocks });
  }
  const derived =
    request.thinking === undefined
      ? anthropicThinking(request, {
          provider: options.provider,
          model: options.model,
          defaultMaxTokens: options.defaultMaxTokens,
        })
      : undefined;
  const body: Record<string, unknown> = {
    model: options.model,
    max_tokens:
      derived?.type === 'enabled'
        ? derived.maxTokens
        : (request.maxTokens ??
          // A caller's own budget with no max_tokens (Cline's LiteLLM provider): the answer keeps
          // the default's room beside it (the API requires max_tokens above the budget).
          options.defaultMaxTokens + (request.thinking?.budgetTokens ?? 0)),
    messages,
  };
  const tools = (request.tools ?? []).map((tool) =>
    cached(
      {
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        input_schema: tool.parameters,
        // `strict: false` is the default: only an explicit request for strict tools is sent.
        ...(tool.strict === true ? { strict: true } : {}),
      },
      tool.cacheControl,
    ),
  );
  // Anthropic's own tools (web search, code execution, …) travel beside the caller's.
  tools.push(...(request.anthropicTools ?? []).map((tool) => ({ ...tool })));
  const system = systemBlocks(request);
  if (tools.length > 0) body.tools = tools;
  if (system !== undefined) body.system = system;
  limitBreakpoints([...tools, ...(Array.isArray(system) ? system : []), ...nestedBlocks(messages)]);
  if (request.toolChoice !== undefined) body.tool_choice = toolChoice(request.toolChoice);
  if (request.parallelToolCalls === false && tools.length > 0 && request.toolChoice !== 'none') {
    body.tool_choice = {
      ...((body.tool_choice as Record<string, unknown> | undefined) ?? { type: 'auto' }),
      disable_parallel_tool_use: true,
    };
  }
  Object.assign(body, sampling(request, options.model));
  if (request.stop && request.stop.length > 0) body.stop_sequences = [...request.stop];
  Object.assign(body, thinkingFields(request, options.model, derived));
  const contextManagement = contextEdits(request, body.thinking !== undefined);
  if (contextManagement !== undefined) body.context_management = contextManagement;
  // The API takes only an opaque id (letters, digits, `_`, `-`; no e-mail address): anything
  // else is left out rather than turned into a 400.
  if (request.user !== undefined && ANTHROPIC_USER_ID.test(request.user))
    body.metadata = { user_id: request.user };
  if (request.responseFormat !== undefined) {
    // Claude has structured outputs (a schema) but no schema-less JSON mode: refusing lets the
    // engine fall back to a target that has one, instead of answering in free text.
    if (request.responseFormat.type !== 'json_schema')
      throw new UnsupportedFeatureError(options.provider, 'JSON mode without a schema');
    body.output_config = {
      ...(body.output_config as Record<string, unknown> | undefined),
      format: { type: 'json_schema', schema: request.responseFormat.schema },
    };
  }
  if (options.stream) body.stream = true;
  return body;
}
