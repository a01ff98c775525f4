/**
 * Property: whatever JSON a caller sends, the gateway's request parsers either return a request
 * or throw a typed 400 error (`InvalidOptionsError` naming the field, `UnsupportedFeatureError`),
 * and every provider's request builder turns an accepted request into a body or throws
 * `UnsupportedFeatureError` — never a TypeError that would surface as a 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidOptionsError, UnsupportedFeatureError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { parseAnthropicRequest } from '../src/gateway/anthropic-request.js';
import { parseOpenAIRequest } from '../src/gateway/openai-request.js';
import { toAnthropicRequest } from '../src/providers/anthropic/anthropic-request.js';
import { toGeminiRequest } from '../src/providers/gemini/gemini-request.js';
import { toOpenAIRequest } from '../src/providers/openai-compatible/openai-request.js';

/** Values that stress a field: right shapes, wrong types, empty and odd ones. */
const value = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, -1, 0.5, 2.5, 1e9, '', 'x', 'high', 'auto', 'max'),
  fc.string({ maxLength: 8 }),
  fc.constantFrom({}, [], [{}], { type: 'text', text: 'hi' }, { type: 'enabled' }),
  fc.anything({ maxDepth: 2 }),
);

/** A field that is mostly absent, sometimes right, sometimes anything. */
const maybe = <T>(right: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: right },
    { weight: 1, arbitrary: value },
  );

const PDF = 'JVBERi0xLjcKMSAwIG9iago8PCAvVHlwZSAvUGFnZSA+PgplbmRvYmoK';
const cache = fc.constantFrom(undefined, { type: 'ephemeral' }, { type: 'ephemeral', ttl: '1h' });

const anthropicUserBlock = fc.oneof(
  fc.record({ type: fc.constant('text'), text: fc.string({ maxLength: 6 }), cache_control: cache }),
  fc.record({
    type: fc.constant('document'),
    source: fc.oneof(
      fc.constant({ type: 'base64', media_type: 'application/pdf', data: PDF }),
      fc.constant({ type: 'text', media_type: 'text/plain', data: 'notes' }),
      fc.constant({ type: 'url', url: 'https://x.test/a.pdf' }),
      fc.constant({ type: 'content', content: [{ type: 'text', text: 'a' }] }),
    ),
    title: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }),
    cache_control: cache,
  }),
  fc.constant({
    type: 'image',
    source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' },
  }),
  value,
);

const anthropicMessages = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(
      fc.record({
        role: fc.constant('user'),
        content: fc.oneof(
          fc.string({ maxLength: 6 }),
          fc.array(anthropicUserBlock, { minLength: 1, maxLength: 3 }),
        ),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constant([
      { role: 'user', content: 'read it' },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'hmm', signature: 'sig' },
          { type: 'redacted_thinking', data: 'enc' },
          { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { path: 'a.pdf' } },
        ],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_1',
            content: [
              {
                type: 'document',
                source: { type: 'base64', media_type: 'application/pdf', data: PDF },
              },
            ],
          },
        ],
      },
    ]),
  },
  { weight: 1, arbitrary: value },
);

const openAIUserPart = fc.oneof(
  fc.record({ type: fc.constant('text'), text: fc.string({ maxLength: 6 }) }),
  fc.constant({
    type: 'file',
    file: { filename: 'a.pdf', file_data: `data:application/pdf;base64,${PDF}` },
  }),
  fc.constant({
    type: 'image_url',
    image_url: { url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'low' },
  }),
  value,
);

