import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../http/testing/api-errors.ts';
import { parseFlattened } from '../http/validate.ts';
import { vendorFormBody } from './testing/fixtures.ts';
import { createVendorSchema, updateVendorSchema, VENDOR_MESSAGES as M } from '@lendhub/domain/rest/vendors';

/** The complete body of the fixtures, its loan types written with a space after the comma. */
function validVendorBody() {
  const body = vendorFormBody();
  return { ...body, mortgageInfo: { ...body.mortgageInfo, loanTypes: 'FHA, VA' } };
}

function errorsOf(schema: Parameters<typeof parseFlattened>[0], body: unknown) {
  const error = apiErrorOf(() => parseFlattened(schema, body, ['vendor', 'mortgageInfo']));
  return error && { message: error.message, fields: error.fieldErrors ?? {} };
}

describe('vendor form rules', () => {
  it('accepts a complete vendor and splits comma lists', () => {
    const parsed = parseFlattened(createVendorSchema, validVendorBody(), ['vendor', 'mortgageInfo']);
    expect(parsed.mortgageInfo.loanTypes).toEqual(['FHA', 'VA']);
    expect(parsed.mortgageInfo.services).toEqual(['Conventional Loans', 'Portfolio Loans']);
    expect(parsed.vendor.createdBy).toBeUndefined();
  });

  it.each([
    ['vendorName', '', M.vendorName],
    ['category', 'Pawn Shop', M.category],
    ['contactEmail', '', M.contactEmail],
    ['contactEmail', 'not-an-email', M.contactEmailFormat],
    ['phoneNumber', '', M.phoneNumber],
    ['website', ' ', M.website],
    ['status', 'Sleeping', M.status],
    ['foundedYear', undefined, M.foundedYear],
    ['licenseNumber', '', M.licenseNumber],
    ['description', null, M.description],
  ])('vendor.%s = %j gives "%s"', (field, value, message) => {
    const body = validVendorBody();
    (body.vendor as Record<string, unknown>)[field] = value;
    const result = errorsOf(createVendorSchema, body);
    expect(result?.fields[field]).toBe(message);
    expect(result?.message).toBe(message);
  });

  it.each([
    ['loanTypes', [], M.loanTypes],
    ['loanTypes', '', M.loanTypes],
    ['services', undefined, M.services],
    ['minimumCreditScore', '', M.minimumCreditScore],
    ['minimumCreditScore', 900, M.minimumCreditScoreRange],
    ['thirtyYearFixedRate', undefined, M.rate],
    ['fifteenYearFixedRate', 'abc', M.rate],
    ['fiveOneARMRate', -1, M.rateRange],
    ['rating', undefined, M.rating],
    ['rating', 4.3, M.ratingHalfStars],
    ['rating', 0, M.ratingHalfStars],
  ])('mortgageInfo.%s = %j gives "%s"', (field, value, message) => {
    const body = validVendorBody();
    (body.mortgageInfo as Record<string, unknown>)[field] = value;
    expect(errorsOf(createVendorSchema, body)?.fields[field]).toBe(message);
  });

  it('names unknown loan types', () => {
    const body = validVendorBody();
    body.mortgageInfo.loanTypes = 'FHA, Payday';
    expect(errorsOf(createVendorSchema, body)?.fields.loanTypes).toBe('Unknown loan type: Payday');
  });

  it('accepts half stars from 0.5 to 5', () => {
    for (const rating of [0.5, 1, 3.5, 5]) {
      const body = validVendorBody();
      body.mortgageInfo.rating = rating;
      expect(errorsOf(createVendorSchema, body)).toBeNull();
    }
  });

  it('update without vendorId answers the spec message first', () => {
    const result = errorsOf(updateVendorSchema, { ...validVendorBody(), vendor: { ...validVendorBody().vendor, vendorName: '' } });
    expect(result?.message).toBe(M.vendorIdMissing);
    expect(result?.fields.vendorId).toBe(M.vendorIdMissing);
    expect(result?.fields.vendorName).toBe(M.vendorName);
  });

  it('update reads vendorId at the top or inside vendor', () => {
    const top = parseFlattened(updateVendorSchema, { ...validVendorBody(), vendorId: 7 }, ['vendor', 'mortgageInfo']);
    expect(top.vendorId).toBe(7);
    const body = validVendorBody();
    const nested = parseFlattened(updateVendorSchema, { ...body, vendor: { ...body.vendor, vendorId: '8' } }, ['vendor', 'mortgageInfo']);
    expect(nested.vendorId).toBe(8);
  });
});
