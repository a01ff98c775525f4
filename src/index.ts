/**
 * stayup: keeps products built on LLM APIs up when their providers are not.
 * @module
 */
export type {
  Classification,
  ClassifyContext,
  ExplainStep,
  Reason,
  Repair,
} from './core/classify/types.js';
export { REASONS } from './core/classify/types.js';
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
export type { EventListener, StayupEvent, StayupEventType } from './core/events.js';
export type {
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ContentPart,
  FinishReason,
  ImagePart,
  StreamEvent,
  TextPart,
  ThinkingPart,
  ToolCallPart,
  ToolChoice,
  ToolDefinition,
  ToolResultPart,
  Usage,
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
export type { CallCredential, CallOptions, ProviderAdapter } from './providers/types.js';
export { memoryStore } from './stores/memory/memory-store.js';
