import { describe, expect, it } from 'vitest';
import { InvalidOptionsError, UnsupportedFeatureError } from '../core/errors.js';
import type { ChatResponse, StreamEvent } from '../core/model.js';
import { parseAnthropicRequest } from './anthropic-request.js';
import { createAnthropicStreamEncoder, toAnthropicResponse } from './anthropic-response.js';
import { parseOpenAIRequest } from './openai-request.js';
import { createOpenAIStreamEncoder, toOpenAIResponse } from './openai-response.js';

const PNG = 'iVBORw0KGgo=';

describe('parseOpenAIRequest', () => {
  it('translates system, multi-part content, images, tools, tool calls and results', () => {
    const { request, stream, includeUsage } = parseOpenAIRequest({
      model: 'chat',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'rule one' },
        { role: 'developer', content: [{ type: 'text', text: 'rule two' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is this?' },
            {
              type: 'image_url',
              image_url: { url: `data:image/png;base64,${PNG}`, detail: 'high' },
            },
            { type: 'image_url', image_url: { url: 'https://example.com/cat.jpg' } },
          ],
        },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'look', arguments: '{"q":1}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'a cat' },
        { role: 'tool', tool_call_id: 'call_2', content: [{ type: 'text', text: 'more' }] },
      ],
      tools: [{ type: 'function', function: { name: 'look', parameters: { type: 'object' } } }],
      tool_choice: { type: 'function', function: { name: 'look' } },
      max_tokens: 10,
      max_completion_tokens: 20,
      temperature: 0.5,
      top_p: 0.9,
      stop: 'END',
      seed: 3,
      user: 'u1',
    });
    expect(stream).toBe(true);
    expect(includeUsage).toBe(true);
    expect(request).toEqual({
      model: 'chat',
      system: 'rule one\n\nrule two',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is this?' },
            { type: 'image', mediaType: 'image/png', data: PNG, detail: 'high' },
            { type: 'image', url: 'https://example.com/cat.jpg' },
          ],
        },
        {
          role: 'assistant',
          content: [{ type: 'tool_call', id: 'call_1', name: 'look', arguments: '{"q":1}' }],
        },
        {
          role: 'tool',
          content: [
            { type: 'tool_result', toolCallId: 'call_1', content: 'a cat' },
            {
              type: 'tool_result',
              toolCallId: 'call_2',
              content: [{ type: 'text', text: 'more' }],
            },
          ],
        },
      ],
      tools: [{ name: 'look', parameters: { type: 'object' } }],
      toolChoice: { name: 'look' },
      maxTokens: 20,
      temperature: 0.5,
      topP: 0.9,
      stop: ['END'],
      // Carried to the targets that take it (OpenAI `user`, Anthropic `metadata.user_id`).
      user: 'u1',
    });
  });

  it('rejects what it cannot carry, naming the field', () => {
    const base = { model: 'chat', messages: [{ role: 'user', content: 'x' }] };
    expect(() => parseOpenAIRequest({ ...base, n: 2 })).toThrow(UnsupportedFeatureError);
    expect(() => parseOpenAIRequest({ ...base, logit_bias: { '50256': -100 } })).toThrow(
      /logit_bias/,
    );
    // Sampling controls are carried where the provider has them (see gateway-client-compat).
    expect(parseOpenAIRequest({ ...base, presence_penalty: 0.5 }).request.presencePenalty).toBe(
      0.5,
    );
    expect(() =>
      parseOpenAIRequest({ ...base, n: 1, presence_penalty: 0, logprobs: false }),
    ).not.toThrow();
    expect(() =>
      parseOpenAIRequest({
        ...base,
        messages: [{ role: 'user', content: [{ type: 'input_audio' }] }],
      }),
    ).toThrow(/audio/);
    expect(() =>
      parseOpenAIRequest({ ...base, messages: [{ role: 'robot', content: 'x' }] }),
    ).toThrow(
      new InvalidOptionsError(
        'messages[0].role',
        'unknown role "robot" (expected system, developer, user, assistant or tool)',
      ),
    );
    expect(() => parseOpenAIRequest({ ...base, max_tokens: 0 })).toThrow(
      'max_tokens: must be ≥ 1, got 0',
    );
    expect(() => parseOpenAIRequest({ ...base, messages: [] })).toThrow(
      'messages: must contain at least one message',
    );
    expect(() => parseOpenAIRequest({ ...base, api_key: 'sk-x' })).toThrow(
      /cannot choose upstream/,
    );
    expect(() =>
      parseOpenAIRequest({
        ...base,
        messages: [
          {
            role: 'user',
            content: [{ type: 'image_url', image_url: { url: 'file:///etc/passwd' } }],
          },
        ],
      }),
    ).toThrow(
      'messages[0].content[0].image_url.url: expected a base64 data: URL or an http(s) URL',
    );
  });
});

