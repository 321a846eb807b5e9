import type { ColumnType } from 'kysely';

/** Per-user UI settings (migration 0103). */

import type { ColorScheme } from '@lendhub/domain/rest/settings';
export type { ColorScheme };

export interface UiSettingsTable {
  user_id: number;
  color_scheme: ColorScheme;
  font_size: number;
  dark_mode: boolean;
  collapsed_sidebar: boolean;
  animations: boolean;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface SettingsTables {
  ui_settings: UiSettingsTable;
}
