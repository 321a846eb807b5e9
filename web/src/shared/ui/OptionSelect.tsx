import { NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps extends Omit<NativeSelectFieldProps, 'children'> {
  /** The first option, with an empty value ('All …' or 'Please select …'); none when every option is a valid answer. */
  placeholder?: string;
  /** A plain string is both value and label. */
  options: readonly (SelectOption | string)[];
  disabled?: boolean;
}

/** A native select with a leading empty option; other props (a value and onChange, or react-hook-form's `register`) go on the <select>. */
export const OptionSelect = forwardRef<HTMLSelectElement, OptionSelectProps>(function OptionSelect(
  { placeholder, options, disabled, ...fieldProps },
  ref,
) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field ref={ref} {...fieldProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
