import { describe, expect, it } from 'vitest';
import type { Viewer } from '../platform/auth/jwt.ts';
import type { CrmOpportunity } from '../datasources/crm.ts';
import { belongsToViewer, canSeeOpportunity } from './visibility.ts';

function deal(email: string | null): CrmOpportunity {
  return { id: 'o1', status: 'open', contact: email === null ? null : { email } };
}

describe('belongsToViewer', () => {
  it('matches a contact email containing the viewer email, and never matches an empty viewer email', () => {
    expect(belongsToViewer(deal('team+admin@lendhub.demo'), 'admin@lendhub.demo')).toBe(true);
    expect(belongsToViewer(deal('admin@lendhub.demo'), '  ')).toBe(false);
    expect(belongsToViewer({ id: 'x', status: 'open', contact: null }, 'admin@lendhub.demo')).toBe(false);
  });
});

describe('canSeeOpportunity', () => {
  const viewer = (role: Viewer['role'], email: string): Viewer => ({ userId: 1, role, roleName: '', email });

  it('lets an Admin see every opportunity and anyone else only those matching their email', () => {
    expect(canSeeOpportunity(viewer('ADMIN', 'admin@lendhub.demo'), deal('borrower@example.com'))).toBe(true);
    expect(canSeeOpportunity(viewer('LOAN_OFFICER', 'officer@lendhub.demo'), deal('borrower@example.com'))).toBe(false);
    expect(canSeeOpportunity(viewer('LOAN_OFFICER', 'officer@lendhub.demo'), deal('OFFICER@lendhub.demo'))).toBe(true);
    expect(canSeeOpportunity(viewer(null, 'custom@lendhub.demo'), deal(null))).toBe(false);
  });
});
