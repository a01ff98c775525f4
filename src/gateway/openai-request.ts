/**
 * OpenAI chat completions request → normalized `ChatRequest`. Strict: unknown parameters and
 * parameters stayup cannot honour across providers are a 400, never silently dropped.
 * @module
 */
import type {
  CacheControl,
  ChatMessage,
  ChatRequest,
  ContentPart,
  DocumentPart,
  ImagePart,
  OpenAIHints,
  TextPart,
  ToolChoice,
  ToolDefinition,
} from '../core/model.js';
import { parseCacheControl, parseThinking } from './anthropic-request.js';
import { EFFORT_WORD, parseOpenAIResponseFormat } from './response-format.js';
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
  parseImageUrl,
  rejectUnknownKeys,
  unsupported,
} from './wire-validation.js';

/** A parsed OpenAI request. */
export interface OpenAIChatInput {
  readonly request: ChatRequest;
  readonly stream: boolean;
  readonly includeUsage: boolean;
}

const ALLOWED = new Set([
  'model',
  'messages',
  'stream',
  'stream_options',
  'max_tokens',
  'max_completion_tokens',
  'temperature',
  'top_p',
  'stop',
  'tools',
  'tool_choice',
  'n',
  'presence_penalty',
  'frequency_penalty',
  // vLLM, OpenRouter and Ollama take top_k in this shape (SillyTavern and Open WebUI send it).
  'top_k',
  'logprobs',
  'top_logprobs',
  'parallel_tool_calls',
  'response_format',
  'logit_bias',
  'reasoning_effort',
  // Carried to the targets that take them (they do not change the answer).
  'user',
  'service_tier',
  'prompt_cache_key',
  'safety_identifier',
  'verbosity',
  'prediction',
  // Anthropic's thinking, as LiteLLM clients (Cline) send it in this shape.
  'thinking',
  // Accepted and ignored: they do not change the answer.
  'seed',
  'metadata',
  'store',
  // LiteLLM's own switches (Cline's LiteLLM provider sends them on every request).
  'drop_params',
  'litellm_session_id',
  // Ollama runtime knobs Open WebUI leaves in requests: memory and threads, not the answer.
  'keep_alive',
  'num_ctx',
  'num_keep',
  'num_batch',
  'num_thread',
  'num_gpu',
  'use_mmap',
  'use_mlock',
  // Refused with a clear message below.
  'modalities',
  'audio',
  'web_search_options',
  'functions',
  'function_call',
]);

function rejectNonDefault(body: JsonObject): void {
  const n = body.n;
  if (n !== undefined && n !== null && n !== 1) unsupported('n > 1 (several choices)');
  if (body.logprobs === true) unsupported('logprobs');
  if (body.top_logprobs !== undefined && body.top_logprobs !== null && body.top_logprobs !== 0) {
    unsupported('top_logprobs');
  }
  if (isObject(body.logit_bias) && Object.keys(body.logit_bias).length > 0)
    unsupported('logit_bias');
  const modalities = body.modalities;
  if (
    modalities !== undefined &&
    modalities !== null &&
    !(Array.isArray(modalities) && modalities.every((item) => item === 'text'))
  ) {
    unsupported('modalities other than text');
  }
  for (const key of ['audio', 'web_search_options', 'functions', 'function_call'] as const) {
    if (body[key] !== undefined && body[key] !== null) unsupported(key);
  }
}

function textOf(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  const parts = expectArray(value, path);
  let text = '';
  parts.forEach((part, index) => {
    const item = expectObject(part, `${path}[${index}]`);
    if (item.type !== 'text') invalid(`${path}[${index}].type`, 'expected "text"');
    text += expectString(item.text, `${path}[${index}].text`);
  });
  return text;
}

function parseDetail(
  value: unknown,
  path: string,
): { detail: 'auto' | 'low' | 'high' } | Record<string, never> {
  if (value === undefined || value === null) return {};
  if (value === 'auto' || value === 'low' || value === 'high') return { detail: value };
  // A detail level OpenAI adds later is a hint, not a reason to refuse the request: it is left
  // to the provider's default rather than forwarded unchecked.
  expectString(value, path);
  return {};
}

