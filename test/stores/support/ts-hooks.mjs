/**
 * Node module hooks that run this repository's TypeScript sources directly (no build): `.js`
 * specifiers that name a `.ts` file resolve to it, and `.ts` files are transpiled per file with
 * the project's TypeScript (types are not checked here; `npm run typecheck` does that). Used to
 * start real `stayup serve` processes in the cross-process Redis tests.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Transpiled files, keyed by content: the second process (and the next run) skips the work. */
const CACHE_DIR = join(tmpdir(), 'stayup-ts-hooks-cache');
let typescript;

async function transpile(fileName, source) {
  typescript ??= (await import('typescript')).default;
  return typescript.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: typescript.ModuleKind.ESNext,
      target: typescript.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
    },
  }).outputText;
}

async function cachedTranspile(fileName, source) {
  const key = createHash('sha1').update(fileName).update('\0').update(source).digest('hex');
  const cached = join(CACHE_DIR, `${key}.js`);
  try {
    return await readFile(cached, 'utf8');
  } catch {
    const output = await transpile(fileName, source);
    await mkdir(CACHE_DIR, { recursive: true });
    // Write then rename: a concurrent reader never sees half a file.
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, output);
    await rename(partial, cached);
    return output;
  }
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (!relative || !specifier.endsWith('.js')) throw error;
    return await nextResolve(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return await nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const source = await readFile(fileName, 'utf8');
  return { format: 'module', source: await cachedTranspile(fileName, source), shortCircuit: true };
}
