/**
 * Google Gemini adapter.
 * @module
 */
export {
  createGeminiAdapter,
  GEMINI_DEFAULTS,
  type GeminiAdapterOptions,
  geminiFactory,
} from './gemini-adapter.js';
export { SKIP_THOUGHT_SIGNATURE, toGeminiRequest } from './gemini-request.js';
export { fromGeminiResponse } from './gemini-response.js';