/** An OpenAI `file` content part: a PDF's bytes as a data URL (`file_id` needs OpenAI's own storage). */
function fileDocument(value: unknown, path: string): DocumentPart {
  const file = expectObject(value, path);
  if (file.file_id !== undefined && file.file_id !== null)
    return unsupported('file parts by file_id (send file_data)');
  const data = parseImageUrl(
    expectString(file.file_data, `${path}.file_data`),
    `${path}.file_data`,
  );
  if (data.data === undefined) return invalid(`${path}.file_data`, 'expected a base64 data: URL');
  const filename = optionalString(file.filename, `${path}.filename`);
  return {
    type: 'document',
    mediaType: data.mediaType ?? 'application/octet-stream',
    data: data.data,
    ...(filename === undefined ? {} : { filename }),
  };
}

function userContent(
  value: unknown,
  path: string,
): string | (TextPart | ImagePart | DocumentPart)[] {
  if (typeof value === 'string') return value;
  const parts = expectArray(value, path);
  return parts.map((part, index): TextPart | ImagePart | DocumentPart => {
    const where = `${path}[${index}]`;
    const item = expectObject(part, where);
    // OpenRouter and LiteLLM take Anthropic's `cache_control` on content parts.
    const cache = parseCacheControl(item.cache_control, `${where}.cache_control`);
    switch (item.type) {
      case 'text':
        return { type: 'text', text: expectString(item.text, `${where}.text`), ...cache };
      case 'image_url': {
        const image = item.image_url;
        if (typeof image === 'string')
          return { type: 'image', ...parseImageUrl(image, `${where}.image_url.url`), ...cache };
        const fields = expectObject(image, `${where}.image_url`);
        const url = expectString(fields.url, `${where}.image_url.url`);
        return {
          type: 'image',
          ...parseImageUrl(url, `${where}.image_url.url`),
          ...parseDetail(fields.detail, `${where}.image_url.detail`),
          ...cache,
        };
      }
      case 'input_audio':
        return unsupported('audio input');
      case 'file':
        return { ...fileDocument(item.file, `${where}.file`), ...cache };
      default:
        return invalid(`${where}.type`, `unknown content part type ${JSON.stringify(item.type)}`);
    }
  });
}

function assistantMessage(message: JsonObject, path: string): ChatMessage {
  const parts: ContentPart[] = [];
  const content = message.content;
  if (content !== undefined && content !== null) {
    if (typeof content === 'string') {
      if (content !== '') parts.push({ type: 'text', text: content });
    } else {
      expectArray(content, `${path}.content`).forEach((part, index) => {
        const where = `${path}.content[${index}]`;
        const item = expectObject(part, where);
        if (item.type === 'text')
          parts.push({
            type: 'text',
            text: expectString(item.text, `${where}.text`),
            ...parseCacheControl(item.cache_control, `${where}.cache_control`),
          });
        else if (item.type === 'refusal')
          parts.push({ type: 'text', text: expectString(item.refusal, `${where}.refusal`) });
        else invalid(`${where}.type`, 'expected "text" or "refusal"');
      });
    }
  }
  const calls = message.tool_calls;
  if (calls !== undefined && calls !== null) {
    expectArray(calls, `${path}.tool_calls`).forEach((call, index) => {
      const where = `${path}.tool_calls[${index}]`;
      const item = expectObject(call, where);
      if (item.type !== undefined && item.type !== 'function')
        invalid(`${where}.type`, 'expected "function"');
      const fn = expectObject(item.function, `${where}.function`);
      parts.push({
        type: 'tool_call',
        id: expectString(item.id, `${where}.id`),
        name: expectString(fn.name, `${where}.function.name`),
        arguments: expectString(fn.arguments, `${where}.function.arguments`),
      });
    });
  }
  if (message.function_call !== undefined && message.function_call !== null)
    unsupported('function_call (legacy)');
  if (message.audio !== undefined && message.audio !== null) unsupported('assistant audio');
  return { role: 'assistant', content: parts, ...participantName(message, path) };
}

