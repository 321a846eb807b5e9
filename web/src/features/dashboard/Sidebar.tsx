import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import {
  Award,
  Bot,
  FileSpreadsheet,
  Home,
  KeyRound,
  LifeBuoy,
  Landmark,
  LayoutDashboard,
  LogOut,
  Newspaper,
  Ticket,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { logout } from '../../shared/auth/logout';
import { Logo } from '../../shared/ui/Logo';
import { commonItemsFor, isCurrent, sidebarItemsFor, type SidebarItem } from './sidebarItems';

const ICONS: Record<string, LucideIcon> = {
  '/': Home,
  '/dashboard': LayoutDashboard,
  '/dashboard/tickets': Ticket,
  '/dashboard/profile': UserRound,
  '/dashboard/points': Award,
  '/dashboard/lenders': Landmark,
  '/dashboard/rate-sheets': FileSpreadsheet,
  '/dashboard/blogs': Newspaper,
  '/dashboard/users': Users,
  '/dashboard/api-clients': KeyRound,
  '/dashboard/chatbot': Bot,
  '/dashboard/support': LifeBuoy,
};

function SidebarLink({ item, onNavigate, collapsed }: { item: SidebarItem; onNavigate?: (() => void) | undefined; collapsed: boolean }) {
  const { pathname } = useLocation();
  const current = isCurrent(item.to, pathname);
  const Icon = ICONS[item.to] ?? LayoutDashboard;
  return (
    <Button
      asChild
      variant="ghost"
      justifyContent={collapsed ? 'center' : 'flex-start'}
      gap="3"
      w="full"
      title={collapsed ? item.label : undefined}
      color={current ? 'white' : 'gray.300'}
      bg={current ? 'whiteAlpha.200' : undefined}
      _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
      fontWeight={current ? 'semibold' : 'medium'}
    >
      <RouterLink to={item.to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        <Icon size={18} aria-hidden />
        <Text as="span" srOnly={collapsed}>
          {item.label}
        </Text>
      </RouterLink>
    </Button>
  );
}

/**
 * The dashboard's role-filtered navigation (spec §2 "Dashboard shell"). `collapsed` (UI settings)
 * shows icons only; the labels stay for screen readers and as tooltips.
 */
export function Sidebar({ role, onNavigate, collapsed = false }: { role: string | null; onNavigate?: () => void; collapsed?: boolean }) {
  const own = sidebarItemsFor(role);
  return (
    <Stack h="full" bg="gray.900" color="white" px={collapsed ? '2' : '3'} py="5" gap="4">
      <Box px="3" onClick={onNavigate} display={collapsed ? 'none' : 'block'}>
        <Logo inverted />
      </Box>
      <Stack as="nav" aria-label="Dashboard" gap="1" flex="1">
        {own.length > 0 && !collapsed && (
          <Text px="3" pt="2" pb="1" fontSize="xs" fontWeight="bold" letterSpacing="wider" color="gray.400" textTransform="uppercase">
            Menu
          </Text>
        )}
        {own.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} collapsed={collapsed} />
        ))}
        <Separator borderColor="whiteAlpha.200" my="3" />
        {commonItemsFor(role).map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} collapsed={collapsed} />
        ))}
      </Stack>
      <Button
        variant="ghost"
        justifyContent={collapsed ? 'center' : 'flex-start'}
        gap="3"
        title={collapsed ? 'Logout' : undefined}
        color="gray.300"
        _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        <LogOut size={18} aria-hidden />
        <Text as="span" srOnly={collapsed}>
          Logout
        </Text>
      </Button>
    </Stack>
  );
}
