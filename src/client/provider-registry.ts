import { anthropicFactory } from '../providers/anthropic/anthropic-adapter.js';
import { geminiFactory } from '../providers/gemini/gemini-adapter.js';
import { openAICompatibleFactory } from '../providers/openai-compatible/openai-compatible-factory.js';
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
  openai: openAICompatibleFactory('openai'),
  azure: openAICompatibleFactory('azure'),
  openrouter: openAICompatibleFactory('openrouter'),
  groq: openAICompatibleFactory('groq'),
  deepseek: openAICompatibleFactory('deepseek'),
  together: openAICompatibleFactory('together'),
  fireworks: openAICompatibleFactory('fireworks'),
  mistral: openAICompatibleFactory('mistral'),
  xai: openAICompatibleFactory('xai'),
  vllm: openAICompatibleFactory('vllm'),
  ollama: openAICompatibleFactory('ollama'),
  llamacpp: openAICompatibleFactory('llamacpp'),
  'openai-compatible': openAICompatibleFactory('openai-compatible'),
  anthropic: anthropicFactory,
  gemini: geminiFactory,
};
