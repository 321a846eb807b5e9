import { Box, HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';

interface RatingStarsProps {
  rating: number;
  /** Show the number beside the stars. */
  showValue?: boolean;
  /** Star size in px. */
  size?: number;
}

function StarIcon({ fill, size }: { fill: 'full' | 'half' | 'none'; size: number }) {
  return (
    <Box position="relative" w={`${size}px`} h={`${size}px`} color="orange.400" flexShrink={0}>
      <Star
        size={size}
        strokeWidth={1.75}
        fill={fill === 'full' ? 'currentColor' : 'none'}
        color={fill === 'none' ? 'var(--chakra-colors-gray-300)' : 'currentColor'}
      />
      {fill === 'half' && (
        // The filled left half laid over an outlined star.
        <Box position="absolute" top="0" left="0" w="50%" h="full" overflow="hidden">
          <Star size={size} strokeWidth={1.75} fill="currentColor" />
        </Box>
      )}
    </Box>
  );
}

/** 0–5 stars, rounded to the nearest half, announced as "Rated 4.5 out of 5". */
export function RatingStars({ rating, showValue = false, size = 16 }: RatingStarsProps) {
  const value = Math.max(0, Math.min(5, Math.round(rating * 2) / 2));
  return (
    <HStack gap="1.5">
      <HStack gap="0.5" role="img" aria-label={`Rated ${value} out of 5`}>
        {[1, 2, 3, 4, 5].map((position) => (
          <StarIcon key={position} size={size} fill={value >= position ? 'full' : value >= position - 0.5 ? 'half' : 'none'} />
        ))}
      </HStack>
      {showValue && (
        <Text as="span" fontSize="sm" fontWeight="semibold" color="fg" aria-hidden>
          {value.toFixed(1)}
        </Text>
      )}
    </HStack>
  );
}
