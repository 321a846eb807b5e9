import { Box, Button, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export const QUOTES_COMING_SOON = 'The Quotes feature will be available in our next update!';

/**
 * The 'Coming Soon' cover of the Quotes screen (spec §2), shown while no lender has an active rate
 * sheet: there is nothing to price with yet (docs/product.md "Pricing").
 */
export function ComingSoonOverlay() {
  return (
    <Box asChild position="absolute" inset="0" zIndex="docked" bg="bg.subtle/75" backdropFilter="blur(3px)" rounded="2xl">
      <m.div initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} transition={{ duration: 0.25 }}>
        <Box position="sticky" top={{ base: '20', md: '28' }} px="4" pt={{ base: '10', md: '16' }} pb="10">
          <Stack
            as="section"
            aria-labelledby="quotes-coming-soon"
            maxW="lg"
            mx="auto"
            gap="4"
            align="center"
            textAlign="center"
            bg="bg.panel"
            borderWidth="1px"
            rounded="2xl"
            shadow="xl"
            px={{ base: '6', md: '10' }}
            py={{ base: '8', md: '10' }}
          >
            <Box p="3" rounded="full" bg="brand.muted" color="brand.fg">
              <Icon as={Sparkles} boxSize="6" aria-hidden />
            </Box>
            <Heading id="quotes-coming-soon" as="h2" size="2xl">
              Coming Soon
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {QUOTES_COMING_SOON}
            </Text>
            <HStack gap="3" flexWrap="wrap" justify="center" pt="2">
              <Button asChild variant="outline">
                <RouterLink to="/">Back to Home</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Box>
      </m.div>
    </Box>
  );
}
