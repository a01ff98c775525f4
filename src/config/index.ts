/**
 * The gateway's YAML config: schema, loader and mapping onto `ClientOptions`.
 * @module
 */
export type { ModelsConfig, StayupConfig, TargetConfig } from './config-schema.js';
export {
  breakerSchema,
  budgetSchema,
  configSchema,
  cooldownSchema,
  durationSchema,
  modelsSchema,
  PROVIDER_NAMES,
  retrySchema,
  streamSchema,
} from './config-schema.js';
export { EMBEDDED_CONFIG_YAML } from './embedded-config.js';
export type { LoadConfigOptions } from './load-config.js';
export { loadConfig } from './load-config.js';
export type { ParseConfigOptions } from './parse-config.js';
export { parseConfig, parseModels } from './parse-config.js';
export type { PolicySectionsConfig } from './to-client-options.js';
export { toClientOptions, toModelOptions, toPolicyOptions } from './to-client-options.js';
