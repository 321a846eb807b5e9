/** Test-only: a calendar event as the create form sends it (POST /api/Calendar/CreateEvent), with `overrides`. */
export const calendarEventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pre-approval call',
  type: 'appointment',
  category: 'Work',
  date: '2031-03-14',
  priority: 'high',
  startTime: '09:00',
  endTime: '09:45',
  location: 'Zoom',
  attendees: ['borrower@example.com'],
  description: 'Go over the income documents',
  ...overrides,
});
