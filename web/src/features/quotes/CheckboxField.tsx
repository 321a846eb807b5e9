import { Checkbox } from '@chakra-ui/react';

interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox for a boolean form value (second lien, impound/escrow). */
export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  return (
    <Checkbox.Root name={name} checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
