import { describe, expect, it } from 'vitest';
import { UnsupportedFeatureError } from '../src/core/errors.js';
import type { ChatMessage, ChatRequest, ContentPart } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { fromAnthropicResponse, toAnthropicRequest } from '../src/providers/anthropic/index.js';
import {
  fromGeminiResponse,
  SKIP_THOUGHT_SIGNATURE,
  toGeminiRequest,
} from '../src/providers/gemini/index.js';
import { fromOpenAIResponse, toOpenAIRequest } from '../src/providers/openai-compatible/index.js';
import { ANTHROPIC_THINKING_TOOL_CALL, GEMINI3_TOOL_CALL } from './fakes/recorded.js';

const PNG = 'iVBORw0KGgo=';
const openAIOptions = {
  provider: 'openai',
  model: 'gpt-4o',
  stream: false,
  maxTokensField: 'max_tokens' as const,
  streamUsage: true,
  thinking: 'ignore' as const,
};

/** A tool-using conversation as produced by Anthropic (thinking with signature, tool call, image result). */
function anthropicTurn(): { request: ChatRequest; assistant: ContentPart[] } {
  const response = fromAnthropicResponse(ANTHROPIC_THINKING_TOOL_CALL, {
    model: 'claude-sonnet-4-6',
    requestId: undefined,
  })!;
  const assistant = [...response.content];
  const call = assistant.find((part) => part.type === 'tool_call')!;
  const messages: ChatMessage[] = [
    {
      role: 'user',
      content: [
        { type: 'text', text: 'Check the sandbox and look at this.' },
        { type: 'image', mediaType: 'image/png', data: PNG },
      ],
    },
    { role: 'assistant', content: assistant },
    {
      role: 'tool',
      content: [
        {
          type: 'tool_result',
          toolCallId: (call as { id: string }).id,
          content: [
            { type: 'text', text: 'no errors' },
            { type: 'image', mediaType: 'image/png', data: PNG },
          ],
        },
      ],
    },
  ];
  return {
    request: {
      model: 'chat',
      system: 'You are careful.',
      messages,
      tools: [
        {
          name: 'checkSandboxErrors',
          description: 'Checks the sandbox',
          parameters: { type: 'object', properties: {}, additionalProperties: false },
        },
      ],
      toolChoice: 'auto',
      maxTokens: 1000,
      temperature: 0.2,
      stop: ['END'],
    },
    assistant,
  };
}

