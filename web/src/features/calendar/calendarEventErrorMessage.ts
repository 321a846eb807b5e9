import { serverMessageOr } from '../../shared/relay/serverMessageOr';

// Spec §8 names no calendar texts: a refusal shows the server's message (spec §5's words), anything
// else the action's own failure text.
export const CALENDAR_FAILURE = {
  create: 'Failed to create event',
  update: 'Failed to update event',
  delete: 'Failed to delete event',
} as const;

export const createEventErrorMessage = serverMessageOr(CALENDAR_FAILURE.create);
export const updateEventErrorMessage = serverMessageOr(CALENDAR_FAILURE.update);
export const deleteEventErrorMessage = serverMessageOr(CALENDAR_FAILURE.delete);
