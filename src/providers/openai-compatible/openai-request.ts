/**
 * Normalized request → OpenAI chat completions body.
 * @module
 */
import { UnsupportedFeatureError } from '../../core/errors.js';
import type {
  ChatMessage,
  ChatRequest,
  ContentPart,
  DocumentPart,
  ImagePart,
  ResponseFormat,
  ToolChoice,
} from '../../core/model.js';
import { documentAsText, documentSource } from '../shared/documents.js';
import { resolveImage } from '../shared/images.js';
import { nineCharToolCallId } from '../shared/tool-ids.js';
import type { VendorSwitches } from './vendors.js';

/** How to build the body for one vendor: its switches, and the call's model and mode. */
export interface OpenAIRequestOptions extends VendorSwitches {
  readonly provider: string;
  /** The upstream model id; omitted from the body for Azure deployment URLs. */
  readonly model: string | undefined;
  readonly stream: boolean;
  readonly maxTokensField: 'max_tokens' | 'max_completion_tokens';
  readonly streamUsage: boolean;
  /** What to do with `request.thinking`: OpenAI-compatible APIs have no thinking budget. */
  readonly thinking: 'ignore' | 'error';
  /**
   * Send tool calls' signatures back as `extra_content.google.thought_signature`: Gemini's
   * OpenAI-compatible endpoint rejects a Gemini 3 tool call without its signature (400). Other
   * vendors are not sent the field. @default false
   */
  readonly thoughtSignatures?: boolean | undefined;
}

type OpenAIContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: string } }
  | { type: 'file'; file: { filename: string; file_data: string } };

/**
 * A document as chat completions take it: a text document as text; a PDF as a `file` part with
 * its bytes (only where the vendor reads them: `fileParts`). Chat completions take no document
 * URL.
 */
function documentContent(part: DocumentPart, options: OpenAIRequestOptions): OpenAIContentPart {
  const source = documentSource(part, options.provider);
  if (source.kind === 'text') return { type: 'text', text: documentAsText(part, source.text) };
  if (source.kind === 'url' || options.fileParts !== true)
    throw new UnsupportedFeatureError(
      options.provider,
      source.kind === 'url' ? 'documents by URL' : 'PDF documents',
    );
  return {
    type: 'file',
    file: {
      filename: part.filename ?? `${part.title ?? 'document'}.pdf`,
      file_data: `data:${source.mediaType};base64,${source.data}`,
    },
  };
}

type OpenAIMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | OpenAIContentPart[]; name?: string }
  | {
      role: 'assistant';
      content: string | null;
      name?: string;
      tool_calls?: {
        id: string;
        type: 'function';
        function: { name: string; arguments: string };
        extra_content?: { google: { thought_signature: string } };
      }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

function imageUrl(part: ImagePart, provider: string): OpenAIContentPart {
  const image = resolveImage(part);
  if (image === undefined)
    throw new UnsupportedFeatureError(provider, 'an image with no data or url');
  return {
    type: 'image_url',
    image_url: {
      url: image.kind === 'base64' ? `data:${image.mediaType};base64,${image.data}` : image.url,
      ...(part.detail === undefined ? {} : { detail: part.detail }),
    },
  };
}

function toolChoice(choice: ToolChoice): unknown {
  return typeof choice === 'string'
    ? choice
    : { type: 'function', function: { name: choice.name } };
}

function userMessages(
  message: ChatMessage,
  options: OpenAIRequestOptions,
  mapId: (id: string) => string,
): OpenAIMessage[] {
  if (typeof message.content === 'string') {
    return [{ role: 'user', content: message.content }];
  }
  const out: OpenAIMessage[] = [];
  const rest: OpenAIContentPart[] = [];
  for (const part of message.content) {
    switch (part.type) {
      case 'text':
        rest.push({ type: 'text', text: part.text });
        break;
      case 'image':
        rest.push(imageUrl(part, options.provider));
        break;
      case 'document':
        rest.push(documentContent(part, options));
        break;
      case 'tool_result': {
        let text = '';
        const images: OpenAIContentPart[] = [];
        if (typeof part.content === 'string') text = part.content;
        else {
          for (const inner of part.content) {
            if (inner.type === 'text') text += (text ? '\n' : '') + inner.text;
            else if (inner.type === 'document' && inner.text !== undefined)
              text += (text ? '\n' : '') + documentAsText(inner, inner.text);
            else if (inner.type === 'document') images.push(documentContent(inner, options));
            else images.push(imageUrl(inner, options.provider));
          }
        }
        out.push({ role: 'tool', tool_call_id: mapId(part.toolCallId), content: text });
        // Tool messages take text only: images and files a tool returned follow in a user
        // message, so the model still sees them (dropping them would change the answer).
        if (images.length > 0) {
          const what = images.every((image) => image.type === 'image_url') ? 'Images' : 'Files';
          rest.push({ type: 'text', text: `${what} returned by tool call ${part.toolCallId}:` });
          rest.push(...images);
        }
        break;
      }
      case 'tool_call':
        throw new UnsupportedFeatureError(options.provider, 'tool calls in a user message');
      case 'thinking':
      case 'provider_block':
        // Reasoning and another provider's tool blocks are output; these APIs take none as input.
        break;
    }
  }
  if (rest.length > 0) {
    const onlyText = rest.every((part) => part.type === 'text');
    out.push({
      role: 'user',
      content: onlyText ? rest.map((part) => (part as { text: string }).text).join('\n') : rest,
    });
  }
  return out;
}

function assistantMessage(
  content: string | readonly ContentPart[],
  options: OpenAIRequestOptions,
  mapId: (id: string) => string,
): OpenAIMessage {
  if (typeof content === 'string') return { role: 'assistant', content };
  let text = '';
  const calls: NonNullable<Extract<OpenAIMessage, { role: 'assistant' }>['tool_calls']> = [];
  for (const part of content) {
    if (part.type === 'text') text += part.text;
    else if (part.type === 'tool_call')
      calls.push({
        id: mapId(part.id),
        type: 'function',
        function: { name: part.name, arguments: part.arguments || '{}' },
        ...(options.thoughtSignatures === true && part.signature !== undefined
          ? { extra_content: { google: { thought_signature: part.signature } } }
          : {}),
      });
    else if (part.type === 'image' || part.type === 'document' || part.type === 'tool_result')
      throw new UnsupportedFeatureError(
        options.provider,
        `${part.type} parts in an assistant message`,
      );
    // Thinking parts are dropped: they are the previous answer's reasoning, not input.
  }
  return calls.length > 0
    ? { role: 'assistant', content: text || null, tool_calls: calls }
    : { role: 'assistant', content: text };
}

/**
 * A message `name` as OpenAI takes it: `^[a-zA-Z0-9_-]{1,64}$` (anything else is a 400
 * `invalid_value` on `messages[n].name`), so other characters become `_` ("John Doe" →
 * "John_Doe") and a longer name is cut; a name with nothing left is none.
 */
function participantName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const safe = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);
  return /[a-zA-Z0-9]/.test(safe) ? safe : undefined;
}

/** `response_format` as chat completions take it. */
function responseFormat(format: ResponseFormat): Record<string, unknown> {
  if (format.type === 'json_object') return { type: 'json_object' };
  return {
    type: 'json_schema',
    json_schema: {
      name: format.name,
      ...(format.description === undefined ? {} : { description: format.description }),
      schema: format.schema,
      ...(format.strict === undefined ? {} : { strict: format.strict }),
    },
  };
}

/** `user` and the OpenAI hints, under their wire names. */
function requestHints(request: ChatRequest, model: string | undefined): Record<string, unknown> {
  const hints: Record<string, unknown> = {};
  // OpenAI takes ids of at most 64 characters (Claude Code's metadata.user_id is longer): a
  // longer one is left out rather than turned into a 400.
  const fits = (id: string | undefined): id is string => id !== undefined && id.length <= 64;
  if (fits(request.user)) hints.user = request.user;
  const { serviceTier, promptCacheKey, safetyIdentifier, verbosity, prediction } =
    request.openaiHints ?? {};
  if (serviceTier !== undefined) hints.service_tier = serviceTier;
  if (fits(promptCacheKey)) hints.prompt_cache_key = promptCacheKey;
  if (fits(safetyIdentifier)) hints.safety_identifier = safetyIdentifier;
  // GPT-5's length control: older models answer 400 "Unsupported parameter".
  if (verbosity !== undefined && (model === undefined || GPT5.test(model)))
    hints.verbosity = verbosity;
  if (prediction !== undefined) hints.prediction = prediction;
  return hints;
}

