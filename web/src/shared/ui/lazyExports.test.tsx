// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExports } from './lazyExports';

afterEach(cleanup);

const charts = {
  Pie: ({ label }: { label: string }) => <p>{`pie ${label}`}</p>,
  Bar: ({ label }: { label: string }) => <p>{`bar ${label}`}</p>,
};

class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Waiting({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>loading</p>}>{children}</Suspense>;
}

describe('lazyExports', () => {
  it('loads the module once; once it is here, another of its components renders without suspending', async () => {
    const load = vi.fn(() => Promise.resolve(charts));
    const lazyChart = lazyExports(load);
    const Pie = lazyChart('Pie');
    const Bar = lazyChart('Bar');

    const first = render(
      <Waiting>
        <Pie label="status" />
      </Waiting>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('pie status')).toBeTruthy();
    first.unmount();

    // No fallback at all: the first render already shows the chart.
    act(() => {
      render(
        <Waiting>
          <Bar label="value" />
        </Waiting>,
      );
    });
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('bar value')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download is tried again by the next component that asks', async () => {
    const load = vi.fn<() => Promise<typeof charts>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(charts);
    const lazyChart = lazyExports(load);
    const Pie = lazyChart('Pie');
    const Bar = lazyChart('Bar');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Failed>
        <Waiting>
          <Pie label="offline" />
        </Waiting>
      </Failed>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    first.unmount();
    render(
      <Waiting>
        <Bar label="again" />
      </Waiting>,
    );
    expect(await screen.findByText('bar again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
