import { Box, HStack, Text } from '@chakra-ui/react';
import { PageLink } from '../navigation/pageNavigation';

/** The square "L" mark, drawn (not text) so the link's visible text is just "LendHub". */
function LogoMark({ letter }: { letter: string }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M10 8h4v12h8v4H10z" fill={letter} />
    </svg>
  );
}

/** The LendHub word mark, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <PageLink to="/" aria-label="LendHub home">
      <HStack gap="2">
        <Box as="span" color={inverted ? 'white' : 'brand.fg'} display="inline-flex">
          <LogoMark letter={inverted ? '#1d4ed8' : 'white'} />
        </Box>
        <Text
          as="span"
          fontWeight="extrabold"
          fontSize="xl"
          letterSpacing="tight"
          color={inverted ? 'white' : { _light: 'brand.900', _dark: 'white' }}
        >
          LendHub
        </Text>
      </HStack>
    </PageLink>
  );
}
