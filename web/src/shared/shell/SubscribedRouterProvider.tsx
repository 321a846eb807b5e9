import { startTransition, useLayoutEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * React Router's RouterProvider reads the router's state as it renders and subscribes to it in a layout effect. A
 * time-sliced first render (./renderTimeSliced.ts) leaves the browser free between the two: a router that finishes
 * initialising then (its lazy route and loader settled) is missed, and the page would stay on its fallback with no
 * later update to wake it. When the first render commits, this checks for that and renders the provider afresh
 * from the router's current state, time-sliced too (what it replaces is only the fallback).
 */
export function SubscribedRouterProvider({ router }: { router: DataRouter }) {
  const [firstState] = useState(router.state);
  const [generation, setGeneration] = useState(0);
  // Only the first commit can have missed an update: from then on the provider is subscribed.
  useLayoutEffect(() => {
    if (!firstState.initialized && router.state.initialized) startTransition(() => setGeneration(1));
  }, [router, firstState]);
  return <RouterProvider key={generation} router={router} />;
}
