import { Box, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { colorOf, type CalendarCategoryOption } from './categoryColors';
import { eventsByDay } from './eventFilters';
import { longDateLabel, monthGridDays, WEEKDAY_NAMES, WEEKDAYS, type IsoDate, type Month } from '../../shared/dates/monthGrid';

export interface GridEvent {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly category: string;
}

interface MonthGridProps<E extends GridEvent> {
  month: Month;
  today: IsoDate;
  selected: IsoDate;
  events: readonly E[];
  categories: readonly CalendarCategoryOption[];
  onDayClick: (date: IsoDate) => void;
  onEventClick: (event: E) => void;
}

const MAX_CHIPS = 3;

/**
 * The month view: six weeks from Sunday. A day opens 'Add New Appointment' for that date; an event
 * opens it for editing. Each day's number is the day's keyboard entry point.
 */
export function MonthGrid<E extends GridEvent>({
  month,
  today,
  selected,
  events,
  categories,
  onDayClick,
  onEventClick,
}: MonthGridProps<E>) {
  const byDay = eventsByDay(events);
  return (
    <Box borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg.panel" data-testid="month-grid">
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" bg="bg.muted" borderBottomWidth="1px">
        {WEEKDAYS.map((day, index) => (
          <Text key={day} py="2" textAlign="center" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            <abbr title={WEEKDAY_NAMES[index]} style={{ textDecoration: 'none' }}>
              {day}
            </abbr>
          </Text>
        ))}
      </Grid>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gridAutoRows={{ base: '4.5rem', md: '6.5rem' }}>
        {monthGridDays(month).map((day) => {
          const dayEvents = byDay.get(day.date) ?? [];
          const label = longDateLabel(day.date);
          return (
            <Box
              key={day.date}
              data-date={day.date}
              borderRightWidth="1px"
              borderBottomWidth="1px"
              bg={day.date === selected ? 'brand.subtle' : day.inMonth ? 'bg.panel' : 'bg.subtle'}
              p={{ base: '0.5', md: '1' }}
              minW="0"
              overflow="hidden"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              onClick={() => onDayClick(day.date)}
            >
              <chakra.button
                type="button"
                aria-label={`Add appointment on ${label}${dayEvents.length ? `, ${dayEvents.length} scheduled` : ''}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onDayClick(day.date);
                }}
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                minW="6"
                h="6"
                px="1"
                borderRadius="full"
                fontSize="xs"
                fontWeight={day.date === today ? 'bold' : 'medium'}
                bg={day.date === today ? 'brand.solid' : undefined}
                color={day.date === today ? 'white' : day.inMonth ? 'fg' : 'fg.muted'}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                {day.day}
              </chakra.button>
              <Stack gap="0.5" mt="0.5">
                {dayEvents.slice(0, MAX_CHIPS).map((event) => (
                  <chakra.button
                    key={event.id}
                    type="button"
                    onClick={(click) => {
                      click.stopPropagation();
                      onEventClick(event);
                    }}
                    display="block"
                    w="full"
                    textAlign="start"
                    fontSize="xs"
                    lineHeight="short"
                    px="1"
                    py="0.5"
                    borderRadius="sm"
                    borderLeftWidth="3px"
                    borderLeftColor={colorOf(categories, event.category)}
                    bg="bg.muted"
                    color="fg"
                    truncate
                    // Holds the visually hidden label below inside the chip: without it that span is placed
                    // against the page and stretches it sideways (the calendar scrolled by 59 px on a phone).
                    position="relative"
                    _hover={{ bg: 'bg.emphasized' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  >
                    {/* Named by its content (title, then time and day for screen readers), so what is seen is what is heard. */}
                    <Box as="span" display={{ base: 'none', xl: 'inline' }} color="fg.muted" mr="1" aria-hidden>
                      {event.startTime}
                    </Box>
                    {event.title}
                    <Box as="span" srOnly>
                      , {event.startTime} to {event.endTime}, {label}
                    </Box>
                  </chakra.button>
                ))}
                {dayEvents.length > MAX_CHIPS && (
                  <Text fontSize="xs" color="fg.muted" px="1">
                    +{dayEvents.length - MAX_CHIPS} more
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
