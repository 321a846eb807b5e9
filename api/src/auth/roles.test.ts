import { ALL_PORTAL_ROLES } from '@lendhub/domain/roles';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../db/testing/migrated-database.ts';
import { roleNameCan, roleNamesThatCan } from './roles.ts';

/*
 * The seed migration cannot import the role definition (a migration must never change once run),
 * so this checks that a freshly migrated database holds exactly the roles of @lendhub/domain/roles.
 */
describe('the roles table after migration', () => {
  const db = useMigratedDatabase();

  it('holds the portal roles of the domain definition, with their ids and names', async () => {
    const rows = await db().selectFrom('roles').select(['id', 'name', 'status']).orderBy('id').execute();
    expect(rows).toEqual(ALL_PORTAL_ROLES.map((role) => ({ id: role.id, name: role.name, status: 'Active' })));
  });
});

describe('roleNamesThatCan', () => {
  it('gives requireRole the display names the token carries', () => {
    expect(roleNamesThatCan('createPost')).toEqual(['Account Executive (Lender)', 'Admin']);
    expect(roleNamesThatCan('administer')).toEqual(['Admin']);
  });

  it('answers for the role name a token carries; a custom role may do nothing', () => {
    expect(roleNameCan('Admin', 'administer')).toBe(true);
    expect(roleNameCan('Account Executive (Lender)', 'administer')).toBe(false);
    expect(roleNameCan('Processor', 'createPost')).toBe(false);
  });
});
