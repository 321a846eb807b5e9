// Sample notifications for the bell's dropdown (spec §2: the list is sample data).
export interface SampleNotification {
  id: string;
  title: string;
  detail: string;
  time: string;
}

export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [
  { id: 'n1', title: 'Ticket replied', detail: 'Your appraisal question has a new reply.', time: '5 min ago' },
  { id: 'n2', title: 'New scenario posted', detail: 'Mega Capital Funding shared a Non-QM scenario.', time: '1 hour ago' },
  { id: 'n3', title: 'Points received', detail: 'You earned 50 points for a post-closing survey.', time: 'Yesterday' },
  { id: 'n4', title: 'Event reminder', detail: 'Huddle & Hustle starts tomorrow at 10:00 AM.', time: '2 days ago' },
];
