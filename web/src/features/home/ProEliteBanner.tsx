import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Crown } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { ProEliteBanner_production$key } from '../../__generated__/ProEliteBanner_production.graphql';
import { closingsLine, proEliteHeading, WAYS_TO_EARN } from './pointsProgramme';

const fragment = graphql`
  fragment ProEliteBanner_production on Production {
    closingPoints {
      month
      proElitePointsNeeded
      closingsThisMonth
      nextClosingPoints
      closingsBeforePoints
    }
  }
`;

/** The banner '50 Pts to acheive Pro Elite for June' (spec §2), from the viewer's ledger and closings this month. */
export function ProEliteBanner({ production }: { production: ProEliteBanner_production$key }) {
  const { closingPoints } = useFragment(fragment, production);
  const { month, proElitePointsNeeded, closingsThisMonth, nextClosingPoints, closingsBeforePoints } = closingPoints;
  return (
    <Box
      as="section"
      aria-labelledby="pro-elite-heading"
      rounded="2xl"
      color="white"
      bgGradient="to-r"
      gradientFrom="purple.800"
      gradientTo="brand.700"
      p={{ base: '5', md: '7' }}
    >
      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align={{ lg: 'center' }}>
        <HStack gap="4" flex="1" align="flex-start">
          <Box p="3" rounded="xl" bg="whiteAlpha.200" flexShrink={0}>
            <Crown size={28} aria-hidden />
          </Box>
          <Stack gap="1">
            <Heading id="pro-elite-heading" as="h2" size={{ base: 'lg', md: 'xl' }}>
              {proEliteHeading(proElitePointsNeeded, month)}
            </Heading>
            <Text opacity={0.9} data-testid="closings-this-month">
              {closingsLine({ closingsThisMonth, nextClosingPoints, closingsBeforePoints })}
            </Text>
            <Text opacity={0.9}>Three quick ways to earn points this month:</Text>
          </Stack>
        </HStack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="3" flex="1.4">
          {WAYS_TO_EARN.map((way) => (
            <Stack as="li" key={way.title} gap="1" bg="whiteAlpha.200" rounded="xl" p="4">
              <Badge bg="white" color="purple.800" w="fit-content" fontWeight="bold">
                +{way.points} pts
              </Badge>
              <Text fontWeight="semibold">{way.title}</Text>
              <Text fontSize="sm" opacity={0.9}>
                {way.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <Text fontSize="sm" mt="4" opacity={0.9}>
        Upcoming sessions count too —{' '}
        <Box asChild textDecoration="underline" fontWeight="semibold">
          <RouterLink to="/marketplace-events">see the events</RouterLink>
        </Box>
        .
      </Text>
    </Box>
  );
}
