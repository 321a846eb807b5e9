import { Box, Collapsible, Button, List, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { IneligibleProducts_result$key } from '../../__generated__/IneligibleProducts_result.graphql';

const fragment = graphql`
  fragment IneligibleProducts_result on PricingResult {
    ineligible {
      lenderName
      productName
      reasons
    }
  }
`;

/** Products the borrower is not eligible for, listed apart with every reason (spec: 'Max LTV …; scenario …'). */
export function IneligibleProducts({ result }: { result: IneligibleProducts_result$key }) {
  const { ineligible } = useFragment(fragment, result);
  const [open, setOpen] = useState(false);
  if (ineligible.length === 0) return null;
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" px="2">
          Not eligible ({ineligible.length})
          <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} display="inline-flex">
            <ChevronDown aria-hidden />
          </Box>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" gap="3" pt="2" data-testid="ineligible-products">
          {ineligible.map((product) => (
            <Box as="li" key={`${product.lenderName}-${product.productName}`} listStyleType="none" borderWidth="1px" rounded="md" p="3">
              <Text fontWeight="semibold">
                {product.lenderName} · {product.productName}
              </Text>
              <List.Root fontSize="sm" color="fg.muted" ps="4">
                {product.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
