// Gateway overhead: autocannon against the same OpenAI-compatible fake upstream three ways, in
// one run: direct, through a bare node:http pass-through proxy, and through `stayup serve`
// (provider openai-compatible pointing at the fake). Non-streamed and streamed, at 10 and 50
// connections, plus a 1-connection run for unloaded latency. Prints throughput and p50 ratios.
//
// Usage: npm run build && node bench/gateway.mjs [--duration 3] [--quick] [--api openai|anthropic]
// `--api anthropic` does the same with an Anthropic Messages fake upstream (`POST /v1/messages`,
// Claude's message body and SSE events) and a `provider: anthropic` target: the Anthropic
// pass-through path.
// Runs against dist/ (set STAYUP_DIST to use another build). Every server runs in its own child
// process so that autocannon, the proxy under test and the upstream do not share an event loop.
// STAYUP_BENCH_LOG=0 / STAYUP_BENCH_METRICS=0 turn stayup's request log / metrics off;
// STAYUP_BENCH_CONNS=1 makes the upstream report how many connections it accepted (keep-alive check).
import { execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.env.STAYUP_DIST ?? join(here, '..', 'dist'));

const STREAM_CHUNKS = 20;
/** The wire API benchmarked: the child processes read it from the environment. */
const API = process.env.STAYUP_BENCH_API ?? apiFromArgs(process.argv.slice(2));

function apiFromArgs(args) {
  const index = args.indexOf('--api');
  const api = index >= 0 ? args[index + 1] : 'openai';
  if (api !== 'openai' && api !== 'anthropic') {
    console.error(`--api must be openai or anthropic, got ${api}`);
    process.exit(2);
  }
  return api;
}

const PATH = API === 'anthropic' ? '/v1/messages' : '/v1/chat/completions';
/** What a client of that API sends (the fake upstream ignores the key; stayup checks it). */
const HEADERS =
  API === 'anthropic'
    ? {
        'content-type': 'application/json',
        'x-api-key': 'bench-gateway-key',
        'anthropic-version': '2023-06-01',
      }
    : { 'content-type': 'application/json', authorization: 'Bearer bench-gateway-key' };

const ANSWER = 'The quick brown fox jumps over the lazy dog. '.repeat(4).trim();

// ---------------------------------------------------------------------------------------------
// Child roles
// ---------------------------------------------------------------------------------------------

function completion() {
  return JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'bench-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: ANSWER },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 20, completion_tokens: 40, total_tokens: 60 },
  });
}

function sseBody() {
  const words = ANSWER.split(' ');
  const per = Math.ceil(words.length / STREAM_CHUNKS);
  let text = '';
  const frame = (delta, finish) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  text += frame({ role: 'assistant', content: '' }, null);
  for (let index = 0; index < words.length; index += per) {
    text += frame({ content: `${words.slice(index, index + per).join(' ')} ` }, null);
  }
  text += frame({}, 'stop');
  text += `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [], usage: { prompt_tokens: 20, completion_tokens: 40, total_tokens: 60 } })}\n\n`;
  return `${text}data: [DONE]\n\n`;
}

function anthropicMessage() {
  return JSON.stringify({
    id: 'msg_bench',
    type: 'message',
    role: 'assistant',
    model: 'bench-model',
    content: [{ type: 'text', text: ANSWER }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 20, output_tokens: 40 },
  });
}

function anthropicSseBody() {
  const event = (type, data) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const words = ANSWER.split(' ');
  const per = Math.ceil(words.length / STREAM_CHUNKS);
  let text = event('message_start', {
    message: {
      id: 'msg_bench',
      type: 'message',
      role: 'assistant',
      model: 'bench-model',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 20, output_tokens: 1 },
    },
  });
  text += event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  text += event('ping', {});
  for (let index = 0; index < words.length; index += per)
    text += event('content_block_delta', {
      index: 0,
      delta: { type: 'text_delta', text: `${words.slice(index, index + per).join(' ')} ` },
    });
  text += event('content_block_stop', { index: 0 });
  text += event('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: 40 },
  });
  return text + event('message_stop', {});
}

