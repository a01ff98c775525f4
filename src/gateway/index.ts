/**
 * The stayup gateway: an OpenAI- and Anthropic-compatible HTTP server in front of the recovery
 * client, configured by YAML.
 * @module
 */
export type { CorsOptions } from './cors.js';
export type { Gateway, GatewayOptions } from './create-gateway.js';
export { createGateway } from './create-gateway.js';
export type { WireError, WireShape } from './error-response.js';
export { errorResponse, gatewayError } from './error-response.js';
export type { GatewayLoggerOptions } from './request-log.js';
export { createGatewayLogger } from './request-log.js';
