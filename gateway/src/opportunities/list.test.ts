import { describe, expect, it } from 'vitest';
import type { Viewer } from '../platform/auth/jwt.ts';
import type { CrmOpportunity } from '../datasources/crm.ts';
import { opportunityList } from './list.ts';

const deal = (id: string, status: string, createdAt: string | null, email: string): CrmOpportunity => ({
  id,
  status,
  createdAt,
  contact: { email },
});
const records = [
  deal('a', 'open', '2024-01-02T10:00:00.000Z', 'officer@lendhub.demo'),
  deal('b', 'won', '2024-01-05T10:00:00.000Z', 'borrower@example.com'),
  deal('c', 'lost', '2024-01-05T10:00:00.000Z', 'officer@lendhub.demo'),
  deal('d', 'open', null, 'officer@lendhub.demo'),
  deal('e', 'abandoned', '2024-01-03T10:00:00.000Z', 'officer@lendhub.demo'),
];
const officer: Viewer = { userId: 2, role: 'LOAN_OFFICER', roleName: 'Loan Officer', email: 'officer@lendhub.demo' };
const admin: Viewer = { userId: 1, role: 'ADMIN', roleName: 'Admin', email: 'admin@lendhub.demo' };

describe('opportunityList', () => {
  it('orders newest first, ties by id, records without a date last', () => {
    expect(opportunityList(records, admin).map((o) => o.id)).toEqual(['c', 'b', 'e', 'a', 'd']);
  });

  it('keeps only what the viewer may see: their own for a Loan Officer, all for an Admin', () => {
    expect(opportunityList(records, officer).map((o) => o.id)).toEqual(['c', 'e', 'a', 'd']);
  });

  it('filters by status', () => {
    expect(opportunityList(records, officer, 'OPEN').map((o) => o.id)).toEqual(['a', 'd']);
    expect(opportunityList(records, admin, 'ABANDONED').map((o) => o.id)).toEqual(['e']);
  });
});
