// Which answers of the classifier differential check changed: run after regenerating the fixture
// (`node test/fixtures/classify-differential/generate.mjs`), against the fixture at REV (HEAD).
//
//   node scripts/differential-changes.mjs [REV]
//
// Prints each case whose reason changed (with the deciding rule and the start of its message) and
// counts the cases whose other fields changed (V=1 lists them).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const path = 'test/fixtures/classify-differential/expected.txt.gz';
const rev = process.argv[2] ?? 'HEAD';
const parse = (buf) =>
  new Map(
    gunzipSync(buf)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const i = l.indexOf('\t');
        return [l.slice(0, i), l.slice(i + 1)];
      }),
  );
const old = parse(execFileSync('git', ['show', `${rev}:${path}`], { maxBuffer: 1 << 28 }));
const now = parse(readFileSync(path));
let other = 0,
  reason = 0;
for (const [id, text] of now) {
  const before = old.get(id);
  if (before === text) continue;
  const a = before ? JSON.parse(before) : {},
    b = JSON.parse(text);
  if (a.reason !== b.reason) {
    reason++;
    console.log(
      `REASON ${id}\t${a.reason} -> ${b.reason}\t${(b.explain ?? []).at(-1)?.rule ?? ''}\t${String(b.message ?? '').slice(0, 160)}`,
    );
  } else {
    other++;
    if (process.env.V) console.log(`OTHER ${id}\t${a.category}->${b.category}`);
  }
}
console.log(`cases ${now.size}; reason changes ${reason}; other changes ${other}`);
