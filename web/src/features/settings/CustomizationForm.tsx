import { Box, Button, Fieldset, HStack, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CustomizationForm_settings$key } from '../../__generated__/CustomizationForm_settings.graphql';
import { notify } from '../../shared/toast';
import { SelectField } from '../../shared/ui/SelectField';
import { SwitchField } from '../../shared/ui/SwitchField';
import { panelStyle } from '../../shared/ui/panelStyle';
import { useResetUiSettingsMutation } from './mutations/useResetUiSettingsMutation';
import { useUpdateUiSettingsMutation } from './mutations/useUpdateUiSettingsMutation';
import { COLOR_SCHEMES, FONT_SIZE, type ColorSchemeValue as ColorScheme } from './uiSettingsValues';

const SCHEME_LABELS: Record<ColorScheme, { label: string; swatch: string }> = {
  DEFAULT: { label: 'Default', swatch: '#1d4ed8' },
  BLUE: { label: 'Blue', swatch: 'blue.600' },
  GREEN: { label: 'Green', swatch: 'green.600' },
  PURPLE: { label: 'Purple', swatch: 'purple.600' },
  RED: { label: 'Red', swatch: 'red.600' },
};

const FONT_SIZES = Array.from({ length: FONT_SIZE.max - FONT_SIZE.min + 1 }, (_, index) => {
  const size = FONT_SIZE.min + index;
  return { value: String(size), label: size === FONT_SIZE.default ? `${size} px (default)` : `${size} px` };
});

interface Draft {
  colorScheme: ColorScheme;
  fontSize: number;
  darkMode: boolean;
  collapsedSidebar: boolean;
  animations: boolean;
}

/** Colour scheme, font size, dark mode, collapsed sidebar, animations (spec §2 "UI Customization", defaults §9). */
export function CustomizationForm({ settings }: { settings: CustomizationForm_settings$key }) {
  const saved = useFragment(
    graphql`
      fragment CustomizationForm_settings on UiSettings {
        colorScheme
        fontSize
        darkMode
        collapsedSidebar
        animations
        isDefault
        updatedAt
      }
    `,
    settings,
  );
  // A new draft whenever the saved settings change (after a reset, the defaults).
  return <CustomizationFields key={`${saved.updatedAt ?? ''}-${saved.isDefault}`} saved={saved as Draft & { isDefault: boolean }} />;
}

function CustomizationFields({ saved }: { saved: Draft & { isDefault: boolean } }) {
  const [draft, setDraft] = useState<Draft>(saved);
  const [save, saving] = useUpdateUiSettingsMutation();
  const [reset, resetting] = useResetUiSettingsMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function onSave() {
    const { colorScheme, fontSize, darkMode, collapsedSidebar, animations } = draft;
    const result = await save({ variables: { input: { colorScheme, fontSize, darkMode, collapsedSidebar, animations } } });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  }

  async function onReset() {
    const result = await reset({ variables: { input: {} } });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  }

  return (
    <Stack as="form" gap="6" {...panelStyle} onSubmit={(event) => (event.preventDefault(), void onSave())}>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Color scheme</Fieldset.Legend>
        <RadioGroup.Root
          value={draft.colorScheme}
          onValueChange={(details) => details.value && set('colorScheme', details.value as ColorScheme)}
          colorPalette="brand"
        >
          <SimpleGrid columns={{ base: 2, sm: 5 }} gap="3">
            {COLOR_SCHEMES.map((scheme) => (
              <RadioGroup.Item key={scheme} value={scheme} borderWidth="1px" rounded="md" px="3" py="2" gap="2" cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <Box w="4" h="4" rounded="full" bg={SCHEME_LABELS[scheme].swatch} aria-hidden flexShrink={0} />
                <RadioGroup.ItemText>{SCHEME_LABELS[scheme].label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
      </Fieldset.Root>

      <Box maxW="xs">
        <SelectField
          label="Font size"
          placeholder="Select font size"
          options={FONT_SIZES}
          value={String(draft.fontSize)}
          onChange={(value) => value && set('fontSize', Number(value))}
        />
      </Box>

      <Stack gap="4">
        <SwitchField
          label="Dark mode"
          description="Light text on dark backgrounds."
          checked={draft.darkMode}
          onChange={(on) => set('darkMode', on)}
        />
        <SwitchField
          label="Collapsed sidebar"
          description="The dashboard sidebar shows icons only."
          checked={draft.collapsedSidebar}
          onChange={(on) => set('collapsedSidebar', on)}
        />
        <SwitchField
          label="Animations"
          description="Transitions and motion across the portal."
          checked={draft.animations}
          onChange={(on) => set('animations', on)}
        />
      </Stack>

      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving...">
          Save Settings
        </Button>
        <Button variant="outline" onClick={() => void onReset()} loading={resetting} disabled={saving}>
          Reset to Default
        </Button>
      </HStack>
    </Stack>
  );
}
