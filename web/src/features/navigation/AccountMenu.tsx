import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, LayoutDashboard, LogOut, UserCircle2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { logout } from '../../shared/auth/logout';

/** Signed-in account dropdown: Dashboard and Logout. */
export function AccountMenu({ email, role }: { email: string | null; role: string | null }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" fontWeight="semibold">
          <UserCircle2 size={18} aria-hidden />
          Account
          <ChevronDown size={16} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {(email || role) && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <Text fontWeight="semibold" truncate>
                    {email}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {role}
                  </Text>
                </Menu.ItemGroupLabel>
                <Menu.Separator />
              </Menu.ItemGroup>
            )}
            <Menu.Item value="dashboard" asChild cursor="pointer">
              <RouterLink to="/dashboard">
                <LayoutDashboard size={16} aria-hidden /> Dashboard
              </RouterLink>
            </Menu.Item>
            {/* onClick, not onSelect: onSelect needs the menu's highlighted item, which a click on a
                still-opening menu may not have set (seen in CI); Enter also clicks the item. */}
            <Menu.Item value="logout" onClick={logout} cursor="pointer" color="fg.error">
              <LogOut size={16} aria-hidden /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
