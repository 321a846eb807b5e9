import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';

interface LanguageCheckboxesProps {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}

/** Languages as a labelled group of checkboxes. */
export function LanguageCheckboxes({ legend, options, value, onChange, error }: LanguageCheckboxesProps) {
  const toggle = (language: string, on: boolean) => onChange(on ? [...value, language] : value.filter((v) => v !== language));
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        {options.map((language) => (
          <Checkbox.Root
            key={language}
            size="sm"
            checked={value.includes(language)}
            onCheckedChange={(details) => toggle(language, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{language}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
