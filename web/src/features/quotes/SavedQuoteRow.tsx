import { Button, HStack, Table } from '@chakra-ui/react';
import { Download, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { SavedQuoteRow_quote$key } from '../../__generated__/SavedQuoteRow_quote.graphql';
import type { SavedQuoteRowPdfQuery } from '../../__generated__/SavedQuoteRowPdfQuery.graphql';
import { formatUsd } from '../../shared/format/currency';
import { notify } from '../../shared/toast';
import { AttachQuoteDialog } from './AttachQuoteDialog';
import { downloadBase64 } from './download';
import { SavedQuoteDialog } from './SavedQuoteDialog';
import { useDeleteSavedQuoteMutation } from './mutations/useDeleteSavedQuoteMutation';

const fragment = graphql`
  fragment SavedQuoteRow_quote on SavedQuote {
    id
    name
    createdAt
    loan {
      internalId
    }
    scenario {
      loanAmount
      zipCode
    }
    offers {
      __typename
    }
    ...SavedQuoteDialog_quote
    ...AttachQuoteDialog_quote
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
  const [attaching, setAttaching] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await fetchQuery<SavedQuoteRowPdfQuery>(
        environment,
        pdfQuery,
        { id: quote.id },
        { fetchPolicy: 'network-only' },
      ).toPromise();
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
        {formatUsd(quote.scenario.loanAmount)} · ZIP {quote.scenario.zipCode} · {quote.offers.length}{' '}
        {quote.offers.length === 1 ? 'offer' : 'offers'}
      </Table.Cell>
      <Table.Cell>{new Date(quote.createdAt).toLocaleDateString('en-US')}</Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="flex-end" gap="2">
          <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
            Open
          </Button>
          <Button size="xs" variant="outline" onClick={() => setAttaching(true)}>
            <Link2 aria-hidden />
            {quote.loan ? `Loan #${quote.loan.internalId}` : 'Attach to loan'}
          </Button>
          <Button size="xs" variant="outline" colorPalette="brand" loading={downloading} onClick={() => void download()}>
            <Download aria-hidden />
            Borrower PDF
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${quote.name}`} onClick={() => void remove()}>
            <Trash2 aria-hidden />
          </Button>
        </HStack>
        <SavedQuoteDialog quote={quote} open={open} onOpenChange={setOpen} />
        <AttachQuoteDialog quote={quote} open={attaching} onOpenChange={setAttaching} />
      </Table.Cell>
    </Table.Row>
  );
}
