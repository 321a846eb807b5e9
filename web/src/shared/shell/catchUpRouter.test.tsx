// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { catchUpRouter } from './catchUpRouter';

afterEach(cleanup);

function Where() {
  const { pathname, hash } = useLocation();
  return <p>{`at ${pathname}${hash}`}</p>;
}

/**
 * A router with a subscriber of its own before any provider, as /register's (../../signin/RegisterApp.tsx): React
 * Router keeps an update for the first subscriber only when there is none yet, so the provider cannot count on that.
 */
function appRouter({ otherSubscriber = true } = {}) {
  const router = createMemoryRouter([
    { path: '/', Component: Where },
    { path: '/next', Component: Where },
  ]);
  if (otherSubscriber) router.subscribe(() => undefined);
  return router;
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders the provider in a transition, as main.tsx renders the app, with a sibling after it that moves the router to
 * `to` and takes longer than one of React's slices: React leaves the browser free before it goes on, the navigation
 * completes then, and the provider, already rendered, is committed and subscribes after it.
 */
async function renderWhileTheRouterMoves(router: MemoryRouter, provided: MemoryRouter, to: string) {
  let navigated = false;
  function MovesTheRouter() {
    if (!navigated) {
      navigated = true;
      void router.navigate(to);
    }
    return null;
  }
  // Renders longer than React's 5 ms slices: the navigation completes between two of them.
  function Busy() {
    const end = performance.now() + 10;
    while (performance.now() < end) {
      // rendering
    }
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  startTransition(() => {
    root.render(
      <>
        <RouterProvider router={provided} />
        <MovesTheRouter />
        <Busy />
        <Busy />
        <Busy />
        <Busy />
      </>,
    );
  });
  await waitFor(() => expect(screen.getByText(/^at /)).toBeTruthy());
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  // Whatever the provider would still render.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

describe('catchUpRouter', () => {
  it('shows where the router went between the provider render and its subscription', async () => {
    const router = appRouter();
    await renderWhileTheRouterMoves(router, catchUpRouter(router), '/next');
    expect(screen.getByText('at /next')).toBeTruthy();
  });

  it('is needed: the plain provider stays on the state it rendered', async () => {
    const router = appRouter();
    await renderWhileTheRouterMoves(router, router, '/next');
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.getByText('at /')).toBeTruthy();
  });

  it('is not needed by the app root: with no other subscriber, React Router keeps the update for the provider', async () => {
    // The app's router (app/router.tsx) has no subscriber but its provider, so main.tsx renders it time-sliced as it is.
    const router = appRouter({ otherSubscriber: false });
    await renderWhileTheRouterMoves(router, router, '/next');
    expect(screen.getByText('at /next')).toBeTruthy();
  });

  it('keeps following the router after it caught up, and navigates through it', async () => {
    const router = appRouter();
    const provided = catchUpRouter(router);
    await renderWhileTheRouterMoves(router, provided, '/next#moved');
    expect(screen.getByText('at /next#moved')).toBeTruthy();
    await act(async () => {
      await provided.navigate('/');
    });
    expect(screen.getByText('at /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
