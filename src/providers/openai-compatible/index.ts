/**
 * OpenAI-compatible chat completions adapters.
 * @module
 */
export {
  createOpenAICompatibleAdapter,
  type OpenAICompatibleAdapterOptions,
} from './openai-compatible-adapter.js';
export { AZURE_DEFAULT_API_VERSION, openAICompatibleFactory } from './openai-compatible-factory.js';
export { toOpenAIRequest } from './openai-request.js';
export { fromOpenAIResponse } from './openai-response.js';
export { VENDOR_PRESETS, type VendorPreset, type VendorSwitches } from './vendors.js';
