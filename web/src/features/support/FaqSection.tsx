import { Accordion, Card, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FaqSection_query$key } from '../../__generated__/FaqSection_query.graphql';

const fragment = graphql`
  fragment FaqSection_query on Query {
    faqEntries {
      key
      question
      answer
    }
  }
`;

/** The FAQ (spec §2 "Dashboard support"): the assistant's own entries, filtered as the user types. */
export function FaqSection({ query }: { query: FaqSection_query$key }) {
  const { faqEntries } = useFragment(fragment, query);
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = faqEntries.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });

  return (
    <Card.Root as="section" aria-labelledby="faq-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="faq-heading">
          Frequently Asked Questions
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            aria-label="Search FAQ"
            placeholder="Search questions…"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </InputGroup>
        {shown.length === 0 ? (
          <Text color="fg.muted">No questions match “{search.trim()}”.</Text>
        ) : (
          <Accordion.Root collapsible variant="enclosed">
            {shown.map((entry) => (
              <Accordion.Item key={entry.key} value={entry.key}>
                <Accordion.ItemTrigger>
                  <Text flex="1" textAlign="start" fontWeight="medium">
                    {entry.question}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Stack>
                      <Text>{entry.answer}</Text>
                    </Stack>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
