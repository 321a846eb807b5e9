import { Fieldset, SegmentGroup } from '@chakra-ui/react';

interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  name: string;
}

/** A labelled row of mutually exclusive choices (radio semantics), e.g. Full Doc / No-Income Doc. */
export function ChoiceGroup({ legend, options, value, onChange, name }: ChoiceGroupProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </Fieldset.Legend>
      <SegmentGroup.Root
        name={name}
        value={value || null}
        onValueChange={(details) => details.value && onChange(details.value)}
        aria-label={legend}
        size="md"
        w="fit-content"
        maxW="full"
      >
        <SegmentGroup.Indicator bg="brand.solid" />
        {options.map((option) => (
          <SegmentGroup.Item key={option.value} value={option.value} _checked={{ color: 'brand.contrast' }} px="4">
            <SegmentGroup.ItemText>{option.label}</SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
    </Fieldset.Root>
  );
}
