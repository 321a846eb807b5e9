import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../src/app/theme';
import { createLendHubSystem } from '../src/app/themeConfig';
import { signInSystem } from '../src/signin/signInTheme';
import { chakraGlobalCss } from './chakraGlobalCss';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

describe('Chakra global styles made at build time', () => {
  it('hold the layer order, the reset, every token as a CSS variable in light and dark, and the motion switch', async () => {
    const css = await chakraGlobalCss(webRoot);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-700:#1d4ed8');
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-600)');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-fg-error:var\(--chakra-colors-red-400\)/);
    // A descendant selector: `html[data-motion=off]*` (no space) is not a selector, and browsers drop the rule.
    expect(css).toContain('html[data-motion=off] *,html[data-motion=off] *::before,html[data-motion=off] *::after{');
  }, 60_000);

  it('are made lazily by the patched Chakra, and never by the systems of the pages, which still resolve every token', () => {
    const full = createLendHubSystem({}, {});
    expect(Object.getOwnPropertyDescriptor(full, '_global')?.get).toBeTypeOf('function');
    expect(full._global).toHaveLength(3);

    for (const system of [appSystem(), signInSystem()]) {
      expect(system._global).toEqual([]);
      expect(system.token('colors.brand.700')).toBe('#1d4ed8');
      expect(system.token.var('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
    }
  });
});
