import { Accordion, Box, Button, CloseButton, Drawer, Portal, Separator, Stack } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { MotionDrawerContent } from '../../shared/motion/MotionDialogContent';
import { useState } from 'react';
import { PageLink } from '../../shared/navigation/pageNavigation';
import { MenuDrawerTrigger } from '../../shared/ui/MenuDrawerTrigger';
import { Logo } from '../../shared/ui/Logo';
import { ASSISTANT_LINK, HOME_LINK, NAV_GROUPS, SHOP_LINK, type NavLinkItem } from './menuConfig';

/** Phone-width menu: a full-screen overlay with the groups as accordions (spec §2); Logout is the header's `onLogout`. */
export function MobileMenu({ signedIn, onLogout }: { signedIn: boolean; onLogout?: (() => void) | undefined }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const link = (item: NavLinkItem, indent = false) => (
    <Button
      key={item.to}
      asChild
      variant="ghost"
      justifyContent="flex-start"
      size="lg"
      ps={indent ? '8' : '4'}
      fontWeight={indent ? 'normal' : 'semibold'}
    >
      {item.external ? (
        <a href={item.to} target="_blank" rel="noopener noreferrer" onClick={close}>
          {item.label} <ExternalLink size={16} aria-hidden />
        </a>
      ) : (
        <PageLink to={item.to} onClick={close}>
          {item.label}
        </PageLink>
      )}
    </Button>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="full" placement="end">
      <MenuDrawerTrigger label="Open menu" />
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <MotionDrawerContent>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title asChild>
                <Box onClick={close}>
                  <Logo />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild top="2.5" insetEnd="3">
              <CloseButton size="md" aria-label="Close menu" />
            </Drawer.CloseTrigger>
            <Drawer.Body px="2" py="4">
              <Stack gap="1" as="nav" aria-label="Main">
                {link(HOME_LINK)}
                <Accordion.Root collapsible multiple variant="plain">
                  {NAV_GROUPS.map((group) => (
                    <Accordion.Item key={group.label} value={group.label}>
                      <Accordion.ItemTrigger px="4" py="3" fontWeight="semibold" fontSize="md">
                        <Box flex="1" textAlign="start">
                          {group.label}
                        </Box>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody py="0">
                          <Stack gap="0">{group.items.map((item) => link(item, true))}</Stack>
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
                {link(ASSISTANT_LINK)}
                {link(SHOP_LINK)}
                <Separator my="3" />
                {signedIn ? (
                  <Stack gap="2" px="2">
                    <Button asChild variant="outline" size="lg">
                      <PageLink to="/dashboard" onClick={close}>
                        Dashboard
                      </PageLink>
                    </Button>
                    <Button
                      variant="subtle"
                      colorPalette="red"
                      size="lg"
                      onClick={() => {
                        close();
                        onLogout?.();
                      }}
                    >
                      Logout
                    </Button>
                  </Stack>
                ) : (
                  <Box px="2">
                    <Button asChild colorPalette="brand" size="lg" w="full" fontWeight="bold">
                      <PageLink to="/login" onClick={close}>
                        SIGN IN
                      </PageLink>
                    </Button>
                  </Box>
                )}
              </Stack>
            </Drawer.Body>
          </MotionDrawerContent>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
