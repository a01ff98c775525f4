/**
 * The adapters' side of caller fidelity: cache breakpoints in the Anthropic body (at most four,
 * the last ones kept), usage with cache reads and writes from each provider, `strict` and image
 * `detail` in the OpenAI-compatible body, and the encoders' usage fields.
 */
import { describe, expect, it } from 'vitest';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import {
  createAnthropicStreamEncoder,
  toAnthropicResponse,
} from '../src/gateway/anthropic-response.js';
import { toOpenAIResponse } from '../src/gateway/openai-response.js';
import { toAnthropicRequest } from '../src/providers/anthropic/anthropic-request.js';
import { anthropicUsage } from '../src/providers/anthropic/anthropic-response.js';
import { fromAnthropicStream } from '../src/providers/anthropic/anthropic-stream.js';
import { toGeminiRequest } from '../src/providers/gemini/gemini-request.js';
import { toOpenAIRequest } from '../src/providers/openai-compatible/openai-request.js';
import { openAIUsage } from '../src/providers/openai-compatible/openai-response.js';
import type { EventSourceMessage } from '../src/providers/shared/sse.js';

const EPHEMERAL = { type: 'ephemeral' } as const;
const anthropicOptions = {
  provider: 'anthropic',
  model: 'claude-x',
  stream: false,
  defaultMaxTokens: 1024,
};

describe('Anthropic body', () => {
  it('keeps the last four breakpoints in prompt order (tools, system, messages) and drops the earlier ones', () => {
    const request: ChatRequest = {
      model: 'm',
      system: 'a\n\nb',
      systemParts: [
        { type: 'text', text: 'a', cacheControl: EPHEMERAL },
        { type: 'text', text: 'b', cacheControl: { type: 'ephemeral', ttl: '1h' } },
      ],
      tools: [{ name: 't', parameters: { type: 'object' }, cacheControl: EPHEMERAL }],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'one', cacheControl: EPHEMERAL },
            { type: 'text', text: 'two', cacheControl: EPHEMERAL },
          ],
        },
        { role: 'assistant', content: 'ok' },
        { role: 'user', content: [{ type: 'text', text: 'three', cacheControl: EPHEMERAL }] },
      ],
    };
    const body = toAnthropicRequest(request, anthropicOptions);
    // Six marks arrive: the tool's and the first system block's go (a fifth is a 400 upstream).
    expect(body.tools).toEqual([{ name: 't', input_schema: { type: 'object' } }]);
    expect(body.system).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b', cache_control: { type: 'ephemeral', ttl: '1h' } },
    ]);
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'one', cache_control: EPHEMERAL },
          { type: 'text', text: 'two', cache_control: EPHEMERAL },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'ok' }] },
      { role: 'user', content: [{ type: 'text', text: 'three', cache_control: EPHEMERAL }] },
    ]);
    // The request itself is not changed.
    expect(request.tools?.[0]?.cacheControl).toEqual(EPHEMERAL);
  });

  it('sends the system string when the blocks no longer match it', () => {
    const body = toAnthropicRequest(
      {
        model: 'm',
        system: 'rewritten',
        systemParts: [{ type: 'text', text: 'original', cacheControl: EPHEMERAL }],
        messages: [{ role: 'user', content: 'hi' }],
      },
      anthropicOptions,
    );
    expect(body.system).toBe('rewritten');
    const blank = toAnthropicRequest(
      {
        model: 'm',
        system: '\n\n',
        systemParts: [
          { type: 'text', text: '', cacheControl: EPHEMERAL },
          { type: 'text', text: '' },
        ],
        messages: [{ role: 'user', content: 'hi' }],
      },
      anthropicOptions,
    );
    // No empty text block (the API rejects them), and no empty system array.
    expect(blank.system).toBe('\n\n');
  });

  it('sends strict only when it is true', () => {
    const body = toAnthropicRequest(
      {
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
        tools: [
          { name: 'a', parameters: {}, strict: true },
          { name: 'b', parameters: {}, strict: false },
        ],
      },
      anthropicOptions,
    );
    expect(body.tools).toEqual([
      { name: 'a', input_schema: {}, strict: true },
      { name: 'b', input_schema: {} },
    ]);
  });
});

describe('OpenAI-compatible and Gemini bodies', () => {
  const request: ChatRequest = {
    model: 'm',
    system: 'sys',
    systemParts: [{ type: 'text', text: 'sys', cacheControl: EPHEMERAL }],
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: 'look', cacheControl: EPHEMERAL },
          {
            type: 'image',
            url: 'https://example.com/a.png',
            detail: 'high',
            cacheControl: EPHEMERAL,
          },
        ],
      },
    ],
    tools: [{ name: 't', parameters: { type: 'object' }, strict: false, cacheControl: EPHEMERAL }],
  };

  it('OpenAI-compatible: strict and detail sent, breakpoints left out', () => {
    const body = toOpenAIRequest(request, {
      provider: 'openai',
      model: 'gpt-4o',
      stream: false,
      maxTokensField: 'max_completion_tokens',
      streamUsage: false,
      toolStrict: true,
      thinking: 'ignore',
    });
    expect(body.messages).toEqual([
      { role: 'system', content: 'sys' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'look' },
          { type: 'image_url', image_url: { url: 'https://example.com/a.png', detail: 'high' } },
        ],
      },
    ]);
    expect(body.tools).toEqual([
      { type: 'function', function: { name: 't', parameters: { type: 'object' }, strict: false } },
    ]);
    // A vendor that does not take `strict` (DeepSeek, Mistral, …) never receives it.
    const plain = toOpenAIRequest(request, {
      provider: 'deepseek',
      model: 'deepseek-chat',
      stream: false,
      maxTokensField: 'max_tokens',
      streamUsage: false,
      thinking: 'ignore',
    });
    expect(plain.tools).toEqual([
      { type: 'function', function: { name: 't', parameters: { type: 'object' } } },
    ]);
  });

  it('Gemini: no breakpoint, strict or detail in the body', () => {
    // Gemini fetches no http(s) images: the same image, inline.
    const inline: ChatRequest = {
      ...request,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'look', cacheControl: EPHEMERAL },
            {
              type: 'image',
              data: 'iVBORw0KGgo=',
              mediaType: 'image/png',
              detail: 'high',
              cacheControl: EPHEMERAL,
            },
          ],
        },
      ],
    };
    const text = JSON.stringify(toGeminiRequest(inline, { provider: 'gemini', model: 'g' }));
    expect(text).not.toMatch(/cache|strict|detail/i);
  });
});

