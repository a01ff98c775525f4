/**
 * Fake provider HTTP servers for tests (OpenAI, Anthropic and Gemini wire formats).
 * @module
 */
export { type CorpusError, corpusError, corpusErrors, corpusScript } from './corpus.js';
export {
  type FakeProvider,
  type FakeProviderOptions,
  type FakeReply,
  type FakeRequest,
  type FakeScript,
  type FakeWire,
  type StreamShape,
  startFakeProvider,
} from './fake-provider.js';
export { sseEvent } from './wire.js';
