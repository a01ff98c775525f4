/**
 * The simulator's policies by name, in the default order of `--policy`.
 * @module
 */
import { createClientWith } from '../../client/create-client-with.js';
import type { Client, ClientOptions } from '../../client/types.js';
import type { SimPolicy } from '../policy.js';
import { aiSdkPolicy } from './ai-sdk.js';
import { naivePolicy } from './naive.js';
import { noRetryPolicy } from './no-retry.js';
import { openAiSdkPolicy } from './openai-sdk.js';
import { stayupPolicy } from './stayup.js';

/**
 * The engine without the HTTP adapters: the simulator gives it the run's sandbox factory
 * (`providers.sandbox`) and scenarios allow sandbox targets only, so loading the OpenAI, Anthropic
 * and Gemini adapters would only cost start-up time.
 */
function createSimClient(options: ClientOptions): Client {
  return createClientWith(options, {});
}

/** Policy names in their default order. */
export const POLICY_NAMES = ['stayup', 'naive', 'openai-sdk', 'ai-sdk', 'no-retry'] as const;

/** The policy called `name`, or undefined. */
export function policyByName(name: string): SimPolicy | undefined {
  switch (name) {
    case 'stayup':
      return stayupPolicy(createSimClient);
    case 'naive':
      return naivePolicy;
    case 'openai-sdk':
      return openAiSdkPolicy;
    case 'ai-sdk':
      return aiSdkPolicy;
    case 'no-retry':
      return noRetryPolicy;
    default:
      return undefined;
  }
}
