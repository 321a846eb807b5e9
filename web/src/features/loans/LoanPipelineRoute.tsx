import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LoanPipeline } from './LoanPipeline';

/** /dashboard/loan-pipeline (spec §2): the full pipeline table. */
export function Component() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Box>
          <Button asChild variant="ghost" size="sm" px="2">
            <RouterLink to="/dashboard">
              <ArrowLeft aria-hidden /> Back to Dashboard
            </RouterLink>
          </Button>
        </Box>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Loan Pipeline
          </Heading>
          <Text color="fg.muted">Every loan in your pipeline. Search, filter by status, and open a loan for its details.</Text>
        </Stack>
        <LoanPipeline linked />
      </Stack>
    </Container>
  );
}
