import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ComplianceTab_query$key } from '../../__generated__/ComplianceTab_query.graphql';

const fragment = graphql`
  fragment ComplianceTab_query on Query {
    complianceCards {
      number
      title
      text
      entryId
    }
  }
`;

/**
 * The Compliance tab (spec §2): the 10 numbered best-practice cards, in the words the assistant
 * uses when it answers a compliance question.
 */
export function ComplianceTab({ query }: { query: ComplianceTab_query$key }) {
  const { complianceCards } = useFragment(fragment, query);
  return (
    <Stack as="section" aria-labelledby="compliance-heading" gap="5">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="compliance-heading">
          Compliance Best Practices
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Ten habits that keep every file audit-ready. Ask the assistant about any of them for more.
        </Text>
      </Stack>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" data-testid="compliance-cards">
        {complianceCards.map((card) => (
          <Card.Root as="li" key={card.entryId} size="sm" borderRadius="xl" shadow="xs" borderTopWidth="4px" borderTopColor="brand.600">
            <Card.Body gap="2">
              <HStack align="flex-start" gap="3">
                <Circle size="8" bg="brand.700" color="white" fontWeight="bold" flexShrink={0} aria-hidden>
                  {card.number}
                </Circle>
                <Box>
                  <Heading as="h3" size="md">
                    <Box as="span" srOnly>
                      {card.number}.{' '}
                    </Box>
                    {card.title}
                  </Heading>
                  <Text mt="2" fontSize="sm" color="fg.muted">
                    {card.text}
                  </Text>
                </Box>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
