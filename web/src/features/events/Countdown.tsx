import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { describeCountdown, sessionState } from './countdown';
import type { Session } from './sessionFormat';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hrs'],
  ['minutes', 'Min'],
  ['seconds', 'Sec'],
] as const;

/** One number of the countdown; a new value drops in (framer-motion, still when animations are off). */
function TickingNumber({ value, size }: { value: number; size: 'sm' | 'lg' }) {
  const text = String(value).padStart(2, '0');
  return (
    <Box overflow="hidden" h={size === 'lg' ? '9' : '6'}>
      <Box
        asChild
        display="block"
        fontWeight="bold"
        fontSize={size === 'lg' ? '3xl' : 'lg'}
        lineHeight={size === 'lg' ? '2.25rem' : '1.5rem'}
        fontVariantNumeric="tabular-nums"
      >
        <m.span
          key={text}
          initial={{ y: '-60%', opacity: 0 }}
          animate={{ y: 0, opacity: 1 }}
          transition={{ duration: 0.25, ease: 'easeOut' }}
        >
          {text}
        </m.span>
      </Box>
    </Box>
  );
}

/** Days, hours, minutes and seconds to the session's start; 'Live now' while it runs. */
export function Countdown({ session, now, size = 'sm' }: { session: Session; now: number; size?: 'sm' | 'lg' }) {
  const state = sessionState(session, new Date(now));
  if (state.kind === 'ended') {
    return (
      <Badge colorPalette="gray" variant="subtle" size="lg" w="fit-content">
        Ended
      </Badge>
    );
  }
  if (state.kind === 'live') {
    return (
      <Badge colorPalette="red" variant="solid" size="lg" w="fit-content">
        Live now
      </Badge>
    );
  }
  return (
    // role=timer: screen readers read it on demand rather than every second.
    <HStack role="timer" aria-label={describeCountdown(state.remaining)} gap={size === 'lg' ? '3' : '2'} data-testid="countdown">
      {UNITS.map(([unit, label]) => (
        <Stack
          key={unit}
          gap="0"
          align="center"
          minW={size === 'lg' ? '16' : '11'}
          py={size === 'lg' ? '3' : '1.5'}
          bg="bg.muted"
          rounded="lg"
          aria-hidden
        >
          <TickingNumber value={state.remaining[unit]} size={size} />
          <Text fontSize="2xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" data-unit={unit}>
            {label}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
