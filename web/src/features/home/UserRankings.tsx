import { Badge, Box, Heading, HStack, Stack, Table, Tabs, Text, Tooltip, Portal, Avatar } from '@chakra-ui/react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Trophy } from 'lucide-react';
import { formatVolume, isTopVolume, SAMPLE_RANKINGS, TOP_VOLUME_TOOLTIP, type RankingPeriod, type Trend } from './rankings';

const TREND = {
  up: { icon: ArrowUpRight, color: 'green.600', label: 'Up from last period' },
  down: { icon: ArrowDownRight, color: 'red.600', label: 'Down from last period' },
  same: { icon: ArrowRight, color: 'fg.muted', label: 'Same as last period' },
} satisfies Record<Trend, unknown>;

function TrendArrow({ trend }: { trend: Trend }) {
  const { icon: Icon, color, label } = TREND[trend];
  return (
    <Box as="span" color={color} display="inline-flex" aria-label={label} role="img">
      <Icon size={18} aria-hidden />
    </Box>
  );
}

function TopVolumeBadge() {
  return (
    <Tooltip.Root openDelay={100} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <Badge as="button" colorPalette="yellow" variant="solid" gap="1" cursor="help" aria-label={TOP_VOLUME_TOOLTIP}>
          <Trophy size={12} aria-hidden /> LH100
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {TOP_VOLUME_TOOLTIP}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function RankingTable({ period }: { period: RankingPeriod }) {
  return (
    <Table.ScrollArea position="relative">
      <Table.Root size="sm" minW="28rem">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">Rank</Table.ColumnHeader>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total Volume</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Loans Closed</Table.ColumnHeader>
            <Table.ColumnHeader w="12">
              <Box as="span" srOnly>
                Trend
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {SAMPLE_RANKINGS[period].map((row) => (
            <Table.Row key={row.name}>
              <Table.Cell fontWeight="bold" color={row.rank <= 3 ? 'brand.fg' : 'fg.muted'}>
                #{row.rank}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2.5">
                  <Avatar.Root size="xs" colorPalette="brand">
                    <Avatar.Fallback name={row.name} />
                  </Avatar.Root>
                  <Text fontWeight="medium">{row.name}</Text>
                  {period === 'monthly' && isTopVolume(row) && <TopVolumeBadge />}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {formatVolume(row.volumeMillions)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.loansClosed}
              </Table.Cell>
              <Table.Cell>
                <TrendArrow trend={row.trend} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** User Rankings with Monthly and Yearly tabs (spec §2, sample rows). */
export function UserRankings() {
  return (
    <Stack as="section" aria-labelledby="rankings-heading" gap="3" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }} h="full">
      <Tabs.Root defaultValue="monthly" variant="enclosed" size="sm" colorPalette="brand" lazyMount unmountOnExit>
        <HStack justify="space-between" flexWrap="wrap" gap="3" mb="2">
          <Heading id="rankings-heading" as="h2" size="lg">
            User Rankings
          </Heading>
          <Tabs.List>
            <Tabs.Trigger value="monthly">Monthly</Tabs.Trigger>
            <Tabs.Trigger value="yearly">Yearly</Tabs.Trigger>
          </Tabs.List>
        </HStack>
        <Tabs.Content value="monthly">
          <RankingTable period="monthly" />
        </Tabs.Content>
        <Tabs.Content value="yearly">
          <RankingTable period="yearly" />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
