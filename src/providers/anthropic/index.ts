/**
 * Anthropic Messages adapter.
 * @module
 */
export {
  ANTHROPIC_DEFAULTS,
  type AnthropicAdapterOptions,
  anthropicFactory,
  createAnthropicAdapter,
} from './anthropic-adapter.js';
export { toAnthropicRequest } from './anthropic-request.js';
export { fromAnthropicResponse } from './anthropic-response.js';
