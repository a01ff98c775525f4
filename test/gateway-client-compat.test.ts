/**
 * What popular clients send that a strict gateway used to refuse, through the gateway with the
 * real `openai` client: SillyTavern's `top_k: 0` and sampling penalties, Continue's long stop list,
 * Cline's LiteLLM switches and thinking, Continue's Predicted Outputs, Open WebUI's Ollama knobs;
 * and OpenAI-range sampling reaching Claude in a form it takes (temperature up to 1, never with
 * `top_p`).
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from './fakes/index.js';
import {
  type FakeGateway,
  GATEWAY_KEY,
  lastBody,
  startFakeGateway,
} from './support/fake-gateway.js';

let fakeOpenAI: FakeProvider;
let fakeAnthropic: FakeProvider;
let fakeGemini: FakeProvider;
let upstreams: FakeGateway;
let baseURL: string;

beforeAll(async () => {
  upstreams = await startFakeGateway({
    reply: 'ok',
    models: ({ openai, anthropic, gemini, keys }) => `  gpt:
    targets:
      - { provider: openai, model: gpt-4o, base_url: "${openai.baseUrl}", keys: ${keys} }
  vllm:
    targets:
      - { provider: vllm, model: qwen3, base_url: "${openai.baseUrl}" }
  claude:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  opus:
    targets:
      - { provider: anthropic, model: claude-opus-4-7, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  gemini-2-0:
    targets:
      - { provider: gemini, model: gemini-2.0-flash, base_url: "${gemini.baseUrl}", keys: ${keys} }
  gemini:
    targets:
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${gemini.baseUrl}", keys: ${keys} }
`,
  });
  ({ openai: fakeOpenAI, anthropic: fakeAnthropic, gemini: fakeGemini, baseURL } = upstreams);
});

afterAll(() => upstreams.close());

const openai = () => new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });

/** Sends `extra` (fields the SDK's types may not know) to `model`. */
async function ask(model: string, extra: Record<string, unknown>): Promise<void> {
  const completion = await openai().chat.completions.create({
    model,
    messages: [{ role: 'user', content: 'Hi' }],
    ...extra,
  } as OpenAI.ChatCompletionCreateParamsNonStreaming);
  expect(completion.choices[0]?.message.content).toBe('ok');
}

describe('sampling controls reach the providers that have them', () => {
  it('top_k: 0 is unset (SillyTavern sends it on every request)', async () => {
    await ask('claude', { top_k: 0 });
    expect(lastBody(fakeAnthropic)).not.toHaveProperty('top_k');
  });

  it('top_k reaches Claude, Gemini and open-weight servers; OpenAI goes without it', async () => {
    await ask('claude', { top_k: 40 });
    expect(lastBody(fakeAnthropic).top_k).toBe(40);
    await ask('gemini', { top_k: 40 });
    expect((lastBody(fakeGemini).generationConfig as Record<string, unknown>).topK).toBe(40);
    await ask('vllm', { top_k: 40 });
    expect(lastBody(fakeOpenAI)).toMatchObject({ model: 'qwen3', top_k: 40 });
    await ask('gpt', { top_k: 40 });
    expect(lastBody(fakeOpenAI)).not.toHaveProperty('top_k');
  });

  it('penalties reach OpenAI-compatible targets; Claude and Gemini (2.5+ answer 400) go without', async () => {
    const penalties = { presence_penalty: 0.5, frequency_penalty: -0.25 };
    await ask('gpt', penalties);
    expect(lastBody(fakeOpenAI)).toMatchObject(penalties);
    await ask('gemini', penalties);
    expect(lastBody(fakeGemini).generationConfig ?? {}).not.toHaveProperty('presencePenalty');
    await ask('claude', penalties);
    expect(lastBody(fakeAnthropic)).not.toHaveProperty('presence_penalty');
  });

  it('Opus 4.7 gets no sampling at all (it refuses temperature, top_p and top_k)', async () => {
    await ask('opus', { temperature: 0.3, top_k: 20 });
    const body = lastBody(fakeAnthropic);
    for (const field of ['temperature', 'top_p', 'top_k']) expect(body).not.toHaveProperty(field);
  });

  it('OpenAI-range sampling reaches Claude as it takes it: temperature ≤ 1, never beside top_p', async () => {
    await ask('claude', { temperature: 1.5, top_p: 1 });
    const body = lastBody(fakeAnthropic);
    expect(body.temperature).toBe(1);
    expect(body).not.toHaveProperty('top_p');
    await ask('claude', { top_p: 0.9 });
    expect(lastBody(fakeAnthropic).top_p).toBe(0.9);
    // OpenAI gets both as sent.
    await ask('gpt', { temperature: 1.5, top_p: 1 });
    expect(lastBody(fakeOpenAI)).toMatchObject({ temperature: 1.5, top_p: 1 });
  });
});

