// The JavaScript (and CSS) each route needs before it can paint, compressed as the gateway sends it:
// the entry chunk with its static imports plus the route module with its static imports, read from
// Vite's manifest (dist/.vite/manifest.json) and the .br/.gz twins of web/scripts/compress-assets.mjs.
// Fails (exit 1) when a route's initial brotli size passes BUDGET_KB. `--json` prints the figures for bench/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Initial JS + CSS per route, brotli, in KiB. Issue 26 aims at 100 on /login and /register, 170 elsewhere; see docs/performance.md "Performance". */
export const BUDGET_KB = 333;
/** The same for the sign-in screens (/login, /register), which people reach before anything else. */
export const SIGN_IN_BUDGET_KB = 307;
const SIGN_IN_ROUTES = new Set(['/login', '/register']);
const budgetOf = (route) => (SIGN_IN_ROUTES.has(route) ? SIGN_IN_BUDGET_KB : BUDGET_KB);

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Route path → its source modules, read from the router's `screen(() => import('…'), …)` entries
 * (web/src/app/router.tsx): the screen's module and, when it has one, its query module, which the
 * router loads side by side.
 */
export function routeModules(routerSource) {
  const routes = new Map();
  const add = (route, line) => {
    const targets = [...line.matchAll(/import\('([^']+)'\)/g)].map(([, target]) => path.posix.join('src/app', target));
    if (!routes.has(route) && targets.length > 0) routes.set(route, targets);
  };
  const between = (from, to) => routerSource.slice(routerSource.indexOf(from), to ? routerSource.indexOf(to) : undefined);
  const entry = /^\s*(?:'([^']*)'|([\w-]+)):\s*(screen\(.*)$/gm;
  for (const [, quoted, bare, line] of between('const publicScreens', 'const dashboardScreens').matchAll(entry))
    add(`/${quoted ?? bare}`, line);
  for (const [, quoted, bare, line] of between('const dashboardScreens', 'function childRoute').matchAll(entry))
    add(`/dashboard/${quoted ?? bare}`, line);
  const routesBlock = between('export const routes');
  for (const [, key, line] of routesBlock.matchAll(/path:\s*'([^']+)',\s*lazy:\s*(screen\(.*)$/gm)) add(`/${key}`, line);
  for (const [, line] of routesBlock.matchAll(/index:\s*true,[^\n]*lazy:\s*(screen\(.*)$/gm)) add('/dashboard', line);
  return routes;
}

function resolveManifestKey(manifest, module) {
  for (const extension of ['.tsx', '.ts', '.jsx', '.js']) {
    if (manifest[`${module}${extension}`]) return `${module}${extension}`;
  }
  throw new Error(`${module} is not in the build manifest`);
}

/** Every file a chunk needs at once: itself, its CSS, and its static imports, transitively. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** Bytes on the wire: the compressed twin, or the file itself when it is too small to have one. */
function size(file, extension = '') {
  return existsSync(`${file}${extension}`) ? statSync(`${file}${extension}`).size : statSync(file).size;
}

export function measureRoutes(dist = path.join(webRoot, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const routerSource = readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
  const entry = closure(manifest, 'index.html');
  const rows = [];
  for (const [route, modules] of routeModules(routerSource)) {
    const files = new Set(entry);
    for (const module of modules) closure(manifest, resolveManifestKey(manifest, module), files);
    let raw = 0;
    let br = 0;
    let gz = 0;
    for (const file of files) {
      const full = path.join(dist, file);
      raw += size(full);
      br += size(full, '.br');
      gz += size(full, '.gz');
    }
    rows.push({ route, modules, chunks: files.size, rawKb: raw / 1024, brKb: br / 1024, gzKb: gz / 1024 });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = measureRoutes(process.argv.find((arg) => !arg.startsWith('-') && arg !== process.argv[0] && arg !== process.argv[1]));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
  } else {
    const over = rows.filter((row) => !(row.brKb <= budgetOf(row.route)));
    console.log(`initial JS+CSS per route (KiB; budget ${BUDGET_KB} brotli, ${SIGN_IN_BUDGET_KB} on the sign-in screens):`);
    for (const row of rows) {
      console.log(
        `  ${row.route.padEnd(34)} raw ${row.rawKb.toFixed(0).padStart(5)}  br ${row.brKb.toFixed(1).padStart(6)}  gz ${row.gzKb.toFixed(1).padStart(6)}  (${row.chunks} files)${over.includes(row) ? '  OVER BUDGET' : ''}`,
      );
    }
    if (over.length > 0) {
      console.error(
        `${over.length} route(s) pass the bundle budget (${BUDGET_KB} KiB brotli, ${SIGN_IN_BUDGET_KB} on the sign-in screens): split their code (web/vite.config.ts, lazy imports).`,
      );
      process.exit(1);
    }
  }
}
