import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../core/errors.js';
import type { StreamEvent } from '../../core/model.js';
import { assembleStream } from './assemble-stream.js';
import { nonJsonAnswer } from './sse-answer.js';

const source = { provider: 'anthropic', model: 'claude' };

async function* eventsOf(events: readonly StreamEvent[]): AsyncGenerator<StreamEvent> {
  yield* events;
}

describe('assembleStream', () => {
  it('joins deltas into parts in stream order, signatures closing thinking', async () => {
    const response = await assembleStream(
      eventsOf([
        {
          type: 'start',
          id: 'msg_1',
          model: 'claude-x',
          requestId: 'req_1',
          usage: { inputTokens: 5, outputTokens: 0 },
        },
        { type: 'thinking', text: 'Let me ' },
        { type: 'thinking', text: 'think.' },
        { type: 'thinking', text: '', signature: 'sig-1' },
        { type: 'thinking', text: '', signature: 'opaque', redacted: true },
        { type: 'text', text: 'Checking' },
        { type: 'text', text: ' now.' },
        { type: 'tool_call', index: 0, id: 'toolu_1', name: 'weather', argumentsDelta: '' },
        { type: 'tool_call', index: 0, argumentsDelta: '{"city":' },
        { type: 'tool_call', index: 1, id: 'toolu_2', name: 'time', argumentsDelta: '' },
        { type: 'tool_call', index: 0, argumentsDelta: '"Paris"}' },
        { type: 'provider_block', provider: 'anthropic', block: { type: 'server_tool_use' } },
        {
          type: 'finish',
          finishReason: 'tool_calls',
          anthropicStop: { reason: 'tool_use', sequence: null },
          usage: { inputTokens: 5, outputTokens: 9 },
        },
      ]),
      { source, requestId: undefined },
    );
    expect(response).toEqual({
      id: 'msg_1',
      model: 'claude-x',
      requestId: 'req_1',
      content: [
        { type: 'thinking', text: 'Let me think.', signature: 'sig-1' },
        { type: 'thinking', text: '', signature: 'opaque', redacted: true },
        { type: 'text', text: 'Checking now.' },
        { type: 'tool_call', id: 'toolu_1', name: 'weather', arguments: '{"city":"Paris"}' },
        { type: 'tool_call', id: 'toolu_2', name: 'time', arguments: '{}' },
        { type: 'provider_block', provider: 'anthropic', block: { type: 'server_tool_use' } },
      ],
      finishReason: 'tool_calls',
      anthropicStop: { reason: 'tool_use', sequence: null },
      usage: { inputTokens: 5, outputTokens: 9 },
    });
  });

  it('keeps whole signed thinking parts apart (Gemini sends each thought whole)', async () => {
    const response = await assembleStream(
      eventsOf([
        { type: 'thinking', text: 'one', signature: 's1' },
        { type: 'thinking', text: 'two', signature: 's2' },
        { type: 'finish', finishReason: 'stop' },
      ]),
      { source, requestId: 'req_2' },
    );
    expect(response.content).toEqual([
      { type: 'thinking', text: 'one', signature: 's1' },
      { type: 'thinking', text: 'two', signature: 's2' },
    ]);
    expect(response).toMatchObject({
      id: '',
      model: 'claude',
      requestId: 'req_2',
      usage: { inputTokens: 0, outputTokens: 0 },
    });
  });

  it('reads a stream without a finish as a premature close', async () => {
    const failure = await assembleStream(eventsOf([{ type: 'text', text: 'Hi' }]), {
      source,
      requestId: undefined,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('premature close');
  });
});

describe('nonJsonAnswer', () => {
  it('reads a JSON body with an SSE terminator glued on', () => {
    expect(nonJsonAnswer('{"id":"x"}data: [DONE]', 'text/event-stream')).toEqual({
      kind: 'json',
      json: { id: 'x' },
      text: '{"id":"x"}',
    });
    expect(nonJsonAnswer('\n{"id":"x"}\n\ndata:[DONE]\n\n', 'application/json')).toMatchObject({
      kind: 'json',
      json: { id: 'x' },
    });
  });

  it('tells an event stream by its content type or its first field', () => {
    expect(nonJsonAnswer('data: {"a":1}\n\n', 'application/json')).toEqual({
      kind: 'event-stream',
    });
    expect(nonJsonAnswer('event: message_start\ndata: {}\n\n', '')).toEqual({
      kind: 'event-stream',
    });
    expect(nonJsonAnswer(': keep-alive\n\ndata: {}\n\n', '')).toEqual({ kind: 'event-stream' });
    expect(nonJsonAnswer('<html>502</html>', 'text/event-stream')).toEqual({
      kind: 'event-stream',
    });
  });

  it('leaves anything else alone', () => {
    expect(nonJsonAnswer('<html>502</html>', 'text/html')).toBeUndefined();
    expect(nonJsonAnswer('{"id":"x"', 'application/json')).toBeUndefined();
    expect(nonJsonAnswer('{"id":"x"}data: [DONE] tail', 'application/json')).toBeUndefined();
  });
});
