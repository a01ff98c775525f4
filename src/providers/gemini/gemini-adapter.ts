/**
 * The Google Gemini adapter (`generateContent`, `streamGenerateContent?alt=sse`). The key goes in
 * the `x-goog-api-key` header, never in the URL (`?key=` would leak it into proxy and access logs).
 * @module
 */
import type { AdapterFactory } from '../../client/types.js';
import type { ChatRequest } from '../../core/model.js';
import type { Clock, Random } from '../../core/ports.js';
import { createHttpClient, type HttpClientOptions } from '../../runtime/http-client.js';
import { systemClock } from '../../runtime/system-clock.js';
import { createHttpAdapter, baseHeaders as withBaseHeaders } from '../shared/http-adapter.js';
import { asRecord } from '../shared/json.js';
import { readOptions, splitBaseUrl } from '../shared/options.js';
import { hasStopSequences } from '../shared/stop-sequences.js';
import { commonAdapterOptions, HTTP_OPTION_SPEC, targetIssues } from '../shared/target-options.js';
import { NO_USABLE_ANSWER } from '../shared/upstream-error.js';
import type { CallOptions, ProviderAdapter } from '../types.js';
import { toGeminiRequest } from './gemini-request.js';
import { answerWithoutOutput, fromGeminiResponse, promptBlockReason } from './gemini-response.js';
import { fromGeminiStream } from './gemini-stream.js';

/** Defaults of {@link GeminiAdapterOptions}. */
export const GEMINI_DEFAULTS = {
  baseUrl: 'https://generativelanguage.googleapis.com',
  apiVersion: 'v1beta',
} as const;

/** Options of {@link createGeminiAdapter}. */
export interface GeminiAdapterOptions {
  /** @default 'gemini' */
  readonly provider?: string | undefined;
  /** @default 'https://generativelanguage.googleapis.com' */
  readonly baseUrl?: string | undefined;
  /** @default 'v1beta' */
  readonly apiVersion?: string | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly http?: HttpClientOptions | undefined;
  /** @default systemClock */
  readonly clock?: Clock | undefined;
  /** Source of synthesised tool-call ids. @default Math.random */
  readonly random?: Random | undefined;
}

/**
 * Creates a Gemini adapter.
 *
 * @example
 * const adapter = createGeminiAdapter({});
 * const response = await adapter.chat(request, { signal, model: 'gemini-2.5-flash', credential });
 */
export function createGeminiAdapter(options: GeminiAdapterOptions = {}): ProviderAdapter {
  const provider = options.provider ?? 'gemini';
  const { origin, pathPrefix } = splitBaseUrl(options.baseUrl ?? GEMINI_DEFAULTS.baseUrl);
  const apiVersion = options.apiVersion ?? GEMINI_DEFAULTS.apiVersion;
  const http = createHttpClient(options.http ?? {});
  const random = options.random ?? Math.random;
  const baseHeaders = withBaseHeaders(options.headers);

  const prepare = (request: ChatRequest, call: CallOptions, stream: boolean) => {
    const model = call.model.replace(/^models\//, '');
    const method = stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
    return {
      path: `${pathPrefix}/${apiVersion}/models/${encodeURIComponent(model)}:${method}`,
      body: toGeminiRequest(request, { provider, model }),
    };
  };

  return createHttpAdapter({
    provider,
    origin,
    http,
    clock: options.clock ?? systemClock,
    headers: baseHeaders,
    auth: (secret) => ({ 'x-goog-api-key': secret }),
    prepare,
    parse: (json, meta) => fromGeminiResponse(json, Object.assign({}, meta, { random })),
    unusable: (json) => {
      const body = asRecord(json);
      const reason = body === undefined ? undefined : promptBlockReason(body);
      if (reason !== undefined) return `prompt blocked (blockReason ${reason})`;
      return answerWithoutOutput(json) === undefined
        ? 'unexpected response body'
        : NO_USABLE_ANSWER;
    },
    // A candidate with no usable output carries the error document the classifier reads, not the answer.
    errorDocument: (json) => answerWithoutOutput(json)?.document,
    translate: (opened, post, _passthrough, request) =>
      fromGeminiStream(opened.events, post.source, opened.requestId, random, {
        emptyStopIsAnswer: hasStopSequences(request),
      }),
  });
}

const OPTION_SPEC = {
  ...HTTP_OPTION_SPEC,
  apiVersion: { kind: 'string', aliases: ['api_version'] },
} as const;

/** The `gemini` factory: validates the target and builds an adapter. */
export const geminiFactory: AdapterFactory = (target, context) => {
  const issues = targetIssues(target, { baseUrl: GEMINI_DEFAULTS.baseUrl, keyRequired: true });
  const values = readOptions(target.options, OPTION_SPEC, issues);
  return createGeminiAdapter({
    ...commonAdapterOptions(target, values),
    ...(values.apiVersion === undefined ? {} : { apiVersion: values.apiVersion as string }),
    clock: context.clock,
    random: context.random,
  });
};
