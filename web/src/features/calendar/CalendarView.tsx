import { Box, Flex, Heading, HStack, IconButton, Button, Input, InputGroup, Spinner, Stack } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { CalendarMonthRefetchQuery } from '../../__generated__/CalendarMonthRefetchQuery.graphql';
import type { CalendarView_query$data, CalendarView_query$key } from '../../__generated__/CalendarView_query.graphql';
import { AppointmentDialog, type AppointmentTarget } from './AppointmentDialog';
import { CalendarSidebar, NewEventButton } from './CalendarSidebar';
import { byDateAndTime, filterEvents } from './eventFilters';
import { MiniCalendar } from './MiniCalendar';
import { MonthGrid } from './MonthGrid';
import { monthGridRange, monthLabel, monthOf, shiftMonth, todayIso, type IsoDate, type Month } from '../../shared/dates/monthGrid';

const fragment = graphql`
  fragment CalendarView_query on Query
  @refetchable(queryName: "CalendarMonthRefetchQuery")
  @argumentDefinitions(from: { type: "String!" }, to: { type: "String!" }, first: { type: "Int", defaultValue: 500 }, after: { type: "String" }) {
    # eslint-disable-next-line relay/unused-fields -- the grid, the sidebar and the dialog read the names and colours
    calendarCategories {
      category
      name
      color
      checked
    }
    calendarEvents(from: $from, to: $to, first: $first, after: $after) @connection(key: "CalendarView_calendarEvents", filters: ["from", "to"]) {
      edges {
        node {
          ...CalendarView_event @relay(mask: false)
        }
      }
    }
  }
`;

/* eslint-disable relay/unused-fields -- filterEvents(), MonthGrid and CalendarSidebar read these */
/** What the grid, the sidebar and the dialog show of an event (spread unmasked above); the calendar mutations answer with it. */
export const calendarEventFragment = graphql`
  fragment CalendarView_event on CalendarEvent {
    id
    title
    date
    startTime
    endTime
    category
    location
    description
    ...AppointmentDialog_event
  }
`;
/* eslint-enable relay/unused-fields */

type CalendarEventNode = CalendarView_query$data['calendarEvents']['edges'][number]['node'];

interface CalendarViewProps {
  query: CalendarView_query$key;
  /** The month in the URL; null = this month. */
  month: Month | null;
  onMonthChange: (month: Month) => void;
  /** Opens 'Add New Appointment' with this person (the directory's 'Schedule'); then `onMeetWithOpened` clears it. */
  meetWith?: string | null;
  onMeetWithOpened?: () => void;
}

/**
 * The calendar (spec §2): month grid with previous/next, mini calendar, 'New Event', a search box
 * and the Events/Calendars tabs whose checkboxes filter what is shown. Events are kept by the server.
 */
export function CalendarView({ query, month: monthParam, onMonthChange, meetWith = null, onMeetWithOpened }: CalendarViewProps) {
  const [data, refetch] = useRefetchableFragment<CalendarMonthRefetchQuery, CalendarView_query$key>(fragment, query);
  const today = todayIso();
  const month = monthParam ?? monthOf(today);
  // The month whose events the fragment holds: the route loads the URL's month; a new month refetches.
  const loadedMonth = useRef(month);
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    if (loadedMonth.current === month) return;
    loadedMonth.current = month;
    startTransition(() => {
      refetch(monthGridRange(month), { fetchPolicy: 'store-and-network' });
    });
  }, [month, refetch]);

  const [selected, setSelected] = useState<IsoDate>(monthOf(today) === month ? today : `${month}-01`);
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(data.calendarCategories.filter((c) => c.checked).map((c) => c.category)),
  );
  // Arriving from the directory's 'Schedule': the new appointment is open at once; the URL forgets the person.
  const [target, setTarget] = useState<AppointmentTarget | null>(() =>
    meetWith ? { mode: 'create', date: today, dateLocked: false, meetWith } : null,
  );
  useEffect(() => {
    if (meetWith) onMeetWithOpened?.();
  }, [meetWith, onMeetWithOpened]);

  const events = useMemo(
    () =>
      filterEvents(
        data.calendarEvents.edges.map((edge) => edge.node),
        { categories: checked, search },
      ).sort(byDateAndTime),
    [data.calendarEvents.edges, checked, search],
  );
  const monthEvents = events.filter((event) => monthOf(event.date) === month);

  const goToMonth = (next: Month) => {
    onMonthChange(next);
    setSelected(next === monthOf(today) ? today : `${next}-01`);
  };
  const newEvent = () => setTarget({ mode: 'create', date: selected, dateLocked: false });
  const openEvent = (event: CalendarEventNode) => setTarget({ mode: 'edit', event });
  const toggleCategory = (category: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="5" align="stretch">
      <Stack w={{ md: '56' }} flexShrink={0} gap="4" order={{ base: 2, md: 1 }}>
        <Box display={{ base: 'none', md: 'block' }}>
          <NewEventButton onClick={newEvent} />
        </Box>
        <MiniCalendar
          selected={selected}
          today={today}
          onSelect={(date) => {
            setSelected(date);
            if (monthOf(date) !== month) onMonthChange(monthOf(date));
          }}
        />
        <CalendarSidebar
          events={monthEvents}
          categories={data.calendarCategories}
          checked={checked}
          onCheckedChange={toggleCategory}
          onEventClick={openEvent}
        />
      </Stack>

      <Stack flex="1" minW="0" gap="3" order={{ base: 1, md: 2 }}>
        <Flex gap="3" align="center" wrap="wrap" justify="space-between">
          <HStack gap="1">
            <IconButton aria-label="Previous month" variant="outline" size="sm" onClick={() => goToMonth(shiftMonth(month, -1))}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label="Next month" variant="outline" size="sm" onClick={() => goToMonth(shiftMonth(month, 1))}>
              <ChevronRight />
            </IconButton>
            <Button variant="ghost" size="sm" onClick={() => goToMonth(monthOf(today))}>
              Today
            </Button>
            <Heading as="h2" size="lg" ml="2" aria-live="polite">
              {monthLabel(month)}
            </Heading>
            {isPending && <Spinner size="sm" color="brand.600" ml="2" aria-label="Loading events" />}
          </HStack>
          <Box display={{ base: 'block', md: 'none' }} w="full">
            <NewEventButton onClick={newEvent} />
          </Box>
          <InputGroup startElement={<Search size={16} aria-hidden />} w={{ base: 'full', sm: '64' }}>
            <Input
              type="search"
              placeholder="Search events"
              aria-label="Search events"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              bg="bg.panel"
            />
          </InputGroup>
        </Flex>
        <Box aria-busy={isPending}>
          <MonthGrid
            month={month}
            today={today}
            selected={selected}
            events={events}
            categories={data.calendarCategories}
            onDayClick={(date) => {
              setSelected(date);
              setTarget({ mode: 'create', date, dateLocked: true });
            }}
            onEventClick={openEvent}
          />
        </Box>
      </Stack>

      <AppointmentDialog target={target} categories={data.calendarCategories} onClose={() => setTarget(null)} />
    </Flex>
  );
}
