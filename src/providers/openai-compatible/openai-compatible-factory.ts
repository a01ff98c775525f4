/**
 * Adapter factories for the OpenAI-compatible vendors, registered in `defaultProviders`.
 * @module
 */
import type { AdapterFactory } from '../../client/types.js';
import { readOptions } from '../shared/options.js';
import { HTTP_OPTION_SPEC, httpOptionsFrom, targetIssues } from '../shared/target-options.js';
import { createOpenAICompatibleAdapter } from './openai-compatible-adapter.js';
import { VENDOR_PRESETS } from './vendors.js';

/** The Azure API version used when none is configured. */
export const AZURE_DEFAULT_API_VERSION = '2024-10-21';

const OPTION_SPEC = {
  ...HTTP_OPTION_SPEC,
  auth: { kind: ['bearer', 'api-key'] },
  maxTokensField: { kind: ['max_tokens', 'max_completion_tokens'], aliases: ['max_tokens_field'] },
  streamUsage: { kind: 'boolean', aliases: ['stream_usage'] },
  toolStrict: { kind: 'boolean', aliases: ['tool_strict'] },
  thinking: { kind: ['ignore', 'error'] },
  reasoningEffort: { kind: 'boolean', aliases: ['reasoning_effort'] },
  requestHints: { kind: 'boolean', aliases: ['request_hints'] },
  fileParts: { kind: 'boolean', aliases: ['file_parts'] },
  topK: { kind: 'boolean', aliases: ['top_k'] },
  jsonSchema: { kind: 'boolean', aliases: ['json_schema'] },
  apiVersion: { kind: 'string', aliases: ['api_version'] },
  deployment: { kind: 'string' },
  referer: { kind: 'string' },
  title: { kind: 'string' },
} as const;

/**
 * The factory of one OpenAI-compatible vendor (`openai`, `azure`, `openrouter`, `groq`, …).
 * Validates `target.baseUrl`, `target.keys` and `target.options`; bad values throw `ConfigError`
 * with paths relative to the target.
 */
export function openAICompatibleFactory(vendor: string): AdapterFactory {
  const preset = VENDOR_PRESETS[vendor];
  if (preset === undefined) throw new TypeError(`unknown OpenAI-compatible vendor '${vendor}'`);
  return (target, context) => {
    const issues = targetIssues(target, {
      baseUrl: preset.baseUrl,
      keyRequired: preset.keyRequired,
    });
    const values = readOptions(target.options, OPTION_SPEC, issues);
    const headers: Record<string, string> = {};
    if (vendor === 'openrouter') {
      if (values.referer !== undefined) headers['http-referer'] = values.referer as string;
      if (values.title !== undefined) headers['x-title'] = values.title as string;
    }
    Object.assign(headers, values.headers as Record<string, string> | undefined);
    return createOpenAICompatibleAdapter({
      provider: vendor,
      baseUrl: target.baseUrl ?? preset.baseUrl!,
      headers,
      auth: (values.auth as 'bearer' | 'api-key' | undefined) ?? preset.auth,
      maxTokensField:
        (values.maxTokensField as 'max_tokens' | 'max_completion_tokens' | undefined) ??
        preset.maxTokensField,
      streamUsage: (values.streamUsage as boolean | undefined) ?? preset.streamUsage,
      toolCallIds: preset.toolCallIds,
      toolStrict: (values.toolStrict as boolean | undefined) ?? preset.toolStrict ?? false,
      thinking: (values.thinking as 'ignore' | 'error' | undefined) ?? 'ignore',
      reasoningEffort:
        (values.reasoningEffort as boolean | undefined) ?? preset.reasoningEffort ?? true,
      requestHints: (values.requestHints as boolean | undefined) ?? preset.requestHints ?? false,
      fileParts: (values.fileParts as boolean | undefined) ?? preset.fileParts ?? false,
      topK: (values.topK as boolean | undefined) ?? preset.topK ?? false,
      maxStopSequences: preset.maxStopSequences,
      jsonSchema: (values.jsonSchema as boolean | undefined) ?? preset.jsonSchema ?? true,
      reasoningModelsOnly: preset.reasoningModelsOnly ?? false,
      ...(vendor === 'azure'
        ? {
            azure: {
              apiVersion: (values.apiVersion as string | undefined) ?? AZURE_DEFAULT_API_VERSION,
              ...(values.deployment === undefined
                ? {}
                : { deployment: values.deployment as string }),
            },
          }
        : {}),
      http: httpOptionsFrom(values),
      clock: context.clock,
    });
  };
}
