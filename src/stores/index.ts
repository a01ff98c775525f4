/**
 * State stores (DESIGN §4): the in-process default, the shared Redis store and the resilient
 * wrapper that keeps requests flowing on local state while the shared store is away.
 * @module
 */
export { MemoryStore, type MemoryStoreOptions, memoryStore } from './memory/memory-store.js';
export {
  RedisStore,
  type RedisStoreOptions,
  type RedisStoreTtls,
  redisStore,
} from './redis/redis-store.js';
export { ResilientStore, type ResilientStoreOptions, resilientStore } from './resilient-store.js';