describe('parseAnthropicRequest', () => {
  it('translates system blocks, images, tool_use, tool_result, thinking and betas', () => {
    const { request, stream } = parseAnthropicRequest(
      {
        model: 'chat',
        max_tokens: 100,
        system: [{ type: 'text', text: 'be kind', cache_control: { type: 'ephemeral' } }],
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'look' },
              { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG } },
              { type: 'image', source: { type: 'url', url: 'https://example.com/a.png' } },
            ],
          },
          {
            role: 'assistant',
            content: [
              { type: 'thinking', thinking: 'hmm', signature: 'sig-1' },
              { type: 'tool_use', id: 'toolu_1', name: 'look', input: { q: 1 } },
            ],
          },
          {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: 'toolu_1',
                content: [{ type: 'text', text: 'cat' }],
                is_error: false,
              },
              { type: 'text', text: 'and now?' },
            ],
          },
        ],
        tools: [{ name: 'look', input_schema: { type: 'object' } }],
        tool_choice: { type: 'any' },
        thinking: { type: 'enabled', budget_tokens: 2048 },
        stop_sequences: ['END'],
        temperature: 0.2,
        metadata: { user_id: 'u' },
      },
      'prompt-caching-2024-07-31, interleaved-thinking-2025-05-14',
    );
    expect(stream).toBe(false);
    expect(request).toEqual({
      model: 'chat',
      maxTokens: 100,
      system: 'be kind',
      systemParts: [{ type: 'text', text: 'be kind', cacheControl: { type: 'ephemeral' } }],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'look' },
            { type: 'image', mediaType: 'image/png', data: PNG },
            { type: 'image', url: 'https://example.com/a.png' },
          ],
        },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', text: 'hmm', signature: 'sig-1' },
            { type: 'tool_call', id: 'toolu_1', name: 'look', arguments: '{"q":1}' },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool_result',
              toolCallId: 'toolu_1',
              content: [{ type: 'text', text: 'cat' }],
              isError: false,
            },
          ],
        },
        { role: 'user', content: [{ type: 'text', text: 'and now?' }] },
      ],
      tools: [{ name: 'look', parameters: { type: 'object' } }],
      toolChoice: 'required',
      thinking: { budgetTokens: 2048 },
      stop: ['END'],
      temperature: 0.2,
      betas: ['prompt-caching-2024-07-31', 'interleaved-thinking-2025-05-14'],
      user: 'u',
    });
  });

  it('requires max_tokens, keeps server tools apart and refuses documents by Files API id', () => {
    const base = { model: 'chat', max_tokens: 5, messages: [{ role: 'user', content: 'x' }] };
    expect(() => parseAnthropicRequest({ ...base, max_tokens: undefined })).toThrow(
      'max_tokens: required',
    );
    // Anthropic's own tools travel apart, for Anthropic targets only.
    expect(
      parseAnthropicRequest({
        ...base,
        tools: [{ type: 'web_search_20250305', name: 'web_search' }],
      }).request,
    ).toMatchObject({ anthropicTools: [{ type: 'web_search_20250305', name: 'web_search' }] });
    expect(() =>
      parseAnthropicRequest({
        ...base,
        messages: [
          { role: 'user', content: [{ type: 'document', source: { type: 'file', file_id: 'f' } }] },
        ],
      }),
    ).toThrow(/documents by Files API id/);
    expect(parseAnthropicRequest({ ...base, top_k: 5 }).request.topK).toBe(5);
    expect(parseAnthropicRequest({ ...base, top_k: 0 }).request).not.toHaveProperty('topK');
  });
});

const response: ChatResponse = {
  id: 'up-1',
  model: 'gpt-4o',
  content: [
    { type: 'thinking', text: 'let me see', signature: 'sig' },
    { type: 'text', text: 'Calling.' },
    { type: 'tool_call', id: 'call_9', name: 'look', arguments: '{"q":2}' },
  ],
  finishReason: 'tool_calls',
  usage: { inputTokens: 10, outputTokens: 5, cachedInputTokens: 4 },
};

describe('responses', () => {
  it('OpenAI chat.completion with tool calls and usage', () => {
    expect(toOpenAIResponse(response, { id: 'chatcmpl-1', createdS: 7 })).toEqual({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 7,
      model: 'gpt-4o',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'Calling.',
            refusal: null,
            tool_calls: [
              { id: 'call_9', type: 'function', function: { name: 'look', arguments: '{"q":2}' } },
            ],
            reasoning_content: 'let me see',
          },
          logprobs: null,
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: 10,
        completion_tokens: 5,
        total_tokens: 15,
        prompt_tokens_details: { cached_tokens: 4 },
      },
      system_fingerprint: null,
    });
  });

  it('Anthropic message with thinking, text and tool_use', () => {
    expect(toAnthropicResponse(response, { id: 'msg_1' })).toEqual({
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'gpt-4o',
      content: [
        { type: 'thinking', thinking: 'let me see', signature: 'sig' },
        { type: 'text', text: 'Calling.' },
        { type: 'tool_use', id: 'call_9', name: 'look', input: { q: 2 } },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      // Anthropic's input_tokens leaves out the cache reads it reports apart.
      usage: { input_tokens: 6, output_tokens: 5, cache_read_input_tokens: 4 },
    });
  });
});

