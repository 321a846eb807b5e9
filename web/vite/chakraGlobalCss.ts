// Chakra's global styles — its reset, LendHub's global CSS and a CSS variable for every token (~50 KB of CSS) — as a
// stylesheet made at build time. At run time Chakra would build them from the theme and emotion would insert them,
// one long task on a phone before the first paint (issue 26: total blocking time); the page links this file instead
// and the systems of ../src/app/themeConfig.ts skip them (Chakra is patched to make them only when read:
// patches/@chakra-ui__react@3.37.0.patch).
import { runnerImport, type Plugin } from 'vite';
import type * as ThemeConfig from '../src/app/themeConfig';

/** What the entries import: `import 'virtual:chakra-global.css'`. */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css';
const resolvedId = `\0${CHAKRA_GLOBAL_CSS}`;

/** The text of the style elements Chakra's provider renders for a system, through emotion as in the browser. */
export async function chakraGlobalCss(webRoot: string): Promise<string> {
  const { module: themeConfig } = await runnerImport<typeof ThemeConfig>(`${webRoot}src/app/themeConfig.ts`, {
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
  });
  // Loaded here, not at the top: vite.config.ts imports this file, and every dev server, build and vitest run
  // would otherwise load Chakra (~2 s) and React's server renderer (~70 ms) before doing anything.
  const [{ ChakraProvider }, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    import('@chakra-ui/react'),
    import('react'),
    import('react-dom/server'),
  ]);
  // Recipes play no part in the global styles: a system without any has the same.
  const system = themeConfig.createLendHubSystem({}, {});
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const styles = [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]);
  if (styles.length === 0) throw new Error('Chakra rendered no global styles: see web/vite/chakraGlobalCss.ts');
  return styles.join('\n');
}

/** Serves `virtual:chakra-global.css` to the build and the dev server. */
export function chakraGlobalCssPlugin(webRoot: string): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'lendhub:chakra-global-css',
    resolveId: (id) => (id === CHAKRA_GLOBAL_CSS ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      return (css ??= chakraGlobalCss(webRoot));
    },
  };
}
