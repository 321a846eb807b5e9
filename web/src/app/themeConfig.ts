// What every LendHub Chakra system shares: the default theme's tokens and styles (without its recipes) and
// the 'brand' palette (LendHub blue) usable as colorPalette="brand", and the recipes both pages need. Each page's
// system (./theme.ts for the app, ../signin/signInTheme.ts for the sign-in screens) holds the recipes of the
// components it renders: a recipe is code on the first load, and a component whose recipe is missing renders unstyled.
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

/**
 * The recipes of what both pages render: the site frame (header with its menus and mobile overlay, footer, floating
 * buttons and their panel, skeletons, toasts) and the sign-in and registration forms. The sign-in screens' system
 * is these alone (../signin/signInTheme.ts); the app's adds its own (./theme.ts).
 */
export const frameRecipes: Recipes = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const frameSlotRecipes: SlotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  toast: toastSlotRecipe,
};

// With animations off (UI settings) or reduced motion asked by the system, CSS transitions and
// keyframes end at once; framer-motion follows the same switch (shared/motion/MotionProvider.tsx). The selectors are
// written out whole: nested under `html[data-motion=off]`, Chakra joined them without the descendant space.
const STILL = {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  scrollBehavior: 'auto !important',
};
const STILL_EVERYWHERE = { '*, *::before, *::after': STILL };

const lendHub = defineConfig({
  globalCss: {
    // Toasts end this far from the right edge: on phones, clear of the floating buttons (4.5 rem wide).
    ':root': { '--toast-offset-end': { base: '5.5rem', md: '1rem' } },
    // A table's scroll box holds its visually hidden texts (position: absolute) too: without a positioned box they
    // are placed against the page and widen it on a phone although the table itself scrolls inside its box.
    'div:has(> .chakra-table__root)': { position: 'relative' },
    'html[data-motion=off] *, html[data-motion=off] *::before, html[data-motion=off] *::after': STILL,
    '@media (prefers-reduced-motion: reduce)': STILL_EVERYWHERE,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif` },
        body: { value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif` },
      },
      colors: {
        brand: {
          50: { value: '#eff6ff' },
          100: { value: '#dbeafe' },
          200: { value: '#bfdbfe' },
          300: { value: '#93c5fd' },
          400: { value: '#60a5fa' },
          500: { value: '#3b82f6' },
          600: { value: '#2563eb' },
          700: { value: '#1d4ed8' },
          800: { value: '#1e40af' },
          900: { value: '#1e3a8a' },
          950: { value: '#172554' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The default error red (red.500) is below 4.5:1 on white; red.600 passes WCAG AA. Chakra's success
        // green (green.600, 3.3:1 on white: the pricer's credits) darkens to green.700 (5:1).
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
        },
        // Dark mode (UI settings) keeps white on the solid shade and lightens text: both stay above 4.5:1.
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/**
 * A LendHub system for a page, made on its first use: the default theme (tokens, styles) with the given recipes, then
 * LendHub's palette and global styles. Making it (its tokens above all) takes tens of milliseconds of main thread, over
 * 100 on a mid-range phone: called from the first render, it runs in a task of its own instead of lengthening the one
 * that evaluates the page's modules (issue 26: total blocking time). Its global styles (reset, global CSS, the tokens'
 * CSS variables) are not made nor inserted: each page links them, made at build time (../../vite/chakraGlobalCss.ts).
 */
export function lendHubSystem(recipes: Recipes, slotRecipes: SlotRecipes): () => SystemContext {
  let system: SystemContext | undefined;
  return () => (system ??= withoutGlobalStyles(createLendHubSystem(recipes, slotRecipes)));
}

/** A LendHub system with everything, its global styles made when read (for the build, and tests). */
export function createLendHubSystem(recipes: Recipes, slotRecipes: SlotRecipes): SystemContext {
  const theme = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
  });
  return createSystem(defaultBaseConfig, theme, lendHub);
}

function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.defineProperty(system, '_global', { value: [] });
}
