// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ConnectionFooter } from './ConnectionFooter';

afterEach(cleanup);

const base = { totalLabel: 'Total 23 roles', shown: 10, isLoadingNext: false, noun: 'Roles' } as const;

describe("ConnectionFooter (a table's paging)", () => {
  it("shows the total and how many rows are shown; 'Load more' asks for the next page", async () => {
    const onLoadNext = vi.fn();
    renderWithProviders(<ConnectionFooter {...base} hasNext onLoadNext={onLoadNext} />);
    expect(screen.getByText('Total 23 roles · showing 10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadNext).toHaveBeenCalledTimes(1);
  });

  it("offers no 'Load more' on the last page, and no count of shown rows when there are none", () => {
    renderWithProviders(<ConnectionFooter {...base} shown={0} hasNext={false} onLoadNext={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Total 23 roles')).toBeTruthy();
  });

  it('changes the page size through its labelled size changer', async () => {
    const onPageSizeChange = vi.fn();
    renderWithProviders(
      <ConnectionFooter
        {...base}
        hasNext
        onLoadNext={() => undefined}
        pageSize={10}
        pageSizes={[10, 20, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const size = screen.getByLabelText('Roles per page');
    expect((size as HTMLSelectElement).value).toBe('10');
    await userEvent.selectOptions(size, '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });
});
