import { Button, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CalendarDays, Download, ExternalLink } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { EventRegistration_event$key } from '../../__generated__/EventRegistration_event.graphql';
import { notify } from '../../shared/toast';
import { downloadIcs } from './downloadIcs';
import { useMarketplaceRegistrationMutation } from './mutations/useMarketplaceRegistrationMutation';

const fragment = graphql`
  fragment EventRegistration_event on MarketplaceEvent {
    id
    internalId
    title
    description
    sessionLabel
    date
    startTime
    endTime
    timeZone
    startsAt
    endsAt
    host
    company
    joinUrl
    attendeeCount
    viewerIsRegistered
  }
`;

/**
 * Register / Cancel registration for the viewer, and once registered: the join link, the event in
 * the Growth calendar and the .ics download. An event that is over takes no registrations.
 */
export function EventRegistration({ event: key, now }: { event: EventRegistration_event$key; now: number }) {
  const event = useFragment(fragment, key);
  const [toggle, busy] = useMarketplaceRegistrationMutation();
  const over = Date.parse(event.endsAt) <= now;

  const onToggle = async () => {
    const result = await toggle({
      id: event.id,
      attendeeCount: event.attendeeCount,
      viewerIsRegistered: event.viewerIsRegistered,
      joinUrl: event.joinUrl,
    });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  const download = () =>
    downloadIcs({
      uid: `marketplace-event-${event.internalId}@lendhub`,
      title: event.title,
      description: `${event.sessionLabel} · hosted by ${event.host}, ${event.company}\n\n${event.description}`,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      timeZone: event.timeZone,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: event.joinUrl ?? null,
      url: event.joinUrl ?? null,
      organizer: event.host,
    });

  return (
    <Stack gap="3">
      {!over && (
        <Button
          colorPalette={event.viewerIsRegistered ? 'gray' : 'brand'}
          variant={event.viewerIsRegistered ? 'outline' : 'solid'}
          onClick={onToggle}
          loading={busy}
        >
          {event.viewerIsRegistered ? 'Cancel registration' : 'Register'}
        </Button>
      )}
      {over && <Text color="fg.muted">This event has already taken place.</Text>}
      {event.viewerIsRegistered && (
        <>
          <Text display="flex" alignItems="center" gap="2" color="green.fg" fontWeight="medium">
            <CalendarCheck size={18} aria-hidden /> You are registered
          </Text>
          {event.joinUrl && !over && (
            <Button asChild variant="outline">
              <a href={event.joinUrl} target="_blank" rel="noopener noreferrer">
                Join link <ExternalLink aria-hidden />
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={download}>
            <Download aria-hidden /> Download .ics
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={`/growth?view=calendar&month=${event.date.slice(0, 7)}`}>
              <CalendarDays aria-hidden /> See it in my calendar
            </RouterLink>
          </Button>
        </>
      )}
    </Stack>
  );
}
