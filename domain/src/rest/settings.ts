import { z } from 'zod';
import { restRoute } from './route.ts';

export const COLOR_SCHEMES = ['default', 'blue', 'green', 'purple', 'red'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const FONT_SIZE = { min: 12, max: 24, default: 16 } as const;

const bool = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** PUT /api/UiSettings: any subset of the settings (spec §2 "UI Customization"). */
export const uiSettingsBody = z
  .object({
    colorScheme: z.enum(COLOR_SCHEMES, { error: 'Please choose a color scheme: default, blue, green, purple or red' }),
    fontSize: z
      .number({ error: `Font size must be a whole number from ${FONT_SIZE.min} to ${FONT_SIZE.max}` })
      .int(`Font size must be a whole number from ${FONT_SIZE.min} to ${FONT_SIZE.max}`)
      .min(FONT_SIZE.min, `Font size must be a whole number from ${FONT_SIZE.min} to ${FONT_SIZE.max}`)
      .max(FONT_SIZE.max, `Font size must be a whole number from ${FONT_SIZE.min} to ${FONT_SIZE.max}`),
    darkMode: bool('Dark mode'),
    collapsedSidebar: bool('Collapsed sidebar'),
    animations: bool('Animations'),
  })
  .partial();
export type UiSettingsInput = z.output<typeof uiSettingsBody>;

/** A user's UI settings; `isDefault` is true while nothing was saved. */
export interface UiSettingsDto {
  userId: number;
  colorScheme: ColorScheme;
  fontSize: number;
  darkMode: boolean;
  collapsedSidebar: boolean;
  animations: boolean;
  isDefault: boolean;
  updatedAt: string | null;
}

/** The caller's UI customization, kept on the server (beyond the spec, where nothing was persisted). */
export const settingsRoutes = {
  get: restRoute<UiSettingsDto>()({ method: 'GET', path: '/api/UiSettings' }),
  save: restRoute<UiSettingsDto>()({
    method: 'PUT',
    path: '/api/UiSettings',
    body: uiSettingsBody,
    messages: { ok: 'UI settings saved successfully!' },
  }),
  reset: restRoute<UiSettingsDto>()({ method: 'POST', path: '/api/UiSettings/Reset', messages: { ok: 'UI settings reset to default' } }),
};
