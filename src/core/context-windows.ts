/**
 * Context windows (tokens) of well-known models, matched by the longest prefix of a normalized
 * model id. Config (`TargetOptions.contextWindow`) always wins; unknown models return undefined.
 * Values are the documented input+output windows as of 2025–2026.
 */
export const CONTEXT_WINDOWS: Readonly<Record<string, number>> = {
  // OpenAI
  'gpt-5': 400_000,
  'gpt-5-chat': 128_000,
  'gpt-4.1': 1_047_576,
  'gpt-4o': 128_000,
  'gpt-4-turbo': 128_000,
  'gpt-4-32k': 32_768,
  'gpt-4': 8_192,
  'gpt-3.5-turbo': 16_385,
  'o1-mini': 128_000,
  o1: 200_000,
  o3: 200_000,
  'o4-mini': 200_000,
  'gpt-oss': 131_072,
  // Anthropic
  'claude-instant': 100_000,
  'claude-2.0': 100_000,
  'claude-2.1': 200_000,
  claude: 200_000,
  // Google
  'gemini-2.5': 1_048_576,
  'gemini-2.0-flash': 1_048_576,
  'gemini-1.5-pro': 2_097_152,
  'gemini-1.5-flash': 1_048_576,
  'gemini-1.0-pro': 32_760,
  'gemini-pro': 32_760,
  // DeepSeek
  'deepseek-chat': 128_000,
  'deepseek-reasoner': 128_000,
  'deepseek-coder': 128_000,
  'deepseek-v3': 128_000,
  'deepseek-r1': 128_000,
  // Qwen
  'qwen-max': 32_768,
  'qwen-plus': 131_072,
  'qwen-turbo': 1_000_000,
  'qwen-long': 10_000_000,
  'qwen2.5': 131_072,
  qwen3: 131_072,
  qwen2: 32_768,
  // Meta Llama
  'llama-3.1': 131_072,
  'llama-3.2': 131_072,
  'llama-3.3': 131_072,
  'llama-3': 8_192,
  'llama-4': 1_048_576,
  // Mistral
  'mistral-large': 131_072,
  'mistral-medium': 131_072,
  'mistral-small': 131_072,
  'mistral-nemo': 131_072,
  'open-mistral-7b': 32_768,
  'mistral-7b': 32_768,
  codestral: 256_000,
  'mixtral-8x22b': 65_536,
  'mixtral-8x7b': 32_768,
  // Others often seen behind OpenAI-compatible endpoints
  'grok-4': 256_000,
  'grok-3': 131_072,
  'kimi-k2': 131_072,
  'moonshot-v1-8k': 8_192,
  'moonshot-v1-32k': 32_768,
  'moonshot-v1-128k': 131_072,
  'glm-4': 128_000,
};

const PREFIXES = Object.keys(CONTEXT_WINDOWS).sort((a, b) => b.length - a.length);

/** Lower-cases and strips vendor paths and regional prefixes: `openai/gpt-4o` → `gpt-4o`, `us.anthropic.claude-3` → `claude-3`. */
export function normalizeModelId(model: string): string {
  let id = model.trim().toLowerCase();
  id = id.slice(id.lastIndexOf('/') + 1);
  // Bedrock ids: `anthropic.claude-…`, `us.anthropic.claude-…`, `meta.llama3-1-…`.
  id = id.replace(/^(?:[a-z]{2}\.)?(?:anthropic|meta|mistral|amazon|cohere|deepseek)\./, '');
  // Ollama and Fireworks spell Llama versions `llama3.1` / `llama-v3p1`.
  id = id
    .replace(/^llama-?v?(\d)(?:p|\.|-)(\d)(?!\d)/, 'llama-$1.$2')
    .replace(/^llama(\d)/, 'llama-$1');
  id = id.replace(/^meta-llama-/, 'llama-');
  return id;
}

/**
 * The built-in context window of a model, or undefined when it is not in the table.
 *
 * @example
 * contextWindowOf('openrouter/anthropic/claude-sonnet-4-5'); // 200000
 */
export function contextWindowOf(model: string): number | undefined {
  const id = normalizeModelId(model);
  for (const prefix of PREFIXES) {
    if (id === prefix || id.startsWith(prefix)) {
      const next = id.charAt(prefix.length);
      // `o3` must not match `o30b`; a prefix ends at a separator or the end of the id.
      if (next === '' || !/[a-z0-9]/.test(next) || /[.-]$/.test(prefix)) {
        return CONTEXT_WINDOWS[prefix];
      }
      if (/[a-z]$/.test(prefix) && /\d/.test(next)) return CONTEXT_WINDOWS[prefix];
    }
  }
  return undefined;
}
