/**
 * What Claude Code sends, through the gateway with the real `@anthropic-ai/sdk` client:
 * `context_management` (context editing; carried to Claude, its thinking-clearing edits only when
 * thinking is on, left out for other providers), `redacted_thinking` blocks (Claude's encrypted
 * reasoning: answered as Claude sent them, plain and streamed, and sent back to Claude unchanged
 * on the next turn), and WebSearch's server tool (its calls and results answered and sent back as
 * Claude sent them; a provider that cannot run it is skipped).
 */
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from './fakes/index.js';
import {
  type FakeGateway,
  GATEWAY_KEY,
  lastBody,
  startFakeGateway,
} from './support/fake-gateway.js';

const ENCRYPTED = 'EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP';

let fakeAnthropic: FakeProvider;
let fakeOpenAI: FakeProvider;
let upstreams: FakeGateway;
let baseURL: string;

beforeAll(async () => {
  upstreams = await startFakeGateway({
    reply: 'done',
    models: ({ openai, anthropic, keys }) => `  opus:
    targets:
      - { provider: anthropic, model: claude-opus-4-7, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  haiku-3-5:
    targets:
      - { provider: anthropic, model: claude-3-5-haiku-20241022, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  gpt:
    targets:
      - { provider: openai, model: gpt-5, base_url: "${openai.baseUrl}", keys: ${keys} }
`,
  });
  ({ openai: fakeOpenAI, anthropic: fakeAnthropic, baseURL } = upstreams);
});

afterAll(() => upstreams.close());

const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 0 });

/** Claude Code's request shape (2.1.x): adaptive thinking, an effort, context editing. */
function claudeCodeBody(model: string): Record<string, unknown> {
  return {
    model,
    max_tokens: 32_000,
    stream: false,
    messages: [{ role: 'user', content: 'Refactor the parser.' }],
    thinking: { type: 'adaptive' },
    output_config: { effort: 'high' },
    context_management: {
      edits: [
        { type: 'clear_thinking_20251015', keep: 'all' },
        { type: 'clear_tool_uses_20250919', trigger: { type: 'input_tokens', value: 100_000 } },
      ],
    },
    metadata: { user_id: 'user_4f2a_account_9c1e_session_77aa' },
  };
}

