// What a first load is made of: builds with source maps (BUNDLE_SOURCEMAP=1, see vite.config.ts) and
// prints, per package or source file, the minified bytes that the entry (or a route) loads at once.
//   pnpm --filter @lendhub/web analyze              the entry chunk and its static imports
//   pnpm --filter @lendhub/web analyze /login       the same plus one route's modules
//   … -- --files                                    one row per file instead of per package/folder
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { resolveManifestKey, routeTable } from './bundle-budget.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const args = process.argv.slice(2);
const perFile = args.includes('--files');
const route = args.find((arg) => arg.startsWith('/'));

function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The route's page (index.html, or signin.html for /login and /register) and its modules, as the budget reads them.
const row = route ? routeTable(manifest).find(([path]) => path === route) : ['entry', 'index.html', []];
if (!row) throw new Error(`No route ${route} in src/app/router.tsx or src/signin/signInRoutes.tsx`);
const files = closure(row[1]);
for (const module of row[2]) closure(resolveManifestKey(manifest, module), files);

/** A package name (node_modules) or a folder two levels under src/ (or the file itself with --files). */
function group(source) {
  const inPackage = source.match(/node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)(.*)$/);
  if (inPackage) return perFile ? `${inPackage[1]}${inPackage[2]}` : inPackage[1];
  const own = source.replace(/^.*?\/?src\//, 'src/');
  return perFile ? own : own.split('/').slice(0, 3).join('/');
}

const bytes = new Map();
let missing = 0;
for (const file of files) {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) {
    missing += 1;
    continue;
  }
  const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
  const mappings = [];
  new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))).eachMapping((mapping) => mappings.push(mapping));
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end =
      next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : (lines[mapping.generatedLine - 1] ?? '').length;
    const key = mapping.source ? group(mapping.source) : '(no source)';
    bytes.set(key, (bytes.get(key) ?? 0) + end - mapping.generatedColumn);
  });
}
if (missing === files.size) throw new Error('No source maps in web/dist: run through `pnpm analyze` (it builds with BUNDLE_SOURCEMAP=1).');
const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
console.log(`${route ?? 'entry'}: ${files.size} files, ${(total / 1024).toFixed(0)} KiB minified (before compression)`);
for (const [key, value] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(`  ${(value / 1024).toFixed(1).padStart(7)} KiB  ${key}`);
}
