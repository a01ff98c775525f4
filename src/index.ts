/**
 * stayup: keeps products built on LLM APIs up when their providers are not.
 * @module
 */

export { createClient } from './client/create-client.js';
export { defaultProviders } from './client/provider-registry.js';
export type {
  AdapterFactory,
  ChatResult,
  ChatStream,
  Client,
  ClientOptions,
  CredentialOptions,
  KeyStrategy,
  ModelOptions,
  PersistentOptions,
  RequestOptions,
  RetryOptions,
  TargetOptions,
} from './client/types.js';
export { computeBackoff } from './core/backoff.js';
export type {
  ErrorDescriptor,
  ErrorFromDescriptorOptions,
  ReasonFlags,
  RetryAfterHint,
  RetryAfterInput,
} from './core/classify/index.js';
export {
  classifyError,
  errorFromDescriptor,
  parseRetryAfter,
  REASON_FLAGS,
  redactSecrets,
  warmUpClassifier,
} from './core/classify/index.js';
export type {
  Classification,
  ClassifyContext,
  ExplainStep,
  Reason,
  Repair,
} from './core/classify/types.js';
export { REASONS } from './core/classify/types.js';
export { contextWindowOf } from './core/context-windows.js';
export { parseDuration } from './core/duration.js';
export type { AttemptRecord, PartialOutput, StayupErrorCode } from './core/errors.js';
export {
  ConfigError,
  InvalidOptionsError,
  NoTargetAvailableError,
  RetryExhaustedError,
  StayupError,
  StreamInterruptedError,
  UnsupportedFeatureError,
  UpstreamError,
} from './core/errors.js';
export { estimateTokens } from './core/estimate-tokens.js';
export type { EventListener, StayupEvent, StayupEventType } from './core/events.js';
export type {
  AnthropicStop,
  CacheControl,
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ContentPart,
  DocumentPart,
  FinishReason,
  ImagePart,
  OpenAIHints,
  ProviderBlockPart,
  ReasoningEffort,
  ResponseFormat,
  StreamEvent,
  TextPart,
  ThinkingPart,
  ToolCallPart,
  ToolChoice,
  ToolDefinition,
  ToolResultPart,
  Usage,
  WireChunk,
  WireFormat,
  WireJson,
} from './core/model.js';
export { responseText } from './core/model.js';
export type {
  BreakerPolicy,
  BreakerSnapshot,
  Clock,
  CredentialState,
  Random,
  RetryBudgetPolicy,
  StateStore,
} from './core/ports.js';
export { seededRandom } from './core/seeded-random.js';
export {
  ANTHROPIC_DEFAULTS,
  type AnthropicAdapterOptions,
  anthropicFactory,
  createAnthropicAdapter,
} from './providers/anthropic/index.js';
export {
  createGeminiAdapter,
  GEMINI_DEFAULTS,
  type GeminiAdapterOptions,
  geminiFactory,
} from './providers/gemini/index.js';
export {
  AZURE_DEFAULT_API_VERSION,
  createOpenAICompatibleAdapter,
  type OpenAICompatibleAdapterOptions,
  openAICompatibleFactory,
  VENDOR_PRESETS,
  type VendorPreset,
  type VendorSwitches,
} from './providers/openai-compatible/index.js';
export {
  createSandboxAdapter,
  type SandboxAdapter,
  type SandboxAdapterOptions,
  type SandboxStats,
} from './providers/sandbox/index.js';
export type { CallCredential, CallOptions, ProviderAdapter } from './providers/types.js';
export {
  type RedisStoreOptions,
  type ResilientStoreOptions,
  redisStore,
  resilientStore,
} from './stores/index.js';
export type { MemoryStoreOptions } from './stores/memory/memory-store.js';
export { memoryStore } from './stores/memory/memory-store.js';
