import { useLayoutEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * React Router's RouterProvider reads the router's state as it renders and subscribes to it in a layout effect. A
 * time-sliced first render (./renderTimeSliced.ts) leaves the browser free between the two, and a lazy route or a
 * loader settling then would be missed: the page would stay on its fallback. When the first render commits, this
 * compares the state it rendered with the router's, and renders the provider afresh from the current state if the
 * router has moved on meanwhile.
 */
export function SubscribedRouterProvider({ router }: { router: DataRouter }) {
  const [firstState] = useState(router.state);
  const [generation, setGeneration] = useState(0);
  // Only the first commit can have missed an update: from then on the provider is subscribed.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- catching up with an external store (the router) once
    if (router.state !== firstState) setGeneration(1);
  }, [router, firstState]);
  return <RouterProvider key={generation} router={router} />;
}
