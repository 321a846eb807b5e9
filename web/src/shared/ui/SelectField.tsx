import { Field } from '@chakra-ui/react';
import { OptionSelect, type SelectOption } from './OptionSelect';

interface SelectFieldProps {
  label: string;
  /** The first option, with an empty value ('All …' or 'Select …'). */
  placeholder: string;
  options: readonly (SelectOption | string)[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  bg?: string;
}

/** A labelled native select (the label is tied to it through Field) with a leading empty option. */
export function SelectField({ label, placeholder, options, value, onChange, name, bg }: SelectFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        name={name}
        placeholder={placeholder}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg={bg}
      />
    </Field.Root>
  );
}
