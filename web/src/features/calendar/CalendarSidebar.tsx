import { Box, Button, Checkbox, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { colorOf, type CalendarCategoryOption } from './categoryColors';
import type { GridEvent } from './MonthGrid';
import { longDateLabel } from '../../shared/dates/monthGrid';

interface CalendarSidebarProps<E extends GridEvent> {
  /** The shown month's events after the filters. */
  events: readonly E[];
  categories: readonly CalendarCategoryOption[];
  checked: ReadonlySet<string>;
  onCheckedChange: (category: string, checked: boolean) => void;
  onEventClick: (event: E) => void;
}

/** Events / Calendars tabs: the month's appointments as a list, and the calendars' checkboxes. */
export function CalendarSidebar<E extends GridEvent>({
  events,
  categories,
  checked,
  onCheckedChange,
  onEventClick,
}: CalendarSidebarProps<E>) {
  return (
    <Tabs.Root defaultValue="calendars" variant="enclosed" size="sm" fitted>
      <Tabs.List>
        <Tabs.Trigger value="events">Events</Tabs.Trigger>
        <Tabs.Trigger value="calendars">Calendars</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="events" pt="3">
        {events.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No events this month.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1" maxH="72" overflowY="auto" aria-label="Events this month">
            {events.map((event) => (
              <li key={event.id}>
                <chakra.button
                  type="button"
                  onClick={() => onEventClick(event)}
                  w="full"
                  textAlign="start"
                  px="2"
                  py="1.5"
                  borderRadius="md"
                  borderLeftWidth="3px"
                  borderLeftColor={colorOf(categories, event.category)}
                  _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                >
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {event.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {longDateLabel(event.date)} · {event.startTime}–{event.endTime}
                  </Text>
                </chakra.button>
              </li>
            ))}
          </Stack>
        )}
      </Tabs.Content>
      <Tabs.Content value="calendars" pt="3">
        <Stack as="fieldset" gap="2" border="0" p="0" m="0">
          <Box as="legend" srOnly>
            Show calendars
          </Box>
          {categories.map((option) => (
            <Checkbox.Root
              key={option.category}
              checked={checked.has(option.category)}
              onCheckedChange={(details) => onCheckedChange(option.category, details.checked === true)}
              size="sm"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control bg={checked.has(option.category) ? option.color : undefined} borderColor={option.color} color="white" />
              <Checkbox.Label>{option.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The 'New Event' button, shown above the mini calendar. */
export function NewEventButton({ onClick }: { onClick: () => void }) {
  return (
    <Button colorPalette="brand" w="full" onClick={onClick}>
      New Event
    </Button>
  );
}