/** A message's `name` (a participant); an empty one is no name. */
function participantName(message: JsonObject, path: string): { name?: string } {
  const name = optionalString(message.name, `${path}.name`);
  return name === undefined || name === '' ? {} : { name };
}

/** A tool message's breakpoint: the last one its parts carry (the result is one block). */
function toolCache(value: unknown, path: string): { cacheControl?: CacheControl } {
  if (!Array.isArray(value)) return {};
  let found: { cacheControl?: CacheControl } = {};
  value.forEach((part, index) => {
    if (!isObject(part)) return;
    const cache = parseCacheControl(part.cache_control, `${path}[${index}].cache_control`);
    if (cache.cacheControl !== undefined) found = cache;
  });
  return found;
}

function toolContent(value: unknown, path: string): string | TextPart[] {
  if (typeof value === 'string') return value;
  return [{ type: 'text', text: textOf(value, path) }];
}

/**
 * A system message as text blocks: its parts joined, cut after each part that carries a cache
 * breakpoint (the block then ends where the caller marked it).
 */
function systemBlocks(value: unknown, path: string): TextPart[] {
  if (typeof value === 'string') return [{ type: 'text', text: value }];
  const blocks: TextPart[] = [];
  let text = '';
  let pending = false;
  expectArray(value, path).forEach((part, index) => {
    const where = `${path}[${index}]`;
    const item = expectObject(part, where);
    if (item.type !== 'text') invalid(`${where}.type`, 'expected "text"');
    text += expectString(item.text, `${where}.text`);
    pending = true;
    const cache = parseCacheControl(item.cache_control, `${where}.cache_control`);
    if (cache.cacheControl !== undefined) {
      blocks.push({ type: 'text', text, ...cache });
      text = '';
      pending = false;
    }
  });
  if (pending || blocks.length === 0) blocks.push({ type: 'text', text });
  return blocks;
}

function parseMessages(
  value: unknown,
): Pick<ChatRequest, 'system' | 'systemParts'> & { messages: ChatMessage[] } {
  const list = expectArray(value, 'messages');
  if (list.length === 0) invalid('messages', 'must contain at least one message');
  const systems: TextPart[][] = [];
  const messages: ChatMessage[] = [];
  for (const [index, raw] of list.entries()) parseMessage(raw, index, systems, messages);
  if (messages.length === 0) invalid('messages', 'must contain at least one non-system message');
  if (systems.length === 0) return { messages };
  const parts = systems.flat();
  // The text every target gets does not depend on breakpoints: a message's parts joined as they
  // are, messages by a blank line. With breakpoints the blocks travel too (ChatRequest.systemParts);
  // an adapter sends them only while they still join to `system`, so a breakpoint inside a message
  // (blocks that would join with a blank line) costs that request its cache, never its text.
  const system = systems.map((blocks) => blocks.map((block) => block.text).join('')).join('\n\n');
  if (parts.every((part) => part.cacheControl === undefined)) return { system, messages };
  return { system, systemParts: parts, messages };
}

