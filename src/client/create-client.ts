/**
 * `createClient`: the library façade over the recovery engine (DESIGN §2), with every built-in
 * provider adapter. The body lives in `create-client-with.ts`.
 * @module
 */
import { createClientWith } from './create-client-with.js';
import { defaultBaseUrls, defaultProviders } from './provider-registry.js';
import type { Client, ClientOptions } from './types.js';

export {
  DEFAULT_CHEAP_MAX_APPROX_TOKENS,
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_STREAM_OPTIONS,
} from './create-client-with.js';

/**
 * Creates a recovery client. Every option is validated at once; a bad value throws an
 * `InvalidOptionsError` naming the option path.
 *
 * @example
 * const client = createClient({
 *   models: {
 *     chat: {
 *       targets: [
 *         { provider: 'anthropic', model: 'claude-sonnet-4-5', keys: [process.env.ANTHROPIC_KEY!] },
 *         { provider: 'openai', model: 'gpt-4.1', keys: [process.env.OPENAI_KEY!] },
 *       ],
 *     },
 *   },
 * });
 * const result = await client.chat({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] });
 */
export function createClient(options: ClientOptions): Client {
  return createClientWith(options, { factories: defaultProviders, defaultBaseUrls });
}
