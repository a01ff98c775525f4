/**
 * `stayup classify [FILE] [--pretty]` (DESIGN §10.1): JSON Lines of error descriptors in, one
 * classification per line out.
 * @module
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { classifyError } from '../../core/classify/classify.js';
import { errorFromDescriptor } from '../../core/classify/error-from-descriptor.js';
import type { Classification, ClassifyContext } from '../../core/classify/types.js';

/** Where the command writes. Anything with `write(text)` works (process streams, test buffers). */
export interface TextWriter {
  write(text: string): unknown;
  once?(event: 'drain' | 'error', listener: (...args: unknown[]) => void): unknown;
}

/** Injected streams and clock, for in-process tests. Defaults: the process's own. */
export interface ClassifyCommandIo {
  readonly stdin?: NodeJS.ReadableStream | AsyncIterable<string | Uint8Array> | undefined;
  readonly stdout?: TextWriter | undefined;
  readonly stderr?: TextWriter | undefined;
  /** Milliseconds since the epoch, used to turn absolute reset times into waits. */
  readonly nowMs?: number | undefined;
}

const USAGE = `usage: stayup classify [FILE] [--pretty]

Reads JSON Lines (FILE, or stdin when FILE is absent or "-"). Each line is an object:
  {"id": "...", "provider": "...", "model": "...",
   "error": {"status", "headers", "body", "message", "name", "code", "cause"},
   "context": {"approx_tokens", "context_length", "num_messages"}}
and prints one JSON line per input:
  {"id","reason","category","retryable","shouldCompress","shouldRotateCredential",
   "shouldFallback","repair","retryAfterMs","status","explain"}

options:
  --pretty    print a human explanation instead of JSON
  -h, --help  show this help
`;

function numberField(record: Record<string, unknown>, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    // A count written as text ("150000") counts too.
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  }
  return undefined;
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function contextOf(line: Record<string, unknown>, nowMs: number): ClassifyContext {
  const raw = line.context;
  const context = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    provider: stringField(line, 'provider'),
    model: stringField(line, 'model'),
    approxTokens: numberField(context, 'approx_tokens', 'approxTokens'),
    contextLength: numberField(context, 'context_length', 'contextLength'),
    numMessages: numberField(context, 'num_messages', 'numMessages'),
    nowMs,
  };
}

