import { Alert, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AnimatePresence } from 'framer-motion';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ComingSoonOverlay, QUOTES_COMING_SOON } from './ComingSoonOverlay';
import { NonQmPricer } from './NonQmPricer';
import { PricerTypeSwitch, type PricerType } from './PricerTypeSwitch';
import { QmPricer } from './QmPricer';

/** /quote and /non-qm (spec §2 "Quotes / pricer"): the pricer under its 'Coming Soon' overlay. */
export function Component() {
  const { pathname } = useLocation();
  const type: PricerType = pathname.toLowerCase().startsWith('/non-qm') ? 'NON_QM' : 'QM';
  const [previewing, setPreviewing] = useState(false);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Quotes
          </Heading>
          <Text color="fg.muted">Price QM and Non-QM scenarios across our wholesale lenders.</Text>
        </Stack>
        {previewing && (
          <Alert.Root status="info" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Preview</Alert.Title>
              <Alert.Description>{QUOTES_COMING_SOON} Rates below are samples.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Box position="relative" minH="32rem">
          {/* Covered, the pricer is out of reach of keyboard and screen readers until previewed. */}
          <Stack gap="6" inert={!previewing} aria-hidden={!previewing}>
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <PricerTypeSwitch value={type} />
              <Text fontSize="sm" color="fg.muted">
                {type === 'QM' ? 'Qualified mortgage pricing' : 'Bank statement, DSCR and asset depletion pricing'}
              </Text>
            </HStack>
            {type === 'QM' ? <QmPricer /> : <NonQmPricer />}
          </Stack>
          <AnimatePresence>{!previewing && <ComingSoonOverlay key="coming-soon" onPreview={() => setPreviewing(true)} />}</AnimatePresence>
        </Box>
        {previewing && (
          <Box>
            <Button variant="ghost" size="sm" onClick={() => setPreviewing(false)}>
              Show the Coming Soon notice again
            </Button>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
