/**
 * Gemini refuses a conversation whose tool call carries a thought signature it does not accept;
 * the classifier calls that `thinking_signature`, and the engine's `strip_thinking` repair must
 * resend the call without it (Gemini 3 then gets the documented skip value), over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { Client } from '../src/client/types.js';
import { RetryExhaustedError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { SKIP_THOUGHT_SIGNATURE } from '../src/providers/gemini/gemini-request.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { KEYS } from './providers-helpers.js';

/** Gemini API's answer (the Vertex form of the same text is in classify-holdout.jsonl). */
const INVALID_SIGNATURE = {
  error: {
    code: 400,
    message:
      'Unable to submit request because Thought signature is not valid.. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini',
    status: 'INVALID_ARGUMENT',
  },
};

const request: ChatRequest = {
  model: 'chat',
  messages: [
    { role: 'user', content: 'What is the weather in Paris?' },
    {
      role: 'assistant',
      content: [
        { type: 'thinking', text: 'I should call the tool.', signature: 'stale-thought' },
        {
          type: 'tool_call',
          id: 'call_1',
          name: 'get_weather',
          arguments: '{"city":"Paris"}',
          signature: 'stale-signature',
        },
      ],
    },
    { role: 'user', content: [{ type: 'tool_result', toolCallId: 'call_1', content: 'Sunny' }] },
  ],
  tools: [
    {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
};

/** The `thoughtSignature` of every functionCall part of a Gemini request body. */
function callSignatures(body: unknown): unknown[] {
  const contents = (body as { contents: { parts: Record<string, unknown>[] }[] }).contents;
  return contents.flatMap((content) =>
    content.parts.filter((part) => 'functionCall' in part).map((part) => part.thoughtSignature),
  );
}

let gemini: FakeProvider;
let client: Client;

beforeAll(async () => {
  gemini = await startFakeProvider({ wire: 'gemini' });
  client = createClient({
    models: {
      chat: {
        targets: [
          {
            provider: 'gemini',
            model: 'gemini-3-pro-preview',
            baseUrl: gemini.url,
            keys: [KEYS.gemini],
          },
        ],
      },
    },
    breaker: false,
    budget: false,
    clock: new ManualClock(),
    random: seededRandom(3),
  });
});
afterAll(async () => {
  await client.close();
  await gemini.close();
});

describe('a Gemini thought-signature refusal', () => {
  it('is repaired by resending the tool call without its signature', async () => {
    gemini.enqueue(
      { kind: 'error', status: 400, body: INVALID_SIGNATURE },
      { kind: 'reply', reply: { text: 'It is sunny in Paris.' } },
    );
    const result = await client.chat(request);

    expect(result.content).toEqual([{ type: 'text', text: 'It is sunny in Paris.' }]);
    expect(gemini.requests).toHaveLength(2);
    expect(callSignatures(gemini.requests[0]?.body)).toEqual(['stale-signature']);
    expect(callSignatures(gemini.requests[1]?.body)).toEqual([SKIP_THOUGHT_SIGNATURE]);
    const first = result.attempts[0];
    expect([first?.classification.reason, first?.action]).toEqual(['thinking_signature', 'repair']);
  });

  it('stops after the repair when the target refuses again, instead of retrying it', async () => {
    const before = gemini.requests.length;
    gemini.enqueue(
      { kind: 'error', status: 400, body: INVALID_SIGNATURE },
      { kind: 'error', status: 400, body: INVALID_SIGNATURE },
    );
    // A third call would get the fake's default answer (a reply): the request must not make it.
    const error = await client.chat(request).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(RetryExhaustedError);
    const exhausted = error as RetryExhaustedError;
    expect(exhausted.stopReason).toBe('not_retryable');
    expect(exhausted.attempts.map((attempt) => attempt.action)).toEqual(['repair', 'fail']);
    expect(gemini.requests.length - before).toBe(2);
  });
});
