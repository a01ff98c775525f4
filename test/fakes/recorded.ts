/**
 * Recorded real provider responses (scrubbed, long signatures shortened), used to check that the
 * adapters read what providers really send. Sources: the AI SDK's recorded fixtures
 * (vercel/ai `packages/{anthropic,google}/src/__fixtures__`) and OpenAI's documented stream shape.
 * @module
 */

/** Anthropic `anthropic-text.chunks.txt`: one JSON data payload per SSE event, ping included. */
export const ANTHROPIC_TEXT_STREAM: readonly unknown[] = [
  {
    type: 'message_start',
    message: {
      model: 'claude-sonnet-4-5-20250929',
      id: 'msg_01QC4g3HwBThD4BaNtBckFDJ',
      type: 'message',
      role: 'assistant',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: 12,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
        output_tokens: 1,
        service_tier: 'standard',
      },
    },
  },
  { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
  { type: 'ping' },
  { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hello' } },
  { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '! I' } },
  {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'text_delta', text: "'m doing well, thank you for asking" },
  },
  { type: 'content_block_stop', index: 0 },
  {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: {
      input_tokens: 12,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: 30,
    },
  },
  { type: 'message_stop' },
];

/** Anthropic `issue-13430-thinking-tool-call.json`: thinking with signature, then a tool call. */
export const ANTHROPIC_THINKING_TOOL_CALL = {
  model: 'claude-sonnet-4-6',
  id: 'msg_011CfWBu94HWxZXjXK6ZhEXM',
  type: 'message',
  role: 'assistant',
  content: [
    {
      type: 'thinking',
      thinking: 'The user wants me to call checkSandboxErrors immediately.',
      signature: 'Eq4CCpIBCBIYAipAM+SGYGx7V1aPBT2LXi5M54elabwLjKMzxMZ7dQBpCn7jCn2ZkTBMgSLasCPWFF==',
    },
    {
      type: 'tool_use',
      id: 'toolu_017R7ACrx7NF7sLDDtvdQ1u9',
      name: 'checkSandboxErrors',
      input: {},
      caller: { type: 'direct' },
    },
  ],
  container: null,
  stop_reason: 'tool_use',
  stop_sequence: null,
  usage: {
    input_tokens: 599,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: 59,
    service_tier: 'standard',
  },
} as const;

/** Gemini `google-tool-call-gemini3.json`: a function call with a thought signature. */
export const GEMINI3_TOOL_CALL = {
  candidates: [
    {
      content: {
        parts: [
          {
            functionCall: { name: 'weather', args: { location: 'San Francisco' } },
            thoughtSignature: 'Eqo+Cqc+Ab4+9vtgONaaz6qwy6WXdp7gCd2w0X+Wz2gaBgY0Gv6A12JKo0y5vQwf9YQ',
          },
        ],
        role: 'model',
      },
      finishReason: 'STOP',
      index: 0,
      finishMessage: 'Model generated function call(s).',
    },
  ],
  usageMetadata: {
    promptTokenCount: 29,
    candidatesTokenCount: 15,
    totalTokenCount: 1845,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: 29 }],
    thoughtsTokenCount: 1801,
  },
  modelVersion: 'gemini-3-pro-preview',
  responseId: 'JniLacKqGqH0xs0P0O776As',
} as const;

/** Gemini `google-tool-call-gemini3.chunks.txt`: the same call streamed, then an empty final chunk. */
export const GEMINI3_TOOL_CALL_STREAM: readonly unknown[] = [
  {
    candidates: [
      {
        content: {
          parts: [
            {
              functionCall: { name: 'weather', args: { location: 'San Francisco' } },
              thoughtSignature: 'EpEgCo4gAb4+9vvWwdN+NkNiCCwrqvFI8uf9IiD2A47Bm4Sga0kUTm4e',
            },
          ],
          role: 'model',
        },
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: 29,
      candidatesTokenCount: 15,
      totalTokenCount: 848,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 29 }],
      thoughtsTokenCount: 804,
    },
    modelVersion: 'gemini-3-pro-preview',
    responseId: 'QHiLaa6LBrb8vdIPoNztsAg',
  },
  {
    candidates: [
      { content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 },
    ],
    usageMetadata: {
      promptTokenCount: 29,
      candidatesTokenCount: 15,
      totalTokenCount: 848,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 29 }],
      thoughtsTokenCount: 804,
    },
    modelVersion: 'gemini-3-pro-preview',
    responseId: 'QHiLaa6LBrb8vdIPoNztsAg',
  },
];

/** OpenAI chat completion chunks with a streamed tool call (documented shape, `include_usage`). */
export const OPENAI_TOOL_CALL_STREAM: readonly unknown[] = [
  {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion.chunk',
    created: 1741570283,
    model: 'gpt-4o-2024-08-06',
    service_tier: 'default',
    system_fingerprint: 'fp_eb9dce56a8',
    choices: [
      {
        index: 0,
        delta: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              index: 0,
              id: 'call_DdmO9pD3xa9XTPNJ32zg2hcA',
              type: 'function',
              function: { name: 'get_weather', arguments: '' },
            },
          ],
          refusal: null,
        },
        logprobs: null,
        finish_reason: null,
      },
    ],
    usage: null,
  },
  {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion.chunk',
    created: 1741570283,
    model: 'gpt-4o-2024-08-06',
    choices: [
      {
        index: 0,
        delta: { tool_calls: [{ index: 0, function: { arguments: '{"' } }] },
        finish_reason: null,
      },
    ],
    usage: null,
  },
  {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion.chunk',
    created: 1741570283,
    model: 'gpt-4o-2024-08-06',
    choices: [
      {
        index: 0,
        delta: { tool_calls: [{ index: 0, function: { arguments: 'location":"Paris"}' } }] },
        finish_reason: null,
      },
    ],
    usage: null,
  },
  {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion.chunk',
    created: 1741570283,
    model: 'gpt-4o-2024-08-06',
    choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: 'tool_calls' }],
    usage: null,
  },
  {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion.chunk',
    created: 1741570283,
    model: 'gpt-4o-2024-08-06',
    choices: [],
    usage: {
      prompt_tokens: 50,
      completion_tokens: 15,
      total_tokens: 65,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    },
  },
];

/** SSE framing of recorded payloads: `event: <type>` lines for Anthropic, `data:` only elsewhere. */
export function sseOf(
  payloads: readonly unknown[],
  options: { readonly named?: boolean; readonly done?: boolean } = {},
): string[] {
  const frames = payloads.map((payload) => {
    const data = `data: ${JSON.stringify(payload)}\n\n`;
    const type = (payload as { type?: unknown }).type;
    return options.named && typeof type === 'string' ? `event: ${type}\n${data}` : data;
  });
  if (options.done) frames.push('data: [DONE]\n\n');
  return frames;
}
