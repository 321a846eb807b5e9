import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

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
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)} bg={bg}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue}>
                {optionLabel}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
