import { Box, Float, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { formatBadgeCount, NOTIFICATION_COUNT } from './notificationBadge';
import { SAMPLE_NOTIFICATIONS } from './sampleNotifications';

/** The bell with its badge (spec §9: 19, '99+' above 99) and a dropdown of sample notifications. */
export function NotificationMenu({ count = NOTIFICATION_COUNT }: { count?: number }) {
  const badge = formatBadgeCount(count);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name comes from the content ("Notifications 19 unread") so it includes the visible badge. */}
        <IconButton variant="ghost" size="sm" position="relative">
          <Bell aria-hidden />
          <Box as="span" srOnly>
            Notifications
          </Box>
          {badge && (
            <Float placement="top-end" offset="1.5">
              <Box
                as="span"
                data-testid="notification-badge"
                bg="red.600"
                color="white"
                fontSize="2xs"
                fontWeight="bold"
                lineHeight="1"
                px="1.5"
                py="0.5"
                rounded="full"
                minW="5"
                textAlign="center"
              >
                {badge}
                <Box as="span" srOnly>
                  {' '}
                  unread
                </Box>
              </Box>
            </Float>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content w={{ base: '80', sm: '96' }} maxW="calc(100vw - 1rem)" p="0">
            <Box px="4" py="3" borderBottomWidth="1px">
              <Text fontWeight="semibold">Notifications</Text>
            </Box>
            {SAMPLE_NOTIFICATIONS.map((n) => (
              <Menu.Item key={n.id} value={n.id} asChild py="2.5" px="4" alignItems="flex-start" cursor="pointer">
                <RouterLink to="/notifications">
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="medium" fontSize="sm">
                      {n.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {n.detail}
                    </Text>
                    <Text fontSize="xs" color="fg.subtle">
                      {n.time}
                    </Text>
                  </Stack>
                </RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator my="0" />
            <Menu.Item value="all" asChild justifyContent="center" py="3" color="brand.700" fontWeight="semibold" cursor="pointer">
              <RouterLink to="/notifications">View All Notifications</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
