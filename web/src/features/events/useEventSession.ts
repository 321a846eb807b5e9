import { graphql, useFragment } from 'react-relay/hooks';
import type { useEventSession_event$key } from '../../__generated__/useEventSession_event.graphql';
import { eventTone } from './eventTone';
import { sessionLabels, sessionOf } from './sessionFormat';
import { useNow } from './useNow';

const fragment = graphql`
  fragment useEventSession_event on MarketplaceEvent {
    timeZone
    startsAt
    endsAt
    trainingType
  }
`;

/**
 * What an event's card and its page show of its session: the session, its labels in the event's own time zone,
 * the banner's gradient colours, and the clock the countdown and 'UPCOMING' follow.
 */
export function useEventSession(eventRef: useEventSession_event$key) {
  const event = useFragment(fragment, eventRef);
  const now = useNow();
  const session = sessionOf({ startsAt: event.startsAt, endsAt: event.endsAt });
  const [gradientFrom, gradientTo] = eventTone(event.trainingType);
  return { now, session, labels: sessionLabels(session, event.timeZone), banner: { gradientFrom, gradientTo } };
}
