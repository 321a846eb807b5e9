export interface ApiNotification {
  id: number;
  userId: number;
  kind: 'points_received' | 'points_deducted' | 'ticket_reply' | 'ticket_status' | 'post_like' | 'post_comment' | 'scenario_fit';
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface ApiNotificationCounts {
  /** Unread. */
  count: number;
  total: number;
}
