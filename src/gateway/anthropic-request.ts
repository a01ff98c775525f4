/**
 * Anthropic Messages request → normalized `ChatRequest`. Strict like the OpenAI side: unknown
 * parameters and features stayup cannot carry across providers are a 400.
 * @module
 */
import type {
  CacheControl,
  ChatMessage,
  ChatRequest,
  ContentPart,
  DocumentPart,
  ImagePart,
  TextPart,
  ToolChoice,
  ToolDefinition,
} from '../core/model.js';
import { parseAnthropicEffort, parseAnthropicOutputFormat } from './response-format.js';
import {
  expectArray,
  expectObject,
  expectString,
  invalid,
  isObject,
  type JsonObject,
  jsonType,
  optionalBoolean,
  optionalNumber,
  optionalString,
  rejectUnknownKeys,
  unsupported,
} from './wire-validation.js';

/** A parsed Anthropic request. */
export interface AnthropicChatInput {
  readonly request: ChatRequest;
  readonly stream: boolean;
}

const ALLOWED = new Set([
  'model',
  'messages',
  'max_tokens',
  'system',
  'stream',
  'temperature',
  'top_p',
  'top_k',
  'stop_sequences',
  'tools',
  'tool_choice',
  'thinking',
  'output_config',
  'output_format',
  'context_management',
  // `metadata.user_id` is carried; the rest does not change the answer and is ignored.
  'metadata',
  'service_tier',
  // Refused with a clear message.
  'container',
  'mcp_servers',
]);

/**
 * A `cache_control` mark (Anthropic's, and the OpenRouter/LiteLLM convention on OpenAI content
 * parts), as a spread: `{}` when absent.
 */
export function parseCacheControl(
  value: unknown,
  path: string,
): { cacheControl: CacheControl } | Record<string, never> {
  if (value === undefined || value === null) return {};
  const mark = expectObject(value, path);
  if (mark.type !== 'ephemeral') invalid(`${path}.type`, 'expected "ephemeral"');
  const ttl = mark.ttl;
  if (ttl === undefined || ttl === null) return { cacheControl: { type: 'ephemeral' } };
  if (ttl !== '5m' && ttl !== '1h') return invalid(`${path}.ttl`, 'expected "5m" or "1h"');
  return { cacheControl: { type: 'ephemeral', ttl } };
}