describe('usage with cache reads and writes', () => {
  it('Anthropic: input counts all; reads and writes are its parts', () => {
    expect(
      anthropicUsage({
        input_tokens: 10,
        output_tokens: 2,
        cache_read_input_tokens: 900,
        cache_creation_input_tokens: 50,
      }),
    ).toEqual({
      inputTokens: 960,
      outputTokens: 2,
      cachedInputTokens: 900,
      cacheWriteInputTokens: 50,
    });
    expect(anthropicUsage({ input_tokens: 3, output_tokens: 1 })).toEqual({
      inputTokens: 3,
      outputTokens: 1,
    });
  });

  it('Anthropic stream: start carries the input usage; message_delta counts update it', async () => {
    const frames = [
      {
        type: 'message_start',
        message: {
          id: 'msg_1',
          model: 'claude-x',
          usage: { input_tokens: 10, output_tokens: 1, cache_read_input_tokens: 900 },
        },
      },
      {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn' },
        // Newer API versions repeat (cumulative) input counts here.
        usage: { output_tokens: 8, cache_creation_input_tokens: 50 },
      },
      { type: 'message_stop' },
    ];
    async function* batches(): AsyncGenerator<readonly EventSourceMessage[]> {
      yield frames.map((data) => ({ event: data.type, data: JSON.stringify(data), id: undefined }));
    }
    const events: StreamEvent[] = [];
    for await (const event of fromAnthropicStream(
      batches(),
      { provider: 'anthropic', model: 'claude-x' },
      undefined,
    ))
      events.push(event);
    expect(events[0]).toEqual({
      type: 'start',
      id: 'msg_1',
      model: 'claude-x',
      usage: { inputTokens: 910, outputTokens: 1, cachedInputTokens: 900 },
    });
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      anthropicStop: { reason: 'end_turn', sequence: null },
      usage: {
        inputTokens: 960,
        outputTokens: 8,
        cachedInputTokens: 900,
        cacheWriteInputTokens: 50,
      },
    });
  });

  it('OpenAI-compatible: cached_tokens, OpenRouter cache_write_tokens, DeepSeek hit tokens', () => {
    expect(
      openAIUsage({
        prompt_tokens: 194,
        completion_tokens: 2,
        prompt_tokens_details: { cached_tokens: 0, cache_write_tokens: 100 },
      }),
    ).toEqual({
      inputTokens: 194,
      outputTokens: 2,
      cachedInputTokens: 0,
      cacheWriteInputTokens: 100,
    });
    expect(
      openAIUsage({ prompt_tokens: 50, completion_tokens: 2, prompt_cache_hit_tokens: 40 }),
    ).toEqual({ inputTokens: 50, outputTokens: 2, cachedInputTokens: 40 });
  });

  const response = {
    id: 'r',
    model: 'm',
    content: [{ type: 'text' as const, text: 'x' }],
    finishReason: 'stop' as const,
    usage: { inputTokens: 960, outputTokens: 2, cachedInputTokens: 900, cacheWriteInputTokens: 50 },
  };

  it('the Anthropic encoder subtracts the cache counts from input_tokens', () => {
    expect(toAnthropicResponse(response, { id: 'msg' }).usage).toEqual({
      input_tokens: 10,
      output_tokens: 2,
      cache_read_input_tokens: 900,
      cache_creation_input_tokens: 50,
    });
    const encoder = createAnthropicStreamEncoder({ id: 'msg', model: 'm' });
    const start = encoder.encode({
      type: 'start',
      id: 'u',
      model: 'm',
      usage: { inputTokens: 910, outputTokens: 1, cachedInputTokens: 900 },
    });
    const data = JSON.parse(start.split('data: ')[1] ?? '') as { message: { usage: unknown } };
    expect(data.message.usage).toEqual({
      input_tokens: 10,
      output_tokens: 1,
      cache_read_input_tokens: 900,
    });
  });

  it('the OpenAI encoder keeps prompt_tokens whole, with the cache details', () => {
    expect(toOpenAIResponse(response, { id: 'c', createdS: 1 }).usage).toEqual({
      prompt_tokens: 960,
      completion_tokens: 2,
      total_tokens: 962,
      prompt_tokens_details: { cached_tokens: 900, cache_write_tokens: 50 },
    });
  });
});
