import { describeStateStore } from '../../testing/state-store-contract.js';
import { memoryStore } from './memory-store.js';

describeStateStore('memory', () => memoryStore());
