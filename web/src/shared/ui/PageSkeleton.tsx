import { Container, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/**
 * The shape of a page while its code or data arrives: a title, a line of text and a few cards, inside
 * the already visible shell (top bar or dashboard frame).
 */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <Container
      maxW="7xl"
      py={{ base: '6', md: '10' }}
      px={{ base: '4', md: '8' }}
      role="status"
      aria-label={label}
      aria-busy="true"
      data-testid="page-skeleton"
    >
      <Stack gap="6">
        <Stack gap="3">
          <Skeleton h="9" w={{ base: '70%', md: '22rem' }} rounded="lg" />
          <SkeletonText noOfLines={1} w={{ base: '90%', md: '36rem' }} />
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {[0, 1, 2].map((card) => (
            <Stack key={card} gap="4" borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
              <Skeleton h="10" w="10" rounded="lg" />
              <Skeleton h="5" w="60%" />
              <SkeletonText noOfLines={2} />
            </Stack>
          ))}
        </SimpleGrid>
        <Skeleton h="48" rounded="xl" />
      </Stack>
    </Container>
  );
}
