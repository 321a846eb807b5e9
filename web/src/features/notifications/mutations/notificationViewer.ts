/** What the read mutations need of the viewer for their optimistic answer: whose count, and what it is now. */
export interface NotificationViewer {
  readonly id: string;
  readonly unreadNotificationCount: number | null | undefined;
}
