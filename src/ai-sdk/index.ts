/**
 * AI SDK integration: a `LanguageModelV3` backed by a stayup client.
 * @module
 */
export { type StayupProviderOptions, toStayupRequest } from './prompt.js';
export { type StayupModelOptions, stayupModel } from './stayup-model.js';
