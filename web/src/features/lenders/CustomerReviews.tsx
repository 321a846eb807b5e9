import { Avatar, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RatingStars } from '../../shared/ui/RatingStars';
import { REVIEW_SUMMARY, SAMPLE_REVIEWS } from './sampleReviews';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Static sample reviews (spec §2 "Lender detail"): the same block for every lender. */
export function CustomerReviews() {
  return (
    <Card.Root as="section" aria-labelledby="customer-reviews-heading" variant="outline" borderRadius="xl">
      <Card.Body gap="5" p={{ base: '5', md: '6' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
          <Heading as="h2" size="lg" id="customer-reviews-heading">
            Customer Reviews
          </Heading>
          <HStack gap="3">
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
              {REVIEW_SUMMARY.rating.toFixed(1)}
            </Text>
            <Stack gap="0.5">
              <RatingStars rating={REVIEW_SUMMARY.rating} />
              <Text fontSize="sm" color="fg.muted">
                {REVIEW_SUMMARY.count} reviews
              </Text>
            </Stack>
          </HStack>
        </Stack>
        <Stack as="ul" gap="4">
          {SAMPLE_REVIEWS.map((review) => (
            <HStack as="li" key={review.id} align="flex-start" gap="3" p="4" borderRadius="lg" bg="bg.subtle">
              <Avatar.Root size="sm" colorPalette="brand">
                <Avatar.Fallback>{review.avatar}</Avatar.Fallback>
              </Avatar.Root>
              <Stack gap="1" flex="1" minW="0">
                <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
                  <Text fontWeight="semibold">{review.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={review.date}>{formatDate(review.date)}</time>
                  </Text>
                </Stack>
                <RatingStars rating={review.rating} size={14} />
                <Text fontSize="sm" color="fg">
                  {review.comment}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