function runUpstream() {
  const plain = API === 'anthropic' ? anthropicMessage() : completion();
  const streamed = API === 'anthropic' ? anthropicSseBody() : sseBody();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body.includes('"stream":true')) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.end(streamed);
      } else {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(plain),
        });
        res.end(plain);
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  // STAYUP_BENCH_CONNS=1: report how many connections the upstream accepted (keep-alive check).
  if (process.env.STAYUP_BENCH_CONNS === '1') {
    let connections = 0;
    server.on('connection', () => connections++);
    process.on('SIGTERM', () => console.error(`upstream accepted ${connections} connections`));
  }
  return listen(server);
}

function runBareProxy(upstreamPort) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  return listen(server);
}

async function runStayup(upstreamPort) {
  const { parseConfig } = await import(pathToFileURL(join(dist, 'config', 'index.js')).href);
  const { createGateway, createGatewayLogger } = await import(
    pathToFileURL(join(dist, 'gateway', 'index.js')).href
  );
  // The default log destination (not a public export); builds before it used pino.destination.
  const { createLineBuffer } = await import(
    pathToFileURL(join(dist, 'gateway', 'line-buffer.js')).href
  ).catch(() => ({ createLineBuffer: undefined }));
  const pino = (await import('pino')).default;
  const target =
    API === 'anthropic'
      ? `provider: anthropic
        model: bench-model
        base_url: http://127.0.0.1:${upstreamPort}`
      : `provider: openai-compatible
        model: bench-model
        base_url: http://127.0.0.1:${upstreamPort}/v1`;
  const config = parseConfig(`server: { keys: ["bench-gateway-key"] }
models:
  bench:
    targets:
      - ${target}
        keys: ["sk-bench-upstream"]
`);
  // Production-like: a real JSON log line per request, written to /dev/null.
  const logger = createGatewayLogger({
    level: 'info',
    // The gateway's default stdout destination (request-log.ts), pointed at /dev/null; builds
    // without createLineBuffer used pino.destination's own buffering by default.
    destination: createLineBuffer
      ? createLineBuffer({ dest: '/dev/null' })
      : pino.destination({ dest: '/dev/null', minLength: 4096, periodicFlush: 1000 }),
  });
  // STAYUP_BENCH_LOG=0 / STAYUP_BENCH_METRICS=0 switch them off to see what they cost.
  const gateway = createGateway({
    config,
    logger: process.env.STAYUP_BENCH_LOG === '0' ? false : logger,
    ...(process.env.STAYUP_BENCH_METRICS === '0' ? { metrics: false } : {}),
  });
  const { port } = await gateway.listen(0, '127.0.0.1');
  return port;
}

function listen(server) {
  return new Promise((resolvePort) =>
    server.listen(0, '127.0.0.1', () => resolvePort(server.address().port)),
  );
}

