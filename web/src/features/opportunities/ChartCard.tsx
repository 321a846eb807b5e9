import { Box, Card, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { WhenVisible } from '../../shared/ui/WhenVisible';

interface ChartCardProps {
  title: string;
  /** One or two sentences saying what the chart shows: its text alternative, also shown to everyone. */
  summary: string;
  /** The recharts drawing (a lazy part of DashboardChartDrawings); read by screen readers through `summary`. */
  children: ReactNode;
  /** Drawn over the chart from the start, e.g. the figure in the middle of a ring. */
  overlay?: ReactNode;
  height?: number;
}

/**
 * A dashboard card: a titled figure whose chart is one image named after the card and described
 * by its summary, so a screen reader hears the figures instead of the SVG's parts. The chart is
 * mounted (and its code loaded) only when it comes near the viewport; until then a placeholder of
 * the same size holds its place, so nothing moves when it arrives.
 */
export function ChartCard({ title, summary, children, overlay, height = 240 }: ChartCardProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card.Root as="figure" aria-labelledby={titleId} size="sm" borderRadius="xl" shadow="xs" m="0">
      <Card.Header pb="0">
        <Heading as="h3" size="md" id={titleId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Box
          role="img"
          aria-label={`${title} chart`}
          aria-describedby={summaryId}
          h={`${height}px`}
          w="full"
          minW="0"
          position={overlay ? 'relative' : undefined}
        >
          <WhenVisible fallback={<Skeleton h={`${height}px`} borderRadius="lg" />}>{children}</WhenVisible>
          {overlay}
        </Box>
        <Text as="figcaption" id={summaryId} fontSize="sm" color="fg.muted">
          {summary}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
