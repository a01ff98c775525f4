import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runClassify } from './classify.js';

function buffer(): { write(text: string): void; text(): string } {
  let out = '';
  return {
    write(text: string) {
      out += text;
    },
    text: () => out,
  };
}

async function run(argv: string[], input: string) {
  const stdout = buffer();
  const stderr = buffer();
  const code = await runClassify(argv, {
    stdin: Readable.from([input]),
    stdout,
    stderr,
    nowMs: 1_700_000_000_000,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const RATE_LIMIT_LINE = JSON.stringify({
  id: 'rl',
  provider: 'openai',
  error: {
    status: 429,
    headers: { 'Retry-After': '3' },
    body: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
  },
});
const TRANSPORT_LINE = JSON.stringify({
  id: 'net',
  error: {
    message: 'fetch failed',
    name: 'TypeError',
    cause: { code: 'ECONNRESET', message: 'read ECONNRESET' },
  },
  context: { approx_tokens: 150000, context_length: 200000 },
});

describe('stayup classify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stayup-classify-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one JSON line per input with exactly the DESIGN §10.1 fields', async () => {
    const result = await run([], `${RATE_LIMIT_LINE}\n\n${TRANSPORT_LINE}\n`);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0])).toEqual([
      'id',
      'reason',
      'category',
      'retryable',
      'shouldCompress',
      'shouldRotateCredential',
      'shouldFallback',
      'repair',
      'retryAfterMs',
      'status',
      'explain',
    ]);
    expect(lines[0]).toMatchObject({
      id: 'rl',
      reason: 'rate_limit',
      retryAfterMs: 3000,
      status: 429,
      repair: null,
    });
    expect(lines[1]).toMatchObject({
      id: 'net',
      reason: 'context_overflow',
      status: null,
      retryAfterMs: null,
    });
    expect(lines[1].explain.at(-1)).toMatchObject({ step: 'disconnect', decided: true });
  });

  it('reads FILE when given', async () => {
    const file = join(dir, 'errors.jsonl');
    writeFileSync(file, `${RATE_LIMIT_LINE}\n`);
    const result = await run([file], '');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).reason).toBe('rate_limit');
  });

  it('names the bad line and exits 2 on invalid JSON, still classifying the rest', async () => {
    const result = await run([], `${RATE_LIMIT_LINE}\n{not json\n${TRANSPORT_LINE}\n`);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/line 2: invalid JSON/);
    expect(result.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('rejects a line that is not an object', async () => {
    const result = await run([], '[1,2]\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/line 1: expected a JSON object/);
  });

  it('rejects unknown flags with a clear message and exit 2', async () => {
    const result = await run(['--bogus'], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/bogus/);
    expect(result.stderr).toMatch(/usage: stayup classify/);
  });

  it('rejects more than one FILE', async () => {
    const result = await run(['a', 'b'], '');
    expect(result.code).toBe(2);
  });

  it('fails clearly on a missing FILE', async () => {
    const result = await run([join(dir, 'missing.jsonl')], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot read/);
  });

  it('fails clearly on a directory given as FILE', async () => {
    const result = await run([dir], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot read .*: it is a directory/);
  });

  it('reads a status and context counts written as text', async () => {
    const line = JSON.stringify({
      id: 'texty',
      error: { status: '400', body: { error: { message: 'bad' } } },
      context: { approx_tokens: '150000', context_length: '200000' },
    });
    const result = await run([], `${line}\n`);
    expect(result.code).toBe(0);
    // A short 400 on a session near its window: the generic-400 heuristic needs both numbers.
    expect(JSON.parse(result.stdout)).toMatchObject({
      id: 'texty',
      status: 400,
      reason: 'context_overflow',
    });
  });

  it('--pretty explains reason, category, flags, wait and the trace', async () => {
    const result = await run(['--pretty'], `${RATE_LIMIT_LINE}\n`);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^rl: rate_limit \(rate_limit\.\w+\) — HTTP 429/);
    expect(result.stdout).toMatch(/retryable yes · compress no · rotate key yes · fallback yes/);
    expect(result.stdout).toMatch(/wait: 3 s/);
    expect(result.stdout).toMatch(/→ status/);
  });

  it('--help prints usage and exits 0', async () => {
    const result = await run(['--help'], '');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/usage: stayup classify/);
  });
});
