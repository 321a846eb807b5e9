import { Button, Dialog, Field, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatUsd } from '../../shared/format/currency';
import { AppDialog } from '../../shared/ui/AppDialog';
import { calculatorLtv, DEFAULT_LTV, loanAmountFor, MAX_LTV, MIN_LTV } from './ltv';

export interface LtvCalculatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The LTV in the form when the dialog opens (undefined: the default 80). */
  initialLtv: number | undefined;
  /** The form's property value, when it has one. */
  propertyValue: number | undefined;
  onApply: (ltv: number) => void;
}

/** LTV calculator (spec §2, §5): 1-100, default 80, back to 80 when emptied. */
export function LtvCalculatorDialog({ open, onOpenChange, initialLtv, propertyValue, onApply }: LtvCalculatorDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title="LTV Calculator" width="28rem">
      <LtvCalculatorForm initialLtv={initialLtv} propertyValue={propertyValue} onApply={onApply} onCancel={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function LtvCalculatorForm({
  initialLtv,
  propertyValue,
  onApply,
  onCancel,
}: Omit<LtvCalculatorDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [text, setText] = useState(String(initialLtv ?? DEFAULT_LTV));
  const ltv = calculatorLtv(text);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(ltv);
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>LTV (%)</Field.Label>
            <InputGroup endElement="%">
              <Input
                type="number"
                inputMode="decimal"
                min={MIN_LTV}
                max={MAX_LTV}
                value={text}
                onChange={(event) => setText(event.target.value)}
                // Spec §5: an emptied value falls back to 80; out-of-range values are brought within 1-100.
                onBlur={() => setText(String(ltv))}
              />
            </InputGroup>
            <Field.HelperText>
              From {MIN_LTV} to {MAX_LTV}; an empty field uses {DEFAULT_LTV}.
            </Field.HelperText>
          </Field.Root>
          <Stack gap="1" bg="bg.muted" rounded="lg" p="4">
            <Text fontSize="sm" color="fg.muted">
              Loan amount = LTV (%) * Property Value
            </Text>
            <Text fontWeight="semibold" data-testid="ltv-loan-amount">
              {propertyValue
                ? `${ltv}% × ${formatUsd(propertyValue)} = ${formatUsd(loanAmountFor(ltv, propertyValue))}`
                : 'Enter a property value to see the loan amount.'}
            </Text>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand">
          Update LTV
        </Button>
      </Dialog.Footer>
    </form>
  );
}
