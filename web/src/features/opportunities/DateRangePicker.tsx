import { Box, Field, HStack, Input } from '@chakra-ui/react';

export interface DateRange {
  start: string;
  end: string;
}

interface DateRangePickerProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
  disabled?: boolean;
}

/** Start and end days of the dashboard. The server refuses an end before the start and says so. */
export function DateRangePicker({ value, onChange, disabled }: DateRangePickerProps) {
  return (
    <HStack as="fieldset" gap="3" align="flex-end" border="0" p="0" m="0" minW="0" flex={{ base: '1', md: 'none' }}>
      <Box as="legend" srOnly>
        Date range
      </Box>
      <Field.Root flex={{ base: '1', md: 'none' }} w={{ md: '44' }} minW="0" disabled={disabled}>
        <Field.Label>Start date</Field.Label>
        <Input type="date" value={value.start} onChange={(event) => onChange({ ...value, start: event.target.value })} bg="bg.panel" />
      </Field.Root>
      <Field.Root flex={{ base: '1', md: 'none' }} w={{ md: '44' }} minW="0" disabled={disabled}>
        <Field.Label>End date</Field.Label>
        <Input type="date" value={value.end} onChange={(event) => onChange({ ...value, end: event.target.value })} bg="bg.panel" />
      </Field.Root>
    </HStack>
  );
}