const events: StreamEvent[] = [
  { type: 'start', id: 'up', model: 'claude-x' },
  { type: 'thinking', text: 'hm', signature: 'sig' },
  { type: 'text', text: 'Hi' },
  { type: 'text', text: ' there' },
  { type: 'tool_call', index: 2, id: 'toolu_1', name: 'look', argumentsDelta: '{"q"' },
  { type: 'tool_call', index: 2, argumentsDelta: ':1}' },
  { type: 'finish', finishReason: 'tool_calls', usage: { inputTokens: 3, outputTokens: 4 } },
];

function frames(text: string): { event?: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
      return { ...(event ? { event } : {}), data: data === '[DONE]' ? data : JSON.parse(data) };
    });
}

describe('stream encoders', () => {
  it('OpenAI chunks: role first, content, dense tool_call indexes, finish, usage, [DONE]', () => {
    const encoder = createOpenAIStreamEncoder({
      id: 'c1',
      model: 'chat',
      createdS: 1,
      includeUsage: true,
    });
    const text = events.map((event) => encoder.encode(event)).join('') + encoder.end();
    const chunks = frames(text).map((frame) => frame.data as Record<string, never>);
    const deltas = chunks
      .slice(0, -2)
      .map((chunk) => (chunk.choices as unknown as { delta: unknown }[])[0]);
    expect(deltas).toEqual([
      { index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null },
      { index: 0, delta: { reasoning_content: 'hm' }, logprobs: null, finish_reason: null },
      { index: 0, delta: { content: 'Hi' }, logprobs: null, finish_reason: null },
      { index: 0, delta: { content: ' there' }, logprobs: null, finish_reason: null },
      {
        index: 0,
        delta: {
          tool_calls: [
            {
              index: 0,
              id: 'toolu_1',
              type: 'function',
              function: { arguments: '{"q"', name: 'look' },
            },
          ],
        },
        logprobs: null,
        finish_reason: null,
      },
      {
        index: 0,
        delta: { tool_calls: [{ index: 0, function: { arguments: ':1}' } }] },
        logprobs: null,
        finish_reason: null,
      },
      { index: 0, delta: {}, logprobs: null, finish_reason: 'tool_calls' },
    ]);
    expect(chunks[0]).toMatchObject({ model: 'claude-x', usage: null });
    expect(chunks.at(-2)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    });
    expect(chunks.at(-1)).toBe('[DONE]');
  });

  it('Anthropic events: the full sequence with one block per kind', () => {
    const encoder = createAnthropicStreamEncoder({ id: 'msg_1', model: 'chat' });
    const text = events.map((event) => encoder.encode(event)).join('') + encoder.end();
    const list = frames(text);
    expect(list.map((frame) => frame.event)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(list[1]?.data).toEqual({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'thinking', thinking: '' },
    });
    expect(list[3]?.data).toEqual({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'signature_delta', signature: 'sig' },
    });
    expect(list[9]?.data).toEqual({
      type: 'content_block_start',
      index: 2,
      content_block: { type: 'tool_use', id: 'toolu_1', name: 'look', input: {} },
    });
    expect(list[11]?.data).toEqual({
      type: 'content_block_delta',
      index: 2,
      delta: { type: 'input_json_delta', partial_json: ':1}' },
    });
    expect(list[13]?.data).toEqual({
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { input_tokens: 3, output_tokens: 4 },
    });
  });
});

describe('OpenAI system parts with a cache breakpoint', () => {
  const cached = { type: 'ephemeral' } as const;
  const withParts = (cacheFirst: boolean) =>
    parseOpenAIRequest({
      model: 'chat',
      messages: [
        {
          role: 'system',
          content: [
            { type: 'text', text: 'A', ...(cacheFirst ? { cache_control: cached } : {}) },
            { type: 'text', text: 'B' },
          ],
        },
        { role: 'system', content: 'C' },
        { role: 'user', content: 'hi' },
      ],
    }).request;

  it('gives every target the same system text with or without a breakpoint inside a message', () => {
    expect(withParts(false).system).toBe('AB\n\nC');
    const marked = withParts(true);
    expect(marked.system).toBe('AB\n\nC');
    // The blocks travel for an adapter that honours breakpoints; they no longer join to `system`
    // here, so such an adapter sends the plain text (the cache, never the text, is what is lost).
    expect(marked.systemParts).toEqual([
      { type: 'text', text: 'A', cacheControl: cached },
      { type: 'text', text: 'B' },
      { type: 'text', text: 'C' },
    ]);
  });
});
