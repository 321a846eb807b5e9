import { fetchQuery, graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteLoaderData } from 'react-router-dom';
import type { ShellQuery, ShellQuery$data } from '../../__generated__/ShellQuery.graphql';
import { isAuthenticated } from '../auth/session';
import { getToken } from '../auth/tokenStorage';
import { environment } from '../relay/environment';

/** How many of the latest notifications the bell's dropdown lists. */
export const SHELL_NOTIFICATION_COUNT = 5;

/**
 * Everything the signed-in shell shows around a page (the bell, the header's photo, the saved UI
 * settings) in one request, started by the root loader beside the route's own query. Each shell
 * component reads its part through its own fragment.
 */
const query = graphql`
  query ShellQuery($notificationCount: Int!) {
    viewer {
      ...UiSettingsSync_viewer
      ...ViewerAvatar_viewer
    }
    ...NotificationMenu_query @arguments(count: $notificationCount)
  }
`;

/** What the root route's loader hands the shell: its query, or null when signed out. */
export interface ShellLoaderData {
  shellQuery: PreloadedQuery<ShellQuery> | null;
}

/** The root route's id, under which the shell query travels (app/router.tsx). */
export const SHELL_ROUTE_ID = 'root';

let current: { token: string; ref: PreloadedQuery<ShellQuery> } | null = null;

/**
 * Starts the shell query once per session: later navigations (the root loader runs on every one) reuse
 * it, and the shell's data stays fresh through the store (mutations, live updates, the bell's refetch).
 */
export function loadShellQuery(): PreloadedQuery<ShellQuery> | null {
  const token = getToken();
  if (!token || !isAuthenticated(token)) {
    current?.ref.dispose();
    current = null;
    return null;
  }
  if (current?.token !== token) {
    current?.ref.dispose();
    const ref = loadQuery<ShellQuery>(
      environment,
      query,
      { notificationCount: SHELL_NOTIFICATION_COUNT },
      { fetchPolicy: 'store-or-network' },
    );
    current = { token, ref };
  }
  return current.ref;
}

/** The shell query the root loader started for this navigation; null when signed out or outside the router. */
export function useShellQueryRef(): PreloadedQuery<ShellQuery> | null {
  const loaderData = useRouteLoaderData(SHELL_ROUTE_ID) as ShellLoaderData | undefined;
  return loaderData?.shellQuery ?? null;
}

/** The shell's data, read from the query the root loader started (suspends until it arrives). */
export function useShellData(ref: PreloadedQuery<ShellQuery>): ShellQuery$data {
  return usePreloadedQuery<ShellQuery>(query, ref);
}

/** Fetches the shell's data again (the bell on opening or on news); the store hands it to every shell component. */
export function refetchShellQuery(): void {
  fetchQuery<ShellQuery>(environment, query, { notificationCount: SHELL_NOTIFICATION_COUNT }, { fetchPolicy: 'network-only' }).subscribe(
    {},
  );
}
