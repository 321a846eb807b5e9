import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { PageLink, usePathname } from '../../shared/navigation/pageNavigation';
import { groupIsActive, type NavGroup } from './menuConfig';

/** One top-bar dropdown (Loan Center, Support Hub, Growth); Chakra's Menu gives keyboard support. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const pathname = usePathname();
  const active = groupIsActive(group, pathname);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight="semibold" color={active ? 'brand.fg' : 'fg'} bg={active ? 'brand.subtle' : undefined}>
          {group.label}
          <ChevronDown size={16} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {group.items.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild cursor="pointer">
                <PageLink to={item.to}>{item.label}</PageLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
