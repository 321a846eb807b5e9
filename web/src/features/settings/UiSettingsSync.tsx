import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { UiSettingsSyncQuery } from '../../__generated__/UiSettingsSyncQuery.graphql';
import { applyAppearance, DEFAULT_APPEARANCE, rememberAppearance } from '../../shared/appearance/appearance';
import { useSession } from '../../shared/auth/useSession';
import { setAnimationsEnabled } from '../../shared/motion/animationsSetting';
import { appearanceOf } from './uiSettingsValues';

/**
 * Applies the viewer's saved UI settings to the whole portal (spec §2 "UI Customization"): palette,
 * font size, dark mode, sidebar and animations. Read from the store once fetched, so a saved change
 * (the customization page's mutations update this record) applies at once.
 */
export function UiSettingsSync() {
  const data = useLazyLoadQuery<UiSettingsSyncQuery>(
    graphql`
      query UiSettingsSyncQuery {
        viewer {
          uiSettings {
            colorScheme
            fontSize
            darkMode
            collapsedSidebar
            animations
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { email } = useSession();
  const settings = data.viewer?.uiSettings;
  const animations = settings?.animations ?? true;
  const { palette, fontSize, darkMode, collapsedSidebar } = settings
    ? appearanceOf({ colorScheme: settings.colorScheme, fontSize: settings.fontSize, darkMode: settings.darkMode, collapsedSidebar: settings.collapsedSidebar })
    : DEFAULT_APPEARANCE;
  useEffect(() => setAnimationsEnabled(animations), [animations]);
  useEffect(() => {
    const appearance = { palette, fontSize, darkMode, collapsedSidebar };
    applyAppearance(appearance);
    rememberAppearance(email, appearance);
  }, [email, palette, fontSize, darkMode, collapsedSidebar]);
  // Signing out returns to the defaults.
  useEffect(
    () => () => {
      setAnimationsEnabled(true);
      applyAppearance(DEFAULT_APPEARANCE);
      rememberAppearance(null, null);
    },
    [],
  );
  return null;
}
