import { createSandboxAdapter } from '../providers/sandbox/create-sandbox-adapter.js';
import type { AdapterFactory } from './types.js';

/**
 * Built-in adapter factories by provider name. Each provider module registers its factory here;
 * `createClient({ providers })` can add or replace entries.
 */
export const defaultProviders: Readonly<Record<string, AdapterFactory>> = {
  sandbox: (target, { clock, random }) =>
    createSandboxAdapter({
      clock,
      random,
      options: target.options,
      contextWindow: target.contextWindow,
    }),
};
