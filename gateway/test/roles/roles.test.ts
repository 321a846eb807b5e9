import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { globalId, ROLE_IDS, uniqueEmail } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

describe('roles', () => {
  const ROLES = `query ($status: RoleStatus, $first: Int) { roles(status: $status, first: $first) { totalCount edges { node { id internalId name status builtIn portalRole userCount } } } }`;
  const CREATE = `mutation ($input: CreateRoleInput!) { createRole(input: $input) { message role { id name status builtIn } roleEdge { node { id } } } }`;
  const UPDATE = `mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { message role { id name status } } }`;
  const DELETE = `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) { message deletedRoleId } }`;

  it('lists roles with totalCount and a status filter for any signed-in user', async () => {
    for (const token of [stack.admin, stack.officer, stack.lender]) {
      const result = await stack.gql<{ roles: any }>(ROLES, {}, token);
      expect(result.data!.roles.edges.slice(0, 3).map((edge: any) => [edge.node.name, edge.node.portalRole])).toEqual([
        ['Loan Officer', 'LOAN_OFFICER'],
        ['Account Executive (Lender)', 'ACCOUNT_EXECUTIVE'],
        ['Admin', 'ADMIN'],
      ]);
    }
    const pending = await stack.gql<{ roles: any }>(ROLES, { status: 'PENDING' }, stack.officer);
    expect(pending.data!.roles.totalCount).toBeGreaterThan(0);
    expect(pending.data!.roles.edges.every((edge: any) => edge.node.status === 'PENDING')).toBe(true);
    expect(codesOf(await stack.gql(ROLES, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('creates, renames and deletes a custom role (admin), fetchable by node(id:)', async () => {
    const created = await stack.gql<{ createRole: any }>(CREATE, { input: { name: 'Closer GQL', status: 'ACTIVE' } }, stack.admin);
    expect(created.data!.createRole).toMatchObject({
      message: 'Role created successfully',
      role: { name: 'Closer GQL', status: 'ACTIVE', builtIn: false },
    });
    const id = created.data!.createRole.role.id;
    expect(created.data!.createRole.roleEdge.node.id).toBe(id);
    const node = await stack.gql<{ node: any }>(`query ($id: ID!) { node(id: $id) { ... on UserRole { name } } }`, { id }, stack.lender);
    expect(node.data!.node).toEqual({ name: 'Closer GQL' });

    const updated = await stack.gql<{ updateRole: any }>(
      UPDATE,
      { input: { roleId: id, name: 'Senior Closer GQL', status: 'INACTIVE' } },
      stack.admin,
    );
    expect(updated.data!.updateRole).toEqual({
      message: 'Role updated successfully',
      role: { id, name: 'Senior Closer GQL', status: 'INACTIVE' },
    });
    const deleted = await stack.gql<{ deleteRole: any }>(DELETE, { input: { roleId: id } }, stack.admin);
    expect(deleted.data!.deleteRole).toEqual({ message: 'Role deleted successfully', deletedRoleId: id });
  });

  it('answers the form messages and the in-use conflict as BAD_USER_INPUT', async () => {
    const missing = await stack.gql(CREATE, { input: { name: '', status: 'ACTIVE' } }, stack.admin);
    expect(fieldsOf(missing)).toEqual({ name: 'Please input role name!' });
    const builtIn = await stack.gql(UPDATE, { input: { roleId: ROLE_IDS.ADMIN, name: 'Boss', status: 'ACTIVE' } }, stack.admin);
    expect(builtIn.errors![0]!.message).toBe('Built-in roles cannot be renamed');
    const inUse = await stack.gql(DELETE, { input: { roleId: ROLE_IDS.LOAN_OFFICER } }, stack.admin);
    expect(codesOf(inUse)).toEqual(['BAD_USER_INPUT']);
    expect(inUse.errors![0]!.message).toBe('Built-in roles cannot be deleted');

    const custom = await stack.gql<{ createRole: any }>(CREATE, { input: { name: 'Used Role', status: 'ACTIVE' } }, stack.admin);
    const roleId = custom.data!.createRole.role.id;
    await stack.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
      { input: { fullName: 'Holder Person', email: uniqueEmail(), phoneNumber: '5550101234', roleId, password: 'password-123' } },
      stack.admin,
    );
    const conflict = await stack.gql(DELETE, { input: { roleId } }, stack.admin);
    expect(codesOf(conflict)).toEqual(['BAD_USER_INPUT']);
    expect(conflict.errors![0]!.message).toBe('This role is assigned to 1 user and cannot be deleted');
  });

  it('writes are denied to the Loan Officer and the Account Executive', async () => {
    for (const token of [stack.officer, stack.lender]) {
      expect(codesOf(await stack.gql(CREATE, { input: { name: 'Nope', status: 'ACTIVE' } }, token))).toEqual(['FORBIDDEN']);
      expect(
        codesOf(await stack.gql(UPDATE, { input: { roleId: globalId('UserRole', 4), name: 'Nope', status: 'ACTIVE' } }, token)),
      ).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(DELETE, { input: { roleId: globalId('UserRole', 4) } }, token))).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});
