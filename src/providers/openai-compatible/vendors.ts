/**
 * Per-vendor quirks of OpenAI-compatible chat completions, as data.
 * @module
 */

/** How an OpenAI-compatible vendor differs from OpenAI. */
export interface VendorPreset {
  /** Default base URL (includes the `/v1` prefix when the vendor uses one). */
  readonly baseUrl?: string | undefined;
  /** `bearer`: `Authorization: Bearer <key>`; `api-key`: Azure's `api-key: <key>` header. */
  readonly auth: 'bearer' | 'api-key';
  /** True when a call without a key cannot succeed (hosted APIs); local servers take none. */
  readonly keyRequired: boolean;
  /** The field that carries `maxTokens`. OpenAI's reasoning models reject `max_tokens`. */
  readonly maxTokensField: 'max_tokens' | 'max_completion_tokens';
  /** Send `stream_options: { include_usage: true }` so streams end with usage. */
  readonly streamUsage: boolean;
  /** `mistral`: tool-call ids must be 9 base62 chars, so foreign ids are mapped. @default unmapped */
  readonly toolCallIds?: 'mistral' | undefined;
  /**
   * Send a tool's `strict` flag. Only vendors known to take it: others reject the unknown field
   * (DeepSeek "Invalid value … tools[0].function.strict", Mistral, pydantic-strict proxies).
   * @default false
   */
  readonly toolStrict?: boolean | undefined;
  /**
   * Send `reasoning_effort` when the caller set one. @default true — off for Mistral (it rejects
   * unknown fields), Groq and xAI (most of their models reject the parameter): the effort is a
   * hint, the answer still comes.
   */
  readonly reasoningEffort?: boolean | undefined;
  /**
   * Send `user`, `service_tier`, `prompt_cache_key`, `safety_identifier`, `verbosity` and
   * messages' `name` when the caller set them: only the APIs known to take them (OpenAI,
   * OpenRouter); strict vendors and some Azure deployments reject unknown fields. @default false
   */
  readonly requestHints?: boolean | undefined;
  /** Read PDFs sent as `file` parts with their bytes (OpenAI, OpenRouter); others refuse them. @default false */
  readonly fileParts?: boolean | undefined;
  /** Send `top_k` (open-weight servers and the aggregators that route to them); others reject it. @default false */
  readonly topK?: boolean | undefined;
  /**
   * OpenAI's own model ids: `reasoning_effort` goes only to its reasoning models (o-series,
   * gpt-5, gpt-oss, codex); gpt-4o and gpt-4.1 reject it. (Azure deployment names say nothing
   * about the model, so Azure sends it as given.) @default false
   */
  readonly reasoningModelsOnly?: boolean | undefined;
  /** The most stop sequences the API takes (OpenAI: 4); the first ones are kept. @default all */
  readonly maxStopSequences?: number | undefined;
  /**
   * Takes `response_format: { type: json_schema }` (structured outputs). @default true — off for
   * DeepSeek, whose chat API answers 400 "This response_format type is unavailable now": such a
   * request skips the target (`UnsupportedFeatureError`) for a fallback instead of spending a call.
   */
  readonly jsonSchema?: boolean | undefined;
}

/**
 * The switches that shape a request body, as the adapter takes them and the body builder reads
 * them. Unset means the documented default, so a preset or an option passes straight through.
 */
export type VendorSwitches = Pick<
  VendorPreset,
  | 'toolCallIds'
  | 'toolStrict'
  | 'reasoningEffort'
  | 'requestHints'
  | 'fileParts'
  | 'topK'
  | 'reasoningModelsOnly'
  | 'maxStopSequences'
  | 'jsonSchema'
>;

/** Presets by provider name (the registry names). */
export const VENDOR_PRESETS: Readonly<Record<string, VendorPreset>> = {
  openai: {
    baseUrl: 'https://api.openai.com/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_completion_tokens',
    streamUsage: true,
    toolStrict: true,
    requestHints: true,
    fileParts: true,
    maxStopSequences: 4,
    reasoningModelsOnly: true,
  },
  azure: {
    auth: 'api-key',
    keyRequired: true,
    maxTokensField: 'max_completion_tokens',
    streamUsage: true,
    toolStrict: true,
    maxStopSequences: 4,
  },
  openrouter: {
    baseUrl: 'https://openrouter.ai/api/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    toolStrict: true,
    requestHints: true,
    fileParts: true,
    topK: true,
  },
  groq: {
    baseUrl: 'https://api.groq.com/openai/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    reasoningEffort: false,
    maxStopSequences: 4,
  },
  deepseek: {
    baseUrl: 'https://api.deepseek.com',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    jsonSchema: false,
  },
  together: {
    baseUrl: 'https://api.together.xyz/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    topK: true,
  },
  fireworks: {
    baseUrl: 'https://api.fireworks.ai/inference/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    topK: true,
  },
  mistral: {
    baseUrl: 'https://api.mistral.ai/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    // Mistral returns usage in the last chunk anyway and has rejected `stream_options`.
    streamUsage: false,
    toolCallIds: 'mistral',
    reasoningEffort: false,
  },
  xai: {
    baseUrl: 'https://api.x.ai/v1',
    auth: 'bearer',
    keyRequired: true,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    reasoningEffort: false,
    maxStopSequences: 4,
  },
  vllm: {
    baseUrl: 'http://127.0.0.1:8000/v1',
    auth: 'bearer',
    keyRequired: false,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    topK: true,
  },
  ollama: {
    baseUrl: 'http://127.0.0.1:11434/v1',
    auth: 'bearer',
    keyRequired: false,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    topK: true,
  },
  llamacpp: {
    baseUrl: 'http://127.0.0.1:8080/v1',
    auth: 'bearer',
    keyRequired: false,
    maxTokensField: 'max_tokens',
    streamUsage: true,
    topK: true,
  },
  'openai-compatible': {
    auth: 'bearer',
    keyRequired: false,
    maxTokensField: 'max_tokens',
    streamUsage: true,
  },
};
