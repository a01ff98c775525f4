/**
 * Test doubles for applications built on stayup (published as `stayup/testing`): a virtual clock,
 * seeded randomness, a scripted provider adapter and an event recorder. stayup's own suites use
 * the same doubles.
 * @module
 */
export { seededRandom } from '../core/seeded-random.js';
export { flushMicrotasks, ManualClock } from './manual-clock.js';
export { type RecordingEvents, recordingEvents } from './recording-events.js';
export {
  type ScriptedAdapter,
  type ScriptedAdapterOptions,
  type ScriptedCall,
  type ScriptedStreamItem,
  type ScriptStep,
  scriptedAdapter,
  scriptedHttpError,
} from './scripted-adapter.js';
