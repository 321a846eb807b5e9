import { useEffect } from 'react';
import { useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';
import { onLiveReconnect } from './live';

/**
 * A Relay subscription to live updates, plus catch-up: `onReconnect` runs after the socket comes back
 * from a drop, to fetch again what the screen shows (events missed meanwhile are not replayed).
 * Both arguments must be stable (useMemo / useCallback), as useSubscription requires of its config.
 */
export function useLiveSubscription<T extends OperationType>(config: GraphQLSubscriptionConfig<T>, onReconnect: () => void): void {
  useSubscription(config);
  useEffect(() => onLiveReconnect(onReconnect), [onReconnect]);
}
