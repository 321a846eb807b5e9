import { useState } from 'react';
import { get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { parseMoney } from '../../shared/format/currency';
import { afterAmountEdit, afterLtvApplied, type AmountFields } from './loanAmountSync';
import type { LtvCalculatorDialogProps } from './LtvCalculatorDialog';
import { parseLtv } from './ltv';

/** The form's field names of the loan amount, the LTV and the property value. */
export type AmountNames<T extends FieldValues> = Record<keyof AmountFields, Path<T>>;

/**
 * Keeps a pricer's loan amount, LTV and property value in line (loanAmountSync) and drives its LTV calculator:
 * `onAmountEdit(field)` for each amount input's onChange, `ltvCalculator` for the dialog, `openLtvCalculator` for its button.
 */
export function useAmountSync<T extends FieldValues, S extends FieldValues>(
  { getValues, setValue, formState: { errors } }: UseFormReturn<T, unknown, S>,
  names: AmountNames<T>,
  values: T,
) {
  const [ltvOpen, setLtvOpen] = useState(false);
  const amountFields = (): AmountFields => ({
    loanAmount: getValues(names.loanAmount),
    ltv: getValues(names.ltv),
    propertyValue: getValues(names.propertyValue),
  });
  const write = (changes: Partial<AmountFields>) => {
    for (const [field, value] of Object.entries(changes) as [keyof AmountFields, string][]) {
      const name = names[field];
      // A field already showing an error is checked again as it changes; an untouched one stays quiet.
      setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: !!get(errors, name) });
    }
  };

  const ltvCalculator: LtvCalculatorDialogProps = {
    open: ltvOpen,
    onOpenChange: setLtvOpen,
    initialLtv: parseLtv((values[names.ltv] as string | undefined) ?? ''),
    propertyValue: parseMoney((values[names.propertyValue] as string | undefined) ?? ''),
    onApply: (ltv) => {
      write(afterLtvApplied(ltv, amountFields()));
      setLtvOpen(false);
    },
  };
  return {
    onAmountEdit: (edited: keyof AmountFields) => () => write(afterAmountEdit(edited, amountFields())),
    openLtvCalculator: () => setLtvOpen(true),
    ltvCalculator,
  };
}
