/**
 * The gateway's YAML config: schema, loader and mapping onto `ClientOptions`.
 * @module
 */
export type { ModelsConfig, StayupConfig, TargetConfig } from './config-schema.js';
export { configSchema, modelsSchema, PROVIDER_NAMES } from './config-schema.js';
export { EMBEDDED_CONFIG_YAML } from './embedded-config.js';
export type { LoadConfigOptions } from './load-config.js';
export { loadConfig } from './load-config.js';
export type { ParseConfigOptions } from './parse-config.js';
export { parseConfig, parseModels } from './parse-config.js';
export { toClientOptions, toModelOptions } from './to-client-options.js';
