import { Box, Flex, Text } from '@chakra-ui/react';
import { usePathname } from '../navigation/pageNavigation';
import { footerVisible, NMLS_LICENSE } from './footerRules';

/** Site footer (spec §1): NMLS license number and the 2025 copyright; hidden on support paths. */
export function Footer() {
  if (!footerVisible(usePathname())) return null;
  return (
    <Box as="footer" borderTopWidth="1px" bg="gray.900" color="gray.200">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        // Room from md for the floating buttons, which sit over the bottom-right corner (on phones they follow the footer).
        pe={{ base: '4', md: '24' }}
        py="6"
        gap="2"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
        fontSize="sm"
      >
        <Text>
          <Text as="span" fontWeight="bold" color="white">
            LendHub
          </Text>{' '}
          · {NMLS_LICENSE}
        </Text>
        <Text>© 2025 LendHub. All rights reserved.</Text>
      </Flex>
    </Box>
  );
}
