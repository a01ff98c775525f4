/**
 * The normalized chat model (DESIGN §5): one request/response shape that every
 * provider adapter translates to and from, so a fallback can cross providers.
 * @module
 */

/**
 * A prompt-cache breakpoint (Anthropic `cache_control`): the prompt up to and including the part
 * that carries it is cached. Adapters of providers that cache automatically ignore it.
 */
export interface CacheControl {
  readonly type: 'ephemeral';
  /** How long the entry lives; the provider's default (5 minutes) when absent. */
  readonly ttl?: '5m' | '1h' | undefined;
}

export interface TextPart {
  readonly type: 'text';
  readonly text: string;
  readonly cacheControl?: CacheControl | undefined;
}

/** An image, either inline base64 (`data` + `mediaType`) or by `url`. */
export interface ImagePart {
  readonly type: 'image';
  readonly mediaType?: string | undefined;
  /** Base64 data without the `data:` prefix. */
  readonly data?: string | undefined;
  readonly url?: string | undefined;
  /** OpenAI's image resolution hint; other providers ignore it. */
  readonly detail?: 'auto' | 'low' | 'high' | undefined;
  readonly cacheControl?: CacheControl | undefined;
}

/** A tool call made by the assistant. `arguments` is the JSON text the model produced. */
export interface ToolCallPart {
  readonly type: 'tool_call';
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
  /** Opaque provider signature that must be sent back unchanged (Gemini `thoughtSignature`). */
  readonly signature?: string | undefined;
  readonly cacheControl?: CacheControl | undefined;
}

/** The result of a tool call, sent back by the user/tool role. */
export interface ToolResultPart {
  readonly type: 'tool_result';
  readonly toolCallId: string;
  readonly content: string | readonly (TextPart | ImagePart | DocumentPart)[];
  readonly isError?: boolean | undefined;
  readonly cacheControl?: CacheControl | undefined;
}

/** Model reasoning (Anthropic thinking blocks). `signature` must round-trip unchanged. */
export interface ThinkingPart {
  readonly type: 'thinking';
  readonly text: string;
  readonly signature?: string | undefined;
  /** Anthropic `redacted_thinking`: `signature` then carries the encrypted `data`, `text` is empty. */
  readonly redacted?: boolean | undefined;
}

/**
 * A document the user attached: a PDF as base64 `data` or by `url`, or a text document as `text`.
 * Providers read PDFs natively (Anthropic document blocks, OpenAI file parts, Gemini inline
 * data); a provider that cannot read one throws `UnsupportedFeatureError`, so the engine falls back.
 */
export interface DocumentPart {
  readonly type: 'document';
  /** `application/pdf`, or `text/plain` for a text document. */
  readonly mediaType: string;
  /** The file's bytes, base64. */
  readonly data?: string | undefined;
  /** The document's text (`text/plain`). */
  readonly text?: string | undefined;
  /** An http(s) URL the provider fetches. */
  readonly url?: string | undefined;
  readonly title?: string | undefined;
  /** The caller's file name (OpenAI file parts carry one). */
  readonly filename?: string | undefined;
  readonly cacheControl?: CacheControl | undefined;
}

/**
 * A content block only its provider understands, kept as the provider sent it: Anthropic's server
 * tool calls and results (`server_tool_use`, `web_search_tool_result`, `web_fetch_tool_result`,
 * `code_execution_tool_result`, …). It goes back to that provider unchanged; other providers drop
 * it, as they drop another provider's reasoning (the answer's text stays).
 */
export interface ProviderBlockPart {
  readonly type: 'provider_block';
  readonly provider: 'anthropic';
  readonly block: Readonly<Record<string, unknown>>;
}

export type ContentPart =
  | TextPart
  | ImagePart
  | DocumentPart
  | ToolCallPart
  | ToolResultPart
  | ThinkingPart
  | ProviderBlockPart;

export interface ChatMessage {
  readonly role: 'user' | 'assistant' | 'tool';
  readonly content: string | readonly ContentPart[];
  /**
   * The participant's name (OpenAI's message `name`, e.g. several users in one chat). Sent only
   * to the APIs that take it (OpenAI, OpenRouter); the others have no such field.
   */
  readonly name?: string | undefined;
}

