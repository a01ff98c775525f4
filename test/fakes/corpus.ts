/**
 * Real provider error bodies (copied from `shared/corpus/dev.jsonl`: entries with a status and a
 * body) for fakes to replay, with the label a client should reach.
 * @module
 */
import { readFileSync } from 'node:fs';
import type { FakeScript } from './fake-provider.js';

/** One recorded error response. */
export interface CorpusError {
  readonly id: string;
  readonly provider: string;
  readonly source: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON object, or raw text. */
  readonly body: unknown;
  /** The expected classification reason. */
  readonly expected: string;
}

let cache: readonly CorpusError[] | undefined;

/** Every recorded error response. */
export function corpusErrors(): readonly CorpusError[] {
  cache ??= readFileSync(new URL('./provider-errors.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusError);
  return cache;
}

/** One recorded error by id; throws when missing. */
export function corpusError(id: string): CorpusError {
  const entry = corpusErrors().find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no corpus entry '${id}'`);
  return entry;
}

/** A fake script that replays a recorded error (status, headers and body). */
export function corpusScript(id: string): FakeScript {
  const entry = corpusError(id);
  return { kind: 'error', status: entry.status, body: entry.body, headers: entry.headers };
}