if (process.argv[2] === '--role') {
  const role = process.argv[3];
  const upstreamPort = Number(process.argv[4]);
  const port =
    role === 'upstream'
      ? await runUpstream()
      : role === 'bare'
        ? await runBareProxy(upstreamPort)
        : await runStayup(upstreamPort);
  // Exit normally on SIGTERM so that --cpu-prof and friends can write their output.
  process.on('SIGTERM', () => process.exit(0));
  process.send?.({ port });
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------------------------

function start(role, upstreamPort = 0) {
  const child = fork(fileURLToPath(import.meta.url), ['--role', role, String(upstreamPort)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, STAYUP_BENCH_API: API },
  });
  return new Promise((resolveChild, reject) => {
    child.once('message', (message) => resolveChild({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

/**
 * Pins the processes as the machine allows (Linux `taskset`, every thread of each process): the
 * proxy under test (bare or stayup, one loaded at a time) on the last CPU, the load generator
 * (this process) and the upstream on the others, so the proxy's throughput is its own CPU's and
 * not a share fought over with autocannon. `STAYUP_BENCH_PIN=0` turns it off. Returns what was
 * done, for the report.
 */
function pinProcesses({ proxies, drivers }) {
  const cpus = availableParallelism();
  if (process.env.STAYUP_BENCH_PIN === '0') return 'not pinned (STAYUP_BENCH_PIN=0)';
  if (process.platform !== 'linux' || cpus < 2)
    return `not pinned (${cpus} CPU, ${process.platform})`;
  const last = String(cpus - 1);
  const others = cpus === 2 ? '0' : `0-${cpus - 2}`;
  const pin = (pids, list) => {
    for (const pid of pids) execFileSync('taskset', ['-a', '-p', '-c', list, String(pid)]);
  };
  const why = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
  try {
    pin(proxies, last);
  } catch (error) {
    return `not pinned (taskset: ${why(error)})`;
  }
  try {
    pin(drivers, others);
  } catch (error) {
    return `proxies pinned on CPU ${last}, autocannon and the upstream not pinned (taskset: ${why(error)})`;
  }
  return `pinned with taskset: proxies on CPU ${last}, autocannon and the upstream on CPU ${others}`;
}

/**
 * CPU time (user + system, ms) a child has used so far, from /proc (Linux; clock ticks of 10 ms).
 * Under a shared machine, CPU per request is steadier than requests per second.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function cannon(autocannon, { port, pid, body, connections, duration }) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    method: 'POST',
    headers: HEADERS,
    body,
    connections,
    duration,
    pipelining: 1,
  });
  const cpuUsedMs = cpuMs(pid) - cpuBefore;
  const cpuPerRequestUs = (cpuUsedMs * 1000) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    cpuUs: cpuPerRequestUs,
    // Share of one CPU the process used: near 100 % means the proxy, not the load, set the pace.
    busy: cpuUsedMs / (duration * 1000),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Sequential requests on one keep-alive connection: latency with µs resolution (autocannon's is 1 ms). */
async function sequential(undici, dispatcher, { port, body, count }) {
  const samples = [];
  let bad = 0;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const t0 = performance.now();
    const response = await undici.request(`http://127.0.0.1:${port}${PATH}`, {
      method: 'POST',
      dispatcher,
      headers: HEADERS,
      body,
    });
    await response.body.text();
    if (response.statusCode !== 200) bad++;
    samples.push(performance.now() - t0);
  }
  const elapsedS = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { rps: count / elapsedS, p50: at(0.5), p99: at(0.99), bad };
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

async function main() {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const durationIndex = args.indexOf('--duration');
  const duration = durationIndex >= 0 ? Number(args[durationIndex + 1]) : quick ? 1 : 3;
  const rounds = quick ? 1 : 3;
  const autocannon = (await import('autocannon')).default;
  const undici = await import('undici');

  const upstream = await start('upstream');
  const bare = await start('bare', upstream.port);
  const stayup = await start('stayup', upstream.port);
  const children = [upstream.child, bare.child, stayup.child];
  const targets = { direct: upstream.port, bare: bare.port, stayup: stayup.port };
  const pids = { direct: upstream.child.pid, bare: bare.child.pid, stayup: stayup.child.pid };
  const pinning = pinProcesses({
    proxies: [bare.child.pid, stayup.child.pid],
    drivers: [process.pid, upstream.child.pid],
  });
  try {
    // Anthropic takes the system prompt beside the messages.
    const request = (stream) =>
      JSON.stringify({
        model: 'bench',
        ...(API === 'anthropic'
          ? {
              system: 'You are a helpful assistant.',
              messages: [{ role: 'user', content: 'Write one sentence about foxes.' }],
            }
          : {
              messages: [
                { role: 'system', content: 'You are a helpful assistant.' },
                { role: 'user', content: 'Write one sentence about foxes.' },
              ],
            }),
        max_tokens: 64,
        ...(stream ? { stream: true } : {}),
      });
    const latency = [];
    const load = [];
    for (const stream of [false, true]) {
      const body = request(stream);
      // Unloaded latency: sequential requests, rounds interleaved across the three paths.
      const seq = { direct: [], bare: [], stayup: [] };
      for (let round = 0; round < rounds; round++) {
        for (const [name, port] of Object.entries(targets)) {
          const dispatcher = new undici.Agent({ connections: 1 });
          // Warm-up: a gateway runs for days, so the figure is its steady state. 100 requests left
          // stayup's per-request code partly unoptimised and its p50 0.5–1 ms high (session 18).
          await sequential(undici, dispatcher, { port, body, count: quick ? 300 : 2000 });
          seq[name].push(
            await sequential(undici, dispatcher, { port, body, count: quick ? 300 : 1000 }),
          );
          await dispatcher.close();
        }
      }
      const pick = (name) => ({
        rps: median(seq[name].map((r) => r.rps)),
        p50: median(seq[name].map((r) => r.p50)),
        p99: median(seq[name].map((r) => r.p99)),
        bad: seq[name].reduce((sum, r) => sum + r.bad, 0),
      });
      latency.push({
        mode: stream ? 'stream' : 'plain',
        direct: pick('direct'),
        bare: pick('bare'),
        stayup: pick('stayup'),
      });
      // Throughput under load: autocannon, rounds interleaved, median per path.
      for (const connections of quick ? [10] : [10, 50]) {
        const runs = { direct: [], bare: [], stayup: [] };
        for (const [name, port] of Object.entries(targets))
          await cannon(autocannon, { port, pid: pids[name], body, connections, duration: 1 });
        for (let round = 0; round < rounds; round++) {
          for (const [name, port] of Object.entries(targets))
            runs[name].push(
              await cannon(autocannon, { port, pid: pids[name], body, connections, duration }),
            );
        }
        const row = { mode: stream ? 'stream' : 'plain', connections };
        for (const name of Object.keys(targets)) {
          row[name] = {
            rps: median(runs[name].map((r) => r.rps)),
            cpuUs: median(runs[name].map((r) => r.cpuUs)),
            busy: median(runs[name].map((r) => r.busy)),
            bad: runs[name].reduce((sum, r) => sum + r.bad, 0),
          };
        }
        load.push(row);
      }
    }
    print({ latency, load, duration, rounds, pinning });
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

function print({ latency, load, duration, rounds, pinning }) {
  const f = (value, digits = 0) => value.toFixed(digits);
  console.log(
    `\nstayup gateway vs bare node:http proxy vs direct — same fake ${API === 'anthropic' ? 'Anthropic Messages' : 'OpenAI-compatible'} upstream, node ${process.version}, ${rounds} interleaved round(s), medians; ${pinning}\n`,
  );
  console.log('Unloaded latency (1 keep-alive connection, sequential requests):\n');
  console.log(
    '| mode | p50 direct | p50 bare proxy | p50 stayup | added p50 vs bare | p99 bare | p99 stayup | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of latency) {
    const added = row.stayup.p50 - row.bare.p50;
    console.log(
      `| ${row.mode} | ${f(row.direct.p50, 3)} ms | ${f(row.bare.p50, 3)} ms | ${f(row.stayup.p50, 3)} ms | +${f(added, 3)} ms | ${f(row.bare.p99, 3)} ms | ${f(row.stayup.p99, 3)} ms | ${row.direct.bad + row.bare.bad + row.stayup.bad} |`,
    );
  }
  console.log(`\nThroughput (autocannon, ${duration}s per run):\n`);
  console.log(
    '| mode | connections | direct req/s | bare proxy req/s | stayup req/s | stayup / bare | CPU/req bare | CPU/req stayup | bare / stayup CPU | CPU busy bare / stayup | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of load) {
    console.log(
      `| ${row.mode} | ${row.connections} | ${f(row.direct.rps)} | ${f(row.bare.rps)} | ${f(row.stayup.rps)} | ${f((row.stayup.rps / row.bare.rps) * 100, 1)} % | ${f(row.bare.cpuUs)} µs | ${f(row.stayup.cpuUs)} µs | ${f((row.bare.cpuUs / row.stayup.cpuUs) * 100, 1)} % | ${f(row.bare.busy * 100)} / ${f(row.stayup.busy * 100)} % | ${row.direct.bad + row.bare.bad + row.stayup.bad} |`,
    );
  }
  console.log(
    '\nCPU/req: CPU time (user + system) the proxy process used per request during the run, from /proc; on a shared machine it is steadier than req/s, and bare / stayup CPU is the throughput ratio the two would have on a dedicated core. CPU busy: the share of one CPU each proxy used during its runs (near 100 %: the proxy set the pace; well below: the load generator or the upstream did, and req/s understates the proxy).',
  );
  const worst = Math.min(...load.map((row) => row.stayup.rps / row.bare.rps));
  const worstCpu = Math.min(...load.map((row) => row.bare.cpuUs / row.stayup.cpuUs));
  const worstAdded = Math.max(...latency.map((row) => row.stayup.p50 - row.bare.p50));
  console.log(`\nworst throughput: ${f(worst * 100, 1)} % of the bare proxy (target ≥ 70 %)`);
  console.log(`worst CPU ratio: ${f(worstCpu * 100, 1)} % (bare proxy CPU per request / stayup's)`);
  console.log(`worst added p50: ${f(worstAdded, 3)} ms over the bare proxy (target ≤ 1 ms)`);
}
