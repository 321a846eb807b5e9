import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLink, usePathname } from '../../shared/navigation/pageNavigation';
import { Logo } from '../../shared/ui/Logo';
import { ASSISTANT_LINK, HOME_LINK, NAV_GROUPS, SHOP_LINK, type NavLinkItem } from './menuConfig';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';

function StandaloneLink({ item }: { item: NavLinkItem }) {
  const pathname = usePathname();
  if (item.external) {
    return (
      <Button asChild variant="ghost" size="sm" fontWeight="semibold">
        <a href={item.to} target="_blank" rel="noopener noreferrer">
          {item.label}
          <ExternalLink size={14} aria-hidden />
          <Box as="span" srOnly>
            (opens in a new tab)
          </Box>
        </a>
      </Button>
    );
  }
  const active = pathname.toLowerCase() === item.to.toLowerCase();
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      fontWeight="semibold"
      color={active ? 'brand.fg' : 'fg'}
      bg={active ? 'brand.subtle' : undefined}
    >
      <PageLink to={item.to} aria-current={active ? 'page' : undefined}>
        {item.label}
      </PageLink>
    </Button>
  );
}

interface TopBarFrameProps {
  signedIn: boolean;
  /** The bell (signed in). */
  bell?: ReactNode;
  /** The account menu shown from lg when signed in; SIGN IN otherwise. */
  account?: ReactNode;
  /** The mobile menu's Logout. */
  onLogout?: () => void;
}

/**
 * The site header (spec §2): logo, menus, bell, account or SIGN IN. Below lg (1024 px) the full
 * menu does not fit on one line, so a hamburger opens the mobile overlay instead. The signed-in
 * widgets (bell, account menu, logout) come from the caller (./TopBar.tsx), so the signed-out header
 * of the sign-in entry (web/src/signin) loads no Relay code.
 */
export function TopBarFrame({ signedIn, bell, account, onLogout }: TopBarFrameProps) {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" h="16" px={{ base: '4', md: '6' }} align="center" gap={{ base: '2', lg: '6' }}>
        <Logo />
        <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }} flex="1">
          <StandaloneLink item={HOME_LINK} />
          {NAV_GROUPS.map((group) => (
            <NavDropdown key={group.label} group={group} />
          ))}
          <StandaloneLink item={ASSISTANT_LINK} />
          <StandaloneLink item={SHOP_LINK} />
        </HStack>
        <HStack gap="2" ms="auto">
          {bell}
          <Box display={{ base: 'none', lg: 'block' }}>
            {signedIn && account ? (
              account
            ) : (
              <Button asChild colorPalette="brand" size="sm" fontWeight="bold">
                <PageLink to="/login">SIGN IN</PageLink>
              </Button>
            )}
          </Box>
          <Box display={{ base: 'block', lg: 'none' }}>
            <MobileMenu signedIn={signedIn} onLogout={onLogout} />
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
