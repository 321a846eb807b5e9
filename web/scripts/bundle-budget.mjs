// The JavaScript (and CSS) each route needs before it can paint, compressed as the gateway sends it:
// the page's entry chunk with its static imports plus the route module with its static imports, read from
// Vite's manifest (dist/.vite/manifest.json) and the .br/.gz twins of web/scripts/compress-assets.mjs.
// /login and /register have an entry of their own (signin.html, web/src/signin; the gateway sends it for
// them): their routes are read from src/signin/signInRoutes.tsx, the others' from src/app/router.tsx.
// Fails (exit 1) when a route's initial brotli size passes BUDGET_KB. `--json` prints the figures for bench/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Initial JS + CSS per route, brotli, in KiB: what is reached, with a little headroom (docs/performance.md "First load
 * per route"). Issue 26 aims at 170, below the floor of the stack itself (React, Relay, React Router and Chakra with one
 * Button: 172, `node web/scripts/stack-floor.mjs`). The three budgets grew by 6 when Chakra's global styles became a
 * stylesheet made at build time (5.7 KiB brotli; web/vite/chakraGlobalCss.ts): bytes for a shorter first task.
 */
export const BUDGET_KB = 347;
/** The same for the sign-in screens (/login, /register), which people reach before anything else: the sign-in entry (web/src/signin). */
export const SIGN_IN_BUDGET_KB = 309;
/** /login alone: the sign-in entry without /register's router, Relay and form (issue 26 aims at 100; React and Chakra alone are 96). */
export const LOGIN_BUDGET_KB = 183;
const SIGN_IN_ROUTES = new Set(['/login', '/register']);
const budgetOf = (route) => (route === '/login' ? LOGIN_BUDGET_KB : SIGN_IN_ROUTES.has(route) ? SIGN_IN_BUDGET_KB : BUDGET_KB);

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Route path → its source modules, read from the router's `screen(() => import('…'), …)` entries
 * (web/src/app/router.tsx): the screen's module and, when it has one, its query module, which the
 * router loads side by side. A call may span lines (Prettier breaks the long ones); every `screen(`
 * call of the file must be attributed to a route, or this throws rather than measure fewer routes.
 */