export interface ToolDefinition {
  readonly name: string;
  readonly description?: string | undefined;
  /** JSON Schema of the arguments. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Strict schema adherence of the arguments (OpenAI `strict`, Anthropic `strict: true`). */
  readonly strict?: boolean | undefined;
  /** A cache breakpoint after the tool definitions up to this one (Anthropic). */
  readonly cacheControl?: CacheControl | undefined;
}

export type ToolChoice = 'auto' | 'none' | 'required' | { readonly name: string };

/**
 * A wire format a caller speaks and can receive verbatim: `openai-chat` is OpenAI chat
 * completions (`chat.completion` bodies, `chat.completion.chunk` SSE data), `anthropic-messages`
 * Anthropic's Messages API (`message` bodies, SSE events whose `data.type` names the event).
 */
export type WireFormat = 'openai-chat' | 'anthropic-messages';

/**
 * The upstream's own JSON for a response or one stream chunk, kept by an adapter when the request
 * asked for it ({@link ChatRequest.passthrough}) and the target speaks that format, so a gateway
 * can forward it without rebuilding it from the normalized fields.
 */
export interface WireJson {
  readonly format: WireFormat;
  /** The upstream's text: the whole body, or one SSE event's `data`. */
  readonly text: string;
  /** `text`, parsed. */
  readonly json: Readonly<Record<string, unknown>>;
}

/** One upstream SSE chunk of a pass-through stream, with the normalized events it produced. */
export interface WireChunk extends WireJson {
  /**
   * The events this chunk translated to, before any merging (for a consumer that re-encodes it:
   * the event carrying a read's chunks may stand for several merged ones).
   */
  readonly events: readonly StreamEvent[];
  /**
   * Set by adapters that recognise it: this chunk is `chunk` with another text delta — the same
   * fields with the same values in the same order, except the string value of
   * `choices[0].delta.content`, which starts at `prefixLength` in both texts (`text` and
   * `chunk.text` share their first `prefixLength` characters). A consumer that has already
   * handled `chunk` may handle this one alike without reading `json` (read lazily).
   */
  readonly sameShapeAs?: { readonly chunk: WireChunk; readonly prefixLength: number } | undefined;
}

/**
 * Constrains the answer to JSON: `json_object` asks for any JSON object (OpenAI's JSON mode),
 * `json_schema` for JSON that follows `schema` (structured outputs). Adapters map it to their
 * provider's native form; a provider without one throws `UnsupportedFeatureError`, so the engine
 * falls back to a target that has it instead of answering in free text.
 */
export type ResponseFormat =
  | { readonly type: 'json_object' }
  | {
      readonly type: 'json_schema';
      /** The schema's name (OpenAI requires one: `[a-zA-Z0-9_-]{1,64}`). */
      readonly name: string;
      /** A JSON Schema for the answer. */
      readonly schema: Readonly<Record<string, unknown>>;
      readonly description?: string | undefined;
      /** OpenAI's strict schema adherence; providers that always enforce the schema ignore it. */
      readonly strict?: boolean | undefined;
    };

/**
 * How much a reasoning model thinks before it answers: OpenAI's `reasoning_effort` levels (and
 * Anthropic's `max`). Other
 * words reach OpenAI-compatible targets as given; a target that maps levels to its own control
 * (Anthropic and Gemini thinking budgets) refuses a word it does not know.
 */
export type ReasoningEffort =
  | 'none'
  | 'minimal'
  | 'low'
  | 'medium'
  | 'high'
  | 'xhigh'
  | 'max'
  | (string & Record<never, never>);

/**
 * Hints only OpenAI-style APIs take (OpenAI, Azure, OpenRouter): they change billing, caching,
 * abuse monitoring or the answer's length, not what it says, so other providers do without them.
 */