describe('client quirks', () => {
  const stops = ['</s>', '<|im_end|>', '[/INST]', 'USER:', '\n\n\n', '###'];

  it('a long stop list (Continue) keeps what each provider takes: OpenAI 4, Gemini 5, Claude all', async () => {
    await ask('gpt', { stop: stops });
    expect(lastBody(fakeOpenAI).stop).toEqual(stops.slice(0, 4));
    await ask('gemini', { stop: stops });
    expect(
      (lastBody(fakeGemini).generationConfig as Record<string, unknown>).stopSequences,
    ).toEqual(stops.slice(0, 5));
    await ask('claude', { stop: stops });
    expect(lastBody(fakeAnthropic).stop_sequences).toEqual(stops);
  });

  it('LiteLLM switches (Cline) and Ollama knobs (Open WebUI) are accepted and not forwarded', async () => {
    const extra = {
      drop_params: true,
      litellm_session_id: 'cline-01J9Z',
      keep_alive: '5m',
      num_ctx: 8192,
    };
    await ask('gpt', extra);
    const body = lastBody(fakeOpenAI);
    for (const field of Object.keys(extra)) expect(body).not.toHaveProperty(field);
  });

  it('Predicted Outputs (Continue’s edits) reach OpenAI; other providers go without the hint', async () => {
    const prediction = { type: 'content', content: 'const answer = 42;' };
    await ask('gpt', { prediction });
    expect(lastBody(fakeOpenAI).prediction).toEqual(prediction);
    await ask('claude', { prediction });
    expect(lastBody(fakeAnthropic)).not.toHaveProperty('prediction');
  });

  it('hints go only where the model takes them: OpenAI ids ≤ 64 characters, effort and verbosity to reasoning models, thinking to Gemini 2.5+', async () => {
    await ask('gpt', {
      prompt_cache_key: 'k'.repeat(73),
      safety_identifier: 's'.repeat(65),
      reasoning_effort: 'high',
      verbosity: 'low',
    });
    const body = lastBody(fakeOpenAI);
    expect(body.model).toBe('gpt-4o');
    for (const field of ['prompt_cache_key', 'safety_identifier', 'reasoning_effort', 'verbosity'])
      expect(body).not.toHaveProperty(field);
    await ask('gemini-2-0', { reasoning_effort: 'high' });
    expect(lastBody(fakeGemini).generationConfig ?? {}).not.toHaveProperty('thinkingConfig');
  });

  it('top_k and an effort: Claude keeps the top_k and goes without thinking (it refuses the two together)', async () => {
    await ask('claude', { top_k: 20, reasoning_effort: 'high' });
    const body = lastBody(fakeAnthropic);
    expect(body.top_k).toBe(20);
    expect(body).not.toHaveProperty('thinking');
  });

  it('Anthropic thinking without max_tokens (Cline) leaves the answer room above the budget', async () => {
    await ask('claude', { thinking: { type: 'enabled', budget_tokens: 10_000 } });
    const body = lastBody(fakeAnthropic);
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 10_000 });
    expect(body.max_tokens).toBe(4096 + 10_000);
  });

  it('Anthropic thinking in the OpenAI shape (Cline’s LiteLLM provider) reaches Claude', async () => {
    await ask('claude', {
      max_tokens: 8000,
      thinking: { type: 'enabled', budget_tokens: 4000, display: 'summarized' },
    });
    expect(lastBody(fakeAnthropic).thinking).toEqual({
      type: 'enabled',
      budget_tokens: 4000,
      display: 'summarized',
    });
  });

  it('a Responses API client (the Agents SDK default) gets a 404 that says what to use instead', async () => {
    const response = await fetch(`${baseURL}/v1/responses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt', input: 'Hi' }),
    });
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toMatch(/not the Responses API/);
    expect(error.message).toMatch(/POST \/v1\/chat\/completions/);
  });

  it('out-of-range values are still a 400 naming the field', async () => {
    for (const [extra, param] of [
      [{ top_k: -1 }, 'top_k'],
      [{ presence_penalty: 3 }, 'presence_penalty'],
      [{ stop: Array.from({ length: 65 }, (_, index) => `s${index}`) }, 'stop'],
    ] as const) {
      const response = await fetch(`${baseURL}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'gpt',
          messages: [{ role: 'user', content: 'x' }],
          ...extra,
        }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { param: string } }).error.param).toBe(param);
    }
  });
});
