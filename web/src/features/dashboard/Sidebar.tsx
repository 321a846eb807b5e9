import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { Award, Home, Landmark, LayoutDashboard, LogOut, Newspaper, Ticket, UserRound, Users, type LucideIcon } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { logout } from '../../shared/auth/logout';
import { Logo } from '../navigation/Logo';
import { commonItemsFor, isCurrent, sidebarItemsFor, type SidebarItem } from './sidebarItems';

const ICONS: Record<string, LucideIcon> = {
  '/': Home,
  '/dashboard': LayoutDashboard,
  '/dashboard/tickets': Ticket,
  '/dashboard/profile': UserRound,
  '/dashboard/points': Award,
  '/dashboard/lenders': Landmark,
  '/dashboard/blogs': Newspaper,
  '/dashboard/users': Users,
};

function SidebarLink({ item, onNavigate }: { item: SidebarItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = isCurrent(item.to, pathname);
  const Icon = ICONS[item.to] ?? LayoutDashboard;
  return (
    <Button
      asChild
      variant="ghost"
      justifyContent="flex-start"
      gap="3"
      w="full"
      color={current ? 'white' : 'gray.300'}
      bg={current ? 'whiteAlpha.200' : undefined}
      _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
      fontWeight={current ? 'semibold' : 'medium'}
    >
      <RouterLink to={item.to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        <Icon size={18} aria-hidden />
        {item.label}
      </RouterLink>
    </Button>
  );
}

/** The dashboard's role-filtered navigation (spec §2 "Dashboard shell"). */
export function Sidebar({ role, onNavigate }: { role: string | null; onNavigate?: () => void }) {
  const own = sidebarItemsFor(role);
  return (
    <Stack h="full" bg="gray.900" color="white" px="3" py="5" gap="4">
      <Box px="3" onClick={onNavigate}>
        <Logo inverted />
      </Box>
      <Stack as="nav" aria-label="Dashboard" gap="1" flex="1">
        {own.length > 0 && (
          <Text px="3" pt="2" pb="1" fontSize="xs" fontWeight="bold" letterSpacing="wider" color="gray.400" textTransform="uppercase">
            Menu
          </Text>
        )}
        {own.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        <Separator borderColor="whiteAlpha.200" my="3" />
        {commonItemsFor(role).map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </Stack>
      <Button
        variant="ghost"
        justifyContent="flex-start"
        gap="3"
        color="gray.300"
        _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        <LogOut size={18} aria-hidden />
        Logout
      </Button>
    </Stack>
  );
}
