import { SimpleGrid } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../ui/FormField';

interface TimeRangeFieldsProps {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  errors: { startTime?: { message?: string | undefined }; endTime?: { message?: string | undefined } };
}

/** 'Start time' and 'End time' side by side (appointments, events), both required. */
export function TimeRangeFields({ start, end, errors }: TimeRangeFieldsProps) {
  return (
    <SimpleGrid columns={2} gap="4">
      <InputField label="Start time" error={errors.startTime?.message} required type="time" {...start} />
      <InputField label="End time" error={errors.endTime?.message} required type="time" {...end} />
    </SimpleGrid>
  );
}