describe('Anthropic responses', () => {
  it('keep thinking signatures and tool calls', () => {
    const { assistant } = anthropicTurn();
    expect(assistant).toEqual([
      {
        type: 'thinking',
        text: 'The user wants me to call checkSandboxErrors immediately.',
        signature: ANTHROPIC_THINKING_TOOL_CALL.content[0].signature,
      },
      {
        type: 'tool_call',
        id: 'toolu_017R7ACrx7NF7sLDDtvdQ1u9',
        name: 'checkSandboxErrors',
        arguments: '{}',
      },
    ]);
  });

  it('round-trip back to Anthropic unchanged (signature, tool_use, tool_result with image)', () => {
    const { request } = anthropicTurn();
    const body = toAnthropicRequest(request, {
      provider: 'anthropic',
      model: 'claude-sonnet-4-6',
      stream: false,
      defaultMaxTokens: 4096,
    });
    expect(body).toEqual({
      model: 'claude-sonnet-4-6',
      max_tokens: 1000,
      system: 'You are careful.',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Check the sandbox and look at this.' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG } },
          ],
        },
        {
          role: 'assistant',
          content: [
            {
              type: 'thinking',
              thinking: 'The user wants me to call checkSandboxErrors immediately.',
              signature: ANTHROPIC_THINKING_TOOL_CALL.content[0].signature,
            },
            {
              type: 'tool_use',
              id: 'toolu_017R7ACrx7NF7sLDDtvdQ1u9',
              name: 'checkSandboxErrors',
              input: {},
            },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 'toolu_017R7ACrx7NF7sLDDtvdQ1u9',
              content: [
                { type: 'text', text: 'no errors' },
                { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG } },
              ],
            },
          ],
        },
      ],
      tools: [
        {
          name: 'checkSandboxErrors',
          description: 'Checks the sandbox',
          input_schema: { type: 'object', properties: {}, additionalProperties: false },
        },
      ],
      tool_choice: { type: 'auto' },
      temperature: 0.2,
      stop_sequences: ['END'],
    });
  });

  it('send redacted thinking back as redacted_thinking and drop unsigned foreign reasoning', () => {
    const body = toAnthropicRequest(
      {
        model: 'chat',
        messages: [
          { role: 'user', content: 'q' },
          {
            role: 'assistant',
            content: [
              { type: 'thinking', text: '', signature: 'ENCRYPTED', redacted: true },
              { type: 'thinking', text: 'deepseek reasoning without signature' },
              { type: 'text', text: 'answer' },
            ],
          },
          { role: 'user', content: 'next' },
        ],
        thinking: { budgetTokens: 2048 },
        betas: ['interleaved-thinking-2025-05-14'],
      },
      { provider: 'anthropic', model: 'm', stream: true, defaultMaxTokens: 4096 },
    );
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'q' }] },
      {
        role: 'assistant',
        content: [
          { type: 'redacted_thinking', data: 'ENCRYPTED' },
          { type: 'text', text: 'answer' },
        ],
      },
      { role: 'user', content: [{ type: 'text', text: 'next' }] },
    ]);
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    // No max_tokens from the caller: the budget is added to the default, so the answer keeps its room.
    expect(body.max_tokens).toBe(4096 + 2048);
    expect(body.stream).toBe(true);
  });

  it('map tool choice and image URLs', () => {
    const body = toAnthropicRequest(
      {
        model: 'chat',
        messages: [
          { role: 'user', content: [{ type: 'image', url: 'https://example.com/cat.png' }] },
        ],
        tools: [{ name: 'f', parameters: { type: 'object' } }],
        toolChoice: { name: 'f' },
      },
      { provider: 'anthropic', model: 'm', stream: false, defaultMaxTokens: 10 },
    );
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'f' });
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [{ type: 'image', source: { type: 'url', url: 'https://example.com/cat.png' } }],
      },
    ]);
  });
});

describe('fallback from Anthropic to OpenAI-compatible', () => {
  it('keeps the tool call, the tool result and every image', () => {
    const { request } = anthropicTurn();
    const body = toOpenAIRequest(request, openAIOptions);
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are careful.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Check the sandbox and look at this.' },
          { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
        ],
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'toolu_017R7ACrx7NF7sLDDtvdQ1u9',
            type: 'function',
            function: { name: 'checkSandboxErrors', arguments: '{}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'toolu_017R7ACrx7NF7sLDDtvdQ1u9', content: 'no errors' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Images returned by tool call toolu_017R7ACrx7NF7sLDDtvdQ1u9:' },
          { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
        ],
      },
    ]);
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'checkSandboxErrors',
          description: 'Checks the sandbox',
          parameters: { type: 'object', properties: {}, additionalProperties: false },
        },
      },
    ]);
    expect(body).toMatchObject({
      tool_choice: 'auto',
      max_tokens: 1000,
      temperature: 0.2,
      stop: ['END'],
    });
  });

  it('maps tool-call ids to 9 base62 characters for Mistral, consistently', () => {
    const { request } = anthropicTurn();
    const body = toOpenAIRequest(request, { ...openAIOptions, toolCallIds: 'mistral' });
    const messages = body.messages as {
      role: string;
      tool_calls?: { id: string }[];
      tool_call_id?: string;
    }[];
    const callId = messages.find((message) => message.role === 'assistant')!.tool_calls![0]!.id;
    const resultId = messages.find((message) => message.role === 'tool')!.tool_call_id;
    expect(callId).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(resultId).toBe(callId);
  });

  it('refuses a thinking budget only when configured to', () => {
    const request: ChatRequest = {
      model: 'chat',
      messages: [{ role: 'user', content: 'hi' }],
      thinking: { budgetTokens: 1000 },
    };
    expect(toOpenAIRequest(request, openAIOptions)).not.toHaveProperty('thinking');
    expect(() => toOpenAIRequest(request, { ...openAIOptions, thinking: 'error' })).toThrow(
      UnsupportedFeatureError,
    );
  });

  it('reads tool calls and DeepSeek reasoning back into the normalized model', () => {
    const response = fromOpenAIResponse(
      {
        id: 'chatcmpl-1',
        model: 'deepseek-reasoner',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: null,
              reasoning_content: 'Let me think.',
              tool_calls: [
                { id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } },
              ],
            },
            finish_reason: 'tool_calls',
          },
        ],
        usage: {
          prompt_tokens: 10,
          completion_tokens: 5,
          prompt_tokens_details: { cached_tokens: 4 },
        },
      },
      { model: 'x', requestId: 'req_1' },
    );
    expect(response).toEqual({
      id: 'chatcmpl-1',
      model: 'deepseek-reasoner',
      content: [
        { type: 'thinking', text: 'Let me think.' },
        { type: 'tool_call', id: 'call_1', name: 'f', arguments: '{"a":1}' },
      ],
      finishReason: 'tool_calls',
      usage: { inputTokens: 10, outputTokens: 5, cachedInputTokens: 4 },
      requestId: 'req_1',
    });
  });
});

