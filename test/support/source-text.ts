// The text of a source file under src/, for tests that check a file's layout (a TSDoc on its
// function) where the classifier's answers cannot show it; src/core tests may not import node:fs.
import { readFileSync } from 'node:fs';

/** The text of `src/<path>` (e.g. 'core/classify/by-message.ts'). */
export function sourceText(path: string): string {
  return readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8');
}
