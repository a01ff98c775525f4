/**
 * `stayup simulate FILE [--policy stayup,naive,openai-sdk,ai-sdk,no-retry] [--json] [--seed N]
 * [--markdown]`: replays a chaos scenario in virtual time under several policies (DESIGN §7,
 * §10.3). Exit codes: 0 done, 2 bad arguments or scenario, 1 anything else.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError } from '../../core/errors.js';
import { formatJson, formatMarkdown, formatTable } from '../../sim/format-report.js';
import { POLICY_NAMES, policyByName } from '../../sim/policies/index.js';
import type { SimPolicy } from '../../sim/policy.js';
import { runSimulation } from '../../sim/run-simulation.js';
import { parseScenarioYaml, parseSeed } from '../../sim/scenario.js';

const USAGE = `usage: stayup simulate FILE [--policy ${POLICY_NAMES.join(',')}] [--json] [--seed N] [--markdown]

  --policy   comma-separated policies to compare (default: all, in this order)
  --json     print {"scenario", "policies": {...}} instead of the table
  --seed     override the scenario's seed (a whole number from 0 to 4294967295)
  --markdown print a markdown table (for docs)
`;

function fail(message: string): number {
  process.stderr.write(`stayup simulate: ${message}\n`);
  return 2;
}

/** Runs the command; returns the exit code. */
export async function runSimulate(argv: readonly string[]): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: {
        policy: { type: 'string' };
        json: { type: 'boolean' };
        markdown: { type: 'boolean' };
        seed: { type: 'string' };
        help: { type: 'boolean'; short: 'h' };
      };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        policy: { type: 'string' },
        json: { type: 'boolean' },
        markdown: { type: 'boolean' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const file = positionals[0];
  if (file === undefined || positionals.length > 1)
    return fail(`expected exactly one scenario file\n\n${USAGE}`);

  const policies: SimPolicy[] = [];
  const names = values.policy === undefined ? [...POLICY_NAMES] : values.policy.split(',');
  for (const raw of names) {
    const name = raw.trim();
    if (name === '')
      return fail(
        `--policy "${values.policy}" has an empty name (a stray comma?); choose from ${POLICY_NAMES.join(', ')}`,
      );
    const policy = policyByName(name);
    if (policy === undefined)
      return fail(`unknown policy "${name}" (choose from ${POLICY_NAMES.join(', ')})`);
    if (policies.some((known) => known.name === name))
      return fail(`policy "${name}" is listed twice`);
    policies.push(policy);
  }

  let seed: number | undefined;
  try {
    seed = values.seed === undefined ? undefined : parseSeed(values.seed, { path: '--seed' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(error.issues.map((issue) => `${issue.path} ${issue.message}`).join('\n'));
  }

  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return fail(`cannot read ${file}${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  let scenario: ReturnType<typeof parseScenarioYaml>;
  try {
    scenario = parseScenarioYaml(text, { file });
    if (seed !== undefined) scenario = { ...scenario, seed };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.issues.map((issue) => `  ${issue.path}: ${issue.message}`);
    process.stderr.write(`stayup simulate: invalid scenario ${file}\n${lines.join('\n')}\n`);
    return 2;
  }

  const restartedAfterOutput: Record<string, number> = {};
  const report = await runSimulation({
    scenario,
    policies,
    onRun: (run) => {
      restartedAfterOutput[run.policy] = run.requests.filter(
        (request) => request.restartedAfterOutput === true,
      ).length;
    },
  });
  if (values.json) process.stdout.write(formatJson(report));
  else if (values.markdown) process.stdout.write(formatMarkdown(report));
  else
    process.stdout.write(
      formatTable(report, {
        description: scenario.description,
        durationMs: scenario.durationMs,
        ratePerSecond: scenario.traffic.ratePerSecond,
        seed: scenario.seed,
        requests: Object.values(report.policies)[0]?.requests ?? 0,
        restartedAfterOutput,
      }),
    );
  return 0;
}
