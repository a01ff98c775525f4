/**
 * The simulator's two outputs: `--json` (DESIGN §10.3, stable key order) and a side-by-side table.
 * @module
 */
import type { PolicyMetrics } from './metrics.js';

/** The result of a simulation: metrics per policy, in the order they ran. */
export interface SimulationReport {
  readonly scenario: string;
  readonly policies: Readonly<Record<string, PolicyMetrics>>;
}

/** Extra facts for the table's header (not part of the JSON contract). */
export interface ReportHeader {
  readonly description?: string | undefined;
  readonly durationMs: number;
  readonly ratePerSecond: number;
  readonly seed: number;
  readonly requests: number;
  /** Per policy: successes that restarted a stream after output reached the caller. */
  readonly restartedAfterOutput?: Readonly<Record<string, number>> | undefined;
}

/** `--json`: `{"scenario", "policies": {...}}`, 2-space indented, newline-terminated. */
export function formatJson(report: SimulationReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

function percent(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)}%`;
}

/**
 * `1234567` → `1,234,567`, as `toLocaleString('en-US')` prints it. A safe integer is grouped by
 * hand: the first `toLocaleString` call of a process loads ICU's number formatting, which costs
 * more than the rest of printing a report.
 */
export function integer(value: number | null): string {
  if (value === null) return '–';
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return `${ms / 1000}s`;
}

const ROWS: readonly (readonly [string, (metrics: PolicyMetrics) => string])[] = [
  ['success rate', (m) => percent(m.successRate)],
  ['  foreground', (m) => percent(m.foregroundSuccessRate)],
  ['  background', (m) => percent(m.backgroundSuccessRate)],
  ['latency p50', (m) => (m.latencyMs.p50 === null ? '–' : `${integer(m.latencyMs.p50)} ms`)],
  ['latency p95', (m) => (m.latencyMs.p95 === null ? '–' : `${integer(m.latencyMs.p95)} ms`)],
  ['latency p99', (m) => (m.latencyMs.p99 === null ? '–' : `${integer(m.latencyMs.p99)} ms`)],
  ['upstream attempts', (m) => integer(m.upstreamAttempts)],
  ['amplification', (m) => (m.amplification === null ? '–' : `${m.amplification.toFixed(2)}×`)],
  ['peak upstream rps (faults)', (m) => integer(m.peakUpstreamRps)],
  ['wasted output tokens', (m) => integer(m.wastedOutputTokens)],
  ['recovery', (m) => (m.recoverySeconds === null ? '–' : `${m.recoverySeconds.toFixed(1)} s`)],
];

/** Rows only (no header): a markdown-free, aligned side-by-side table. */
export function formatTableRows(
  report: SimulationReport,
  restartedAfterOutput?: Readonly<Record<string, number>>,
): string {
  const names = Object.keys(report.policies);
  const cells = ROWS.map(([label, cell]) => [
    label,
    ...names.map((name) => {
      const metrics = report.policies[name];
      return metrics === undefined ? '–' : cell(metrics);
    }),
  ]);
  if (restartedAfterOutput !== undefined)
    cells.splice(3, 0, [
      '  answers with duplicated text',
      ...names.map((name) => integer(restartedAfterOutput[name] ?? 0)),
    ]);
  const header = ['', ...names];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...cells].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]): string =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

/**
 * A rate as a person writes it: `5/s`, `0.5/s`, `7/m` (not `0.11666666666666667/s`), else per
 * second to 4 significant digits.
 */
function formatRate(perSecond: number): string {
  if (Number(perSecond.toPrecision(4)) === perSecond) return `${perSecond}/s`;
  for (const [unit, seconds] of [
    ['m', 60],
    ['h', 3600],
  ] as const) {
    const count = perSecond * seconds;
    if (Math.abs(count - Math.round(count)) < 1e-9) return `${Math.round(count)}/${unit}`;
  }
  return `${Number(perSecond.toPrecision(4))}/s`;
}

/** The default output: a title line and the side-by-side table. */
export function formatTable(report: SimulationReport, header: ReportHeader): string {
  const title = `scenario ${report.scenario}: ${formatDuration(header.durationMs)} at ${formatRate(header.ratePerSecond)}, seed ${header.seed}, ${integer(header.requests)} requests`;
  const lines = [title];
  if (header.description !== undefined) lines.push(header.description.trim());
  lines.push('', formatTableRows(report, header.restartedAfterOutput), '');
  return lines.join('\n');
}

/** A markdown table of the same metrics (for docs and the README). */
export function formatMarkdown(report: SimulationReport): string {
  const names = Object.keys(report.policies);
  const lines = [`| | ${names.join(' | ')} |`, `|---|${names.map(() => '---:|').join('')}`];
  for (const [label, cell] of ROWS) {
    const values = names.map((name) => {
      const metrics = report.policies[name];
      return metrics === undefined ? '–' : cell(metrics);
    });
    lines.push(`| ${label.trim()} | ${values.join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
