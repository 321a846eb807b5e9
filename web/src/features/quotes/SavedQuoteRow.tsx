import { Button, Dialog, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { SavedQuoteRow_quote$key } from '../../__generated__/SavedQuoteRow_quote.graphql';
import type { SavedQuoteRowPdfQuery } from '../../__generated__/SavedQuoteRowPdfQuery.graphql';
import { formatUsd, formatUsdCents } from '../../shared/format/currency';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { downloadBase64 } from './download';
import { useDeleteSavedQuoteMutation } from './mutations/useDeleteSavedQuoteMutation';

const fragment = graphql`
  fragment SavedQuoteRow_quote on SavedQuote {
    id
    name
    loanId
    createdAt
    scenario {
      loanAmount
      propertyValue
      zipCode
      fico
    }
    offers {
      offerKey
      lenderName
      productName
      rate
      termYears
      lenderCredit
      payment {
        total
      }
    }
  }
`;

/** The PDF is drawn only when asked for: a query of its own, run on the click. */
const pdfQuery = graphql`
  query SavedQuoteRowPdfQuery($id: ID!) {
    node(id: $id) {
      ... on SavedQuote {
        borrowerPdf {
          fileName
          contentBase64
        }
      }
    }
  }
`;

export function SavedQuoteRow({ quote: key }: { quote: SavedQuoteRow_quote$key }) {
  const quote = useFragment(fragment, key);
  const environment = useRelayEnvironment();
  const [deleteQuote] = useDeleteSavedQuoteMutation();
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await fetchQuery<SavedQuoteRowPdfQuery>(environment, pdfQuery, { id: quote.id }, { fetchPolicy: 'network-only' }).toPromise();
      const pdf = data?.node?.borrowerPdf;
      if (!pdf) throw new Error('Quote not found');
      downloadBase64(pdf.contentBase64, pdf.fileName, 'application/pdf');
    } catch {
      notify.error('Failed to create the borrower PDF');
    } finally {
      setDownloading(false);
    }
  };

  const remove = async () => {
    setOpen(false);
    const result = await deleteQuote(quote.id);
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <Table.Row data-testid="saved-quote">
      <Table.Cell fontWeight="semibold">{quote.name}</Table.Cell>
      <Table.Cell>
        {formatUsd(quote.scenario.loanAmount)} · ZIP {quote.scenario.zipCode} · {quote.offers.length} {quote.offers.length === 1 ? 'offer' : 'offers'}
      </Table.Cell>
      <Table.Cell>{new Date(quote.createdAt).toLocaleDateString('en-US')}</Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="flex-end" gap="2">
          <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
            Open
          </Button>
          <Button size="xs" variant="outline" colorPalette="brand" loading={downloading} onClick={() => void download()}>
            <Download aria-hidden />
            Borrower PDF
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${quote.name}`} onClick={() => void remove()}>
            <Trash2 aria-hidden />
          </Button>
        </HStack>
        <AppDialog open={open} onOpenChange={setOpen} title={quote.name} width="34rem">
          <Dialog.Body>
            <Stack gap="3" textAlign="start">
              <Text color="fg.muted">
                {formatUsd(quote.scenario.loanAmount)} on {formatUsd(quote.scenario.propertyValue)} · FICO {quote.scenario.fico}+ · ZIP {quote.scenario.zipCode}
                {quote.loanId ? ` · loan #${quote.loanId}` : ''}
              </Text>
              {quote.offers.map((offer) => (
                <Stack key={offer.offerKey} gap="0" borderWidth="1px" rounded="md" p="3">
                  <Text fontWeight="semibold">
                    {offer.rate.toFixed(3)}% · {offer.termYears}-Yr · {offer.lenderName}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {offer.productName} · {offer.lenderCredit >= 0 ? `credit ${formatUsd(offer.lenderCredit)}` : `cost ${formatUsd(-offer.lenderCredit)}`} · {formatUsdCents(offer.payment.total)}/mo
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Dialog.Footer>
        </AppDialog>
      </Table.Cell>
    </Table.Row>
  );
}
