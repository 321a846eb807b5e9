import { Alert, Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CalendarSearch } from 'lucide-react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { PipelineDashboard_query$key } from '../../__generated__/PipelineDashboard_query.graphql';
import type { PipelineDashboardRefetchQuery } from '../../__generated__/PipelineDashboardRefetchQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { DashboardCharts } from './DashboardCharts';
import { dashboardErrorMessage } from './dashboardErrorMessage';
import { DateRangePicker, type DateRange } from './DateRangePicker';

const fragment = graphql`
  fragment PipelineDashboard_query on Query
  @refetchable(queryName: "PipelineDashboardRefetchQuery")
  @argumentDefinitions(range: { type: "DateRangeInput" }) {
    pipelineDashboard(range: $range) @catch(to: RESULT) {
      range {
        start
        end
      }
      pipeline {
        name
      }
      statusCounts {
        total
      }
      ...DashboardCharts_dashboard
    }
  }
`;

const isCompleteDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The pipeline dashboard (spec §2): a date range (the server's default to start with) and six
 * chart cards. Changing the range refetches the fragment in place; the old charts stay, dimmed,
 * until the new figures arrive.
 */
export function PipelineDashboard({ query }: { query: PipelineDashboard_query$key }) {
  const [data, refetch] = useRefetchableFragment<PipelineDashboardRefetchQuery, PipelineDashboard_query$key>(fragment, query);
  const [isPending, startTransition] = useTransition();
  const result = data.pipelineDashboard;
  const [range, setRange] = useState<DateRange>(() => (result.ok && result.value ? { ...result.value.range } : { start: '', end: '' }));

  const onRangeChange = (next: DateRange) => {
    setRange(next);
    if (!isCompleteDate(next.start) || !isCompleteDate(next.end)) return;
    startTransition(() => {
      refetch({ range: next }, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <Stack as="section" aria-labelledby="pipeline-dashboard-heading" gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="4">
        <Stack gap="1">
          <Heading as="h2" size="xl" id="pipeline-dashboard-heading">
            Pipeline Dashboard
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {result.ok && result.value
              ? `${result.value.pipeline.name} pipeline · opportunities created in the range · values in USD`
              : 'Opportunities from your CRM'}
          </Text>
        </Stack>
        <HStack gap="3" align="flex-end">
          <DateRangePicker value={range} onChange={onRangeChange} />
          <Box w="6" h="10" display="flex" alignItems="center" aria-live="polite">
            {isPending && <Spinner size="sm" color="brand.600" aria-label="Updating dashboard" />}
          </Box>
        </HStack>
      </Stack>

      <Box aria-busy={isPending} opacity={isPending ? 0.55 : 1} transition="opacity 0.2s">
        {!result.ok ? (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{dashboardErrorMessage(result.errors)}</Alert.Title>
          </Alert.Root>
        ) : !result.value ? null : result.value.statusCounts.total === 0 ? (
          <EmptyNotice
            icon={<CalendarSearch />}
            title="No opportunities in this date range"
            titleAs="h3"
            description="Choose other dates to see your pipeline."
          />
        ) : (
          <DashboardCharts dashboard={result.value} />
        )}
      </Box>
    </Stack>
  );
}
