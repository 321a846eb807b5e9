import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/auth/roles';
import { resolveRedirect } from '../../shared/auth/guards';
import { tokenExpiringIn } from '../../shared/auth/testTokens';
import { commonItemsFor, isCurrent, sidebarItemsFor } from './sidebarItems';

const paths = (role: string | null) => sidebarItemsFor(role).map((i) => i.to);

describe('dashboard sidebar by role (spec §2)', () => {
  it('Admin sees dashboard, loan pipeline, tickets, profile, points, lenders, rate sheets, blogs, users', () => {
    expect(paths(ROLES.admin)).toEqual([
      '/dashboard',
      '/dashboard/loan-pipeline',
      '/dashboard/tickets',
      '/dashboard/profile',
      '/dashboard/points',
      '/dashboard/lenders',
      '/dashboard/rate-sheets',
      '/dashboard/blogs',
      '/dashboard/users',
      '/dashboard/api-clients',
      '/dashboard/chatbot',
      '/dashboard/support',
    ]);
  });
  it('Loan Officer sees the loan pipeline, tickets, profile and support', () => {
    expect(paths(ROLES.loanOfficer)).toEqual([
      '/dashboard/loan-pipeline',
      '/dashboard/tickets',
      '/dashboard/profile',
      '/dashboard/support',
    ]);
  });
  it('Account Executive (Lender) sees the loans submitted to their lender, their tickets, profile and support', () => {
    expect(paths(ROLES.accountExecutive)).toEqual([
      '/dashboard/loan-pipeline',
      '/dashboard/tickets',
      '/dashboard/profile',
      '/dashboard/support',
    ]);
  });
  it('an unknown role sees none of them', () => {
    expect(paths('Processor')).toEqual([]);
  });

  it('every role also gets Home, and a Dashboard link only where it leads somewhere, never twice', () => {
    expect(commonItemsFor(ROLES.admin).map((i) => i.to)).toEqual(['/']);
    // /dashboard would only send them back to tickets or profile.
    expect(commonItemsFor(ROLES.loanOfficer).map((i) => i.to)).toEqual(['/']);
    expect(commonItemsFor(ROLES.accountExecutive).map((i) => i.to)).toEqual(['/']);
    // Any other role sees the dashboard home there.
    expect(commonItemsFor('Processor').map((i) => i.to)).toEqual(['/', '/dashboard']);
  });

  it('never shows a page the guards would refuse', () => {
    const now = Date.now();
    const token = tokenExpiringIn(3600, now);
    for (const role of [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive]) {
      for (const item of sidebarItemsFor(role)) {
        if (item.to === '/dashboard') continue;
        expect(resolveRedirect({ pathname: item.to, token, role, now }), `${role} ${item.to}`).toBeNull();
      }
    }
  });
});

describe('isCurrent', () => {
  it('matches the dashboard index exactly and sections by prefix', () => {
    expect(isCurrent('/dashboard', '/dashboard')).toBe(true);
    expect(isCurrent('/dashboard', '/dashboard/users')).toBe(false);
    expect(isCurrent('/dashboard/users', '/dashboard/users/')).toBe(true);
  });
});
