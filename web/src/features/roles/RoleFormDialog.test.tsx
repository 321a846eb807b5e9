// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { RoleFormDialog } from './RoleFormDialog';

afterEach(cleanup);

/** Opens 'Add Role' (or a row's Edit) and returns its dialog. */
async function openDialog(trigger: string) {
  await userEvent.click(screen.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog');
}

describe('RoleFormDialog: roleFormSchema wired to its fields', () => {
  it("shows the spec's messages under the empty fields and asks nothing of the server", async () => {
    renderWithProviders(<RoleFormDialog connectionId="client:root:RolesTable_roles" />);
    const dialog = await openDialog('Add Role');
    expect(screen.getByRole('heading', { name: 'Add Role' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please input role name!')).toBeTruthy();
    expect(screen.getByText('Please select status!')).toBeTruthy();
    expect(screen.getByLabelText(/Role Name/).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.isConnected).toBe(true);
  });

  it("clears a field's message as it is edited", async () => {
    renderWithProviders(<RoleFormDialog connectionId="client:root:RolesTable_roles" />);
    await openDialog('Add Role');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Please input role name!');

    await userEvent.type(screen.getByLabelText(/Role Name/), 'Processor');
    await waitFor(() => expect(screen.queryByText('Please input role name!')).toBeNull());
    expect(screen.getByText('Please select status!')).toBeTruthy();
  });

  it("opens a built-in role read-only with the role's values", async () => {
    renderWithProviders(
      <RoleFormDialog
        connectionId="client:root:RolesTable_roles"
        role={{ id: 'Um9sZTox', name: 'Admin', status: 'ACTIVE', builtIn: true }}
      />,
    );
    await openDialog('Edit role Admin');
    expect(screen.getByRole('heading', { name: 'Edit Role' })).toBeTruthy();
    expect(screen.getByText('A built-in role cannot be renamed or deactivated.')).toBeTruthy();
    const name = screen.getByLabelText(/Role Name/) as HTMLInputElement;
    expect(name.value).toBe('Admin');
    expect(name.readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
