// Runs the benchmarks against the built package (dist/). `npm run bench` builds first.
// Usage: node bench/run.mjs [name ...]   (names: classify, classify-first, providers, gateway, simulate; default: all)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const all = ['classify', 'classify-first', 'providers', 'gateway', 'simulate'];
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
let failed = 0;
for (const name of wanted) {
  const file = join(here, `${name}.mjs`);
  if (!existsSync(file)) {
    console.error(`bench: unknown benchmark "${name}" (known: ${all.join(', ')})`);
    failed++;
    continue;
  }
  console.log(`\n=== bench/${name}.mjs ===`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