export interface OpenAIHints {
  /** `service_tier`: `auto`, `default`, `flex`, `priority`, … */
  readonly serviceTier?: string | undefined;
  /** `prompt_cache_key`: groups requests that share a prompt prefix for cache hits. */
  readonly promptCacheKey?: string | undefined;
  /** `safety_identifier`: a stable, hashed id of the end user. */
  readonly safetyIdentifier?: string | undefined;
  /** `verbosity` (GPT-5: `low`, `medium`, `high`): a length hint other providers do without. */
  readonly verbosity?: string | undefined;
  /** `prediction` (Predicted Outputs: the expected answer, e.g. a file being edited): a latency hint. */
  readonly prediction?: Readonly<Record<string, unknown>> | undefined;
}

/** A provider-neutral chat request. */
export interface ChatRequest {
  /** The logical model name (a key of the client's `models`); adapters receive the target's upstream model instead. */
  readonly model: string;
  readonly system?: string | undefined;
  /**
   * The system prompt as the caller's blocks, set when they carry cache breakpoints: `system` is
   * their texts joined by a blank line. An adapter that honours breakpoints sends these blocks
   * while they still match `system` (anything that rewrites `system` need not update them).
   */
  readonly systemParts?: readonly TextPart[] | undefined;
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ToolDefinition[] | undefined;
  readonly toolChoice?: ToolChoice | undefined;
  readonly maxTokens?: number | undefined;
  readonly temperature?: number | undefined;
  readonly topP?: number | undefined;
  /**
   * Sampling controls some providers lack (`top_k`: Anthropic, Gemini, open-weight servers;
   * penalties: OpenAI-compatible, Gemini). They shape sampling without constraining the answer, so
   * a provider without one goes without it.
   */
  readonly topK?: number | undefined;
  readonly presencePenalty?: number | undefined;
  readonly frequencyPenalty?: number | undefined;
  readonly stop?: readonly string[] | undefined;
  /** Anthropic beta flags (`anthropic-beta`), dropped by the `drop_beta` repair. */
  readonly betas?: readonly string[] | undefined;
  /** Extended thinking budget (Anthropic), when the caller asked for it. */
  readonly thinking?: { readonly budgetTokens: number } | undefined;
  /**
   * The caller asked for Claude's adaptive thinking (`thinking: { type: adaptive }`, Claude 4.6+),
   * at `reasoningEffort` if set. Claude models that only take budgets get one derived from the
   * effort; other providers read `reasoningEffort` alone.
   */
  readonly adaptiveThinking?: boolean | undefined;
  /**
   * The effort came without a request for thinking (Anthropic's `output_config.effort` alone,
   * which governs all token spend): Claude receives the effort without thinking.
   */
  readonly effortWithoutThinking?: boolean | undefined;
  /** How Claude shows its thinking (`thinking.display`: `summarized`, `omitted`), when asked. */
  readonly thinkingDisplay?: string | undefined;
  /**
   * Anthropic's own tools (`web_search_…`, `web_fetch_…`, `code_execution_…`, `bash_…`, …), as the
   * caller sent them: Anthropic targets receive them beside `tools`; other providers cannot run
   * them and throw `UnsupportedFeatureError`, so the engine tries another target.
   */
  readonly anthropicTools?: readonly Readonly<Record<string, unknown>>[] | undefined;
  /** JSON mode or structured outputs; absent means free text. */
  readonly responseFormat?: ResponseFormat | undefined;
  /**
   * Reasoning effort (OpenAI's `reasoning_effort`). OpenAI-compatible targets receive it as given;
   * Anthropic and Gemini targets receive a thinking budget derived from it, unless `thinking`
   * sets one.
   */
  readonly reasoningEffort?: ReasoningEffort | undefined;
  /** `false`: at most one tool call per turn (OpenAI `parallel_tool_calls`, Anthropic `disable_parallel_tool_use`). */
  readonly parallelToolCalls?: boolean | undefined;
  /** An id of the end user for the provider's abuse monitoring (OpenAI `user`, Anthropic `metadata.user_id`). */
  readonly user?: string | undefined;
  /** Billing and caching hints for OpenAI-style APIs. */
  readonly openaiHints?: OpenAIHints | undefined;
  /**
   * Anthropic's context editing (`context_management.edits`, e.g. clearing old tool results
   * server-side), as the caller sent it. Anthropic targets receive it; other providers are sent
   * the whole context instead.
   */
  readonly anthropicContextManagement?:
    | { readonly edits: readonly Readonly<Record<string, unknown>>[] }
    | undefined;
  /**
   * The caller's wire format. An adapter whose target speaks it attaches the upstream's own JSON
   * to the response (`ChatResponse.wire`) and stream events (`wire`), so a gateway can forward
   * it. Only responses are passed through: the request body is always built from these fields.
   */
  readonly passthrough?: WireFormat | undefined;
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'error' | 'other';

/**
 * How an Anthropic-format upstream said it stopped, verbatim: its `stop_reason`, including the
 * values {@link FinishReason} folds together or has no place for (`pause_turn`, which asks the
 * caller to send the turn back to continue a server tool; `stop_sequence`;
 * `model_context_window_exceeded`), and the `stop_sequence` that matched. An Anthropic caller
 * gets them back as Claude sent them.
 */
export interface AnthropicStop {
  readonly reason: string;
  readonly sequence: string | null;
}

export interface Usage {
  /** Every input token, cache reads and writes included. */
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** The part of `inputTokens` read from the provider's prompt cache. */
  readonly cachedInputTokens?: number | undefined;
  /** The part of `inputTokens` written to the prompt cache (Anthropic bills it above plain input). */
  readonly cacheWriteInputTokens?: number | undefined;
}

/** A provider-neutral chat response. */
export interface ChatResponse {
  readonly id: string;
  /** The upstream model that answered. */
  readonly model: string;
  /** Text, tool calls and thinking, in order. */
  readonly content: readonly ContentPart[];
  readonly finishReason: FinishReason;
  /** The stop reason an Anthropic-format upstream sent (see {@link AnthropicStop}). */
  readonly anthropicStop?: AnthropicStop | undefined;
  readonly usage: Usage;
  /** The provider's request id, when it sent one. */
  readonly requestId?: string | undefined;
  /** The upstream body, when the request asked for `passthrough` in this target's format. */
  readonly wire?: WireJson | undefined;
}

/**
 * One normalized stream event from an adapter. Keep-alive pings are not events:
 * adapters drop them so they never count as activity (DESIGN §3).
 */
export type StreamEvent = (
  | {
      readonly type: 'start';
      readonly id: string;
      readonly model: string;
      readonly requestId?: string | undefined;
      /** Usage known when the stream starts (Anthropic's input counts); `finish` has the final one. */
      readonly usage?: Usage | undefined;
    }
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'thinking';
      readonly text: string;
      readonly signature?: string | undefined;
      /** Anthropic `redacted_thinking` block (its `data` is in `signature`). */
      readonly redacted?: boolean | undefined;
    }
  | {
      readonly type: 'tool_call';
      /** Position of the call in the message; deltas with the same index belong together. */
      readonly index: number;
      readonly id?: string | undefined;
      readonly name?: string | undefined;
      readonly argumentsDelta: string;
      /** Opaque provider signature of the call (Gemini `thoughtSignature`). */
      readonly signature?: string | undefined;
    }
  | {
      /** A whole provider block (see {@link ProviderBlockPart}), once its stream delivered it. */
      readonly type: 'provider_block';
      readonly provider: 'anthropic';
      readonly block: Readonly<Record<string, unknown>>;
    }
  | {
      readonly type: 'finish';
      readonly finishReason: FinishReason;
      /** The stop reason an Anthropic-format upstream sent (see {@link AnthropicStop}). */
      readonly anthropicStop?: AnthropicStop | undefined;
      readonly usage?: Usage | undefined;
    }
) & {
  /**
   * Pass-through streams only (`ChatRequest.passthrough`): the upstream chunks this event
   * completes, in order; `[]` when a later event carries them. Absent: no wire data (re-encode).
   */
  readonly wire?: readonly WireChunk[] | undefined;
};

/** The text of a response's text parts, joined. */
export function responseText(response: Pick<ChatResponse, 'content'>): string {
  let text = '';
  for (const part of response.content) if (part.type === 'text') text += part.text;
  return text;
}
