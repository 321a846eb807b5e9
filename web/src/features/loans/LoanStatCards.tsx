import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { CheckCircle2, DollarSign, FileText, Hourglass, type LucideIcon } from 'lucide-react';
import { formatUsd } from '../../shared/format/currency';
import type { LoanStats } from './loanStats';

function StatCard({ label, value, help, icon: Icon, tone }: { label: string; value: string; help: string; icon: LucideIcon; tone: string }) {
  // Stat is a description list (dt, dd): the icon sits beside it, outside the list.
  return (
    <Box position="relative" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }}>
      <Box position="absolute" top={{ base: '3', md: '4' }} insetEnd={{ base: '3', md: '4' }} p="2" rounded="lg" bg={`${tone}.100`} color={`${tone}.700`} aria-hidden>
        <Icon size={18} />
      </Box>
      <Stat.Root>
        <Stat.Label pe="10">{label}</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'lg', sm: 'xl', md: '2xl' }}>{value}</Stat.ValueText>
        <Stat.HelpText as="dd" color="fg.muted">{help}</Stat.HelpText>
      </Stat.Root>
    </Box>
  );
}

/** The dashboard's stat cards (spec §2 "Loan Officer Dashboard"), computed from the pipeline. */
export function LoanStatCards({ stats }: { stats: LoanStats }) {
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard label="Total Loans" value={String(stats.totalLoans)} help="In the pipeline" icon={FileText} tone="blue" />
      <StatCard label="Pipeline Volume" value={formatUsd(stats.totalVolume)} help="Sum of loan amounts" icon={DollarSign} tone="green" />
      <StatCard label="Approved" value={String(stats.approved)} help={`${stats.approvalRate}% of loans`} icon={CheckCircle2} tone="teal" />
      <StatCard label="In Progress" value={String(stats.inProgress)} help="Pending, in process or submitted" icon={Hourglass} tone="orange" />
    </SimpleGrid>
  );
}
