import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LenderCard_lender$key } from '../../__generated__/LenderCard_lender.graphql';
import { LenderLogo } from './LenderLogo';
import { programTags } from './programTags';
import { RatingStars } from '../../shared/ui/RatingStars';

const fragment = graphql`
  fragment LenderCard_lender on Lender {
    slug
    name
    logoUrl
    shortDescription
    description
    rating
    # eslint-disable-next-line relay/unused-fields -- programTags() reads every list
    programs {
      qmPrograms
      nonQmPrograms
      productOffer
      uniquePropertyType
      privateLoanPrograms
      conventionalPrograms
    }
  }
`;

/** A lender in the directory grid; the whole card links to the lender's page. */
export function LenderCard({ lender }: { lender: LenderCard_lender$key }) {
  const data = useFragment(fragment, lender);
  const tags = programTags(data.programs);
  const summary = data.shortDescription || data.description;
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        h="full"
        variant="outline"
        borderRadius="xl"
        transition="box-shadow 0.15s, transform 0.15s, border-color 0.15s"
        _hover={{ shadow: 'md', transform: 'translateY(-2px)', borderColor: 'brand.200' }}
        _focusWithin={{ shadow: 'md', borderColor: 'brand.400' }}
      >
        <Card.Body gap="3" p="5">
          <HStack gap="3" align="center">
            <LenderLogo name={data.name} logoUrl={data.logoUrl} />
            <Stack gap="1" minW="0">
              <Card.Title as="h2" fontSize="md" lineHeight="short">
                <LinkOverlay asChild>
                  <RouterLink to={`/Lender/${encodeURIComponent(data.slug)}`}>{data.name}</RouterLink>
                </LinkOverlay>
              </Card.Title>
              {data.rating != null && <RatingStars rating={data.rating} showValue size={14} />}
            </Stack>
          </HStack>
          {summary && (
            <Text color="fg.muted" fontSize="sm" lineClamp={3}>
              {summary}
            </Text>
          )}
          {tags.length > 0 && (
            <HStack gap="1.5" flexWrap="wrap" mt="auto">
              {tags.map((tag) => (
                <Badge key={tag} colorPalette="brand" variant="subtle" borderRadius="full" px="2.5">
                  {tag}
                </Badge>
              ))}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