function parseMessage(
  raw: unknown,
  index: number,
  systems: TextPart[][],
  messages: ChatMessage[],
): void {
  const path = `messages[${index}]`;
  const message = expectObject(raw, path);
  const role = message.role;
  switch (role) {
    case 'system':
    case 'developer':
      systems.push(systemBlocks(message.content, `${path}.content`));
      return;
    case 'user':
      messages.push({
        role: 'user',
        content: userContent(message.content, `${path}.content`),
        ...participantName(message, path),
      });
      return;
    case 'assistant':
      messages.push(assistantMessage(message, path));
      return;
    case 'tool': {
      const part: ContentPart = {
        type: 'tool_result',
        toolCallId: expectString(message.tool_call_id, `${path}.tool_call_id`),
        content: toolContent(message.content, `${path}.content`),
        ...toolCache(message.content, `${path}.content`),
      };
      // Consecutive tool messages answer one assistant turn: keep them together.
      const previous = messages.at(-1);
      if (previous?.role === 'tool' && Array.isArray(previous.content)) {
        messages[messages.length - 1] = { role: 'tool', content: [...previous.content, part] };
      } else {
        messages.push({ role: 'tool', content: [part] });
      }
      return;
    }
    case 'function':
      unsupported('the legacy "function" role');
      break;
    default:
      invalid(
        `${path}.role`,
        `unknown role ${JSON.stringify(role)} (expected system, developer, user, assistant or tool)`,
      );
  }
}

function parseTools(value: unknown): ToolDefinition[] | undefined {
  if (value === undefined || value === null) return undefined;
  return expectArray(value, 'tools').map((raw, index) => {
    const path = `tools[${index}]`;
    const tool = expectObject(raw, path);
    if (tool.type !== 'function') {
      return unsupported(`tool type ${JSON.stringify(tool.type)} (only "function" tools)`);
    }
    const fn = expectObject(tool.function, `${path}.function`);
    const parameters =
      fn.parameters === undefined
        ? { type: 'object', properties: {} }
        : expectObject(fn.parameters, `${path}.function.parameters`);
    const description = optionalString(fn.description, `${path}.function.description`);
    const strict = optionalBoolean(fn.strict, `${path}.function.strict`);
    return {
      name: expectString(fn.name, `${path}.function.name`),
      ...(description === undefined ? {} : { description }),
      parameters,
      ...(strict === undefined ? {} : { strict }),
      // LiteLLM's convention: a breakpoint on the tool entry.
      ...parseCacheControl(tool.cache_control, `${path}.cache_control`),
    };
  });
}

function parseToolChoice(value: unknown): ToolChoice | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === 'auto' || value === 'none' || value === 'required') return value;
  if (isObject(value) && value.type === 'function') {
    const fn = expectObject(value.function, 'tool_choice.function');
    return { name: expectString(fn.name, 'tool_choice.function.name') };
  }
  return invalid(
    'tool_choice',
    `expected "auto", "none", "required" or { type: "function", function: { name } }, got ${jsonType(value)}`,
  );
}

/** A bound on the stop list a caller may send (providers take 4 to a few dozen). */
const MAX_STOP_SEQUENCES = 64;

function parseStop(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  const list = expectArray(value, 'stop');
  // OpenAI takes at most 4 (its adapter keeps the first 4); Continue sends its whole list.
  if (list.length > MAX_STOP_SEQUENCES)
    invalid('stop', `at most ${MAX_STOP_SEQUENCES} stop sequences`);
  return list.map((item, index) => expectString(item, `stop[${index}]`));
}

/** Options of {@link parseOpenAIRequest}. */
export interface ParseOpenAIRequestOptions {
  /** Set `passthrough: 'openai-chat'` on the request (the gateway forwards canonical answers). */
  readonly passthrough?: boolean | undefined;
}

/** `top_k` (0 means unset, as SillyTavern sends it) and non-zero penalties, as request fields. */
function parseSampling(body: JsonObject): Partial<ChatRequest> {
  const topK = optionalNumber(body.top_k, 'top_k', { min: 0, integer: true });
  const presencePenalty = optionalNumber(body.presence_penalty, 'presence_penalty', {
    min: -2,
    max: 2,
  });
  const frequencyPenalty = optionalNumber(body.frequency_penalty, 'frequency_penalty', {
    min: -2,
    max: 2,
  });
  return {
    ...(topK === undefined || topK === 0 ? {} : { topK }),
    ...(presencePenalty === undefined || presencePenalty === 0 ? {} : { presencePenalty }),
    ...(frequencyPenalty === undefined || frequencyPenalty === 0 ? {} : { frequencyPenalty }),
  };
}

