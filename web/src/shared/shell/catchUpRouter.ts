import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The same router, except that whoever subscribes to it is at once given the router's current state. React Router's
 * `RouterProvider` reads `router.state` as it renders and subscribes in a layout effect, after the commit: under a
 * time-sliced first render (./renderTimeSliced.ts) the browser runs other work in between, and a router that moved
 * then (its first loaders settled, a redirect, a navigation) would not be seen until its next change — the page could
 * stay on its fallback. React Router keeps such an update for the first subscriber only when the router had no
 * subscriber at all; a router with one of its own (/register's, which hands the page over when the address leaves the
 * sign-in screens) needs this. When nothing moved, the state handed over is the one the provider holds and React
 * renders nothing; when something did, the provider renders it as any router update (a transition), with no remount.
 */
export function catchUpRouter(router: DataRouter): DataRouter {
  const subscribe: DataRouter['subscribe'] = (subscriber) => {
    const unsubscribe = router.subscribe(subscriber);
    subscriber(router.state, { deletedFetchers: [], newErrors: null, flushSync: false });
    return unsubscribe;
  };
  return new Proxy(router, {
    get: (target, key) => (key === 'subscribe' ? subscribe : Reflect.get(target, key)),
  });
}
