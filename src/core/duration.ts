/**
 * Duration text → milliseconds. Accepts Go-style compound durations (`1m30s`, `6.5s`, `120ms`,
 * `1h`, `2d`), a bare number of seconds (`30`, `1.5`), and numbers (milliseconds).
 * @module
 */

const UNIT_MS: Readonly<Record<string, number>> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  sec: 1000,
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
  hr: 3_600_000,
  d: 86_400_000,
};

const PART = /(\d+(?:\.\d+)?)\s*(ns|us|µs|ms|sec|s|min|m|hr|h|d)/gy;

/** Parses a duration; returns `undefined` for anything it cannot read (never throws). */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text) * 1000;
  PART.lastIndex = 0;
  let totalMs = 0;
  let consumed = 0;
  for (let match = PART.exec(text); match !== null; match = PART.exec(text)) {
    totalMs += Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? Number.NaN);
    consumed = PART.lastIndex;
    while (text[consumed] === ' ') consumed++;
    PART.lastIndex = consumed;
  }
  if (consumed !== text.length || !Number.isFinite(totalMs)) return undefined;
  return Math.round(totalMs * 1000) / 1000;
}
