import { describe, expect, it } from 'vitest';
import { formOf, uniqueEmail, useTestApi } from './helpers/test-api.ts';

const { api, admin, officer, lender } = useTestApi();

const createRole = (body: unknown, token = admin.token) => api.call('POST', '/api/Roles', { token, body });

describe('GET /api/Roles', () => {
  it('lists every role with id, name and status for any signed-in user', async () => {
    for (const { token } of [admin, officer, lender]) {
      const { status, body } = await api.call('GET', '/api/Roles', { token });
      expect(status).toBe(200);
      expect(body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 1, role: 'Loan Officer', status: 'Active', builtIn: true }),
          expect.objectContaining({ id: 2, role: 'Account Executive (Lender)', status: 'Active', builtIn: true }),
          expect.objectContaining({ id: 3, role: 'Admin', status: 'Active', builtIn: true }),
        ]),
      );
    }
  });

  it('filters by status and refuses an unknown status', async () => {
    const pending = await api.call('GET', '/api/Roles?status=Pending', { token: officer.token });
    expect(pending.body.data.length).toBeGreaterThan(0);
    expect(pending.body.data.every((role: { status: string }) => role.status === 'Pending')).toBe(true);
    const bad = await api.call('GET', '/api/Roles?status=Sleeping', { token: officer.token });
    expect(bad.status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await api.call('GET', '/api/Roles')).status).toBe(401);
  });
});

describe('POST /api/Roles', () => {
  it('creates a role (spec body: id 0, role, status)', async () => {
    const { status, body } = await createRole({ id: 0, role: 'Closer', status: 'Active' });
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('Role created successfully');
    expect(body.data).toMatchObject({ id: expect.any(Number), role: 'Closer', status: 'Active', builtIn: false, userCount: 0 });
  });

  it.each([
    [{ id: 0, status: 'Active' }, 'role', 'Please input role name!'],
    [{ id: 0, role: '   ', status: 'Active' }, 'role', 'Please input role name!'],
    [{ id: 0, role: 'Auditor' }, 'status', 'Please select status!'],
    [{ id: 0, role: 'Auditor', status: 'Sleeping' }, 'status', 'Please select status!'],
  ])('refuses %j with the form message', async (input, field, message) => {
    const { status, body } = await createRole(input);
    expect(status).toBe(400);
    expect(body.data.errors[field]).toBe(message);
  });

  it('refuses a duplicate name in any letter case', async () => {
    await createRole({ id: 0, role: 'Appraiser', status: 'Active' });
    const { status, body } = await createRole({ id: 0, role: 'APPRAISER', status: 'Inactive' });
    expect(status).toBe(400);
    expect(body.responseMsg).toBe('A role with this name already exists');
  });

  it.each(['officer', 'lender'] as const)('is refused to the %s (403) and writes nothing', async (who) => {
    const { token } = who === 'officer' ? officer : lender;
    const { status } = await createRole({ id: 0, role: `Sneaky ${who}`, status: 'Active' }, token);
    expect(status).toBe(403);
    const roles = await api.call('GET', '/api/Roles', { token: admin.token });
    expect(roles.body.data.some((role: { role: string }) => role.role === `Sneaky ${who}`)).toBe(false);
  });
});

describe('PUT /api/Roles/{id}', () => {
  it('renames a custom role and changes its status', async () => {
    const created = await createRole({ id: 0, role: 'Junior Processor', status: 'Active' });
    const id = created.body.data.id;
    const { status, body } = await api.call('PUT', `/api/Roles/${id}`, {
      token: admin.token,
      body: { id, role: 'Senior Processor', status: 'Inactive' },
    });
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('Role updated successfully');
    expect(body.data).toMatchObject({ id, role: 'Senior Processor', status: 'Inactive' });
  });

  it('keeps built-in roles: no renaming, no deactivation', async () => {
    const rename = await api.call('PUT', '/api/Roles/3', { token: admin.token, body: { id: 3, role: 'Boss', status: 'Active' } });
    expect(rename.status).toBe(400);
    expect(rename.body.responseMsg).toBe('Built-in roles cannot be renamed');
    const deactivate = await api.call('PUT', '/api/Roles/1', {
      token: admin.token,
      body: { id: 1, role: 'Loan Officer', status: 'Inactive' },
    });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.responseMsg).toBe('Built-in roles must stay Active');
  });

  it('validates like create and answers 404 for an unknown role', async () => {
    const missingName = await api.call('PUT', '/api/Roles/4', { token: admin.token, body: { id: 4, role: '', status: 'Active' } });
    expect(missingName.body.data.errors.role).toBe('Please input role name!');
    const unknown = await api.call('PUT', '/api/Roles/99999', { token: admin.token, body: { id: 99999, role: 'Ghost', status: 'Active' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMsg).toBe('Role not found');
  });

  it('is refused to non-admins', async () => {
    for (const { token } of [officer, lender]) {
      expect((await api.call('PUT', '/api/Roles/4', { token, body: { id: 4, role: 'Hacked', status: 'Active' } })).status).toBe(403);
    }
  });
});

describe('DELETE /api/Roles/{id}', () => {
  it('deletes an unused custom role', async () => {
    const created = await createRole({ id: 0, role: 'Temporary', status: 'Active' });
    const { status, body } = await api.call('DELETE', `/api/Roles/${created.body.data.id}`, { token: admin.token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: created.body.data.id });
    const again = await api.call('DELETE', `/api/Roles/${created.body.data.id}`, { token: admin.token });
    expect(again.status).toBe(404);
  });

  it('refuses a role in use with 409 and a clear message', async () => {
    const created = await createRole({ id: 0, role: 'Assistant', status: 'Active' });
    const roleId = created.body.data.id;
    const user = await api.form(
      'POST',
      '/api/User/CreateUser',
      formOf({
        FullName: 'Role Holder',
        EmailAddress: uniqueEmail(),
        PhoneNumber: '+1 555 010 0101',
        Role: roleId,
        Password: 'Harbor-Lights-42',
      }),
      admin.token,
    );
    expect(user.status).toBe(200);
    const { status, body } = await api.call('DELETE', `/api/Roles/${roleId}`, { token: admin.token });
    expect(status).toBe(409);
    expect(body.responseMsg).toBe('This role is assigned to 1 user and cannot be deleted');
    const roles = await api.call('GET', '/api/Roles', { token: admin.token });
    expect(roles.body.data.find((role: { id: number }) => role.id === roleId)).toMatchObject({ userCount: 1 });
  });

  it('refuses a role with a pending invitation', async () => {
    const created = await createRole({ id: 0, role: 'Invited Role', status: 'Active' });
    const invite = await api.call('POST', '/User/SendInviteAsync', {
      token: admin.token,
      body: { FullName: 'Future Person', EmailAddress: uniqueEmail(), Role: created.body.data.id },
    });
    expect(invite.status).toBe(200);
    const { status, body } = await api.call('DELETE', `/api/Roles/${created.body.data.id}`, { token: admin.token });
    expect(status).toBe(409);
    expect(body.responseMsg).toBe('This role has 1 pending invitation and cannot be deleted');
  });

  it('never deletes a built-in role, and only admins may delete', async () => {
    const builtIn = await api.call('DELETE', '/api/Roles/1', { token: admin.token });
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.responseMsg).toBe('Built-in roles cannot be deleted');
    for (const { token } of [officer, lender]) expect((await api.call('DELETE', '/api/Roles/4', { token })).status).toBe(403);
  });
});
