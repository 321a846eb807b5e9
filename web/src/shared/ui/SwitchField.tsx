import { Stack, Switch, Text } from '@chakra-ui/react';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off switch (a real checkbox underneath), with an optional line of help. */
export function SwitchField({ label, description, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      disabled={disabled}
      colorPalette="brand"
      alignItems="flex-start"
      gap="3"
    >
      <Switch.HiddenInput />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0">
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
    </Switch.Root>
  );
}
