import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LendersThatFit_post$key } from '../../__generated__/LendersThatFit_post.graphql';

const fragment = graphql`
  fragment LendersThatFit_post on Post {
    program
    lender {
      name
    }
    scenario {
      __typename
    }
    lendersThatFit {
      lenderName
      rate
      productName
    }
  }
`;

/**
 * The lender and programme a scenario names, and — when it carries a structured scenario — the
 * lenders whose active products accept it with each one's best rate (priced on the server).
 */
export function LendersThatFit({ post }: { post: LendersThatFit_post$key }) {
  const data = useFragment(fragment, post);
  const headingId = useId();
  const named = data.lender?.name ?? null;
  if (!named && !data.program && !data.scenario) return null;
  return (
    <Stack gap="2">
      {(named || data.program) && (
        <HStack gap="2" wrap="wrap">
          {named && (
            <Badge variant="outline" colorPalette="brand" borderRadius="full">
              Lender: {named}
            </Badge>
          )}
          {data.program && (
            <Badge variant="outline" colorPalette="gray" borderRadius="full">
              Program: {data.program}
            </Badge>
          )}
        </HStack>
      )}
      {data.scenario && (
        <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <Text id={headingId} fontWeight="semibold" fontSize="sm">
            Lenders that fit
          </Text>
          {data.lendersThatFit.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No lender's active rate sheet accepts this scenario.
            </Text>
          ) : (
            <List.Root aria-labelledby={headingId} gap={{ base: '2', sm: '1' }} variant="plain">
              {data.lendersThatFit.map((fit) => (
                // On a phone the rate sits under its lender's name (side by side it wrapped next to the following name).
                <List.Item
                  key={fit.lenderName}
                  fontSize="sm"
                  display="flex"
                  flexDirection={{ base: 'column', sm: 'row' }}
                  justifyContent="space-between"
                  gap={{ base: '0', sm: '3' }}
                >
                  <Text as="span" fontWeight="medium">
                    {fit.lenderName}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {fit.rate.toFixed(3)}% · {fit.productName}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
    </Stack>
  );
}
