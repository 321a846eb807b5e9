// Compiles the gateway and the API to plain JavaScript (esbuild), so `pnpm start` and the cluster run
// `node gateway/dist/main.mjs` / `node api/dist/main.mjs` with no TypeScript loader in the process:
// tsx took about 3 s of every start and an esbuild service process beside it.
// Our workspace packages (@lendhub/*, TypeScript sources) are bundled in; everything from node_modules
// stays an import of the package's own file (see externalPackages). Code splitting keeps the gateway's
// `await import('../../scripts/in-process-api.ts')` lazy: with API_URL set, the API's server code is never loaded.
// Rebuilt only when a source is newer than the bundle (like web/dist in web-build.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestModification } from './freshness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each server: its entry, and its bundle's folder (two levels below the root, as src/ is: see gateway/src/paths.ts). */
export const SERVERS = {
  gateway: { entry: 'gateway/src/main.ts', outdir: 'gateway/dist' },
  api: { entry: 'api/src/main.ts', outdir: 'api/dist' },
};

const SOURCES = [
  'api/src',
  'gateway/src',
  'domain/src',
  'server-kit/src',
  'api/package.json',
  'gateway/package.json',
  'domain/package.json',
  'server-kit/package.json',
  'scripts/in-process-api.ts',
  'scripts/server-build.mjs',
];

/** Tests are not part of a bundle: editing one does not make it stale. */
const notBundled = (entry) => entry === 'test' || entry === 'testing' || entry.endsWith('.test.ts');

/** The bundle's path, or null when it is missing or older than a source. */
function currentBundle(server) {
  const bundle = path.join(ROOT, SERVERS[server].outdir, 'main.mjs');
  if (!existsSync(bundle)) return null;
  return newestModification(ROOT, SOURCES, notBundled) <= statSync(bundle).mtimeMs ? bundle : null;
}

/**
 * Packages from node_modules are not compiled in: each import is resolved now, from the file that
 * imports it, and kept as a relative path to that file. A package the API depends on then loads from
 * the API's dependencies although the gateway's bundle imports it (pnpm gives each package only its own).
 */
function externalPackages(outdir) {
  return {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        if (args.path.startsWith('@lendhub/') || args.pluginData?.resolving) return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const relative = path.relative(outdir, resolved.path).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

/**
 * Bundles one server; returns the path of its main.mjs. `outdir` (tests) must also be a folder two levels
 * below the root, e.g. gateway/dist-test-1. `root`: another tree laid out like this one (the release
 * folder, scripts/release.mjs), whose node_modules the bundle's imports then point into.
 */
export async function buildServer(server, outdir = SERVERS[server].outdir, root = ROOT) {
  const { build, stop } = await import('esbuild');
  const { entry } = SERVERS[server];
  // Chunk names change with their content: start from an empty folder.
  rmSync(path.join(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // The child process that makes a fresh PGlite database (api/src/db/pgliteFiles.ts finds it beside its chunk).
    entryPoints: { main: entry, 'create-pglite-files': 'api/src/db/createPgliteFiles.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Node's own resolution rules: the "node" and "import" conditions, package.json "main".
    conditions: [],
    mainFields: ['main'],
    plugins: [externalPackages(path.join(root, outdir))],
  });
  // esbuild's service process would otherwise live as long as the portal (≈ 55 MB).
  await stop();
  copyFileSync(databaseImage(path.join(root, outdir)), path.join(root, outdir, DATABASE_IMAGE_FILE));
  return path.join(root, outdir, 'main.mjs');
}

/** api/src/db/pgliteImage.ts's DATABASE_IMAGE_FILE: pgliteFiles.ts looks for it beside the bundle. */
const DATABASE_IMAGE_FILE = 'pglite-migrated.tar.gz';

/** What the image is made of: PGlite's pinned version and the migrations' code (with the domain code they import). */
function databaseImageKey() {
  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'api/package.json'), 'utf8'));
  const hash = createHash('sha256').update(dependencies['@electric-sql/pglite']);
  for (const folder of ['api/src/db/migrations', 'domain/src']) {
    for (const file of readdirSync(path.join(ROOT, folder), { recursive: true }).map(String).sort()) {
      const full = path.join(ROOT, folder, file);
      if (statSync(full).isFile()) hash.update(`${folder}/${file}`).update(readFileSync(full));
    }
  }
  return `${dependencies['@electric-sql/pglite']}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * PGlite's migrated image (api/src/db/pgliteImage.ts), made by the bundle's own child entry once per change of
 * its inputs and kept in node_modules/.cache: a new database then starts from it instead of running initdb and
 * every migration (≈ 8.5 s of CPU here), and only seeds.
 */
function databaseImage(bundleDir) {
  const file = path.join(ROOT, 'node_modules/.cache/lendhub', `pglite-${databaseImageKey()}.tar.gz`);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const made = spawnSync(process.execPath, [path.join(bundleDir, 'create-pglite-files.mjs'), '--image', file], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`Making the PGlite database image failed (exit code ${made.status})`);
  return file;
}

/** The server's bundle, built first when missing or stale. */
export async function ensureServerBuilt(server) {
  const current = currentBundle(server);
  if (current) return current;
  const started = performance.now();
  const bundle = await buildServer(server);
  console.log(`Compiled the ${server} (${Math.round(performance.now() - started)} ms).`);
  return bundle;
}

// `node scripts/server-build.mjs`: compile both.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const server of Object.keys(SERVERS)) await buildServer(server);
  console.log('Compiled gateway/dist and api/dist.');
}
