/**
 * Normalized request → Gemini `generateContent` body.
 * @module
 */
import { UnsupportedFeatureError } from '../../core/errors.js';
import type {
  ChatRequest,
  ContentPart,
  DocumentPart,
  ImagePart,
  ToolChoice,
} from '../../core/model.js';
import { documentAsText, documentSource } from '../shared/documents.js';
import { resolveImage } from '../shared/images.js';
import { argumentsObject } from '../shared/json.js';
import { geminiThinkingBudget } from '../shared/reasoning-budget.js';

type Part = Record<string, unknown>;

interface GeminiContent {
  role: 'user' | 'model';
  parts: Part[];
}

/** Gemini 3 validates thought signatures on function calls; this documented value skips the check for calls that came from another provider. */
export const SKIP_THOUGHT_SIGNATURE = 'skip_thought_signature_validator';

/** How to build the body. */
export interface GeminiRequestOptions {
  readonly provider: string;
  readonly model: string;
}

/** Gemini models that think (2.5 and later), the only ones an effort gives a thinking budget. */
const GEMINI_THINKING_MODEL = /gemini-(?:2\.5|[3-9])/i;

/** URIs Gemini can fetch itself: Files API and Cloud Storage. Other URLs must be sent inline. */
function isGeminiFileUri(url: string): boolean {
  return url.startsWith('gs://') || url.startsWith('https://generativelanguage.googleapis.com/');
}

function imagePart(part: ImagePart, provider: string): Part {
  const image = resolveImage(part);
  if (image === undefined)
    throw new UnsupportedFeatureError(provider, 'an image with no data or url');
  if (image.kind === 'base64')
    return { inlineData: { mimeType: image.mediaType, data: image.data } };
  if (isGeminiFileUri(image.url)) {
    return { fileData: { mimeType: part.mediaType ?? 'image/png', fileUri: image.url } };
  }
  throw new UnsupportedFeatureError(
    provider,
    'images by http(s) URL (send base64 data, a Files API URI or a gs:// URI)',
  );
}

/** Gemini reads PDFs as inline data or uploaded files, and text documents as text. */
function documentPart(part: DocumentPart, provider: string): Part {
  const source = documentSource(part, provider);
  if (source.kind === 'text') return { text: documentAsText(part, source.text) };
  if (source.kind === 'base64')
    return { inlineData: { mimeType: source.mediaType, data: source.data } };
  if (isGeminiFileUri(source.url))
    return { fileData: { mimeType: part.mediaType, fileUri: source.url } };
  throw new UnsupportedFeatureError(
    provider,
    'documents by http(s) URL (send base64 data, a Files API URI or a gs:// URI)',
  );
}

function toolConfig(choice: ToolChoice): Record<string, unknown> {
  if (choice === 'auto') return { functionCallingConfig: { mode: 'AUTO' } };
  if (choice === 'required') return { functionCallingConfig: { mode: 'ANY' } };
  if (choice === 'none') return { functionCallingConfig: { mode: 'NONE' } };
  return { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: [choice.name] } };
}

function partsOf(
  content: string | readonly ContentPart[],
  role: 'user' | 'model',
  options: GeminiRequestOptions,
  names: Map<string, string>,
): Part[] {
  if (typeof content === 'string') return content === '' ? [] : [{ text: content }];
  const parts: Part[] = [];
  const gemini3 = /gemini-3/i.test(options.model);
  for (const part of content) {
    switch (part.type) {
      case 'text':
        if (part.text !== '') parts.push({ text: part.text });
        break;
      case 'image':
        parts.push(imagePart(part, options.provider));
        break;
      case 'document':
        parts.push(documentPart(part, options.provider));
        break;
      case 'tool_call': {
        if (role !== 'model') {
          throw new UnsupportedFeatureError(options.provider, 'tool calls in a user message');
        }
        const args = argumentsObject(part.arguments);
        if (args === undefined) {
          throw new UnsupportedFeatureError(
            options.provider,
            'tool call arguments that are not a JSON object',
          );
        }
        // Gemini has no call ids of its own: remember the name so the result can be matched.
        names.set(part.id, part.name);
        const signature = part.signature ?? (gemini3 ? SKIP_THOUGHT_SIGNATURE : undefined);
        parts.push({
          functionCall: { name: part.name, args },
          ...(signature === undefined ? {} : { thoughtSignature: signature }),
        });
        break;
      }
      case 'tool_result': {
        const name = names.get(part.toolCallId);
        if (name === undefined) {
          throw new UnsupportedFeatureError(
            options.provider,
            `a tool result whose call (${part.toolCallId}) is not in the conversation`,
          );
        }
        let text = '';
        const images: Part[] = [];
        if (typeof part.content === 'string') text = part.content;
        else {
          for (const inner of part.content) {
            if (inner.type === 'text') text += (text ? '\n' : '') + inner.text;
            else if (inner.type === 'document' && inner.text !== undefined)
              text += (text ? '\n' : '') + documentAsText(inner, inner.text);
            else if (inner.type === 'document') images.push(documentPart(inner, options.provider));
            else images.push(imagePart(inner, options.provider));
          }
        }
        parts.push({
          functionResponse: { name, response: part.isError ? { error: text } : { result: text } },
        });
        // Images and files a tool returned follow its response, so the model still sees them.
        parts.push(...images);
        break;
      }
      case 'thinking':
      case 'provider_block':
        // Thought summaries are output only; signatures from another provider would be rejected,
        // and another provider's tool blocks mean nothing here.
        break;
    }
  }
  return parts;
}

