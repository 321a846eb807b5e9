import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { eventsOf } from './sampleEvents';
import { TrainingSection } from './TrainingVideoCard';

/** /training-events (spec §2 "Training Videos"): vendors' and lenders' videos, each linking to /event. */
export function Component() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="10">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Training Videos
          </Heading>
          <Text color="fg.muted">Recorded walkthroughs from our vendors and lenders, with a live replay every week.</Text>
        </Stack>
        <TrainingSection title="Vendors Training Videos" videos={eventsOf('vendor-training')} />
        <TrainingSection title="Lenders Training Videos" videos={eventsOf('lender-training')} />
      </Stack>
    </Container>
  );
}