/** `reasoning_effort`, `parallel_tool_calls`, `user` and the OpenAI hints, as request fields. */
function parseHints(body: JsonObject): Partial<ChatRequest> {
  const effort = optionalString(body.reasoning_effort, 'reasoning_effort');
  if (effort !== undefined && !EFFORT_WORD.test(effort))
    invalid('reasoning_effort', 'expected a level such as "low", "medium" or "high"');
  const parallel = optionalBoolean(body.parallel_tool_calls, 'parallel_tool_calls');
  const user = optionalString(body.user, 'user');
  const serviceTier = optionalString(body.service_tier, 'service_tier');
  const promptCacheKey = optionalString(body.prompt_cache_key, 'prompt_cache_key');
  const safetyIdentifier = optionalString(body.safety_identifier, 'safety_identifier');
  const verbosity = optionalString(body.verbosity, 'verbosity');
  const prediction =
    body.prediction === undefined || body.prediction === null
      ? undefined
      : expectObject(body.prediction, 'prediction');
  const openaiHints: OpenAIHints = {
    ...(serviceTier === undefined ? {} : { serviceTier }),
    ...(promptCacheKey === undefined ? {} : { promptCacheKey }),
    ...(safetyIdentifier === undefined ? {} : { safetyIdentifier }),
    ...(verbosity === undefined ? {} : { verbosity }),
    ...(prediction === undefined ? {} : { prediction }),
  };
  return {
    ...(effort === undefined ? {} : { reasoningEffort: effort }),
    ...(parallel === false ? { parallelToolCalls: false } : {}),
    ...(user === undefined ? {} : { user }),
    ...(Object.keys(openaiHints).length === 0 ? {} : { openaiHints }),
  };
}

/** Validates and translates an OpenAI chat completions body. Throws a 400-mapped error naming the field. */
export function parseOpenAIRequest(
  raw: unknown,
  options: ParseOpenAIRequestOptions = {},
): OpenAIChatInput {
  const body = expectObject(raw, 'body');
  rejectUnknownKeys(body, ALLOWED);
  const model = expectString(body.model, 'model');
  const { messages, ...system } = parseMessages(body.messages);
  rejectNonDefault(body);
  const stream = optionalBoolean(body.stream, 'stream') ?? false;
  let includeUsage = false;
  if (body.stream_options !== undefined && body.stream_options !== null) {
    const options = expectObject(body.stream_options, 'stream_options');
    includeUsage = optionalBoolean(options.include_usage, 'stream_options.include_usage') ?? false;
  }
  const maxTokens =
    optionalNumber(body.max_completion_tokens, 'max_completion_tokens', {
      min: 1,
      integer: true,
    }) ?? optionalNumber(body.max_tokens, 'max_tokens', { min: 1, integer: true });
  const temperature = optionalNumber(body.temperature, 'temperature', { min: 0, max: 2 });
  const topP = optionalNumber(body.top_p, 'top_p', { min: 0, max: 1 });
  const sampling = parseSampling(body);
  const stop = parseStop(body.stop);
  const tools = parseTools(body.tools);
  const toolChoice = parseToolChoice(body.tool_choice);
  const responseFormat = parseOpenAIResponseFormat(body.response_format);
  const request: ChatRequest = {
    model,
    messages,
    ...system,
    ...(tools === undefined ? {} : { tools }),
    ...(toolChoice === undefined ? {} : { toolChoice }),
    ...(maxTokens === undefined ? {} : { maxTokens }),
    ...(temperature === undefined ? {} : { temperature }),
    ...(topP === undefined ? {} : { topP }),
    ...sampling,
    ...(stop === undefined ? {} : { stop }),
    ...(responseFormat === undefined ? {} : { responseFormat }),
    ...parseHints(body),
    ...parseThinking(body.thinking),
    ...(options.passthrough === true ? { passthrough: 'openai-chat' as const } : {}),
  };
  return { request, stream, includeUsage };
}
