// Compares a built classifier with the held-out test's KNOWN_MISSES and KNOWN_WAIT_MISSES
// (test/classify-holdout.test.ts) over every held-out line, as the test classifies them: what a rule
// change or a retrain of the word vote fixed or broke, before the 20,000-case test runs.
//
//   node scripts/known-misses.mjs [--dist DIR] [-v] [-b] [--json OUT]
//
// Prints NEW (a miss not listed), FIXED (listed, now right), CHANGED (listed, another wrong answer),
// WAITNEW / WAITFIXED for stated waits, STALE ids, each partial rendering's rate (-v lists the
// message-only misses, -b the body-only ones), and the in-sample figures (right, by the rules alone).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadLineClassifier } from './held-line-classifier.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: resolve(root, 'dist') },
    v: { type: 'boolean' },
    b: { type: 'boolean' },
    json: { type: 'string' },
    test: { type: 'string', default: resolve(root, 'test/classify-holdout.test.ts') },
  },
});
const { classifyLine: classify, decidedByVote } = await loadLineClassifier(values.dist);
const src = readFileSync(values.test, 'utf8');
const files = [...src.matchAll(/^ {2}'(classify-holdout[-\d]*\.jsonl)',$/gm)].map((m) => m[1]);
const kmStart = src.indexOf('const KNOWN_MISSES');
const kwStart = src.indexOf('const KNOWN_WAIT_MISSES');
const kmText = src.slice(kmStart, kwStart);
const km = new Map();
for (const m of kmText.matchAll(/^ {2}(['"])(.+?)\1: \{\n {4}got: '(\w+)',/gm)) km.set(m[2], m[3]);
const kwText = src.slice(kwStart, src.indexOf('\n};', kwStart));
const kw = new Set([...kwText.matchAll(/^ {2}(['"])(.+?)\1:/gm)].map((m) => m[2]));
const lines = files.flatMap((f) =>
  readFileSync(resolve(root, 'test/fixtures', f), 'utf8')
    .split('\n')
    .filter((t) => t.trim())
    .map((t) => JSON.parse(t)),
);
const out = { NEW: [], FIXED: [], CHANGED: [], WAITNEW: [], WAITFIXED: [] };
const ids = new Set();
let right = 0,
  byRules = 0;
for (const line of lines) {
  ids.add(line.id);
  const r = classify(line);
  const want = line.expected.reason;
  const known = km.get(line.id);
  if (r.reason === want) {
    right++;
    if (!decidedByVote(r)) byRules++;
  }
  if (r.reason !== want && known === undefined) out.NEW.push([line.id, r.reason, want]);
  else if (known !== undefined && r.reason === want) out.FIXED.push([line.id, r.reason, known]);
  else if (known !== undefined && r.reason !== known) out.CHANGED.push([line.id, r.reason, known]);
  const ws = line.expected.retry_after_s;
  if (kw.has(line.id)) {
    if (r.retryAfterMs !== undefined) out.WAITFIXED.push([line.id, r.retryAfterMs / 1000, ws]);
  } else if (
    typeof ws === 'number' &&
    (r.retryAfterMs === undefined ||
      Math.abs(r.retryAfterMs - ws * 1000) > Math.max(1000, ws * 100))
  )
    out.WAITNEW.push([line.id, r.retryAfterMs === undefined ? null : r.retryAfterMs / 1000, ws]);
}
for (const id of [...km.keys(), ...kw]) if (!ids.has(id)) console.log(`STALE ${id}`);
for (const [k, rows] of Object.entries(out))
  for (const row of rows) console.log(`${k} ${row.join('\t')}`);
// The partial renderings of test/support/corpus-lines.ts's RENDERINGS (kept in step by hand).
const REND = {
  'without message': (e) => (e.body ? { ...e, message: null } : undefined),
  'without status': (e) => (e.status ? { ...e, status: null } : undefined),
  'message only': (e) => (e.message && e.status ? { message: e.message } : undefined),
  'body only': (e) => (e.body && typeof e.body === 'object' ? { body: e.body } : undefined),
};
const rend = {};
for (const [name, fn] of Object.entries(REND)) {
  let total = 0;
  const misses = [];
  for (const line of lines) {
    const d = fn(line.error);
    if (d === undefined) continue;
    total++;
    const r = classify(line, d);
    if (r.reason !== line.expected.reason) misses.push([line.id, r.reason, line.expected.reason]);
  }
  rend[name] = { total, misses };
  console.log(
    `RENDER ${name}: ${((100 * (total - misses.length)) / total).toFixed(2)} % (${misses.length} misses of ${total})`,
  );
  if ((values.v && name === 'message only') || (values.b && name === 'body only'))
    for (const m of misses) console.log(`  ${name} MISS ${m.join('\t')}`);
}
console.log(
  `IN-SAMPLE right ${right}/${lines.length} (${((100 * right) / lines.length).toFixed(2)} %), by rules alone ${byRules} (${((100 * byRules) / lines.length).toFixed(2)} %)`,
);
console.log(
  `LINES ${lines.length} files ${files.length} known ${km.size} wait-known ${kw.size}; NEW ${out.NEW.length} FIXED ${out.FIXED.length} CHANGED ${out.CHANGED.length} WAITNEW ${out.WAITNEW.length} WAITFIXED ${out.WAITFIXED.length}`,
);
if (values.json) writeFileSync(values.json, JSON.stringify({ ...out, rend }, null, 1));
