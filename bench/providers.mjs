#!/usr/bin/env node
/**
 * Provider adapter overhead: stayup's streamed OpenAI-compatible and Anthropic adapters against a
 * direct undici stream from the same fake server, in the same run. Prints ratios.
 *
 *   npx tsc -p tsconfig.build.json && node bench/providers.mjs [--iterations 400] [--events 200]
 *
 * The fake server runs in a child process so its CPU is not charged to the client.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Agent } from 'undici';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '400' },
    events: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '60' },
  },
});
const ITERATIONS = Number(values.iterations);
const EVENTS = Number(values.events);
const WARMUP = Number(values.warmup);

const { createOpenAICompatibleAdapter } = await import(
  '../dist/providers/openai-compatible/index.js'
);
const { createAnthropicAdapter } = await import('../dist/providers/anthropic/index.js');

// ------------------------------------------------------------------ fake server (child process)
const SERVER = `
import { createServer } from 'node:http';
const EVENTS = ${EVENTS};
const openai = (text) => 'data: ' + JSON.stringify({ id: 'chatcmpl-b', object: 'chat.completion.chunk', created: 1, model: 'gpt-b', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] }) + '\\n\\n';
const anthropic = (text) => 'event: content_block_delta\\ndata: ' + JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }) + '\\n\\n';
const OPENAI_FIRST = openai('Hello');
const OPENAI_REST = Array.from({ length: EVENTS - 1 }, (_, i) => openai(' tok' + i)).join('') +
  'data: ' + JSON.stringify({ id: 'chatcmpl-b', object: 'chat.completion.chunk', created: 1, model: 'gpt-b', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) + '\\n\\ndata: [DONE]\\n\\n';
const ANTHROPIC_FIRST = 'event: message_start\\ndata: ' + JSON.stringify({ type: 'message_start', message: { id: 'msg_b', type: 'message', role: 'assistant', model: 'claude-b', content: [], usage: { input_tokens: 5, output_tokens: 1 } } }) + '\\n\\n' +
  'event: content_block_start\\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\\n\\n' + anthropic('Hello');
const ANTHROPIC_REST = Array.from({ length: EVENTS - 1 }, (_, i) => anthropic(' tok' + i)).join('') +
  'event: content_block_stop\\ndata: {"type":"content_block_stop","index":0}\\n\\n' +
  'event: message_delta\\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":' + EVENTS + '}}\\n\\n' +
  'event: message_stop\\ndata: {"type":"message_stop"}\\n\\n';
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const isAnthropic = req.url.startsWith('/v1/messages');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(isAnthropic ? ANTHROPIC_FIRST : OPENAI_FIRST);
    setImmediate(() => res.end(isAnthropic ? ANTHROPIC_REST : OPENAI_REST));
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;
const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [portLine] = await once(child.stdout, 'data');
const port = Number(String(portLine).trim());
const origin = `http://127.0.0.1:${port}`;

// ------------------------------------------------------------------ clients
const agent = new Agent({ keepAliveTimeout: 60_000 });
const openaiBody = JSON.stringify({
  model: 'gpt-b',
  messages: [{ role: 'user', content: 'Hi' }],
  stream: true,
  stream_options: { include_usage: true },
});
const anthropicBody = JSON.stringify({
  model: 'claude-b',
  max_tokens: 100,
  messages: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
  stream: true,
});

/** Direct undici: bytes only, no parsing (the floor any client pays). */
async function direct(path, body) {
  const start = performance.now();
  const response = await agent.request({
    origin,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body,
  });
  let first = 0;
  for await (const _chunk of response.body) {
    if (first === 0) first = performance.now() - start;
  }
  return { ttftMs: first, totalMs: performance.now() - start };
}

const request = { model: 'chat', messages: [{ role: 'user', content: 'Hi' }] };
const credential = { id: 'key#1', index: 0, secret: 'k' };
const openaiAdapter = createOpenAICompatibleAdapter({ baseUrl: `${origin}/v1` });
const anthropicAdapter = createAnthropicAdapter({ baseUrl: origin });

