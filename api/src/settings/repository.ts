import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { FONT_SIZE, type UiSettingsDto, type UiSettingsInput } from '@lendhub/domain/rest/settings';

/** Spec §9 "UI defaults: font size 16, dark mode off, collapsed sidebar off, animations on". */
export function defaultUiSettings(userId: number): UiSettingsDto {
  return {
    userId,
    colorScheme: 'default',
    fontSize: FONT_SIZE.default,
    darkMode: false,
    collapsedSidebar: false,
    animations: true,
    isDefault: true,
    updatedAt: null,
  };
}

export async function uiSettingsOf(db: Kysely<Database>, userId: number): Promise<UiSettingsDto> {
  const row = await db.selectFrom('ui_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return defaultUiSettings(userId);
  return {
    userId,
    colorScheme: row.color_scheme,
    fontSize: row.font_size,
    darkMode: row.dark_mode,
    collapsedSidebar: row.collapsed_sidebar,
    animations: row.animations,
    isDefault: false,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Saves the settings sent and keeps the others. One upsert that touches only the fields sent: the
 * first save creates the row from the defaults, and two saves of different fields at once both land.
 */
export async function saveUiSettings(db: Kysely<Database>, userId: number, input: UiSettingsInput): Promise<UiSettingsDto> {
  const defaults = defaultUiSettings(userId);
  const changed = {
    ...(input.colorScheme !== undefined ? { color_scheme: input.colorScheme } : {}),
    ...(input.fontSize !== undefined ? { font_size: input.fontSize } : {}),
    ...(input.darkMode !== undefined ? { dark_mode: input.darkMode } : {}),
    ...(input.collapsedSidebar !== undefined ? { collapsed_sidebar: input.collapsedSidebar } : {}),
    ...(input.animations !== undefined ? { animations: input.animations } : {}),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('ui_settings')
    .values({
      user_id: userId,
      color_scheme: defaults.colorScheme,
      font_size: defaults.fontSize,
      dark_mode: defaults.darkMode,
      collapsed_sidebar: defaults.collapsedSidebar,
      animations: defaults.animations,
      ...changed,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changed))
    .execute();
  return uiSettingsOf(db, userId);
}

/** Back to the defaults: the saved row is removed. */
export async function resetUiSettings(db: Kysely<Database>, userId: number): Promise<UiSettingsDto> {
  await db.deleteFrom('ui_settings').where('user_id', '=', userId).execute();
  return defaultUiSettings(userId);
}
