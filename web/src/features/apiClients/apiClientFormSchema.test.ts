import { describe, expect, it } from 'vitest';
import { apiClientFormSchema, COORDINATE_PATTERN, DEFAULT_LIMITS } from './apiClientFormSchema';

const valid = { name: 'Funded production export', role: 'ADMIN', allowedOperations: '', ...DEFAULT_LIMITS };

describe('API client form', () => {
  it('accepts a client with the default limits and splits allowed operations', () => {
    expect(apiClientFormSchema.parse({ ...valid, allowedOperations: 'TicketBacklog, MonthlyProduction\nOther' }).allowedOperations).toEqual(
      ['TicketBacklog', 'MonthlyProduction', 'Other'],
    );
    expect(apiClientFormSchema.parse(valid).allowedOperations).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Please input the client name!'],
    [{ name: '<script>' }, 'name', 'Client name may use letters, digits, spaces, dots, dashes and underscores'],
    [{ role: '' }, 'role', 'Please select the role it acts as!'],
    [{ requestsPerMinute: '0' }, 'requestsPerMinute', 'Requests per minute must be a whole number from 1 to 100,000'],
    [{ costPerMinute: '1.5' }, 'costPerMinute', 'Cost per minute must be a whole number from 1 to 100,000,000'],
    [{ allowedOperations: 'not-a-name' }, 'allowedOperations', 'Each allowed operation must be a GraphQL operation name'],
  ])('refuses %j', (change, field, message) => {
    const result = apiClientFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('knows a schema coordinate', () => {
    for (const ok of ['Lender.overlays', 'Query.lenders(first)', 'Lender.', 'Lender']) expect(COORDINATE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['Lender overlays', '.overlays', 'Query.lenders(first']) expect(COORDINATE_PATTERN.test(bad)).toBe(false);
  });
});
