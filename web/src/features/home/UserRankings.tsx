import { Avatar, Badge, Box, Heading, HStack, Portal, Table, Tabs, Text, Tooltip } from '@chakra-ui/react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Trophy } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserRankings_production$data, UserRankings_production$key } from '../../__generated__/UserRankings_production.graphql';
import { CompensationDialog } from './CompensationDialog';
import { formatVolume, TOP_VOLUME_TOOLTIP, type Trend } from './rankings';
import { PanelSection } from '../../shared/ui/PanelSection';

const fragment = graphql`
  fragment UserRankings_production on Production {
    monthly: rankings(period: MONTHLY) {
      ...UserRankings_row @relay(mask: false)
    }
    yearly: rankings(period: YEARLY) {
      ...UserRankings_row @relay(mask: false)
    }
  }
`;

/** What a row of either tab shows (spread unmasked above). */
export const rankingRowFragment = graphql`
  fragment UserRankings_row on UserRanking {
    rank
    userId
    fullName
    avatarUrl
    volume
    loansClosed
    trend
    lh100
    compensationBps
  }
`;

type RankingRow = UserRankings_production$data['monthly'][number];

const TREND = {
  UP: { icon: ArrowUpRight, color: 'green.fg', label: 'Up from last period' },
  DOWN: { icon: ArrowDownRight, color: 'red.fg', label: 'Down from last period' },
  SAME: { icon: ArrowRight, color: 'fg.muted', label: 'Same as last period' },
} satisfies Record<Trend, unknown>;

function TrendArrow({ trend }: { trend: Trend }) {
  const { icon: Icon, color, label } = TREND[trend as Trend] ?? TREND.SAME;
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

function RankingTable({ rows }: { rows: readonly RankingRow[] }) {
  const showCompensation = rows.some((row) => row.compensationBps !== null && row.compensationBps !== undefined);
  return (
    <Table.ScrollArea position="relative">
      {/* On a phone the table fits without scrolling (the volume is the figure that matters): no avatar,
          the name and its badge wrap, the headers wrap. From `sm` up the columns keep their width. */}
      <Table.Root size="sm" minW={{ base: '0', sm: '28rem' }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w={{ base: 'auto', sm: '16' }}>Rank</Table.ColumnHeader>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total Volume</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Loans Closed</Table.ColumnHeader>
            <Table.ColumnHeader w="12">
              <Box as="span" srOnly>
                Trend
              </Box>
            </Table.ColumnHeader>
            {showCompensation && <Table.ColumnHeader textAlign="end">Compensation</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.userId} data-testid="ranking-row">
              <Table.Cell fontWeight="bold" color={row.rank <= 3 ? 'brand.fg' : 'fg.muted'}>
                #{row.rank}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2.5" rowGap="1" flexWrap="wrap">
                  <Avatar.Root size="xs" colorPalette="brand" display={{ base: 'none', sm: 'flex' }}>
                    <Avatar.Fallback name={row.fullName} />
                    {row.avatarUrl && <Avatar.Image src={row.avatarUrl} alt="" />}
                  </Avatar.Root>
                  <Text fontWeight="medium">{row.fullName}</Text>
                  {row.lh100 && <TopVolumeBadge />}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {formatVolume(row.volume)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.loansClosed}
              </Table.Cell>
              <Table.Cell>
                <TrendArrow trend={row.trend as Trend} />
              </Table.Cell>
              {showCompensation && (
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <CompensationDialog userId={row.userId} fullName={row.fullName} compensationBps={row.compensationBps ?? 0} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** User Rankings with Monthly and Yearly tabs (spec §2): loan officers by funded volume, trend against the period before. */
export function UserRankings({ production: key }: { production: UserRankings_production$key }) {
  const { monthly, yearly } = useFragment(fragment, key);
  return (
    <PanelSection labelledBy="rankings-heading" gap="3" h="full">
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
          <RankingTable rows={monthly} />
        </Tabs.Content>
        <Tabs.Content value="yearly">
          <RankingTable rows={yearly} />
        </Tabs.Content>
      </Tabs.Root>
    </PanelSection>
  );
}
