import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The server as one ES module (esbuild, the compiler tsx runs on each start), for the tests that start real
 * server processes (the e2e servers, the crash test's hundred restarts): built once, not compiled by tsx's loader
 * at every start. The packages are in the bundle too, except those that load files of their own at run time
 * (`EXTERNAL`): Node's module loader resolving, reading and wrapping ~130 packages' files was a third of a
 * start's CPU; bundled, a start on PostgreSQL took 1.2 s of CPU instead of 2.0, on PGlite 3.2 instead of 3.9
 * (docs/bench.md). Kept in .tmp/server/ and rebuilt only when a file it was built from (esbuild's own list of
 * inputs, kept next to it), the migrations or package-lock.json changed. The migrations folder goes next to it,
 * where server/db/client.ts looks for it. `npm start` still runs tsx.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * Left to node_modules: native addons, PGlite (its WebAssembly and data files), the packages that read a file
 * next to their own code (@fastify/swagger its package.json, swagger-ui its pages), and what only the
 * development server loads.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'vite',
  'tsx',
  'esbuild',
];
/**
 * A bundled CommonJS package calls `require` for Node's modules and may read `__dirname`: an ES module has
 * neither, so the bundle defines them (as the bundle's own).
 */
const COMMONJS_GLOBALS = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __dirnameOf } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __dirnameOf(__filename);',
].join('\n');
/**
 * SERVER_BUILD_DIR (a folder of the checkout, default .tmp/server): runs started at the same moment on a fresh
 * checkout (.ci/run's side-by-side steps) each build into a folder of their own, so none replaces a build
 * another is starting servers from.
 */
const outDir = join(root, process.env.SERVER_BUILD_DIR || join('.tmp', 'server'));
const entry = join(outDir, 'index.mjs');
const inputsFile = join(outDir, 'inputs.json');

function isStale(): boolean {
  if (!existsSync(entry) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(entry).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
  const newer = (path: string) => !existsSync(path) || statSync(path).mtimeMs > builtAt;
  const migrations = join(root, 'server/db/migrations');
  return (
    [...inputs.map((f) => join(root, f)), join(root, 'package-lock.json'), migrations].some(newer) ||
    (readdirSync(migrations, { recursive: true }) as string[]).some((f) => newer(join(migrations, f)))
  );
}

/** The built server's entry (built now when missing or stale); run it with `node <entry>`. */
export async function serverEntry(): Promise<string> {
  if (!isStale()) return entry;
  // Inside the checkout, so the bundle's imports of packages resolve to its node_modules. Built aside and
  // moved in place, so a run side by side never starts a half-written server.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'server-build-'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'server/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    banner: { js: COMMONJS_GLOBALS },
    outfile: join(dir, 'index.mjs'),
    logLevel: 'warning',
    metafile: true,
  });
  cpSync(join(root, 'server/db/migrations'), join(dir, 'migrations'), { recursive: true });
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(Object.keys(result.metafile.inputs)));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(dirname(outDir), { recursive: true });
  try {
    renameSync(dir, outDir);
  } catch {
    // Another run moved its fresh build in first: use that one.
    rmSync(dir, { recursive: true, force: true });
  }
  return entry;
}