function image(block: JsonObject, path: string): ImagePart {
  const cache = parseCacheControl(block.cache_control, `${path}.cache_control`);
  const source = expectObject(block.source, `${path}.source`);
  if (source.type === 'base64') {
    return {
      type: 'image',
      mediaType: expectString(source.media_type, `${path}.source.media_type`),
      data: expectString(source.data, `${path}.source.data`),
      ...cache,
    };
  }
  if (source.type === 'url') {
    const url = expectString(source.url, `${path}.source.url`);
    if (!/^https?:\/\//i.test(url)) invalid(`${path}.source.url`, 'expected an http(s) URL');
    return { type: 'image', url, ...cache };
  }
  return invalid(`${path}.source.type`, 'expected "base64" or "url"');
}

/** The text of a `content` document source (text blocks only). */
function contentText(value: unknown, path: string): string {
  return expectArray(value, path)
    .map((raw, index) => {
      const block = expectObject(raw, `${path}[${index}]`);
      if (block.type !== 'text')
        return unsupported(`document content blocks of type ${JSON.stringify(block.type)}`);
      return expectString(block.text, `${path}[${index}].text`);
    })
    .join('\n');
}

/**
 * A `document` block: a PDF (base64 or URL), a text document, or custom text content. Files API
 * ids cannot cross providers, and citations and `context` have no counterpart elsewhere: refused.
 */
function documentOf(block: JsonObject, path: string): DocumentPart {
  if (isObject(block.citations) && block.citations.enabled === true)
    unsupported('document citations');
  if (block.context !== undefined && block.context !== null) unsupported('document context');
  const title = optionalString(block.title, `${path}.title`);
  const titled = title === undefined ? {} : { title };
  const source = expectObject(block.source, `${path}.source`);
  switch (source.type) {
    case 'base64':
      return {
        type: 'document',
        mediaType: expectString(source.media_type, `${path}.source.media_type`),
        data: expectString(source.data, `${path}.source.data`),
        ...titled,
      };
    case 'text':
      return {
        type: 'document',
        mediaType: 'text/plain',
        text: expectString(source.data, `${path}.source.data`),
        ...titled,
      };
    case 'content':
      return {
        type: 'document',
        mediaType: 'text/plain',
        text: contentText(source.content, `${path}.source.content`),
        ...titled,
      };
    case 'url':
      return {
        type: 'document',
        mediaType: 'application/pdf',
        url: expectString(source.url, `${path}.source.url`),
        ...titled,
      };
    case 'file':
      return unsupported('documents by Files API id (file_id)');
    default:
      return invalid(`${path}.source.type`, 'expected "base64", "text", "content" or "url"');
  }
}

function text(block: JsonObject, path: string): TextPart {
  return {
    type: 'text',
    text: expectString(block.text, `${path}.text`),
    ...parseCacheControl(block.cache_control, `${path}.cache_control`),
  };
}

function toolResultContent(
  value: unknown,
  path: string,
): string | (TextPart | ImagePart | DocumentPart)[] {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return expectArray(value, path).map((raw, index): TextPart | ImagePart | DocumentPart => {
    const where = `${path}[${index}]`;
    const block = expectObject(raw, where);
    if (block.type === 'text') return text(block, where);
    if (block.type === 'image') return image(block, where);
    // Claude Code's Read tool answers a PDF this way.
    if (block.type === 'document')
      return {
        ...documentOf(block, where),
        ...parseCacheControl(block.cache_control, `${where}.cache_control`),
      };
    return unsupported(`tool_result content of type ${JSON.stringify(block.type)}`);
  });
}

function blocks(message: JsonObject, role: 'user' | 'assistant', path: string): ChatMessage[] {
  const content = message.content;
  if (typeof content === 'string') return [{ role, content }];
  const list = expectArray(content, `${path}.content`);
  const results: ContentPart[] = [];
  const parts: ContentPart[] = [];
  for (const [index, raw] of list.entries())
    parseBlock(raw, `${path}.content[${index}]`, role, parts, results);
  // Tool results answer the previous assistant turn: they travel as a `tool` message first.
  const messages: ChatMessage[] = [];
  if (results.length > 0) messages.push({ role: 'tool', content: results });
  if (parts.length > 0 || results.length === 0) messages.push({ role, content: parts });
  return messages;
}

/** A server tool call or result in Claude's own turn: kept as it came, for Anthropic targets. */
function serverBlock(
  block: JsonObject,
  where: string,
  role: 'user' | 'assistant',
  parts: ContentPart[],
): void {
  if (role !== 'assistant')
    invalid(`${where}.type`, `${String(block.type)} is only allowed in assistant messages`);
  parts.push({ type: 'provider_block', provider: 'anthropic', block });
}

function parseBlock(
  raw: unknown,
  where: string,
  role: 'user' | 'assistant',
  parts: ContentPart[],
  results: ContentPart[],
): void {
  const block = expectObject(raw, where);
  const cache = parseCacheControl(block.cache_control, `${where}.cache_control`);
  switch (block.type) {
    case 'text':
      parts.push(text(block, where));
      return;
    case 'image':
      if (role !== 'user') invalid(`${where}.type`, 'images are only allowed in user messages');
      parts.push(image(block, where));
      return;
    case 'tool_use': {
      if (role !== 'assistant')
        invalid(`${where}.type`, 'tool_use is only allowed in assistant messages');
      const input = block.input === undefined ? {} : expectObject(block.input, `${where}.input`);
      parts.push({
        type: 'tool_call',
        id: expectString(block.id, `${where}.id`),
        name: expectString(block.name, `${where}.name`),
        arguments: JSON.stringify(input),
        ...cache,
      });
      return;
    }
    case 'tool_result': {
      if (role !== 'user') invalid(`${where}.type`, 'tool_result is only allowed in user messages');
      const isError = optionalBoolean(block.is_error, `${where}.is_error`);
      results.push({
        type: 'tool_result',
        toolCallId: expectString(block.tool_use_id, `${where}.tool_use_id`),
        content: toolResultContent(block.content, `${where}.content`),
        ...(isError === undefined ? {} : { isError }),
        ...cache,
      });
      return;
    }
    case 'thinking': {
      if (role !== 'assistant')
        invalid(`${where}.type`, 'thinking is only allowed in assistant messages');
      const signature = optionalString(block.signature, `${where}.signature`);
      parts.push({
        type: 'thinking',
        text: expectString(block.thinking, `${where}.thinking`),
        ...(signature === undefined ? {} : { signature }),
      });
      return;
    }
    case 'server_tool_use':
    case 'mcp_tool_use':
      serverBlock(block, where, role, parts);
      return;
    case 'redacted_thinking':
      // Claude's encrypted reasoning: it must go back to Claude as it came (other providers drop it).
      if (role !== 'assistant')
        invalid(`${where}.type`, 'redacted_thinking is only allowed in assistant messages');
      parts.push({
        type: 'thinking',
        text: '',
        signature: expectString(block.data, `${where}.data`),
        redacted: true,
      });
      return;
    case 'document':
      if (role !== 'user') invalid(`${where}.type`, 'documents are only allowed in user messages');
      parts.push({ ...documentOf(block, where), ...cache });
      return;
    default:
      // Anthropic's server tool results (`web_search_tool_result`, `code_execution_tool_result`, …).
      if (typeof block.type === 'string' && /^[a-z_]+_tool_result$/.test(block.type)) {
        serverBlock(block, where, role, parts);
        return;
      }
      unsupported(`content blocks of type ${JSON.stringify(block.type)}`);
  }
}

function parseSystem(value: unknown): Pick<ChatRequest, 'system' | 'systemParts'> {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') return { system: value };
  const parts = expectArray(value, 'system').map((raw, index) => {
    const block = expectObject(raw, `system[${index}]`);
    if (block.type !== 'text') invalid(`system[${index}].type`, 'expected "text"');
    return text(block, `system[${index}]`);
  });
  const system = parts.map((part) => part.text).join('\n\n');
  // The blocks travel only when they carry cache breakpoints (see ChatRequest.systemParts).
  return parts.some((part) => part.cacheControl !== undefined)
    ? { system, systemParts: parts }
    : { system };
}

/**
 * The caller's tools: its own (custom) ones as tool definitions, Anthropic's (`web_search_…`,
 * `code_execution_…`, …: a `type` other than `custom`) as they came, for Anthropic targets only.
 */
function parseTools(value: unknown): Pick<ChatRequest, 'tools' | 'anthropicTools'> {
  if (value === undefined || value === null) return {};
  const tools: ToolDefinition[] = [];
  const anthropicTools: JsonObject[] = [];
  expectArray(value, 'tools').forEach((raw, index) => {
    const tool = expectObject(raw, `tools[${index}]`);
    if (tool.type === undefined || tool.type === null || tool.type === 'custom')
      tools.push(customTool(tool, `tools[${index}]`));
    else {
      expectString(tool.type, `tools[${index}].type`);
      anthropicTools.push(tool);
    }
  });
  return {
    ...(tools.length > 0 || anthropicTools.length === 0 ? { tools } : {}),
    ...(anthropicTools.length > 0 ? { anthropicTools } : {}),
  };
}

function customTool(tool: JsonObject, path: string): ToolDefinition {
  const description = optionalString(tool.description, `${path}.description`);
  const strict = optionalBoolean(tool.strict, `${path}.strict`);
  return {
    name: expectString(tool.name, `${path}.name`),
    ...(description === undefined ? {} : { description }),
    parameters: expectObject(tool.input_schema, `${path}.input_schema`),
    ...(strict === undefined ? {} : { strict }),
    ...parseCacheControl(tool.cache_control, `${path}.cache_control`),
  };
}

/** `tool_choice.disable_parallel_tool_use: true` as the request's `parallelToolCalls: false`. */
function parseParallel(value: unknown): { parallelToolCalls: false } | Record<string, never> {
  if (!isObject(value)) return {};
  const disable = optionalBoolean(
    value.disable_parallel_tool_use,
    'tool_choice.disable_parallel_tool_use',
  );
  return disable === true ? { parallelToolCalls: false } : {};
}

/**
 * `context_management` (Claude Code sends it on every request): its `edits`, the only field the
 * API takes, as the request's `anthropicContextManagement`.
 */
function parseContextManagement(
  value: unknown,
): Pick<ChatRequest, 'anthropicContextManagement'> | Record<string, never> {
  if (value === undefined || value === null) return {};
  const config = expectObject(value, 'context_management');
  if (config.edits === undefined || config.edits === null) return {};
  const edits = expectArray(config.edits, 'context_management.edits').map((raw, index) => {
    const edit = expectObject(raw, `context_management.edits[${index}]`);
    expectString(edit.type, `context_management.edits[${index}].type`);
    return edit;
  });
  return edits.length === 0 ? {} : { anthropicContextManagement: { edits } };
}

/**
 * `output_config.effort` as the reasoning effort; given alone (no thinking asked), it governs
 * Claude's token spend without thinking (`effortWithoutThinking`).
 */
function effortFields(
  config: unknown,
  thinking: Pick<ChatRequest, 'thinking' | 'adaptiveThinking'>,
): Pick<ChatRequest, 'reasoningEffort' | 'effortWithoutThinking'> {
  const effort = parseAnthropicEffort(config);
  if (effort === undefined) return {};
  const alone = thinking.thinking === undefined && thinking.adaptiveThinking !== true;
  return alone
    ? { reasoningEffort: effort, effortWithoutThinking: true }
    : { reasoningEffort: effort };
}

/** `metadata.user_id` as the request's `user`. */
function parseUser(value: unknown): { user: string } | Record<string, never> {
  if (value === undefined || value === null) return {};
  const metadata = expectObject(value, 'metadata');
  const user = optionalString(metadata.user_id, 'metadata.user_id');
  return user === undefined ? {} : { user };
}

function parseToolChoice(value: unknown): ToolChoice | undefined {
  if (value === undefined || value === null) return undefined;
  const choice = expectObject(value, 'tool_choice');
  switch (choice.type) {
    case 'auto':
      return 'auto';
    case 'any':
      return 'required';
    case 'none':
      return 'none';
    case 'tool':
      return { name: expectString(choice.name, 'tool_choice.name') };
    default:
      return invalid(
        'tool_choice.type',
        `expected "auto", "any", "tool" or "none", got ${jsonType(choice.type)}`,
      );
  }
}

/**
 * `thinking` as request fields: a budget (`enabled`), or Claude 4.6+'s `adaptive` thinking, with
 * its `display` if asked (Opus 4.7 shows no thinking unless `summarized`). Also read from OpenAI
 * requests, where LiteLLM clients (Cline) send it.
 */
export function parseThinking(
  value: unknown,
): Pick<ChatRequest, 'thinking' | 'adaptiveThinking' | 'thinkingDisplay'> {
  if (value === undefined || value === null) return {};
  const thinking = expectObject(value, 'thinking');
  if (thinking.type === 'disabled') return {};
  const display = optionalString(thinking.display, 'thinking.display');
  const shown = display === undefined ? {} : { thinkingDisplay: display };
  if (thinking.type === 'adaptive') return { adaptiveThinking: true, ...shown };
  if (thinking.type !== 'enabled')
    return unsupported(`thinking type ${JSON.stringify(thinking.type)}`);
  const budgetTokens = optionalNumber(thinking.budget_tokens, 'thinking.budget_tokens', {
    min: 1,
    integer: true,
  });
  if (budgetTokens === undefined) return invalid('thinking.budget_tokens', 'required');
  return { thinking: { budgetTokens }, ...shown };
}

/**
 * Validates and translates an Anthropic Messages body. `betas` comes from the
 * `anthropic-beta` header (comma-separated).
 */
export function parseAnthropicRequest(
  raw: unknown,
  betaHeader?: string | undefined,
): AnthropicChatInput {
  const body = expectObject(raw, 'body');
  rejectUnknownKeys(body, ALLOWED);
  if (body.container !== undefined || body.mcp_servers !== undefined)
    unsupported('container / mcp_servers');
  const model = expectString(body.model, 'model');
  const maxTokens = optionalNumber(body.max_tokens, 'max_tokens', { min: 1, integer: true });
  if (maxTokens === undefined) invalid('max_tokens', 'required');
  const list = expectArray(body.messages, 'messages');
  if (list.length === 0) invalid('messages', 'must contain at least one message');
  const messages: ChatMessage[] = [];
  list.forEach((raw, index) => {
    const path = `messages[${index}]`;
    const message = expectObject(raw, path);
    if (message.role !== 'user' && message.role !== 'assistant') {
      invalid(
        `${path}.role`,
        `expected "user" or "assistant", got ${JSON.stringify(message.role)}`,
      );
    }
    messages.push(...blocks(message, message.role, path));
  });
  // SillyTavern sends top_k 0 on every Claude request: 0 means unset.
  const topK = optionalNumber(body.top_k, 'top_k', { min: 0, integer: true });
  const system = parseSystem(body.system);
  const temperature = optionalNumber(body.temperature, 'temperature', { min: 0, max: 1 });
  const topP = optionalNumber(body.top_p, 'top_p', { min: 0, max: 1 });
  const stopRaw = body.stop_sequences;
  const stop =
    stopRaw === undefined || stopRaw === null
      ? undefined
      : expectArray(stopRaw, 'stop_sequences').map((item, index) =>
          expectString(item, `stop_sequences[${index}]`),
        );
  const tools = parseTools(body.tools);
  const toolChoice = parseToolChoice(body.tool_choice);
  const thinking = parseThinking(body.thinking);
  const responseFormat = parseAnthropicOutputFormat(body);
  const betas = betaHeader
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const stream = optionalBoolean(body.stream, 'stream') ?? false;
  const request: ChatRequest = {
    model,
    messages,
    maxTokens,
    ...system,
    ...tools,
    ...(toolChoice === undefined ? {} : { toolChoice }),
    ...(temperature === undefined ? {} : { temperature }),
    ...(topP === undefined ? {} : { topP }),
    ...(topK === undefined || topK === 0 ? {} : { topK }),
    ...(stop === undefined ? {} : { stop }),
    ...thinking,
    ...effortFields(body.output_config, thinking),
    ...(responseFormat === undefined ? {} : { responseFormat }),
    ...parseParallel(body.tool_choice),
    ...parseUser(body.metadata),
    ...parseContextManagement(body.context_management),
    ...(betas === undefined || betas.length === 0 ? {} : { betas }),
  };
  return { request, stream };
}