describe('fallback from Anthropic to Gemini', () => {
  it('maps tool calls to functionCall/functionResponse by name, images to inlineData', () => {
    const { request } = anthropicTurn();
    const body = toGeminiRequest(request, { provider: 'gemini', model: 'gemini-2.5-flash' });
    expect(body).toEqual({
      contents: [
        {
          role: 'user',
          parts: [
            { text: 'Check the sandbox and look at this.' },
            { inlineData: { mimeType: 'image/png', data: PNG } },
          ],
        },
        { role: 'model', parts: [{ functionCall: { name: 'checkSandboxErrors', args: {} } }] },
        {
          role: 'user',
          parts: [
            { functionResponse: { name: 'checkSandboxErrors', response: { result: 'no errors' } } },
            { inlineData: { mimeType: 'image/png', data: PNG } },
          ],
        },
      ],
      systemInstruction: { parts: [{ text: 'You are careful.' }] },
      tools: [
        {
          functionDeclarations: [
            {
              name: 'checkSandboxErrors',
              description: 'Checks the sandbox',
              parametersJsonSchema: { type: 'object', properties: {}, additionalProperties: false },
            },
          ],
        },
      ],
      toolConfig: { functionCallingConfig: { mode: 'AUTO' } },
      generationConfig: { maxOutputTokens: 1000, temperature: 0.2, stopSequences: ['END'] },
    });
  });

  it('sends the documented skip signature for foreign tool calls to Gemini 3 only', () => {
    const { request } = anthropicTurn();
    const gemini3 = toGeminiRequest(request, { provider: 'gemini', model: 'gemini-3-pro-preview' });
    const modelTurn = (
      gemini3.contents as { role: string; parts: Record<string, unknown>[] }[]
    )[1]!;
    expect(modelTurn.parts[0]).toMatchObject({ thoughtSignature: SKIP_THOUGHT_SIGNATURE });
  });

  it('refuses an image by http URL instead of dropping it, and accepts data URLs', () => {
    const byUrl: ChatRequest = {
      model: 'chat',
      messages: [{ role: 'user', content: [{ type: 'image', url: 'https://example.com/a.png' }] }],
    };
    expect(() => toGeminiRequest(byUrl, { provider: 'gemini', model: 'g' })).toThrow(
      UnsupportedFeatureError,
    );
    const dataUrl: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'user', content: [{ type: 'image', url: `data:image/jpeg;base64,${PNG}` }] },
      ],
    };
    expect(toGeminiRequest(dataUrl, { provider: 'gemini', model: 'g' }).contents).toEqual([
      { role: 'user', parts: [{ inlineData: { mimeType: 'image/jpeg', data: PNG } }] },
    ]);
  });

  it('refuses a tool result whose call is not in the conversation', () => {
    const orphan: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'tool', content: [{ type: 'tool_result', toolCallId: 'x', content: 'r' }] },
      ],
    };
    expect(() => toGeminiRequest(orphan, { provider: 'gemini', model: 'g' })).toThrow(
      /not in the conversation/,
    );
  });
});

