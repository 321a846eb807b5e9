import { Drawer, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';

/** The hamburger button that opens its Drawer (place it inside `Drawer.Root`). */
export function MenuDrawerTrigger({ label, ...buttonProps }: { label: string } & Omit<IconButtonProps, 'aria-label'>) {
  return (
    <Drawer.Trigger asChild>
      <IconButton variant="ghost" aria-label={label} {...buttonProps}>
        <MenuIcon aria-hidden />
      </IconButton>
    </Drawer.Trigger>
  );
}
