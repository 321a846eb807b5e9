// The floor of the mandated stack (issue 26 §1): what a first load weighs with nothing of ours but the
// Chakra systems. Builds tiny pages in a temporary folder with the same Vite and compression as the app and
// prints each page's initial JS + CSS, brotli (as web/scripts/bundle-budget.mjs counts a route):
//   app       React 19 createRoot, Relay (RelayEnvironmentProvider + one useLazyLoadQuery), React Router 7
//             (createBrowserRouter + RouterProvider), Chakra v3 (ChakraProvider with the app's system + one Button)
//   sign-in   React 19 createRoot and Chakra v3 (ChakraProvider with the sign-in screens' system + one Button)
//   react     React 19 createRoot and one <button>
// Run: node web/scripts/stack-floor.mjs   (a production build of a few seconds; nothing is written in the repo).
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const src = (file) => JSON.stringify(path.join(webRoot, 'src', file));

const PAGES = {
  app: `
import { Button, ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import query from ${src('__generated__/ShellQuery.graphql.ts')};
import { system } from ${src('app/theme.ts')};

const network = Network.create(async (params, variables) => {
  const response = await fetch('/graphql', { method: 'POST', body: JSON.stringify({ query: params.text, variables }) });
  return response.json();
});
const environment = new Environment({ network, store: new Store(new RecordSource()) });

function Screen() {
  const data = useLazyLoadQuery(query, {});
  return <Button colorPalette="brand">{Object.keys(data).length}</Button>;
}

const router = createBrowserRouter([{ path: '*', Component: Screen }]);
createRoot(document.getElementById('root')).render(
  <ChakraProvider value={system}>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </ChakraProvider>,
);
`,
  'sign-in': `
import { Button, ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { signInSystem } from ${src('signin/signInTheme.ts')};

createRoot(document.getElementById('root')).render(
  <ChakraProvider value={signInSystem()}>
    <Button colorPalette="brand">Sign in</Button>
  </ChakraProvider>,
);
`,
  react: `
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<button type="button">Sign in</button>);
`,
};

const brotli = (bytes) =>
  zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  }).length;

/** Builds one page alone (a page shares no chunk with another) and returns its initial raw and brotli bytes. */
async function measure(folder, name) {
  const dist = path.join(folder, `dist-${name}`);
  await build({
    root: folder,
    configFile: false,
    // Chakra's and React Router's "use client" directives mean nothing here (as in web/vite.config.ts).
    logLevel: 'error',
    build: { outDir: dist, manifest: true, rolldownOptions: { input: { [name]: path.join(folder, `${name}.html`) } } },
  });
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  let raw = 0;
  let br = 0;
  for (const file of closure(`${name}.html`)) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    // As the build's twins: a file under 1 KiB goes uncompressed (web/scripts/compress-assets.mjs).
    br += bytes.length < 1024 ? bytes.length : brotli(bytes);
  }
  return { raw, br };
}

const folder = mkdtempSync(path.join(tmpdir(), 'lendhub-stack-floor-'));
try {
  // The pages resolve their packages from the web app's node_modules.
  symlinkSync(path.join(webRoot, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  console.log('initial JS + CSS of the bare stack (KiB):');
  for (const [name, code] of Object.entries(PAGES)) {
    writeFileSync(path.join(folder, `${name}.tsx`), code);
    writeFileSync(
      path.join(folder, `${name}.html`),
      `<!doctype html><html><body><div id="root"></div><script type="module" src="./${name}.tsx"></script></body></html>`,
    );
    const { raw, br } = await measure(folder, name);
    console.log(`  ${name.padEnd(8)} raw ${(raw / 1024).toFixed(0).padStart(5)}  br ${(br / 1024).toFixed(1).padStart(6)}`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
