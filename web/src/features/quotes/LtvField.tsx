import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { Calculator } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface LtvFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  onOpenCalculator: () => void;
}

/** The LTV input with the button that opens the LTV calculator beside it. */
export function LtvField({ registration, error, onOpenCalculator }: LtvFieldProps) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        LTV <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="2" w="full">
        <Input inputMode="decimal" autoComplete="off" {...registration} />
        <IconButton variant="outline" aria-label="Open the LTV calculator" onClick={onOpenCalculator}>
          <Calculator aria-hidden />
        </IconButton>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
