import type { GatewayContext } from '../context.ts';
import * as settingsApi from './api.ts';
import type { ApiUiSettings } from './types.ts';

interface UpdateUiSettingsInput {
  colorScheme?: Uppercase<ApiUiSettings['colorScheme']> | null;
  fontSize?: number | null;
  darkMode?: boolean | null;
  collapsedSidebar?: boolean | null;
  animations?: boolean | null;
}

/** Null and undefined both mean "leave as it is". */
function given<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}

export const settingsMutations = {
  async updateUiSettings(_parent: unknown, args: { input: UpdateUiSettingsInput }, context: GatewayContext) {
    const { input } = args;
    const settings = await settingsApi.saveUiSettings(context.api, {
      colorScheme: input.colorScheme ? (input.colorScheme.toLowerCase() as ApiUiSettings['colorScheme']) : undefined,
      fontSize: given(input.fontSize),
      darkMode: given(input.darkMode),
      collapsedSidebar: given(input.collapsedSidebar),
      animations: given(input.animations),
    });
    context.loaders.viewerUiSettings.clearAll().prime('viewer', settings);
    return { uiSettings: settings, message: 'UI settings saved successfully!' };
  },

  async resetUiSettings(_parent: unknown, _args: unknown, context: GatewayContext) {
    const settings = await settingsApi.resetUiSettings(context.api);
    context.loaders.viewerUiSettings.clearAll().prime('viewer', settings);
    return { uiSettings: settings, message: 'UI settings reset to default' };
  },
};
