import type { ColumnType } from 'kysely';

/** Per-user UI settings (migration 0103). */

export type ColorScheme = 'default' | 'blue' | 'green' | 'purple' | 'red';

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
