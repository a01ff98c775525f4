/**
 * The simulator's policies by name, in the default order of `--policy`.
 * @module
 */
import { createClient } from '../../client/create-client.js';
import type { SimPolicy } from '../policy.js';
import { aiSdkPolicy } from './ai-sdk.js';
import { naivePolicy } from './naive.js';
import { noRetryPolicy } from './no-retry.js';
import { openAiSdkPolicy } from './openai-sdk.js';
import { stayupPolicy } from './stayup.js';

/** Policy names in their default order. */
export const POLICY_NAMES = ['stayup', 'naive', 'openai-sdk', 'ai-sdk', 'no-retry'] as const;

/** The policy called `name`, or undefined. */
export function policyByName(name: string): SimPolicy | undefined {
  switch (name) {
    case 'stayup':
      return stayupPolicy(createClient);
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
