import { describe, expect, it } from 'vitest';
import {
  ALL_PORTAL_ROLES,
  can,
  GRAPHQL_ROLES,
  ROLE_IDS,
  ROLE_NAMES,
  roleByGraphqlValue,
  roleById,
  roleByName,
  rolesThatCan,
} from './roles.ts';

describe('portal roles', () => {
  it('are the three of spec §6 with the seed’s ids', () => {
    expect(ALL_PORTAL_ROLES.map((role) => [role.id, role.name, role.graphql])).toEqual([
      [1, 'Loan Officer', 'LOAN_OFFICER'],
      [2, 'Account Executive (Lender)', 'ACCOUNT_EXECUTIVE'],
      [3, 'Admin', 'ADMIN'],
    ]);
    expect(ROLE_NAMES).toEqual({ loanOfficer: 'Loan Officer', accountExecutive: 'Account Executive (Lender)', admin: 'Admin' });
    expect(ROLE_IDS).toEqual({ loanOfficer: 1, accountExecutive: 2, admin: 3 });
    expect(GRAPHQL_ROLES).toEqual({ loanOfficer: 'LOAN_OFFICER', accountExecutive: 'ACCOUNT_EXECUTIVE', admin: 'ADMIN' });
  });

  it('are found by display name, enum value or id; anything else is no portal role', () => {
    expect(roleByName('Account Executive (Lender)')?.graphql).toBe('ACCOUNT_EXECUTIVE');
    expect(roleByName(' Admin')).toBeNull();
    expect(roleByName('admin')).toBeNull();
    expect(roleByName('Processor')).toBeNull();
    expect(roleByName(undefined)).toBeNull();
    expect(roleByGraphqlValue('ADMIN')?.name).toBe('Admin');
    expect(roleByGraphqlValue('Admin')).toBeNull();
    expect(roleById(1)?.name).toBe('Loan Officer');
    expect(roleById(4)).toBeNull();
  });

  it('say who may do what: Admin and Account Executive add scenarios, only Admin administers', () => {
    expect(rolesThatCan('createPost').map((role) => role.name)).toEqual(['Account Executive (Lender)', 'Admin']);
    expect(rolesThatCan('administer').map((role) => role.name)).toEqual(['Admin']);
    expect(can(roleByName('Loan Officer'), 'createPost')).toBe(false);
    expect(can(null, 'createPost')).toBe(false);
  });
});
