import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import relayPlugin from 'vite-plugin-relay';
import { CHAKRA_GLOBAL_CSS, chakraGlobalCssPlugin } from './vite/chakraGlobalCss.ts';
// Lets vitest print a failure on Node 20 (see the file); harmless for builds.
import '../scripts/vitest-node20.mts';

// Builds run from the workspace root (`vite build web`) so that babel-plugin-relay
// resolves `artifactDirectory` of the root relay.config.js; paths here are made absolute.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = `http://localhost:${process.env.PORT || 4000}`;

// vite-plugin-relay runs Babel on every file mentioning graphql`; only our sources have queries
// (relay-runtime's own files mention it in messages), so dependencies are skipped.
const relay = relayPlugin as Plugin;
const relaySourcesOnly: Plugin = {
  ...relay,
  transform(this: unknown, code: string, id: string) {
    if (id.includes('/node_modules/')) return null;
    const transform = relay.transform as (this: unknown, code: string, id: string) => unknown;
    return transform.call(this, code, id);
  },
} as Plugin;

/**
 * The sign-in page (signin.html, which the gateway sends for /login and /register) is index.html with the sign-in
 * entry's script: made from it here, so the two pages' head is written once.
 */
const signInPage = `${webRoot}signin.html`;
const signInPageFromIndex: Plugin = {
  name: 'lendhub:sign-in-page',
  enforce: 'pre',
  resolveId: (id) => (id === signInPage ? id : null),
  load(id) {
    if (id !== signInPage) return null;
    const index = readFileSync(`${webRoot}index.html`, 'utf8');
    const page = index.replace('src="/src/main.tsx"', 'src="/src/signin/main.tsx"');
    if (page === index) throw new Error('index.html no longer loads /src/main.tsx: update the sign-in page plugin in vite.config.ts');
    return page;
  },
};

/** Chakra with Ark, Zag and the styling engine under it. */
const CHAKRA = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/;

export default defineConfig({
  root: webRoot,
  plugins: [relaySourcesOnly, signInPageFromIndex, chakraGlobalCssPlugin(webRoot)],
  server: {
    port: Number(process.env.WEB_DEV_PORT || 5173),
    strictPort: true,
    proxy: {
      '/graphql': { target: backend, changeOrigin: true, ws: true },
      '/uploads': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads first (web/scripts/bundle-budget.mjs).
    manifest: true,
    // Source maps only for `pnpm analyze` (scripts/bundle-contents.mjs): what each first load is made of.
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Two pages: the app, and the sign-in entry the gateway sends for /login and /register (src/signin).
      input: { index: `${webRoot}index.html`, signin: signInPage },
      onwarn(warning, defaultHandler) {
        // Chakra, Ark and React Router ship "use client" directives that mean nothing in a SPA bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || /use client/.test(warning.message)) return;
        defaultHandler(warning);
      },
      output: {
        // Long-lived vendor chunks, cached across deploys; route code is split by the router's lazy imports. Chakra's
        // chunk holds only what a page's first screen renders (the `$initial` tag: statically imported from an
        // entry); the widgets of some screens (tabs, selects, tooltips…) go with the routes that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 30 },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime)[\\/]/, priority: 20 },
            { name: 'chakra', test: (id) => CHAKRA.test(id) || id.endsWith(CHAKRA_GLOBAL_CSS), tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    root: webRoot,
    // vitest runs one file at a time on a 2-core machine by default; two take 34 → 20 s here.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'node',
  },
});
