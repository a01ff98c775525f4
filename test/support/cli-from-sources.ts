/**
 * Builds the `stayup` command from this repository's TypeScript sources into one throw-away
 * directory, for tests that start real `stayup serve` processes without `npm run build`.
 *
 * Why a bundle and not Node's module hooks: Node 20 runs `module.register()` hooks on a separate
 * thread, and a child started with them once printed nothing for two minutes on a loaded CI host
 * (the hooks thread and the main thread are known to deadlock in some orders). A bundle is plain
 * JavaScript: the child loads it like `dist/cli/main.js`, in about half a second.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

/** The repository root: the bundle lives under it so its package imports resolve to node_modules. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A bundled `stayup` command and the way to remove it. */
export interface CliBundle {
  /** The entry file: `node <entry> serve …`. */
  readonly entry: string;
  /** Deletes the bundle's directory. */
  remove(): Promise<void>;
}

/** Package and built-in imports stay imports; only our own modules are bundled. */
function isExternal(id: string): boolean {
  return !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
}

/** Bundles `src/cli/main.ts` (TypeScript is transpiled, not type-checked: `npm run typecheck` does that). */
export async function bundleCliFromSources(): Promise<CliBundle> {
  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, '.tmp', 'cli-from-sources-'));
  try {
    await build({
      input: join(ROOT, 'src', 'cli', 'main.ts'),
      platform: 'node',
      external: isExternal,
      logLevel: 'warn',
      output: {
        dir,
        format: 'esm',
        entryFileNames: 'main.mjs',
        chunkFileNames: '[name]-[hash].mjs',
        sourcemap: true,
      },
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    entry: join(dir, 'main.mjs'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
