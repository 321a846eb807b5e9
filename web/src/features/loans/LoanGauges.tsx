import { AbsoluteCenter, Box, Heading, ProgressCircle, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LoanGauges_stats$key } from '../../__generated__/LoanGauges_stats.graphql';
import { LOAN_STAGE_VALUES } from './loanOptions';
import { loanGauges } from './loanStats';

const fragment = graphql`
  fragment LoanGauges_stats on LoanStats {
    # eslint-disable-next-line relay/unused-fields -- loanGauges() reads every entry
    byStatus {
      status
      count
    }
    # eslint-disable-next-line relay/unused-fields -- loanGauges() reads every entry
    byStage {
      stage
      count
    }
  }
`;

function Gauge({ label, value, help, color }: { label: string; value: number; help: string; color: string }) {
  return (
    <ProgressCircle.Root
      value={value}
      size="xl"
      colorPalette={color}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      textAlign="center"
    >
      <Box position="relative">
        <ProgressCircle.Circle aria-label={label} css={{ '--size': '7rem', '--thickness': '0.6rem' }}>
          <ProgressCircle.Track />
          <ProgressCircle.Range strokeLinecap="round" />
        </ProgressCircle.Circle>
        <AbsoluteCenter>
          <ProgressCircle.ValueText fontSize="xl" fontWeight="bold" />
        </AbsoluteCenter>
      </Box>
      <Text fontWeight="semibold" aria-hidden>
        {label}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {help}
      </Text>
    </ProgressCircle.Root>
  );
}

/** The dashboard's gauges (spec §2), from the server's counts. */
export function LoanGauges({ stats: key }: { stats: LoanGauges_stats$key }) {
  const { byStatus, byStage } = useFragment(fragment, key);
  const stats = loanGauges(byStatus, byStage, LOAN_STAGE_VALUES);
  return (
    <Stack
      as="section"
      aria-labelledby="loan-gauges-heading"
      gap="5"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading id="loan-gauges-heading" as="h2" size="lg">
        Pipeline Health
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6">
        <Gauge label="Approval Rate" value={stats.approvalRate} help="Approved or funded" color="green" />
        <Gauge label="Pipeline Progress" value={stats.averageProgress} help="Average stage reached" color="blue" />
        <Gauge label="Funded" value={stats.fundedShare} help="Share of loans funded" color="purple" />
      </SimpleGrid>
    </Stack>
  );
}