async function viaStayup(adapter, model) {
  const start = performance.now();
  let first = 0;
  let texts = 0;
  const signal = new AbortController().signal;
  for await (const event of adapter.stream(request, { signal, model, credential })) {
    if (event.type === 'text') {
      texts++;
      if (first === 0) first = performance.now() - start;
    }
  }
  if (texts !== EVENTS) throw new Error(`expected ${EVENTS} text events, got ${texts}`);
  return { ttftMs: first, totalMs: performance.now() - start };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs both paths alternately (same conditions for each), then summarises. */
async function measurePair(label, baseRun, oursRun) {
  for (let index = 0; index < WARMUP; index++) {
    await baseRun();
    await oursRun();
  }
  const samples = {
    base: { ttft: [], total: [], cpuUs: 0 },
    ours: { ttft: [], total: [], cpuUs: 0 },
  };
  for (let index = 0; index < ITERATIONS; index++) {
    for (const [key, run] of index % 2 === 0
      ? [
          ['base', baseRun],
          ['ours', oursRun],
        ]
      : [
          ['ours', oursRun],
          ['base', baseRun],
        ]) {
      // Streams start on a fresh turn of the event loop, as separate requests do in practice
      // (back-to-back dispatch in the same turn measures undici's pool bookkeeping instead).
      await new Promise((resolve) => setImmediate(resolve));
      const cpuStart = process.cpuUsage();
      const result = await run();
      const cpu = process.cpuUsage(cpuStart);
      samples[key].ttft.push(result.ttftMs);
      samples[key].total.push(result.totalMs);
      samples[key].cpuUs += cpu.user + cpu.system;
    }
  }
  const summary = (name, sample) => ({
    name,
    ttftMs: median(sample.ttft),
    totalMs: median(sample.total),
    cpuPerStreamMs: sample.cpuUs / 1000 / ITERATIONS,
  });
  return {
    label,
    base: summary(`${label} direct undici`, samples.base),
    ours: summary(`${label} stayup adapter`, samples.ours),
  };
}

const rows = [];
for (const [label, path, body, adapter, model] of [
  ['openai', '/v1/chat/completions', openaiBody, openaiAdapter, 'gpt-b'],
  ['anthropic', '/v1/messages', anthropicBody, anthropicAdapter, 'claude-b'],
]) {
  rows.push(
    await measurePair(
      label,
      () => direct(path, body),
      () => viaStayup(adapter, model),
    ),
  );
}

const fmt = (value, digits = 3) => value.toFixed(digits);
console.log(
  `provider adapters: ${ITERATIONS} streams × ${EVENTS} events each (median; CPU per stream)`,
);
console.log('wire       | path              | TTFT ms | total ms | CPU ms/stream');
for (const { label, base, ours } of rows) {
  for (const row of [base, ours]) {
    console.log(
      `${label.padEnd(10)} | ${row.name.replace(`${label} `, '').padEnd(17)} | ${fmt(row.ttftMs).padStart(7)} | ${fmt(row.totalMs).padStart(8)} | ${fmt(row.cpuPerStreamMs).padStart(8)}`,
    );
  }
}
console.log('');
for (const { label, base, ours } of rows) {
  const addedTtftUs = (ours.ttftMs - base.ttftMs) * 1000;
  const perEventUs = ((ours.cpuPerStreamMs - base.cpuPerStreamMs) * 1000) / EVENTS;
  console.log(
    `${label}: TTFT ratio ${fmt(ours.ttftMs / base.ttftMs, 2)}× (+${fmt(addedTtftUs, 0)} µs); ` +
      `total ratio ${fmt(ours.totalMs / base.totalMs, 2)}×; CPU ratio ${fmt(ours.cpuPerStreamMs / base.cpuPerStreamMs, 2)}×; ` +
      `added CPU per event ${fmt(perEventUs, 2)} µs`,
  );
}

await openaiAdapter.close();
await anthropicAdapter.close();
await agent.close();
child.kill();
