import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderProfileHeader_lender$key } from '../../__generated__/LenderProfileHeader_lender.graphql';
import { LenderLogo } from './LenderLogo';
import { RatingStars } from '../../shared/ui/RatingStars';

const fragment = graphql`
  fragment LenderProfileHeader_lender on Lender {
    name
    fullName
    logoUrl
    status
    rating
    shortDescription
    description
  }
`;

export function LenderProfileHeader({ lender }: { lender: LenderProfileHeader_lender$key }) {
  const data = useFragment(fragment, lender);
  const about = data.description || data.shortDescription;
  return (
    <Card.Root variant="outline" borderRadius="xl" overflow="hidden">
      <Card.Body p={{ base: '5', md: '7' }} gap="4" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
          <LenderLogo name={data.name} logoUrl={data.logoUrl} size="2xl" />
          <Stack gap="2" minW="0">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {data.name}
              </Heading>
              {data.status && (
                <Badge
                  colorPalette={data.status.toLowerCase() === 'active' ? 'green' : 'gray'}
                  variant="subtle"
                  borderRadius="full"
                  px="2.5"
                >
                  {data.status}
                </Badge>
              )}
            </HStack>
            {data.fullName && data.fullName !== data.name && <Text color="fg.muted">{data.fullName}</Text>}
            {data.rating != null && <RatingStars rating={data.rating} showValue />}
          </Stack>
        </Stack>
        {about && (
          <Text color="fg" maxW="4xl">
            {about}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
