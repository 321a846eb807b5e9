import { Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatUsd } from '../../shared/format/currency';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { useSaveQuoteMutation } from './mutations/useSaveQuoteMutation';
import type { PricingInput } from './pricingInput';
import type { Offer } from './QuoteResults';

interface SaveQuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scenario: PricingInput;
  offers: readonly Offer[];
  onSaved: () => void;
}

const NAME_REQUIRED = 'Please enter a name for the quote';

/** 'Save quote': names the scenario and the chosen offers; the server prices them again and keeps its figures. */
export function SaveQuoteDialog({ open, onOpenChange, scenario, offers, onSaved }: SaveQuoteDialogProps) {
  const [saveQuote, saving] = useSaveQuoteMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (name.trim() === '') {
      setError(NAME_REQUIRED);
      return;
    }
    const result = await saveQuote({ name: name.trim(), scenario, offerKeys: offers.map((offer) => offer.offerKey) });
    if (!result.ok) {
      setError(result.fieldErrors?.name);
      notify.error(result.message);
      return;
    }
    notify.success(result.message);
    setName('');
    onSaved();
    onOpenChange(false);
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title="Save quote" busy={saving}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Dialog.Body>
          <Stack gap="4">
            <FormField label="Quote name" required error={error}>
              <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} placeholder="e.g. Garcia purchase" />
            </FormField>
            <Text fontSize="sm" color="fg.muted">
              {formatUsd(scenario.loanAmount)} on {formatUsd(scenario.propertyValue)}, ZIP {scenario.zipCode}:{' '}
              {offers.map((offer) => `${offer.rate.toFixed(3)}% ${offer.termYears}-yr (${offer.lenderName})`).join(', ')}
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            Save
          </Button>
        </Dialog.Footer>
      </form>
    </AppDialog>
  );
}
