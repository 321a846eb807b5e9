import { useEffect } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import type { ShellQuery } from '../../__generated__/ShellQuery.graphql';
import type { UiSettingsSync_viewer$key } from '../../__generated__/UiSettingsSync_viewer.graphql';
import { applyAppearance, DEFAULT_APPEARANCE, rememberAppearance } from '../../shared/appearance/appearance';
import { useSession } from '../../shared/auth/useSession';
import { setAnimationsEnabled } from '../../shared/motion/animationsSetting';
import { useShellData, useShellQueryRef } from '../../shared/shell/Shell.query';
import { appearanceOf } from './uiSettingsValues';

const fragment = graphql`
  fragment UiSettingsSync_viewer on User {
    uiSettings {
      colorScheme
      fontSize
      darkMode
      collapsedSidebar
      animations
    }
  }
`;

/**
 * Applies the viewer's saved UI settings to the whole portal (spec §2 "UI Customization"): palette,
 * font size, dark mode, sidebar and animations. Read from the shell's query through the store, so a
 * saved change (the customization page's mutations update this record) applies at once.
 */
export function UiSettingsSync() {
  const ref = useShellQueryRef();
  return ref ? <ShellUiSettingsSync queryRef={ref} /> : null;
}

function ShellUiSettingsSync({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  const key: UiSettingsSync_viewer$key | null | undefined = useShellData(queryRef).viewer;
  const viewer = useFragment(fragment, key);
  const { email } = useSession();
  const settings = viewer?.uiSettings;
  const animations = settings?.animations ?? true;
  const { palette, fontSize, darkMode, collapsedSidebar } = settings
    ? appearanceOf({
        colorScheme: settings.colorScheme,
        fontSize: settings.fontSize,
        darkMode: settings.darkMode,
        collapsedSidebar: settings.collapsedSidebar,
      })
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
