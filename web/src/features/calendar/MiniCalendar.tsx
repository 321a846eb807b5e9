import { Box, Grid, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import {
  longDateLabel,
  monthGridDays,
  monthLabel,
  monthOf,
  shiftMonth,
  WEEKDAYS,
  type IsoDate,
  type Month,
} from '../../shared/dates/monthGrid';

interface MiniCalendarProps {
  selected: IsoDate;
  today: IsoDate;
  /** Picking a day selects it and brings the month grid to its month. */
  onSelect: (date: IsoDate) => void;
}

/** The small month of the side panel: browse months on its own, pick a day to jump to. */
export function MiniCalendar({ selected, today, onSelect }: MiniCalendarProps) {
  const [month, setMonth] = useState<Month>(monthOf(selected));
  // Follow the selection when it moves to another month (e.g. through the big grid's arrows).
  const [followed, setFollowed] = useState(selected);
  if (followed !== selected) {
    setFollowed(selected);
    setMonth(monthOf(selected));
  }

  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel" aria-label="Mini calendar" role="group">
      <HStack justify="space-between" mb="2">
        <IconButton aria-label="Previous month (mini calendar)" size="xs" variant="ghost" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <Text fontSize="sm" fontWeight="semibold" aria-live="polite">
          {monthLabel(month)}
        </Text>
        <IconButton aria-label="Next month (mini calendar)" size="xs" variant="ghost" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight />
        </IconButton>
      </HStack>
      <Grid templateColumns="repeat(7, 1fr)" gap="0.5" textAlign="center">
        {WEEKDAYS.map((day) => (
          <Text key={day} fontSize="2xs" color="fg.muted" aria-hidden>
            {day.charAt(0)}
          </Text>
        ))}
        {monthGridDays(month).map((day) => {
          const isSelected = day.date === selected;
          return (
            <chakra.button
              key={day.date}
              type="button"
              aria-label={longDateLabel(day.date)}
              aria-pressed={isSelected}
              onClick={() => onSelect(day.date)}
              h="7"
              fontSize="xs"
              borderRadius="full"
              fontWeight={day.date === today ? 'bold' : 'normal'}
              bg={isSelected ? 'brand.solid' : undefined}
              color={isSelected ? 'white' : day.inMonth ? 'fg' : 'fg.muted'}
              _hover={{ bg: isSelected ? 'brand.solid' : 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              {day.day}
            </chakra.button>
          );
        })}
      </Grid>
    </Box>
  );
}