/** The DESIGN §10.1 output record, in its documented field order. */
function outputRecord(id: unknown, classification: Classification): Record<string, unknown> {
  return {
    id: id ?? null,
    reason: classification.reason,
    category: classification.category,
    retryable: classification.retryable,
    shouldCompress: classification.shouldCompress,
    shouldRotateCredential: classification.shouldRotateCredential,
    shouldFallback: classification.shouldFallback,
    repair: classification.repair ?? null,
    retryAfterMs: classification.retryAfterMs ?? null,
    status: classification.status ?? null,
    explain: classification.explain,
  };
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

function formatWait(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 120_000) return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 2)} s`;
  if (ms < 7_200_000) return `${(ms / 60_000).toFixed(1)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

/** The `--pretty` rendering: reason, category, flags, wait, repair, message and the trace. */
export function formatPretty(id: unknown, classification: Classification): string {
  const c = classification;
  const lines: string[] = [];
  const label = typeof id === 'string' || typeof id === 'number' ? `${id}: ` : '';
  lines.push(
    `${label}${c.reason} (${c.category})${c.status === undefined ? '' : ` — HTTP ${c.status}`}${c.code === undefined ? '' : ` code ${c.code}`}`,
  );
  lines.push(
    `  retryable ${yesNo(c.retryable)} · compress ${yesNo(c.shouldCompress)} · rotate key ${yesNo(c.shouldRotateCredential)} · fallback ${yesNo(c.shouldFallback)}`,
  );
  if (c.retryAfterMs !== undefined || c.resetAt !== undefined) {
    const reset =
      c.resetAt === undefined ? '' : ` (resets at ${new Date(c.resetAt).toISOString()})`;
    lines.push(
      `  wait: ${c.retryAfterMs === undefined ? 'unknown' : formatWait(c.retryAfterMs)}${reset}`,
    );
  }
  if (c.repair !== undefined) {
    const detail =
      c.repair.kind === 'lower_max_tokens'
        ? ` → max_tokens ${c.repair.maxTokens}`
        : c.repair.kind === 'drop_beta' && c.repair.beta !== undefined
          ? ` → ${c.repair.beta}`
          : '';
    lines.push(`  repair: ${c.repair.kind}${detail}`);
  }
  if (c.upstreamProvider !== undefined) lines.push(`  upstream provider: ${c.upstreamProvider}`);
  lines.push(`  message: ${c.message}`);
  lines.push('  why:');
  for (const step of c.explain) {
    const mark = step.decided ? '→' : ' ';
    const where = step.field === undefined ? '' : ` ${step.field}`;
    const what = step.matched === undefined ? '' : ` ${JSON.stringify(step.matched)}`;
    lines.push(`   ${mark} ${step.step.padEnd(10)} ${step.rule}${where}${what}`);
  }
  return `${lines.join('\n')}\n`;
}

async function* linesOf(
  source: NodeJS.ReadableStream | AsyncIterable<string | Uint8Array>,
): AsyncGenerator<string> {
  const reader = createInterface({
    input: source as NodeJS.ReadableStream,
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of reader) yield line;
}

/**
 * Runs `stayup classify`. Returns the exit code: 0 on success, 2 on bad usage or a bad input
 * line (each bad line is named on stderr; the other lines are still classified).
 */
export async function runClassify(
  argv: readonly string[],
  io: ClassifyCommandIo = {},
): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  let pretty = false;
  let file: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { pretty: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      stdout.write(USAGE);
      return 0;
    }
    if (positionals.length > 1) {
      stderr.write(
        `stayup classify: expected at most one FILE, got ${positionals.length}\n\n${USAGE}`,
      );
      return 2;
    }
    pretty = values.pretty === true;
    file = positionals[0] === '-' ? undefined : positionals[0];
  } catch (error) {
    stderr.write(
      `stayup classify: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`,
    );
    return 2;
  }

  let source: NodeJS.ReadableStream | AsyncIterable<string | Uint8Array>;
  if (file === undefined) {
    source = io.stdin ?? process.stdin;
  } else {
    const kind = await stat(file).then(
      (info) => (info.isDirectory() ? 'a directory' : undefined),
      () => undefined,
    );
    if (kind !== undefined) {
      stderr.write(`stayup classify: cannot read ${file}: it is ${kind}\n`);
      return 2;
    }
    const stream = createReadStream(file, { encoding: 'utf8' });
    const opened = await new Promise<Error | undefined>((resolve) => {
      stream.once('open', () => resolve(undefined));
      stream.once('error', (error) => resolve(error));
    });
    if (opened !== undefined) {
      stderr.write(`stayup classify: cannot read ${file}: ${opened.message}\n`);
      return 2;
    }
    source = stream;
  }

  // A reader that goes away (`| head`) ends the run quietly instead of crashing on EPIPE.
  let closed = false;
  stdout.once?.('error', () => {
    closed = true;
  });
  const emit = async (text: string): Promise<void> => {
    if (closed) return;
    if (stdout.write(text) === false && stdout.once !== undefined) {
      await new Promise<void>((resolve) => {
        stdout.once?.('drain', () => resolve());
        stdout.once?.('error', () => resolve());
      });
    }
  };
  const nowMs = io.nowMs ?? Date.now();
  let lineNumber = 0;
  let bad = 0;
  for await (const raw of linesOf(source)) {
    if (closed) break;
    lineNumber++;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    let line: unknown;
    try {
      line = JSON.parse(trimmed);
    } catch (error) {
      bad++;
      const reason = error instanceof Error ? error.message : String(error);
      stderr.write(`stayup classify: line ${lineNumber}: invalid JSON (${reason})\n`);
      continue;
    }
    if (typeof line !== 'object' || line === null || Array.isArray(line)) {
      bad++;
      stderr.write(`stayup classify: line ${lineNumber}: expected a JSON object\n`);
      continue;
    }
    const record = line as Record<string, unknown>;
    const context = contextOf(record, nowMs);
    const error = errorFromDescriptor(record.error ?? {}, {
      provider: context.provider,
      model: context.model,
    });
    const classification = classifyError(error, context);
    await emit(
      pretty
        ? formatPretty(record.id, classification)
        : `${JSON.stringify(outputRecord(record.id, classification))}\n`,
    );
  }
  return bad > 0 ? 2 : 0;
}