async function send(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${baseURL}/v1/messages`, {
    method: 'POST',
    headers: {
      'x-api-key': GATEWAY_KEY,
      'anthropic-version': '2023-06-01',
      'anthropic-beta': 'context-management-2025-06-27',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

describe('context_management', () => {
  it('reaches Claude with every edit while thinking is on', async () => {
    expect((await send(claudeCodeBody('opus'))).status).toBe(200);
    const body = lastBody(fakeAnthropic);
    expect(body.context_management).toEqual(claudeCodeBody('opus').context_management);
    expect(body.thinking).toEqual({ type: 'adaptive' });
  });

  it('loses its thinking-clearing edit where thinking is left out (Claude 3.5 has none)', async () => {
    expect((await send(claudeCodeBody('haiku-3-5'))).status).toBe(200);
    const body = lastBody(fakeAnthropic);
    expect(body).not.toHaveProperty('thinking');
    expect(body.context_management).toEqual({
      edits: [
        { type: 'clear_tool_uses_20250919', trigger: { type: 'input_tokens', value: 100_000 } },
      ],
    });
  });

  it('is left out for other providers, which get the whole context', async () => {
    expect((await send(claudeCodeBody('gpt'))).status).toBe(200);
    expect(lastBody(fakeOpenAI)).not.toHaveProperty('context_management');
  });

  it('is left out without its beta header (the API refuses it then; drop_beta may remove it)', async () => {
    const response = await fetch(`${baseURL}/v1/messages`, {
      method: 'POST',
      headers: {
        'x-api-key': GATEWAY_KEY,
        'anthropic-version': '2023-06-01',
        'content-type': 'application/json',
      },
      body: JSON.stringify(claudeCodeBody('opus')),
    });
    expect(response.status).toBe(200);
    expect(lastBody(fakeAnthropic)).not.toHaveProperty('context_management');
  });

  it('an effort without thinking reaches Claude 4.6+ as output_config.effort alone', async () => {
    const { thinking: _thinking, ...effortOnly } = claudeCodeBody('opus');
    expect((await send(effortOnly)).status).toBe(200);
    const body = lastBody(fakeAnthropic);
    expect(body.output_config).toEqual({ effort: 'high' });
    expect(body).not.toHaveProperty('thinking');
    // Claude 3.5 takes no effort: it goes without.
    expect((await send({ ...effortOnly, model: 'haiku-3-5' })).status).toBe(200);
    expect(lastBody(fakeAnthropic)).not.toHaveProperty('output_config');
  });

  it('a malformed edit is a 400 naming it', async () => {
    const response = await send({
      ...claudeCodeBody('opus'),
      context_management: { edits: [{ trigger: {} }] },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: { message: string } };
    expect(error.error.message).toMatch(/context_management\.edits\[0\]\.type/);
  });
});

describe('redacted_thinking', () => {
  const answer = {
    id: 'msg_redacted',
    type: 'message',
    role: 'assistant',
    model: 'claude-opus-4-7',
    content: [
      { type: 'redacted_thinking', data: ENCRYPTED },
      { type: 'text', text: 'Here is the plan.' },
    ],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 12, output_tokens: 7 },
  };

  it('answers the block as Claude sent it, and sends it back to Claude on the next turn', async () => {
    fakeAnthropic.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(answer)],
    });
    const message = await anthropic().messages.create({
      model: 'opus',
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'Plan it.' }],
    });
    expect(message.content[0]).toEqual({ type: 'redacted_thinking', data: ENCRYPTED });

    await anthropic().messages.create({
      model: 'opus',
      max_tokens: 1024,
      messages: [
        { role: 'user', content: 'Plan it.' },
        { role: 'assistant', content: message.content },
        { role: 'user', content: 'Go on.' },
      ],
    });
    const history = lastBody(fakeAnthropic).messages as { content: unknown[] }[];
    expect(history[1]?.content[0]).toEqual({ type: 'redacted_thinking', data: ENCRYPTED });
  });

  it('streams the block whole in its content_block_start, as Claude does', async () => {
    const events = [
      ['message_start', { type: 'message_start', message: { ...answer, content: [] } }],
      [
        'content_block_start',
        {
          type: 'content_block_start',
          index: 0,
          content_block: { type: 'redacted_thinking', data: ENCRYPTED },
        },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      [
        'content_block_start',
        { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
      ],
      [
        'content_block_delta',
        { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Plan.' } },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 1 }],
      [
        'message_delta',
        {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: 7 },
        },
      ],
      ['message_stop', { type: 'message_stop' }],
    ] as const;
    fakeAnthropic.enqueue({
      kind: 'raw',
      steps: events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    });
    const stream = anthropic().messages.stream({
      model: 'opus',
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'Plan it.' }],
    });
    const final = await stream.finalMessage();
    expect(final.content).toEqual([
      { type: 'redacted_thinking', data: ENCRYPTED },
      { type: 'text', text: 'Plan.' },
    ]);
  });
});

describe('server tools (Claude Code’s WebSearch)', () => {
  const webSearch = { type: 'web_search_20250305', name: 'web_search', max_uses: 8 };
  const call = {
    type: 'server_tool_use',
    id: 'srvtoolu_01',
    name: 'web_search',
    input: { query: 'stayup release' },
  };
  const results = {
    type: 'web_search_tool_result',
    tool_use_id: 'srvtoolu_01',
    content: [
      {
        type: 'web_search_result',
        url: 'https://example.com/news',
        title: 'News',
        encrypted_content: 'EqgfCioIARgBIiQ3YTAw',
        page_age: null,
      },
    ],
  };
  const answer = {
    id: 'msg_search',
    type: 'message',
    role: 'assistant',
    model: 'claude-opus-4-7',
    content: [call, results, { type: 'text', text: 'It shipped.' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 30, output_tokens: 9 },
  };
  const ask = (model: string, extra: Record<string, unknown> = {}) =>
    anthropic().messages.create({
      model,
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'Perform a web search for: stayup release' }],
      tools: [webSearch as unknown as Anthropic.Tool],
      ...extra,
    });

  it('reaches Claude beside the caller’s tools, and its call and results come back as sent', async () => {
    fakeAnthropic.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(answer)],
    });
    const message = await ask('opus');
    expect(lastBody(fakeAnthropic).tools).toEqual([webSearch]);
    expect(message.content).toEqual(answer.content);
  });

  it('streams the call (its input whole) and the results as Claude streamed them', async () => {
    const events: [string, Record<string, unknown>][] = [
      ['message_start', { type: 'message_start', message: { ...answer, content: [] } }],
      [
        'content_block_start',
        { type: 'content_block_start', index: 0, content_block: { ...call, input: {} } },
      ],
      [
        'content_block_delta',
        {
          type: 'content_block_delta',
          index: 0,
          delta: { type: 'input_json_delta', partial_json: '{"query": "stayup ' },
        },
      ],
      [
        'content_block_delta',
        {
          type: 'content_block_delta',
          index: 0,
          delta: { type: 'input_json_delta', partial_json: 'release"}' },
        },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['content_block_start', { type: 'content_block_start', index: 1, content_block: results }],
      ['content_block_stop', { type: 'content_block_stop', index: 1 }],
      [
        'content_block_start',
        { type: 'content_block_start', index: 2, content_block: { type: 'text', text: '' } },
      ],
      [
        'content_block_delta',
        {
          type: 'content_block_delta',
          index: 2,
          delta: { type: 'text_delta', text: 'It shipped.' },
        },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 2 }],
      [
        'message_delta',
        { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 9 } },
      ],
      ['message_stop', { type: 'message_stop' }],
    ];
    fakeAnthropic.enqueue({
      kind: 'raw',
      steps: events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    });
    const stream = anthropic().messages.stream({
      model: 'opus',
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'Perform a web search for: stayup release' }],
      tools: [webSearch as unknown as Anthropic.Tool],
    });
    const final = await stream.finalMessage();
    expect(final.content).toEqual([call, results, { type: 'text', text: 'It shipped.' }]);
  });

  it('goes back to Claude in history; other providers get the text without the blocks', async () => {
    const history = {
      max_tokens: 512,
      messages: [
        { role: 'user' as const, content: 'Search, then sum up.' },
        {
          role: 'assistant' as const,
          content: answer.content as unknown as Anthropic.ContentBlockParam[],
        },
        { role: 'user' as const, content: 'Thanks. Shorter?' },
      ],
    };
    await anthropic().messages.create({ model: 'opus', ...history });
    const claude = lastBody(fakeAnthropic).messages as { content: unknown[] }[];
    expect(claude[1]?.content).toEqual(answer.content);
    await anthropic().messages.create({ model: 'gpt', ...history });
    const gpt = lastBody(fakeOpenAI).messages as Record<string, unknown>[];
    expect(gpt[1]).toEqual({ role: 'assistant', content: 'It shipped.' });
  });

  it('a provider that cannot run the tool is skipped: alone, it is a 400 naming it', async () => {
    const calls = fakeOpenAI.requests.length;
    const failure = await ask('gpt').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Anthropic.BadRequestError);
    expect(String((failure as Error).message)).toMatch(/server tools/);
    expect(fakeOpenAI.requests).toHaveLength(calls);
  });
});
