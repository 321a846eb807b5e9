import { z } from 'zod';
import { marketplaceEventSchema, trainingVideoSchema, type TrainingVideoSection } from '../events.ts';
import { takesDraft, type FormDraft } from './draft.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const eventsQuery = z.object({
  when: z.enum(EVENT_WHEN, { error: 'when must be upcoming or past' }).default('upcoming'),
});

/** What the admin's event form sends (@lendhub/domain/events checks it; a field left out is answered with its message). */
export type MarketplaceEventBody = FormDraft<z.input<typeof marketplaceEventSchema>>;
export type TrainingVideoBody = FormDraft<z.input<typeof trainingVideoSchema>>;

/** A marketplace event as the API returns it; `joinUrl` only to registered users and Admins. */
export interface MarketplaceEventDto {
  id: number;
  sessionLabel: string;
  title: string;
  /** YYYY-MM-DD, HH:mm and HH:mm on the wall clock of `timeZone`. */
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** The same start and end as instants (ISO, UTC). */
  startsAt: string;
  endsAt: string;
  host: string;
  company: string;
  trainingType: string;
  description: string;
  joinUrl: string | null;
  attendeeCount: number;
  /** The caller is registered. */
  registered: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TrainingVideoDto {
  id: number;
  section: TrainingVideoSection;
  title: string;
  videoUrl: string;
  company: string;
  description: string | null;
  createdAt: string;
}

const EVENT_NOT_FOUND = 'Event not found';
const VIDEO_NOT_FOUND = 'Video not found';

/**
 * Marketplace events (an Admin manages them, anyone signed in registers) and training videos (an Admin adds and
 * removes links). Spec §2 "Marketplace Events", "Training Videos".
 */
export const marketplaceRoutes = {
  events: restRoute<MarketplaceEventDto[]>()({ method: 'GET', path: '/api/MarketplaceEvents', query: eventsQuery }),
  eventsByIds: restRoute<MarketplaceEventDto[]>()({ method: 'GET', path: '/api/MarketplaceEvents/GetByIds', query: idsQuery }),
  /** /event without an id opens this one. */
  nextEvent: restRoute<MarketplaceEventDto>()({
    method: 'GET',
    path: '/api/MarketplaceEvents/Next',
    messages: { none: 'No upcoming events' },
  }),
  createEvent: restRoute<MarketplaceEventDto>()({
    method: 'POST',
    path: '/api/MarketplaceEvents',
    body: takesDraft(marketplaceEventSchema),
    messages: { ok: 'Event created successfully' },
  }),
  updateEvent: restRoute<MarketplaceEventDto>()({
    method: 'PUT',
    path: '/api/MarketplaceEvents/:id',
    body: takesDraft(marketplaceEventSchema),
    messages: { ok: 'Event updated successfully', notFound: EVENT_NOT_FOUND },
  }),
  deleteEvent: restRoute<{ id: number }>()({
    method: 'DELETE',
    path: '/api/MarketplaceEvents/:id',
    messages: { ok: 'Event deleted successfully', notFound: EVENT_NOT_FOUND },
  }),
  register: restRoute<MarketplaceEventDto>()({
    method: 'POST',
    path: '/api/MarketplaceEvents/:id/Registration',
    messages: {
      ok: (title: string) => `You are registered for ${title}`,
      notFound: EVENT_NOT_FOUND,
      over: 'This event has already taken place',
    },
  }),
  cancelRegistration: restRoute<MarketplaceEventDto>()({
    method: 'DELETE',
    path: '/api/MarketplaceEvents/:id/Registration',
    messages: { ok: 'Your registration was cancelled', notFound: EVENT_NOT_FOUND },
  }),
  videos: restRoute<TrainingVideoDto[]>()({ method: 'GET', path: '/api/TrainingVideos' }),
  videosByIds: restRoute<TrainingVideoDto[]>()({ method: 'GET', path: '/api/TrainingVideos/GetByIds', query: idsQuery }),
  addVideo: restRoute<TrainingVideoDto>()({
    method: 'POST',
    path: '/api/TrainingVideos',
    body: takesDraft(trainingVideoSchema),
    messages: { ok: 'Video added successfully' },
  }),
  removeVideo: restRoute<{ id: number }>()({
    method: 'DELETE',
    path: '/api/TrainingVideos/:id',
    messages: { ok: 'Video removed successfully', notFound: VIDEO_NOT_FOUND },
  }),
};
