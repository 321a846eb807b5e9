import { Alert, Badge, Box, Button, Dialog, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VendorImportDialog_options$key } from '../../__generated__/VendorImportDialog_options.graphql';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { useImportVendorsMutation } from './mutations/useImportVendorsMutation';
import { planVendorImport, type VendorImportPlan } from './vendorCsv';
import { DialogActions } from '../../shared/ui/DialogForm';

const optionsFragment = graphql`
  fragment VendorImportDialog_options on VendorFormOptions {
    categories
    loanTypes
    services
  }
`;

/** The server names a refused row `vendors.{index}.{field}`: back to the file's line. */
function serverProblems(plan: VendorImportPlan, fieldErrors: Record<string, string>): string[] {
  return Object.entries(fieldErrors).map(([key, message]) => {
    const [, index, field] = key.split('.');
    const line = plan.create[Number(index)]?.line;
    return line === undefined ? message : `Line ${line}, ${field}: ${message}`;
  });
}

/** 'Import Data': reads a CSV of the export's shape, shows what it will create and refuse, then creates in one call. */
export function VendorImportDialog({
  options: optionsRef,
  connectionId,
}: {
  options: VendorImportDialog_options$key;
  connectionId: string;
}) {
  const options = useFragment(optionsFragment, optionsRef);
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<VendorImportPlan | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [importVendors, isInFlight] = useImportVendorsMutation();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPlan(null);
      setFailure(null);
    }
  };

  const read = async (file: File | undefined) => {
    setFailure(null);
    const { categories, loanTypes, services } = options;
    setPlan(file ? planVendorImport(await file.text(), { categories, loanTypes, services }) : null);
  };

  const submit = async () => {
    if (!plan || plan.create.length === 0) return;
    const result = await importVendors({ vendors: plan.create.map((row) => row.input), connectionIds: [connectionId] });
    if (result.ok) {
      notify.success(result.message);
      reset(false);
      return;
    }
    notify.error(result.message);
    setFailure([result.message, ...serverProblems(plan, result.fieldErrors)]);
  };

  const creating = plan?.create.length ?? 0;

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        Import Data
      </Button>
      <AppDialog open={open} onOpenChange={reset} busy={isInFlight} title="Import Vendors" width="680px">
        <Dialog.Body>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              A CSV file shaped like 'Export Data' (a header row, one column per field). Every valid row is created in one step; if the
              server refuses, nothing is imported.
            </Text>
            <FormField label="CSV file">
              <Input type="file" accept=".csv,text/csv" p="1" onChange={(event) => void read(event.currentTarget.files?.[0])} />
            </FormField>
            {plan?.fileError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{plan.fileError}</Alert.Title>
              </Alert.Root>
            )}
            {plan && !plan.fileError && (
              <Stack gap="4" aria-live="polite">
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    Will create {creating} {creating === 1 ? 'vendor' : 'vendors'}
                  </Heading>
                  <List.Root ps="5" fontSize="sm" maxH="40" overflowY="auto">
                    {plan.create.map((row) => (
                      <List.Item key={row.line}>
                        Line {row.line}: {row.input.name}
                      </List.Item>
                    ))}
                  </List.Root>
                </Box>
                {plan.refused.length > 0 && (
                  <Box>
                    <Heading as="h3" size="sm" mb="2" color="fg.error">
                      Refused {plan.refused.length} {plan.refused.length === 1 ? 'row' : 'rows'}
                    </Heading>
                    <List.Root ps="5" fontSize="sm" gap="1" maxH="48" overflowY="auto">
                      {plan.refused.map((row) => (
                        <List.Item key={row.line}>
                          <Text as="span" fontWeight="medium">
                            Line {row.line}
                            {row.name && ` (${row.name})`}:
                          </Text>{' '}
                          {row.problems.map((problem) => (
                            <Badge key={problem.column} colorPalette="red" variant="subtle" me="1" whiteSpace="normal">
                              {problem.column}: {problem.message}
                            </Badge>
                          ))}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Box>
                )}
              </Stack>
            )}
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Nothing was imported</Alert.Title>
                  <Alert.Description>
                    {failure.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
        <DialogActions busy={isInFlight}>
          <Button colorPalette="brand" disabled={creating === 0} loading={isInFlight} onClick={() => void submit()}>
            Import {creating} {creating === 1 ? 'vendor' : 'vendors'}
          </Button>
        </DialogActions>
      </AppDialog>
    </>
  );
}
