/**
 * The OpenAI-compatible chat completions adapter: OpenAI, Azure OpenAI, OpenRouter, Groq,
 * DeepSeek, Together, Fireworks, Mistral, xAI, vLLM, Ollama, llama.cpp and any other server that
 * speaks `/chat/completions`. Vendor differences are configuration ({@link VENDOR_PRESETS}).
 * @module
 */
import type { ChatRequest } from '../../core/model.js';
import type { Clock } from '../../core/ports.js';
import { createHttpClient, type HttpClientOptions } from '../../runtime/http-client.js';
import { systemClock } from '../../runtime/system-clock.js';
import { createHttpAdapter, baseHeaders as withBaseHeaders } from '../shared/http-adapter.js';
import { splitBaseUrl } from '../shared/options.js';
import { hasStopSequences } from '../shared/stop-sequences.js';
import { NO_USABLE_ANSWER } from '../shared/upstream-error.js';
import type { CallOptions, ProviderAdapter } from '../types.js';
import { choiceErrorDocument, hasTopLevelError } from './choice-error.js';
import { type OpenAIRequestOptions, toOpenAIRequest } from './openai-request.js';
import { fromOpenAIResponse, noOutputDocument } from './openai-response.js';
import { fromOpenAIStream } from './openai-stream.js';
import type { VendorPreset, VendorSwitches } from './vendors.js';

/** Models whose body options one adapter keeps built (see `optionsFor`). */
const MODELS_CACHED = 8;

/** Options of {@link createOpenAICompatibleAdapter}. */
export interface OpenAICompatibleAdapterOptions extends VendorSwitches {
  /** Provider name for errors and telemetry. @default 'openai-compatible' */
  readonly provider?: string | undefined;
  /** Base URL including any `/v1` prefix, e.g. `https://api.openai.com/v1`. Required. */
  readonly baseUrl: string;
  /** Extra request headers (OpenRouter's `HTTP-Referer`, organisation headers, …). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** @default 'bearer' */
  readonly auth?: VendorPreset['auth'] | undefined;
  /** @default 'max_tokens' */
  readonly maxTokensField?: VendorPreset['maxTokensField'] | undefined;
  /** @default true */
  readonly streamUsage?: boolean | undefined;
  /** Azure deployment URLs: `{baseUrl}/openai/deployments/{deployment}/chat/completions?api-version=…`. */
  readonly azure?:
    | {
        /** Deployment name. @default the call's model */
        readonly deployment?: string | undefined;
        /** `v1` selects Azure's `/openai/v1/chat/completions` API (model in the body). */
        readonly apiVersion: string;
      }
    | undefined;
  /** `request.thinking` has no OpenAI-compatible equivalent. @default 'ignore' */
  readonly thinking?: 'ignore' | 'error' | undefined;
  /** Transport settings (timeouts, shared dispatcher). */
  readonly http?: HttpClientOptions | undefined;
  /** Clock of the whole-call timeout. @default systemClock */
  readonly clock?: Clock | undefined;
}

/**
 * Creates an OpenAI-compatible adapter. No connection is opened until the first call.
 *
 * @example
 * const adapter = createOpenAICompatibleAdapter({ provider: 'groq', baseUrl: 'https://api.groq.com/openai/v1' });
 * const response = await adapter.chat(request, { signal, model: 'llama-3.3-70b-versatile', credential });
 */
