import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { CalendarClock, DollarSign, FileText, Hourglass, type LucideIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LoanStatCards_stats$key } from '../../__generated__/LoanStatCards_stats.graphql';
import { formatUsd } from '../../shared/format/currency';
import { countWith } from './loanStats';

const fragment = graphql`
  fragment LoanStatCards_stats on LoanStats {
    totalLoans
    volumeInProcess
    dueThisWeek
    # eslint-disable-next-line relay/unused-fields -- countWith() reads every entry
    byStatus {
      status
      count
    }
  }
`;

function StatCard({
  label,
  value,
  help,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  help: string;
  icon: LucideIcon;
  tone: string;
}) {
  // Stat is a description list (dt, dd): the icon sits beside it, outside the list.
  return (
    <Box position="relative" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }}>
      <Box
        position="absolute"
        top={{ base: '3', md: '4' }}
        insetEnd={{ base: '3', md: '4' }}
        p="2"
        rounded="lg"
        bg={`${tone}.subtle`}
        color={`${tone}.fg`}
        aria-hidden
      >
        <Icon size={18} />
      </Box>
      <Stat.Root>
        <Stat.Label pe="10">{label}</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'lg', sm: 'xl', md: '2xl' }}>{value}</Stat.ValueText>
        <Stat.HelpText as="dd" color="fg.muted">
          {help}
        </Stat.HelpText>
      </Stat.Root>
    </Box>
  );
}

/** The dashboard's stat cards (spec §2 "Loan Officer Dashboard"), counted by the server. */
export function LoanStatCards({ stats: key }: { stats: LoanStatCards_stats$key }) {
  const stats = useFragment(fragment, key);
  const open = ['PENDING', 'IN_PROCESS', 'SUBMITTED', 'APPROVED'].reduce((sum, status) => sum + countWith(stats.byStatus, status), 0);
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }} data-testid="loan-stat-cards">
      <StatCard
        label="Total Loans"
        value={String(stats.totalLoans)}
        help={`${countWith(stats.byStatus, 'FUNDED')} funded`}
        icon={FileText}
        tone="blue"
      />
      <StatCard
        label="Volume in Process"
        value={formatUsd(stats.volumeInProcess)}
        help="Pending to Approved"
        icon={DollarSign}
        tone="green"
      />
      <StatCard
        label="In Progress"
        value={String(open)}
        help={`${countWith(stats.byStatus, 'APPROVED')} approved`}
        icon={Hourglass}
        tone="orange"
      />
      <StatCard
        label="Due This Week"
        value={String(stats.dueThisWeek)}
        help="Open loans due in 7 days"
        icon={CalendarClock}
        tone="purple"
      />
    </SimpleGrid>
  );
}
