import { describe, expect, it } from 'vitest';
import { vendorFormBody } from '../src/vendors/testing/fixtures.ts';
import { useTestApi, unique } from './helpers/test-api.ts';

const IMPORT = '/api/Vendor/ImportVendorsWithMortgage';

describe('vendor import (bulk create)', () => {
  const { api, admin, officer, lender } = useTestApi();

  /** Vendors whose licence number is `marker` (every row of one test carries the same marker). */
  async function vendorsMarked(marker: string) {
    const list = await api.call('GET', `/api/Vendor/GetAllVendorWithMortgage?search=${marker}`, { token: admin.token });
    return list.status === 404 ? [] : (list.body.data as { vendorName: string }[]);
  }

  function rows(marker: string, count: number) {
    return Array.from({ length: count }, (_, index) => {
      const body = vendorFormBody(`${marker} vendor ${index + 1}`);
      body.vendor.licenseNumber = marker;
      return body;
    });
  }

  it('creates every row in one call and answers them in order', async () => {
    const marker = unique('import-ok');
    const vendors = rows(marker, 3);
    vendors[1]!.vendor.status = 'Inactive';
    const answer = await api.call('POST', IMPORT, { token: admin.token, body: { vendors } });
    expect(answer.status).toBe(200);
    expect(answer.body.responseMsg).toBe('3 vendors imported successfully');
    expect(answer.body.data.map((vendor: { vendorName: string }) => vendor.vendorName)).toEqual(
      vendors.map((row) => row.vendor.vendorName),
    );
    expect(answer.body.data[1]).toMatchObject({ status: 'Inactive', loanTypes: ['FHA', 'VA'], createdBy: 'system' });
    expect(await vendorsMarked(marker)).toHaveLength(3);
  });

  it('refuses the whole call when one row breaks a rule: row and field named, nothing stored', async () => {
    const marker = unique('import-bad');
    const vendors = rows(marker, 3) as unknown as { vendor: Record<string, unknown>; mortgageInfo: Record<string, unknown> }[];
    vendors[2]!.vendor.vendorName = '';
    vendors[2]!.mortgageInfo.rating = null;
    vendors[1]!.vendor.contactEmail = 'not-an-email';
    const answer = await api.call('POST', IMPORT, { token: admin.token, body: { vendors } });
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe('Row 2: Please enter a valid email');
    expect(answer.body.data.errors).toEqual({
      'vendors.1.contactEmail': 'Please enter a valid email',
      'vendors.2.vendorName': 'Please enter vendor name',
      'vendors.2.rating': 'Please select rating',
    });
    expect(await vendorsMarked(marker)).toEqual([]);
  });

  it.each([
    [{ vendors: [] }, 'Please choose at least one vendor to import'],
    [{}, 'Please choose at least one vendor to import'],
    [{ vendors: Array.from({ length: 501 }, () => ({})) }, 'At most 500 vendors per import'],
  ])('refuses %#: "%s"', async (body, message) => {
    const answer = await api.call('POST', IMPORT, { token: admin.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe(message);
  });

  it('is for Admins only: Loan Officer and Account Executive get 403, no token 401, nothing stored', async () => {
    const marker = unique('import-role');
    for (const { token } of [officer, lender]) {
      expect((await api.call('POST', IMPORT, { token, body: { vendors: rows(marker, 1) } })).status).toBe(403);
    }
    expect((await api.call('POST', IMPORT, { body: { vendors: rows(marker, 1) } })).status).toBe(401);
    expect(await vendorsMarked(marker)).toEqual([]);
  });
});