export function routeModules(routerSource, base = 'src/app') {
  const routes = new Map();
  /** The text of the call opening at `open` (the index of its `(`), up to its matching `)`. */
  const callAt = (open) => {
    let depth = 0;
    for (let index = open; index < routerSource.length; index += 1) {
      if (routerSource[index] === '(') depth += 1;
      else if (routerSource[index] === ')' && --depth === 0) return routerSource.slice(open, index + 1);
    }
    throw new Error(`Unbalanced screen( call at ${open} in src/app/router.tsx`);
  };
  const importsOf = (call) => [...call.matchAll(/import\('([^']+)'\)/g)].map(([, target]) => path.posix.join(base, target));
  const add = (route, open) => {
    const targets = importsOf(callAt(open));
    if (!routes.has(route) && targets.length > 0) routes.set(route, targets);
  };
  const offset = (marker) => {
    const at = routerSource.indexOf(marker);
    if (at < 0) throw new Error(`No '${marker}' in src/app/router.tsx`);
    return at;
  };
  const signIn = !routerSource.includes('const publicScreens');
  const publicFrom = signIn ? 0 : offset('const publicScreens');
  const dashboardFrom = signIn ? 0 : offset('const dashboardScreens');
  const dashboardTo = signIn ? 0 : offset('function childRoute');
  const routesFrom = offset(signIn ? 'export const signInRoutes' : 'export const routes');
  let attributed = 0;
  const keyed = /(?:'([^']*)'|([\w-]+)):\s*screen\(/g;
  for (const match of routerSource.slice(publicFrom, dashboardFrom).matchAll(keyed)) {
    add(`/${match[1] ?? match[2]}`, publicFrom + match.index + match[0].length - 1);
    attributed += 1;
  }
  for (const match of routerSource.slice(dashboardFrom, dashboardTo).matchAll(keyed)) {
    add(`/dashboard/${match[1] ?? match[2]}`, dashboardFrom + match.index + match[0].length - 1);
    attributed += 1;
  }
  // In the route table, a `lazy: screen(` belongs to the nearest `path: '…'` or `index: true` before it
  // (the index route of the dashboard is its only index route).
  const table = routerSource.slice(routesFrom);
  for (const match of table.matchAll(/lazy:\s*screen\(/g)) {
    const before = table.slice(0, match.index);
    const keys = [...before.matchAll(/path:\s*'([^']+)'|index:\s*true/g)];
    const last = keys.at(-1);
    if (!last) throw new Error('A lazy screen in the route table has no path');
    add(last[1] ? `/${last[1]}` : '/dashboard', routesFrom + match.index + match[0].length - 1);
    attributed += 1;
  }
  const calls = [...routerSource.matchAll(/(?<!function )\bscreen\(/g)].length;
  if (attributed !== calls) throw new Error(`src/app/router.tsx has ${calls} screen( calls; ${attributed} were read as routes`);
  return routes;
}

export function resolveManifestKey(manifest, module) {
  for (const extension of ['.tsx', '.ts', '.jsx', '.js']) {
    if (manifest[`${module}${extension}`]) return `${module}${extension}`;
  }
  // A module that another chunk also imports statically can land in a shared chunk (key `_<name>-<hash>.js`).
  const shared = Object.keys(manifest).filter((key) => key.startsWith(`_${path.posix.basename(module)}-`));
  if (shared.length === 1) return shared[0];
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

/**
 * Where the sign-in entry is, the page it serves without a route module of its own (/login, without a router),
 * and the module that brings the router its other routes need (src/signin/RegisterApp.tsx).
 */
const SIGN_IN_ENTRY = { html: 'signin.html', routes: 'src/signin/signInRoutes.tsx', inEntry: ['/login'], router: 'src/signin/RegisterApp' };

/** [route, the entry's manifest key, the route's modules] for every route of both pages. */
export function routeTable(manifest) {
  const read = (file) => readFileSync(path.join(webRoot, file), 'utf8');
  const table = [];
  const signInRoutes = routeModules(read(SIGN_IN_ENTRY.routes), path.posix.dirname(SIGN_IN_ENTRY.routes));
  const hasSignIn = Boolean(manifest[SIGN_IN_ENTRY.html]);
  for (const [route, modules] of routeModules(read('src/app/router.tsx'))) {
    if (hasSignIn && SIGN_IN_ROUTES.has(route)) continue;
    table.push([route, 'index.html', modules]);
  }
  if (hasSignIn) {
    for (const route of SIGN_IN_ENTRY.inEntry) table.push([route, SIGN_IN_ENTRY.html, []]);
    for (const [route, modules] of signInRoutes) table.push([route, SIGN_IN_ENTRY.html, [SIGN_IN_ENTRY.router, ...modules]]);
  }
  return table;
}

export function measureRoutes(dist = path.join(webRoot, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const rows = [];
  for (const [route, entryKey, modules] of routeTable(manifest)) {
    const files = closure(manifest, entryKey);
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
    rows.push({ route, entry: entryKey, modules, chunks: files.size, rawKb: raw / 1024, brKb: br / 1024, gzKb: gz / 1024 });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = measureRoutes(process.argv.find((arg) => !arg.startsWith('-') && arg !== process.argv[0] && arg !== process.argv[1]));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
  } else {
    const over = rows.filter((row) => !(row.brKb <= budgetOf(row.route)));
    console.log(
      `initial JS+CSS per route (KiB; budget ${BUDGET_KB} brotli, ${SIGN_IN_BUDGET_KB} on the sign-in screens, ${LOGIN_BUDGET_KB} on /login):`,
    );
    for (const row of rows) {
      console.log(
        `  ${row.route.padEnd(34)} raw ${row.rawKb.toFixed(0).padStart(5)}  br ${row.brKb.toFixed(1).padStart(6)}  gz ${row.gzKb.toFixed(1).padStart(6)}  (${row.chunks} files)${over.includes(row) ? '  OVER BUDGET' : ''}`,
      );
    }
    if (over.length > 0) {
      console.error(
        `${over.length} route(s) pass the bundle budget (${BUDGET_KB} KiB brotli, ${SIGN_IN_BUDGET_KB} on the sign-in screens, ${LOGIN_BUDGET_KB} on /login): split their code (web/vite.config.ts, lazy imports).`,
      );
      process.exit(1);
    }
  }
}
