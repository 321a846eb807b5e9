import { useCallback, useMemo } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLiveSubscription } from './useLiveSubscription';

/**
 * Keeps one record live: `subscription` with `variables` (its events land in the Relay store), and
 * after a reconnect `refresh` (a query with the same variables and the same fragment) reads it again.
 * Both documents are module constants; `variables` is compared by its JSON.
 */
export function useLiveRecord<S extends OperationType, Q extends OperationType>(
  subscription: GraphQLTaggedNode,
  refresh: GraphQLTaggedNode,
  variables: S['variables'] & Q['variables'],
): void {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const config = useMemo<GraphQLSubscriptionConfig<S>>(
    () => ({ subscription, variables: JSON.parse(key) as S['variables'] }),
    [subscription, key],
  );
  const catchUp = useCallback(() => {
    fetchQuery<Q>(environment, refresh, JSON.parse(key) as Q['variables']).subscribe({});
  }, [environment, refresh, key]);
  useLiveSubscription(config, catchUp);
}
