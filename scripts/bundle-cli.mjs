// Bundles the `stayup` command after `tsc`: `dist/cli/main.js` becomes one entry file plus a few
// chunks (`dist/cli/bundle/`), one per command, with our modules, zod and yaml inlined.
//
//   node scripts/bundle-cli.mjs [DIST_DIR] [--verbose]   # default: dist (run by `npm run build`)
//
// Why: Node 20 loads an ES module graph file by file (resolve, read, compile, link). `stayup
// simulate` pulled ≈ 400 modules (≈ 130 of ours, ≈ 100 of zod, ≈ 60 of yaml), which cost more
// start-up time than a 10-minute scenario's run; bundled, the command starts in about half the
// time. The library entry points (`exports` in package.json) stay tsc's one-file-per-module
// output. Runtime dependencies not listed in BUNDLED (undici, pino, prom-client, ioredis, the
// peer dependencies) stay imports from node_modules.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from '@rollup/wasm-node';

/** Ends the bundled entry file. */
const MARKER = '// bundled by scripts/bundle-cli.mjs';

/** Written next to the chunks. */
const NOTICES = 'THIRD-PARTY-LICENSES.txt';

/** Packages inlined into the bundle: zod and yaml load at every command's start; eventsource-parser with `serve`. */
export const BUNDLED = ['zod', 'yaml', 'eventsource-parser'];

const builtins = new Set(builtinModules);

/**
 * zod and yaml have import cycles and a top-level `this`, and zod places some `@__PURE__` notes
 * where Rollup cannot use them: all harmless once bundled.
 */
const QUIET_WARNINGS = new Set(['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'INVALID_ANNOTATION']);

/** A bare import of a package not in BUNDLED (or of a Node built-in) stays an import. */
function isExternal(id) {
  if (id.startsWith('node:') || builtins.has(id)) return true;
  if (id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')) return false;
  const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
  return !BUNDLED.includes(name);
}

/** The license texts of the BUNDLED packages, which their licenses ask copies to carry. */
async function thirdPartyNotices() {
  const sections = [];
  for (const name of BUNDLED) {
    const root = fileURLToPath(new URL(`../node_modules/${name}/`, import.meta.url));
    const manifest = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8'));
    const license = await readFile(resolve(root, 'LICENSE'), 'utf8');
    sections.push(`${name}@${manifest.version} (${manifest.license})\n\n${license.trim()}\n`);
  }
  return `The stayup command bundles these packages; their licenses follow.\n\n${sections.join('\n---\n\n')}`;
}

/**
 * Rewrites `<distDir>/cli/main.js` (tsc's output) as the bundle's entry; chunks go to
 * `<distDir>/cli/bundle/`. Returns the files written, relative to `<distDir>/cli`.
 */
export async function bundleCli({ distDir }) {
  const cliDir = resolve(distDir, 'cli');
  const entry = resolve(cliDir, 'main.js');
  // The bundle replaces its own input: a second run would read the bundle, not tsc's output.
  if ((await readFile(entry, 'utf8')).includes(MARKER)) {
    throw new Error(`${entry} is already bundled: run tsc -p tsconfig.build.json first`);
  }
  await rm(resolve(cliDir, 'bundle'), { recursive: true, force: true });
  const build = await rollup({
    input: entry,
    external: isExternal,
    plugins: [nodeResolve({ exportConditions: ['node'], preferBuiltins: true }), commonjs()],
    onwarn(warning, warn) {
      if (QUIET_WARNINGS.has(warning.code)) return;
      warn(warning);
    },
  });
  try {
    const { output } = await build.write({
      dir: cliDir,
      format: 'es',
      entryFileNames: 'main.js',
      chunkFileNames: 'bundle/[name]-[hash].js',
      // No source maps: they would map to tsc's JavaScript, not to the TypeScript sources, and the
      // bundle is plain readable JavaScript (not minified), so its stack traces read as they are.
      sourcemap: false,
      footer: MARKER,
    });
    await writeFile(resolve(cliDir, 'bundle', NOTICES), await thirdPartyNotices());
    // tsc's map of the entry it replaced would now point at the wrong lines.
    await rm(resolve(cliDir, 'main.js.map'), { force: true });
    return [...output.map((file) => file.fileName), `bundle/${NOTICES}`];
  } finally {
    await build.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    options: { verbose: { type: 'boolean' } },
    allowPositionals: true,
  });
  const distDir = resolve(positionals[0] ?? 'dist');
  try {
    const files = await bundleCli({ distDir });
    // Quiet on success (it runs on every `npm start`); --verbose lists what it wrote.
    if (values.verbose) {
      const written = files.filter((file) => !file.endsWith('.map')).join(', ');
      process.stdout.write(`bundled ${distDir}/cli: ${written}\n`);
    }
  } catch (error) {
    process.stderr.write(`bundle-cli: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
