import { ANTHROPIC_DEFAULTS, anthropicFactory } from '../providers/anthropic/anthropic-adapter.js';
import { GEMINI_DEFAULTS, geminiFactory } from '../providers/gemini/gemini-adapter.js';
import { openAICompatibleFactory } from '../providers/openai-compatible/openai-compatible-factory.js';
import { VENDOR_PRESETS } from '../providers/openai-compatible/vendors.js';
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

/**
 * The built-in providers' default base URLs by provider name. A target that writes its provider's
 * default out keeps the state-store key of one that leaves it out (`targetStoreKey`).
 */
export const defaultBaseUrls: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(VENDOR_PRESETS).flatMap(([name, preset]) =>
      preset.baseUrl === undefined ? [] : [[name, preset.baseUrl]],
    ),
  ),
  anthropic: ANTHROPIC_DEFAULTS.baseUrl,
  gemini: GEMINI_DEFAULTS.baseUrl,
};
