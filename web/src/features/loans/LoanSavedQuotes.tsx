import { Box, Button, Heading, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LoanSavedQuotes_loan$data, LoanSavedQuotes_loan$key } from '../../__generated__/LoanSavedQuotes_loan.graphql';
import { SavedQuoteDialog } from '../quotes';

const fragment = graphql`
  fragment LoanSavedQuotes_loan on Loan {
    savedQuotes {
      id
      name
      createdAt
      offers {
        offerKey
        rate
        termYears
        lenderName
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SavedQuoteDialog comes through ../quotes's index.ts
      ...SavedQuoteDialog_quote
    }
  }
`;

type Quote = LoanSavedQuotes_loan$data['savedQuotes'][number];

/** The viewer's saved quotes attached to this loan (quotes are private: another officer's never show), each reopened in place. */
export function LoanSavedQuotes({ loan }: { loan: LoanSavedQuotes_loan$key }) {
  const { savedQuotes: quotes } = useFragment(fragment, loan);
  return (
    <Box as="section" aria-labelledby="loan-quotes-heading" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
      <Heading id="loan-quotes-heading" as="h2" size="md" mb="4">
        Saved quotes
      </Heading>
      {quotes.length === 0 ? (
        <Text color="fg.muted">
          No quotes attached. Save one on{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/quote">Quotes</RouterLink>
          </Link>{' '}
          and attach it to this loan.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label="Saved quotes of this loan">
          <Table.Root size="sm" minW="30rem">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Offers</Table.ColumnHeader>
                <Table.ColumnHeader>Saved</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {quotes.map((quote) => (
                <LoanQuoteRow key={quote.id} quote={quote} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

function LoanQuoteRow({ quote }: { quote: Quote }) {
  const [open, setOpen] = useState(false);
  return (
    <Table.Row data-testid="loan-saved-quote">
      <Table.Cell fontWeight="semibold">{quote.name}</Table.Cell>
      <Table.Cell>
        {quote.offers.map((offer) => (
          <Text key={offer.offerKey}>
            {offer.rate.toFixed(3)}% {offer.termYears}-Yr · {offer.lenderName}
          </Text>
        ))}
      </Table.Cell>
      <Table.Cell>{new Date(quote.createdAt).toLocaleDateString('en-US')}</Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
          Open
        </Button>
        <SavedQuoteDialog quote={quote} open={open} onOpenChange={setOpen} />
      </Table.Cell>
    </Table.Row>
  );
}