/** GPT-5 ids (bare or behind an aggregator's `openai/` prefix). */
const GPT5 = /(?:^|\/)gpt-5/i;
/** OpenAI's reasoning models: only they take `reasoning_effort` (gpt-4o and gpt-4.1 answer 400). */
const OPENAI_REASONING = /(?:^|\/)(?:o\d|gpt-5|gpt-oss|codex)/i;

/** Builds the chat completions body. Throws `UnsupportedFeatureError` for what cannot be expressed. */
export function toOpenAIRequest(
  request: ChatRequest,
  options: OpenAIRequestOptions,
): Record<string, unknown> {
  if (request.thinking && options.thinking === 'error') {
    throw new UnsupportedFeatureError(options.provider, 'a thinking budget');
  }
  if ((request.anthropicTools?.length ?? 0) > 0)
    throw new UnsupportedFeatureError(options.provider, "Anthropic's server tools");
  if (request.responseFormat?.type === 'json_schema' && options.jsonSchema === false)
    throw new UnsupportedFeatureError(options.provider, 'structured outputs (a JSON schema)');
  const mapId = options.toolCallIds === 'mistral' ? nineCharToolCallId : (id: string) => id;
  const messages: OpenAIMessage[] = [];
  if (request.system) messages.push({ role: 'system', content: request.system });
  for (const message of request.messages) {
    const name = options.requestHints === true ? participantName(message.name) : undefined;
    if (message.role !== 'assistant') {
      for (const out of userMessages(message, options, mapId)) {
        if (out.role === 'user' && name !== undefined) out.name = name;
        messages.push(out);
      }
      continue;
    }
    const assistant = assistantMessage(message.content, options, mapId);
    // A turn that only held reasoning has nothing to send.
    if (assistant.content === '' && !('tool_calls' in assistant)) continue;
    if (name !== undefined && assistant.role === 'assistant') assistant.name = name;
    messages.push(assistant);
  }
  const body: Record<string, unknown> = {};
  if (options.model !== undefined) body.model = options.model;
  body.messages = messages;
  if (request.tools && request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: tool.parameters,
        ...(tool.strict === undefined || options.toolStrict !== true
          ? {}
          : { strict: tool.strict }),
      },
    }));
  }
  if (request.toolChoice !== undefined) body.tool_choice = toolChoice(request.toolChoice);
  if (request.maxTokens !== undefined) body[options.maxTokensField] = request.maxTokens;
  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.topP !== undefined) body.top_p = request.topP;
  if (request.topK !== undefined && options.topK === true) body.top_k = request.topK;
  if (request.presencePenalty !== undefined) body.presence_penalty = request.presencePenalty;
  if (request.frequencyPenalty !== undefined) body.frequency_penalty = request.frequencyPenalty;
  if (request.stop && request.stop.length > 0)
    body.stop = request.stop.slice(0, options.maxStopSequences ?? request.stop.length);
  if (request.responseFormat !== undefined)
    body.response_format = responseFormat(request.responseFormat);
  // OpenAI rejects `parallel_tool_calls` without tools; `true` is everyone's default.
  if (request.parallelToolCalls === false && body.tools !== undefined)
    body.parallel_tool_calls = false;
  // Anthropic's `max` is no OpenAI level; `high` is one every reasoning model takes.
  if (
    request.reasoningEffort !== undefined &&
    options.reasoningEffort !== false &&
    (options.reasoningModelsOnly !== true ||
      options.model === undefined ||
      OPENAI_REASONING.test(options.model))
  )
    body.reasoning_effort = request.reasoningEffort === 'max' ? 'high' : request.reasoningEffort;
  if (options.requestHints === true) Object.assign(body, requestHints(request, options.model));
  if (options.stream) {
    body.stream = true;
    if (options.streamUsage) body.stream_options = { include_usage: true };
  }
  return body;
}