/** Builds the `generateContent` body. Consecutive messages of the same role are merged. */
export function toGeminiRequest(
  request: ChatRequest,
  options: GeminiRequestOptions,
): Record<string, unknown> {
  if ((request.anthropicTools?.length ?? 0) > 0)
    throw new UnsupportedFeatureError(options.provider, "Anthropic's server tools");
  const names = new Map<string, string>();
  const contents: GeminiContent[] = [];
  for (const message of request.messages) {
    const role = message.role === 'assistant' ? 'model' : 'user';
    const parts = partsOf(message.content, role, options, names);
    // Gemini rejects contents without parts (e.g. a turn that only held reasoning).
    if (parts.length === 0) continue;
    const last = contents.at(-1);
    if (last && last.role === role) last.parts.push(...parts);
    else contents.push({ role, parts });
  }
  const body: Record<string, unknown> = { contents };
  if (request.system) body.systemInstruction = { parts: [{ text: request.system }] };
  if (request.tools && request.tools.length > 0) {
    body.tools = [
      {
        functionDeclarations: request.tools.map((tool) => ({
          name: tool.name,
          ...(tool.description === undefined ? {} : { description: tool.description }),
          // Full JSON Schema; the older `parameters` field takes only an OpenAPI subset.
          parametersJsonSchema: tool.parameters,
        })),
      },
    ];
  }
  if (request.toolChoice !== undefined) body.toolConfig = toolConfig(request.toolChoice);
  // Gemini may call several functions in one turn and has no switch to stop it: a caller that
  // needs one call per turn is better served by another target.
  if (
    request.parallelToolCalls === false &&
    (request.tools?.length ?? 0) > 0 &&
    request.toolChoice !== 'none'
  )
    throw new UnsupportedFeatureError(options.provider, 'parallel_tool_calls: false');
  const generation: Record<string, unknown> = {};
  if (request.maxTokens !== undefined) generation.maxOutputTokens = request.maxTokens;
  if (request.temperature !== undefined) generation.temperature = request.temperature;
  if (request.topP !== undefined) generation.topP = request.topP;
  if (request.topK !== undefined) generation.topK = request.topK;
  // Penalties are left out: Gemini 2.5 and 3 answer 400 "Penalty is not enabled".
  // Gemini takes at most 5 stop sequences: the first ones are kept.
  if (request.stop && request.stop.length > 0) generation.stopSequences = request.stop.slice(0, 5);
  // Only 2.5 and later think: earlier models answer 400 to a thinking config.
  const thinkingBudget =
    request.thinking?.budgetTokens ??
    (GEMINI_THINKING_MODEL.test(options.model)
      ? geminiThinkingBudget(request, { provider: options.provider })
      : undefined);
  if (thinkingBudget !== undefined)
    generation.thinkingConfig = { thinkingBudget, includeThoughts: true };
  if (request.responseFormat !== undefined) {
    generation.responseMimeType = 'application/json';
    // Full JSON Schema; the older `responseSchema` takes only an OpenAPI subset.
    if (request.responseFormat.type === 'json_schema')
      generation.responseJsonSchema = request.responseFormat.schema;
  }
  if (Object.keys(generation).length > 0) body.generationConfig = generation;
  return body;
}