export function createOpenAICompatibleAdapter(
  given: OpenAICompatibleAdapterOptions,
): ProviderAdapter {
  // Called from JavaScript without options: the checks below name what is missing.
  const options = given ?? ({} as OpenAICompatibleAdapterOptions);
  const provider = options.provider ?? 'openai-compatible';
  const { origin, pathPrefix } = splitBaseUrl(options.baseUrl);
  const http = createHttpClient(options.http ?? {});
  const auth = options.auth ?? 'bearer';
  const azure = options.azure;
  const baseHeaders = withBaseHeaders(options.headers);
  const azureDeploymentStyle = azure !== undefined && azure.apiVersion !== 'v1';

  const pathFor = (model: string): string => {
    if (!azure) return `${pathPrefix}/chat/completions`;
    if (azure.apiVersion === 'v1') return `${pathPrefix}/openai/v1/chat/completions`;
    const deployment = encodeURIComponent(azure.deployment ?? model);
    return `${pathPrefix}/openai/deployments/${deployment}/chat/completions?api-version=${encodeURIComponent(azure.apiVersion)}`;
  };

  // Everything but the call's model and mode, resolved once (the switches' defaults are the
  // body builder's: unset passes through).
  const bodyOptions = {
    provider,
    maxTokensField: options.maxTokensField ?? 'max_tokens',
    streamUsage: options.streamUsage ?? true,
    thinking: options.thinking ?? 'ignore',
    toolCallIds: options.toolCallIds,
    toolStrict: options.toolStrict,
    reasoningEffort: options.reasoningEffort,
    requestHints: options.requestHints,
    fileParts: options.fileParts,
    topK: options.topK,
    reasoningModelsOnly: options.reasoningModelsOnly,
    maxStopSequences: options.maxStopSequences,
    jsonSchema: options.jsonSchema,
    thoughtSignatures: isGoogleOrigin(origin),
  } as const;

  // The body options of each model and mode, built once: a spread that adds `model` and `stream`
  // to them cost ≈ 4 µs a call on Node 20 (V8 makes adding keys to a spread copy slow). A target
  // calls one model; the bound only guards a caller that varies it.
  const optionsByModel = new Map<string, readonly [OpenAIRequestOptions, OpenAIRequestOptions]>();
  const optionsFor = (model: string, stream: boolean): OpenAIRequestOptions => {
    let pair = optionsByModel.get(model);
    if (pair === undefined) {
      const bodyModel = azureDeploymentStyle ? undefined : model;
      pair = [
        Object.assign({}, bodyOptions, { model: bodyModel, stream: false }),
        Object.assign({}, bodyOptions, { model: bodyModel, stream: true }),
      ];
      if (optionsByModel.size < MODELS_CACHED) optionsByModel.set(model, pair);
    }
    return pair[stream ? 1 : 0];
  };

  const prepare = (request: ChatRequest, call: CallOptions, stream: boolean) => ({
    path: pathFor(call.model),
    body: toOpenAIRequest(request, optionsFor(call.model, stream)),
  });

  return createHttpAdapter({
    provider,
    origin,
    http,
    clock: options.clock ?? systemClock,
    headers: baseHeaders,
    auth: (secret) =>
      auth === 'api-key' ? { 'api-key': secret } : { authorization: `Bearer ${secret}` },
    prepare,
    parse: fromOpenAIResponse,
    // Some vendors answer 200 with `{ "error": … }`; the body is kept for the classifier.
    unusable: (json) => {
      if (hasTopLevelError(json) || choiceErrorDocument(json) !== undefined)
        return 'error in a 200 response';
      return noOutputDocument(json) === undefined
        ? 'unexpected response (no choices)'
        : NO_USABLE_ANSWER;
    },
    // OpenRouter's failed choice, or an answer with no usable output: the error is what the
    // classifier must read. A top-level error is read from the whole body.
    errorDocument: (json) =>
      choiceErrorDocument(json) ?? (hasTopLevelError(json) ? undefined : noOutputDocument(json)),
    translate: (opened, post, passthrough, request) =>
      fromOpenAIStream(opened.events, post.source, opened.requestId, {
        complete: opened.complete,
        passthrough,
        emptyStopIsAnswer: hasStopSequences(request),
      }),
    wireFormat: 'openai-chat',
  });
}

/** Gemini's OpenAI-compatible endpoint, which wants tool calls' thought signatures back. */
function isGoogleOrigin(origin: string): boolean {
  return new URL(origin).hostname === 'generativelanguage.googleapis.com';
}
