import { Text } from '@chakra-ui/react';
import { formatNotificationTime } from './notificationTime';

/** When a notification came, under its text (bell and page alike). */
export function NotificationTime({ createdAt }: { createdAt: string }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {formatNotificationTime(createdAt)}
    </Text>
  );
}