describe('turns that become empty', () => {
  it('are skipped, and their neighbours merged, for Anthropic and Gemini', () => {
    const request: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'user', content: 'first' },
        {
          role: 'assistant',
          content: [{ type: 'thinking', text: 'foreign reasoning, no signature' }],
        },
        { role: 'user', content: 'second' },
      ],
    };
    const anthropic = toAnthropicRequest(request, {
      provider: 'anthropic',
      model: 'c',
      stream: false,
      defaultMaxTokens: 10,
    });
    expect(anthropic.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'first' },
          { type: 'text', text: 'second' },
        ],
      },
    ]);
    expect(toOpenAIRequest(request, openAIOptions).messages).toEqual([
      { role: 'user', content: 'first' },
      { role: 'user', content: 'second' },
    ]);
    expect(toGeminiRequest(request, { provider: 'gemini', model: 'g' }).contents).toEqual([
      { role: 'user', parts: [{ text: 'first' }, { text: 'second' }] },
    ]);
  });
});

describe('Gemini responses', () => {
  it('synthesise tool-call ids, keep the thought signature, and round-trip to Gemini and Anthropic', () => {
    const response = fromGeminiResponse(GEMINI3_TOOL_CALL, {
      model: 'gemini-3-pro-preview',
      requestId: undefined,
      random: seededRandom(3),
    })!;
    expect(response.finishReason).toBe('tool_calls');
    expect(response.usage).toEqual({ inputTokens: 29, outputTokens: 15 + 1801 });
    const call = response.content[0] as Extract<ContentPart, { type: 'tool_call' }>;
    expect(call.id).toMatch(/^call_[A-Za-z0-9]{22}$/);
    expect(call.name).toBe('weather');
    expect(JSON.parse(call.arguments)).toEqual({ location: 'San Francisco' });
    expect(call.signature).toBe(GEMINI3_TOOL_CALL.candidates[0].content.parts[0].thoughtSignature);

    const next: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'user', content: 'Weather in SF?' },
        { role: 'assistant', content: response.content },
        { role: 'tool', content: [{ type: 'tool_result', toolCallId: call.id, content: '18°C' }] },
      ],
    };
    const gemini = toGeminiRequest(next, { provider: 'gemini', model: 'gemini-3-pro-preview' });
    expect(gemini.contents).toEqual([
      { role: 'user', parts: [{ text: 'Weather in SF?' }] },
      {
        role: 'model',
        parts: [
          {
            functionCall: { name: 'weather', args: { location: 'San Francisco' } },
            thoughtSignature: call.signature,
          },
        ],
      },
      {
        role: 'user',
        parts: [{ functionResponse: { name: 'weather', response: { result: '18°C' } } }],
      },
    ]);
    const anthropic = toAnthropicRequest(next, {
      provider: 'anthropic',
      model: 'claude',
      stream: false,
      defaultMaxTokens: 100,
    });
    expect((anthropic.messages as unknown[])[1]).toEqual({
      role: 'assistant',
      content: [
        { type: 'tool_use', id: call.id, name: 'weather', input: { location: 'San Francisco' } },
      ],
    });
  });

  it('refuse a blocked prompt (the adapter reports it as an error), not an empty answer', () => {
    const context = { model: 'g', requestId: undefined, random: seededRandom(1) };
    const blocked = {
      promptFeedback: { blockReason: 'PROHIBITED_CONTENT' },
      usageMetadata: { promptTokenCount: 5 },
    };
    expect(fromGeminiResponse(blocked, context)).toBeUndefined();
    expect(fromGeminiResponse({ ...blocked, candidates: [] }, context)).toBeUndefined();
    // A candidate stopped by the filter is an answer that ends with content_filter.
    expect(
      fromGeminiResponse(
        { candidates: [{ finishReason: 'SAFETY', safetyRatings: [] }], usageMetadata: {} },
        context,
      ),
    ).toMatchObject({ content: [], finishReason: 'content_filter' });
  });
});
