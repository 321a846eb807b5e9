import { describe, expect, it } from 'vitest';
import { vendorPayload } from './payload.ts';

describe('vendorPayload', () => {
  it('builds the {vendor, mortgageInfo} body of spec §3 with comma-joined lists', () => {
    const body = vendorPayload({
      name: 'Acme',
      category: 'Bank',
      description: 'd',
      contactEmail: 'a@b.example',
      phoneNumber: '555',
      website: 'acme.example',
      status: 'INACTIVE',
      foundedYear: 2001,
      licenseNumber: 'L-1',
      loanTypes: ['FHA', 'VA'],
      services: ['HELOC'],
      minimumCreditScore: 640,
      thirtyYearFixedRate: 6.5,
      fifteenYearFixedRate: 5.5,
      fiveOneArmRate: 6,
      rating: 4.5,
    });
    expect(body.vendor).toMatchObject({ vendorName: 'Acme', status: 'Inactive', foundedYear: 2001 });
    expect(body.mortgageInfo).toEqual({
      loanTypes: 'FHA,VA',
      services: 'HELOC',
      minimumCreditScore: 640,
      thirtyYearFixedRate: 6.5,
      fifteenYearFixedRate: 5.5,
      fiveOneARMRate: 6,
      rating: 4.5,
    });
  });
});
