// The viewer's UI settings (spec §2 "UI Customization", defaults §9) applied to the whole portal:
// colour palette, base font size and colour mode live on <html>, the
// sidebar state in a tiny store the dashboard frame reads; animations have their own switch
// (shared/motion/animationsSetting.ts).
import { useSyncExternalStore } from 'react';

export type Palette = 'default' | 'blue' | 'green' | 'purple' | 'red';

/** The schema's ColorScheme value (DEFAULT, BLUE, …) as a palette; one the web does not know is the default. */
export function paletteOf(colorScheme: string): Palette {
  const palette = colorScheme.toLowerCase();
  return (['blue', 'green', 'purple', 'red'] as const).find((name) => name === palette) ?? 'default';
}

export interface Appearance {
  palette: Palette;
  /** Pixels of the root font size: every rem-based size scales with it. */
  fontSize: number;
  darkMode: boolean;
  collapsedSidebar: boolean;
}

export const DEFAULT_APPEARANCE: Appearance = { palette: 'default', fontSize: 16, darkMode: false, collapsedSidebar: false };

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

/**
 * A colour scheme re-points every brand shade (app/theme.ts) at one of Chakra's palettes, so whatever
 * uses the brand palette follows. Inline on <html>: Chakra declares its tokens in a CSS layer that
 * would win over any global rule of ours.
 */
function applyPalette(root: HTMLElement, palette: Palette): void {
  for (const shade of SHADES) {
    const name = `--chakra-colors-brand-${shade}`;
    if (palette === 'default') root.style.removeProperty(name);
    else root.style.setProperty(name, `var(--chakra-colors-${palette}-${shade})`);
  }
}

let collapsed = DEFAULT_APPEARANCE.collapsedSidebar;
const listeners = new Set<() => void>();

/** Chakra v3 without next-themes: its `_dark` condition is the `dark` class on an ancestor. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', appearance.darkMode);
  root.classList.toggle('light', !appearance.darkMode);
  root.style.colorScheme = appearance.darkMode ? 'dark' : 'light';
  if (appearance.palette === 'default') delete root.dataset.palette;
  else root.dataset.palette = appearance.palette;
  applyPalette(root, appearance.palette);
  root.style.fontSize = appearance.fontSize === DEFAULT_APPEARANCE.fontSize ? '' : `${appearance.fontSize}px`;
  if (appearance.collapsedSidebar !== collapsed) {
    collapsed = appearance.collapsedSidebar;
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarCollapsed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => collapsed,
    () => DEFAULT_APPEARANCE.collapsedSidebar,
  );
}

const STORAGE_KEY = 'uiAppearance';

/**
 * Remembers the look applied for `email` (null forgets it), so the next page load paints with it
 * before the settings query answers instead of flashing the defaults.
 */
export function rememberAppearance(email: string | null, appearance: Appearance | null): void {
  try {
    if (!email || !appearance) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify({ email, appearance }));
  } catch {
    // Storage full or blocked: the look still comes with the settings query.
  }
}

/** Applies the remembered look when it belongs to the signed-in `email`. */
export function restoreAppearance(email: string | null): void {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { email?: string; appearance?: Appearance } | null;
    if (email && saved?.email === email && saved.appearance) applyAppearance({ ...DEFAULT_APPEARANCE, ...saved.appearance });
  } catch {
    // Unreadable: the settings query applies the look.
  }
}
