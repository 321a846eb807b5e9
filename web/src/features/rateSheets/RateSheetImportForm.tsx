import { Alert, Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RateSheetImportForm_query$key } from '../../__generated__/RateSheetImportForm_query.graphql';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { SelectField } from '../../shared/ui/SelectField';
import { useImportRateSheetMutation } from './mutations/useImportRateSheetMutation';
import type { SheetFormat, SheetPreview, SheetProblem } from './rateSheetPreview';

// The sheet reader (the domain's schema and CSV rules) loads with the first file chosen, not with the page.
const loadPreview = () => import('./rateSheetPreview');

const fragment = graphql`
  fragment RateSheetImportForm_query on Query {
    sheetLenders: lenders(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

interface ChosenFile {
  name: string;
  format: SheetFormat;
  content: string;
  preview: SheetPreview;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function ProblemTable({ title, problems }: { title: string; problems: SheetProblem[] }) {
  return (
    <Alert.Root status="error" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0" w="full">
        <Alert.Title>{title}</Alert.Title>
        <Table.ScrollArea maxH="64" tabIndex={0} aria-label="Problems by line">
          <Table.Root size="sm" variant="outline" bg="bg">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="8rem">Line</Table.ColumnHeader>
                <Table.ColumnHeader>Problem</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {problems.map((problem, index) => (
                <Table.Row key={`${problem.where}-${index}`}>
                  <Table.Cell whiteSpace="nowrap">{problem.where}</Table.Cell>
                  <Table.Cell whiteSpace="normal" wordBreak="break-word">
                    {problem.message}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * 'Import rate sheet': the lender, the file (CSV or JSON, docs/product.md "Pricing", Rate sheet formats), a preview read
 * with the server's own rules — every problem by line — and Save, which stores a draft. The server
 * checks the file again and answers by line too; nothing is stored while a problem is left.
 */
export function RateSheetImportForm({ query }: { query: RateSheetImportForm_query$key }) {
  const data = useFragment(fragment, query);
  const [lenderId, setLenderId] = useState('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [refused, setRefused] = useState<{ message: string; problems: SheetProblem[] } | null>(null);
  const [lenderError, setLenderError] = useState<string | undefined>();
  const [importRateSheet, saving] = useImportRateSheetMutation();
  const [inputKey, setInputKey] = useState(0);

  const lenders = data.sheetLenders.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }));

  const read = async (chosen: File | undefined) => {
    setRefused(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const [content, { formatOfFile, previewSheet }] = await Promise.all([chosen.text(), loadPreview()]);
    const format = formatOfFile(chosen.name, chosen.type);
    setFile({ name: chosen.name, format, content, preview: previewSheet(format, content) });
  };

  const save = async () => {
    if (!lenderId) {
      setLenderError('Select the lender of the sheet');
      return;
    }
    if (!file?.preview.ok) return;
    const result = await importRateSheet({ lenderId, format: file.format, content: file.content });
    if (!result.ok) {
      notify.error(result.message);
      const { serverProblems } = await loadPreview();
      setRefused({ message: result.message, problems: serverProblems(result.fieldErrors) });
      return;
    }
    notify.success(result.message);
    setFile(null);
    setRefused(null);
    setInputKey((key) => key + 1);
  };

  const preview = file?.preview;
  const productCount = preview?.ok ? preview.products.length : 0;

  return (
    <Stack gap="4" as="section" aria-labelledby="import-rate-sheet">
      <Heading as="h2" size="lg" id="import-rate-sheet">
        Import rate sheet
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        A lender&apos;s sheet as CSV or JSON (formats: docs/product.md &quot;Pricing&quot;, Rate sheet formats). Every line is checked
        before anything is saved; a saved sheet is a draft until you activate it, and the lender&apos;s previous sheet stays in the history.
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'end' }}>
        <Box flex="1" minW="0">
          <SelectField
            label="Lender"
            placeholder="Select lender"
            options={lenders}
            value={lenderId}
            onChange={(value) => {
              setLenderId(value);
              setLenderError(undefined);
            }}
          />
          {lenderError && (
            <Text color="fg.error" fontSize="sm" mt="1" role="alert">
              {lenderError}
            </Text>
          )}
        </Box>
        <Box flex="1" minW="0">
          <FormField label="Rate sheet file (CSV or JSON)">
            <Input
              key={inputKey}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              p="1"
              onChange={(event) => void read(event.currentTarget.files?.[0])}
            />
          </FormField>
        </Box>
      </Stack>

      {preview && !preview.ok && (
        <ProblemTable
          title={`${file.name}: ${preview.problems.length} ${preview.problems.length === 1 ? 'problem' : 'problems'} — fix the file and choose it again`}
          problems={preview.problems}
        />
      )}

      {preview?.ok && (
        <Stack gap="2" aria-live="polite">
          <Heading as="h3" size="sm">
            Preview of {file?.name}: {productCount} {productCount === 1 ? 'product' : 'products'}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Effective {when(preview.effectiveAt)} · expires {when(preview.expiresAt)}
            {preview.source ? ` · ${preview.source}` : ''}
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label="Rate sheet preview">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Code</Table.ColumnHeader>
                  <Table.ColumnHeader>Product</Table.ColumnHeader>
                  <Table.ColumnHeader>Loan type</Table.ColumnHeader>
                  <Table.ColumnHeader>Term</Table.ColumnHeader>
                  <Table.ColumnHeader>Rates</Table.ColumnHeader>
                  <Table.ColumnHeader>Locks (days)</Table.ColumnHeader>
                  <Table.ColumnHeader>Adjustment grids</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.products.map((product) => (
                  <Table.Row key={product.code}>
                    <Table.Cell>{product.code}</Table.Cell>
                    <Table.Cell>{product.name}</Table.Cell>
                    <Table.Cell>{product.loanType}</Table.Cell>
                    <Table.Cell>{product.termYears} yr</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {product.rateCount} ({product.rateRange})
                    </Table.Cell>
                    <Table.Cell>{product.lockDays}</Table.Cell>
                    <Table.Cell>{product.gridCount}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}

      {refused && <ProblemTable title={`Nothing was saved: ${refused.message}`} problems={refused.problems} />}

      <HStack>
        <Button colorPalette="brand" disabled={!preview?.ok} loading={saving} onClick={() => void save()}>
          <Upload aria-hidden />
          Save as draft
        </Button>
      </HStack>
    </Stack>
  );
}
