// Which sources and wordings the labelled sets already hold (the dev corpus and every fixture in
// test/fixtures), for collecting a fresh held-out batch (docs/classifier.md, "Held-out batch"):
//
//   node scripts/held-sources.mjs URL...          HELD or new for each source (scheme, tracking
//                                                 parameters, fragment and trailing slash ignored)
//   node scripts/held-sources.mjs --text PHRASE   the labels of held lines whose error contains the
//                                                 phrase (case-insensitive); --ids lists them
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: { text: { type: 'string' }, ids: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const fixtures = resolve(root, 'test/fixtures');
const files = [
  resolve(root, '../shared/corpus/dev.jsonl'),
  ...readdirSync(fixtures)
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => resolve(fixtures, name)),
];
const lines = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((text) => text.trim() !== '')
    .map((text) => JSON.parse(text)),
);
/** Query parameters that track a visit rather than name a page (`?p=6620` names one). */
const TRACKING = /^(utm_\w+|ref|ref_src|source|fbclid|gclid|si)$/i;

/** A source without its scheme, tracking parameters, fragment or trailing slash, lower-cased. */
const sourceKey = (url) => {
  const text = String(url ?? '').replace(/#.*$/, '');
  const [path, query = ''] = text.split('?', 2);
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING.test(pair.split('=')[0]))
    .sort();
  const base = path.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return (kept.length > 0 ? `${base}?${kept.join('&')}` : base).toLowerCase();
};

if (values.text !== undefined) {
  const phrase = values.text.toLowerCase();
  const counts = {};
  for (const line of lines) {
    if (!JSON.stringify(line.error).toLowerCase().includes(phrase)) continue;
    counts[line.expected.reason] = (counts[line.expected.reason] ?? 0) + 1;
    if (values.ids) console.log(line.id, line.expected.reason);
  }
  console.log(JSON.stringify(counts));
} else if (positionals.length > 0) {
  const held = new Set(lines.map((line) => sourceKey(line.source)));
  for (const url of positionals) console.log(held.has(sourceKey(url)) ? 'HELD' : 'new ', url);
} else {
  console.error('usage: node scripts/held-sources.mjs URL... | --text PHRASE [--ids]');
  process.exit(2);
}
