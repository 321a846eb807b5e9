// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useSearchParamsState } from './useSearchParamsState';

afterEach(cleanup);

const fromParams = (params: URLSearchParams) => Number(params.get('n') ?? 0);
const toParams = (n: number) => new URLSearchParams({ n: String(n) });

function Counter() {
  const [n, setN] = useSearchParamsState(fromParams, toParams);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`n = ${n}`}
    </button>
  );
}

/**
 * The app's shape: a parent route whose loader runs on every navigation (the shell's guards), held here until the
 * test lets it go, so a navigation stays unfinished as long as the test needs.
 */
function counterRouter(initial = '/') {
  let gate: Promise<void> = Promise.resolve();
  let open = () => undefined as void;
  const router = createMemoryRouter(
    [{ id: 'shell', loader: () => gate.then(() => null), shouldRevalidate: () => true, children: [{ path: '/', Component: Counter }] }],
    { initialEntries: [initial] },
  );
  return {
    router,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

async function renderCounter(initial?: string) {
  const app = counterRouter(initial);
  render(<RouterProvider router={app.router} />);
  await screen.findByRole('button');
  return app;
}

const shown = () => screen.getByRole('button').textContent;

describe('useSearchParamsState', () => {
  it('a second change made before the first navigation ends builds on the first (a double click moves two)', async () => {
    const { router, hold, release } = await renderCounter();
    hold();
    // Each click is its own event, as in a browser: React renders after each.
    act(() => fireEvent.click(screen.getByRole('button')));
    act(() => fireEvent.click(screen.getByRole('button')));
    // The page answers at once, while the router is still on its way.
    expect(shown()).toBe('n = 2');
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.search).toBe('');
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?n=2'));
    expect(shown()).toBe('n = 2');
  });

  it('replaces the address without a new history entry', async () => {
    const { router } = await renderCounter('/?n=4');
    act(() => fireEvent.click(screen.getByRole('button')));
    await waitFor(() => expect(router.state.location.search).toBe('?n=5'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('another address (Back, a link) wins over a change still on its way', async () => {
    const { router, hold, release } = await renderCounter();
    hold();
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(shown()).toBe('n = 1');
    release();
    await act(() => router.navigate('/?n=7'));
    await waitFor(() => expect(shown()).toBe('n = 7'));
  });

  it('once the address shows a change, going back to an earlier address shows that address', async () => {
    const { router } = await renderCounter();
    act(() => fireEvent.click(screen.getByRole('button')));
    await waitFor(() => expect(router.state.location.search).toBe('?n=1'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(shown()).toBe('n = 0'));
  });
});
