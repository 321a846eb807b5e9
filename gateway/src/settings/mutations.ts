import type { GatewayContext } from '../context.ts';
import type { ApiAnswer } from '../datasources/api.ts';
import { lowerCase } from '../platform/graphql/enumCase.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import * as settingsApi from './api.ts';
import type { UiSettingsDto } from '@lendhub/domain/rest/settings';
import { payloadFrom } from '../platform/graphql/payloads.ts';

/** Null and undefined both mean "leave as it is". */
function given<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}

/** The answer is the viewer's settings now: later fields of this request read them, no call. */
function saved(context: GatewayContext, write: Promise<ApiAnswer<UiSettingsDto>>) {
  return payloadFrom('uiSettings', write, (uiSettings) => context.loaders.viewerUiSettings.prime(uiSettings));
}

export const settingsMutations: MutationResolvers = {
  updateUiSettings: (_parent, { input }, context) =>
    saved(
      context,
      settingsApi.saveUiSettings(context.api, {
        colorScheme: input.colorScheme ? lowerCase(input.colorScheme) : undefined,
        fontSize: given(input.fontSize),
        darkMode: given(input.darkMode),
        collapsedSidebar: given(input.collapsedSidebar),
        animations: given(input.animations),
      }),
    ),

  resetUiSettings: (_parent, _args, context) => saved(context, settingsApi.resetUiSettings(context.api)),
};
