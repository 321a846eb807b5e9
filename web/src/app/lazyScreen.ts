// A route's screen loaded on demand, shared by the app's router (./router.tsx) and the sign-in entry's
// (../signin/signInRoutes.tsx). web/scripts/bundle-budget.mjs reads the `screen(() => import(…))` calls.
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';

export type LazyScreen = NonNullable<RouteObject['lazy']>;

/**
 * A screen loaded on demand from its route module (`Component`) and, when it reads data, its query
 * module (the route's query and the `loader` that starts it, with no UI code). Each is its own chunk
 * and the router loads them side by side: the query leaves as soon as the small query chunk has
 * arrived, while the screen's code is still on its way (render-as-you-fetch from the first byte).
 */
export function screen(
  component: () => Promise<{ Component: ComponentType }>,
  query?: () => Promise<{ loader: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction }>,
): LazyScreen {
  const code = { Component: async () => (await component()).Component };
  if (!query) return code;
  return { ...code, loader: async () => (await query()).loader, shouldRevalidate: async () => (await query()).shouldRevalidate };
}
