// Writes a .br and a .gz twin beside every text file of web/dist/assets, so the gateway answers
// with compressed bytes without compressing per request (gateway/src/platform/web/staticAssets.ts).
// Run by `pnpm --filter @lendhub/web build` after vite; `node web/scripts/compress-assets.mjs [dist]`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed twin saves too little to be worth a file. */
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const assets = path.join(dist, 'assets');

async function compress(file) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: bytes.length, br: br.length, gz: gz.length };
}

const started = performance.now();
const names = (await readdir(assets)).filter((name) => TEXT.test(name));
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const sizes = await Promise.all(
  names.map(async (name) => {
    const file = path.join(assets, name);
    return (await stat(file)).isFile() ? compress(file) : null;
  }),
);
for (const entry of sizes) {
  if (!entry) continue;
  totals.files += 1;
  totals.raw += entry.raw;
  totals.br += entry.br;
  totals.gz += entry.gz;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `compressed ${totals.files} assets: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)} (${Math.round(performance.now() - started)} ms)`,
);
