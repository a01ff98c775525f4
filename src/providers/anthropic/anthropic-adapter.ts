/**
 * The Anthropic Messages adapter (`POST /v1/messages`).
 * @module
 */
import type { AdapterFactory } from '../../client/types.js';
import type { ChatRequest } from '../../core/model.js';
import type { Clock } from '../../core/ports.js';
import { createHttpClient, type HttpClientOptions } from '../../runtime/http-client.js';
import { systemClock } from '../../runtime/system-clock.js';
import { createHttpAdapter, baseHeaders as withBaseHeaders } from '../shared/http-adapter.js';
import { readOptions, splitBaseUrl } from '../shared/options.js';
import { commonAdapterOptions, HTTP_OPTION_SPEC, targetIssues } from '../shared/target-options.js';
import type { CallOptions, ProviderAdapter } from '../types.js';
import { toAnthropicRequest } from './anthropic-request.js';
import { fromAnthropicResponse } from './anthropic-response.js';
import { fromAnthropicStream } from './anthropic-stream.js';

/** Defaults of {@link AnthropicAdapterOptions}. */
export const ANTHROPIC_DEFAULTS = {
  baseUrl: 'https://api.anthropic.com',
  version: '2023-06-01',
  defaultMaxTokens: 4096,
} as const;

/** Options of {@link createAnthropicAdapter}. */
export interface AnthropicAdapterOptions {
  /** Provider name for errors and telemetry. @default 'anthropic' */
  readonly provider?: string | undefined;
  /** Without `/v1`. @default 'https://api.anthropic.com' */
  readonly baseUrl?: string | undefined;
  /** `anthropic-version` header. @default '2023-06-01' */
  readonly version?: string | undefined;
  /** `x-api-key` (API keys) or `bearer` (`Authorization: Bearer`, OAuth tokens and some proxies). @default 'x-api-key' */
  readonly auth?: 'x-api-key' | 'bearer' | undefined;
  /** `max_tokens` is required by the API; sent when the request has none. @default 4096 */
  readonly defaultMaxTokens?: number | undefined;
  /** Beta flags sent on every call, merged with `request.betas`. */
  readonly betas?: readonly string[] | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly http?: HttpClientOptions | undefined;
  /** @default systemClock */
  readonly clock?: Clock | undefined;
}

/**
 * Creates an Anthropic Messages adapter.
 *
 * @example
 * const adapter = createAnthropicAdapter({});
 * for await (const event of adapter.stream(request, { signal, model: 'claude-sonnet-4-5', credential })) …
 */
export function createAnthropicAdapter(options: AnthropicAdapterOptions = {}): ProviderAdapter {
  const provider = options.provider ?? 'anthropic';
  const { origin, pathPrefix } = splitBaseUrl(options.baseUrl ?? ANTHROPIC_DEFAULTS.baseUrl);
  const path = `${pathPrefix}/v1/messages`;
  const http = createHttpClient(options.http ?? {});
  const baseHeaders = withBaseHeaders(options.headers, {
    'anthropic-version': options.version ?? ANTHROPIC_DEFAULTS.version,
  });

  const prepare = (request: ChatRequest, call: CallOptions, stream: boolean) => {
    const betas = [...(options.betas ?? []), ...(request.betas ?? [])];
    const body = toAnthropicRequest(request, {
      provider,
      model: call.model,
      stream,
      defaultMaxTokens: options.defaultMaxTokens ?? ANTHROPIC_DEFAULTS.defaultMaxTokens,
    });
    return {
      path,
      body,
      headers: betas.length > 0 ? { 'anthropic-beta': [...new Set(betas)].join(',') } : undefined,
    };
  };

  return createHttpAdapter({
    provider,
    origin,
    http,
    clock: options.clock ?? systemClock,
    headers: baseHeaders,
    auth: (secret) =>
      options.auth === 'bearer' ? { authorization: `Bearer ${secret}` } : { 'x-api-key': secret },
    prepare,
    parse: fromAnthropicResponse,
    translate: (opened, post, passthrough) =>
      fromAnthropicStream(opened.events, post.source, opened.requestId, {
        complete: opened.complete,
        passthrough,
      }),
    wireFormat: 'anthropic-messages',
  });
}

const OPTION_SPEC = {
  ...HTTP_OPTION_SPEC,
  version: { kind: 'string', aliases: ['anthropic_version', 'anthropicVersion'] },
  auth: { kind: ['x-api-key', 'bearer'] },
  defaultMaxTokens: { kind: 'positive-number', aliases: ['default_max_tokens'] },
  betas: { kind: 'string-list' },
} as const;

/** The `anthropic` factory: validates the target and builds an adapter. */
export const anthropicFactory: AdapterFactory = (target, context) => {
  const issues = targetIssues(target, { baseUrl: ANTHROPIC_DEFAULTS.baseUrl, keyRequired: true });
  const values = readOptions(target.options, OPTION_SPEC, issues);
  return createAnthropicAdapter({
    ...commonAdapterOptions(target, values),
    ...(values.version === undefined ? {} : { version: values.version as string }),
    ...(values.auth === undefined ? {} : { auth: values.auth as 'x-api-key' | 'bearer' }),
    ...(values.defaultMaxTokens === undefined
      ? {}
      : { defaultMaxTokens: values.defaultMaxTokens as number }),
    ...(values.betas === undefined ? {} : { betas: values.betas as string[] }),
    clock: context.clock,
  });
};
