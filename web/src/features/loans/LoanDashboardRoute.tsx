import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { allows, DASHBOARD_CHILD_ACCESS } from '../../shared/auth/routeAccess';
import { useSession } from '../../shared/auth/useSession';
import { LoanGauges } from './LoanGauges';
import { LoanPipeline } from './LoanPipeline';
import { LoanStatCards } from './LoanStatCards';
import { loanStats } from './loanStats';
import { useLoans } from './loanStore';

/** /dashboard home (spec §2 "Loan Officer Dashboard", sample data kept in the page). */
export function Component() {
  const { role } = useSession();
  const stats = loanStats(useLoans());
  const linked = allows(DASHBOARD_CHILD_ACCESS['loan-pipeline'] ?? [], role);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Loan Officer Dashboard
          </Heading>
          <Text color="fg.muted">Your pipeline at a glance. Changes you make here last until the page is reloaded.</Text>
        </Stack>
        <LoanStatCards stats={stats} />
        <LoanPipeline limit={5} linked={linked} showViewAll />
        <LoanGauges stats={stats} />
      </Stack>
    </Container>
  );
}