const openAIMessages = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(
      fc.record({
        role: fc.constantFrom('user', 'system', 'developer'),
        content: fc.oneof(
          fc.string({ maxLength: 6 }),
          fc.array(openAIUserPart, { minLength: 1, maxLength: 3 }),
        ),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constant([
      { role: 'user', content: 'weather?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'sunny' },
    ]),
  },
  { weight: 1, arbitrary: value },
);

const tools = fc.constant([
  { type: 'function', function: { name: 'weather', parameters: { type: 'object' } } },
]);

/** Controls both shapes take. */
const common = {
  stream: maybe(fc.boolean()),
  temperature: maybe(fc.double({ min: 0, max: 1, noNaN: true })),
  top_p: maybe(fc.double({ min: 0, max: 1, noNaN: true })),
  top_k: maybe(fc.nat(100)),
  thinking: maybe(
    fc.oneof(
      fc.record({
        type: fc.constant('enabled'),
        budget_tokens: fc.integer({ min: 1, max: 40_000 }),
      }),
      fc.record({
        type: fc.constant('adaptive'),
        display: fc.constantFrom(undefined, 'summarized'),
      }),
      fc.constant({ type: 'disabled' }),
    ),
  ),
};

const openAIBody = fc.record({
  model: fc.constant('chat'),
  messages: openAIMessages,
  tools: maybe(tools),
  ...common,
  max_tokens: maybe(fc.constantFrom(16, 1024, 4096, 64_000)),
  temperature: maybe(fc.double({ min: 0, max: 2, noNaN: true })),
  stop: maybe(fc.array(fc.string({ maxLength: 4 }), { maxLength: 7 })),
  presence_penalty: maybe(fc.double({ min: -2, max: 2, noNaN: true })),
  frequency_penalty: maybe(fc.double({ min: -2, max: 2, noNaN: true })),
  reasoning_effort: maybe(
    fc.constantFrom('none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max', 'turbo'),
  ),
  verbosity: maybe(fc.constantFrom('low', 'high')),
  prediction: maybe(fc.constant({ type: 'content', content: 'x' })),
  parallel_tool_calls: maybe(fc.boolean()),
  user: maybe(fc.string({ maxLength: 80 })),
  service_tier: maybe(fc.constantFrom('auto', 'flex')),
  prompt_cache_key: maybe(fc.string({ maxLength: 80 })),
  keep_alive: maybe(fc.constant('5m')),
});

const anthropicBody = fc.record({
  model: fc.constant('chat'),
  messages: anthropicMessages,
  tools: maybe(fc.constant([{ name: 'weather', input_schema: { type: 'object' } }])),
  tool_choice: maybe(
    fc.constantFrom({ type: 'auto', disable_parallel_tool_use: true }, { type: 'any' }),
  ),
  ...common,
  max_tokens: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(16, 1024, 4096, 64_000) },
    { weight: 1, arbitrary: value },
  ),
  stop_sequences: maybe(fc.array(fc.string({ maxLength: 4 }), { maxLength: 7 })),
  output_config: maybe(fc.record({ effort: fc.constantFrom('low', 'high', 'max') })),
  context_management: maybe(
    fc.constant({
      edits: [{ type: 'clear_thinking_20251015' }, { type: 'clear_tool_uses_20250919' }],
    }),
  ),
  metadata: maybe(fc.record({ user_id: fc.string({ maxLength: 8 }) })),
});

/** Drops the `undefined` members a record generator leaves, as JSON would. */
const json = (raw: unknown): unknown => JSON.parse(JSON.stringify(raw) ?? 'null');

const TYPED = (error: unknown): boolean =>
  error instanceof InvalidOptionsError || error instanceof UnsupportedFeatureError;

/** Builds every provider's body for `request`; only `UnsupportedFeatureError` may escape. */
function buildAll(request: ChatRequest): void {
  const builders = [
    () =>
      toOpenAIRequest(request, {
        provider: 'openai',
        model: 'gpt-5',
        stream: false,
        maxTokensField: 'max_completion_tokens',
        streamUsage: true,
        thinking: 'ignore',
        requestHints: true,
        fileParts: true,
        topK: true,
        maxStopSequences: 4,
      }),
    () =>
      toAnthropicRequest(request, {
        provider: 'anthropic',
        model: 'claude-opus-4-7',
        stream: true,
        defaultMaxTokens: 4096,
      }),
    () =>
      toAnthropicRequest(request, {
        provider: 'anthropic',
        model: 'claude-sonnet-4-5',
        stream: false,
        defaultMaxTokens: 4096,
      }),
    () => toGeminiRequest(request, { provider: 'gemini', model: 'gemini-2.5-flash' }),
  ];
  for (const build of builders) {
    try {
      build();
    } catch (error) {
      if (!(error instanceof UnsupportedFeatureError)) throw error;
    }
  }
}

describe('request parsing never fails untyped', () => {
  for (const [name, body, parse] of [
    ['OpenAI', openAIBody, (raw: unknown) => parseOpenAIRequest(raw).request],
    [
      'Anthropic',
      anthropicBody,
      (raw: unknown) => parseAnthropicRequest(raw, 'context-management-2025-06-27').request,
    ],
  ] as const) {
    it(`${name}: a typed 400 or a request every provider can build or refuse`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(body as fc.Arbitrary<unknown>, (raw) => {
          let request: ChatRequest;
          try {
            request = parse(json(raw));
          } catch (error) {
            expect(TYPED(error)).toBe(true);
            return;
          }
          accepted++;
          buildAll(request);
        }),
        { numRuns: 1500, seed: 20261130 },
      );
      // The generator reaches the builders, not only the validators.
      expect(accepted).toBeGreaterThan(150);
    });
  }
});
