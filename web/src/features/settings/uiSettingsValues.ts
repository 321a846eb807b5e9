import { paletteOf, type Appearance } from '../../shared/appearance/appearance';

/** The schema's ColorScheme values. */
export const COLOR_SCHEMES = ['DEFAULT', 'BLUE', 'GREEN', 'PURPLE', 'RED'] as const;
export type ColorSchemeValue = (typeof COLOR_SCHEMES)[number];

/** Font sizes the server accepts (UiSettings.fontSize: 12 to 24). */
export const FONT_SIZE = { min: 12, max: 24, default: 16 } as const;

export interface UiSettingsValues {
  colorScheme: string;
  fontSize: number;
  darkMode: boolean;
  collapsedSidebar: boolean;
}

export function appearanceOf(settings: UiSettingsValues): Appearance {
  return {
    palette: paletteOf(settings.colorScheme),
    fontSize: settings.fontSize,
    darkMode: settings.darkMode,
    collapsedSidebar: settings.collapsedSidebar,
  };
}
