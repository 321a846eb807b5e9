import { describe, expect, it } from 'vitest';
import { OPTIONS, VALID_VENDOR_FORM } from './testing/vendorFixtures';
import { EMPTY_VENDOR_FORM, vendorFormSchema, vendorFormValues, type VendorFormValues } from './vendorFormSchema';

const schema = vendorFormSchema(OPTIONS);
const VALID = VALID_VENDOR_FORM;

function errorsOf(values: VendorFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('vendor form rules (spec §5)', () => {
  it('turns a complete form into the GraphQL input', () => {
    expect(schema.parse(VALID)).toMatchObject({
      foundedYear: 1998,
      rating: 4.5,
      fiveOneArmRate: 5.99,
      status: 'ACTIVE',
      loanTypes: ['FHA'],
    });
    expect(vendorFormValues(schema.parse(VALID))).toEqual(VALID);
  });

  it('gives the spec message for every empty field', () => {
    expect(errorsOf(EMPTY_VENDOR_FORM)).toEqual({
      name: 'Please enter vendor name',
      category: 'Please select a category',
      contactEmail: 'Please enter contact email',
      phoneNumber: 'Please enter phone number',
      website: 'Please enter website',
      status: 'Please select a status',
      foundedYear: 'Please enter founded year',
      licenseNumber: 'Please enter license number',
      description: 'Please enter description',
      loanTypes: 'Please select loan types',
      services: 'Please select services',
      minimumCreditScore: 'Please enter minimum credit score',
      rating: 'Please select rating',
      thirtyYearFixedRate: 'Please enter rate',
      fifteenYearFixedRate: 'Please enter rate',
      fiveOneArmRate: 'Please enter rate',
    });
  });

  it.each([
    ['contactEmail', 'nope', 'Please enter a valid email'],
    ['phoneNumber', '12', 'Please enter a valid phone number'],
    ['website', 'not a site', 'Please enter a valid website'],
    ['category', 'Pawn Shop', 'Please select a category'],
    ['status', 'Sleeping', 'Please select a status'],
    ['foundedYear', '1700', 'Founded year must be between 1800 and this year'],
    ['foundedYear', '19x8', 'Please enter founded year'],
    ['minimumCreditScore', '900', 'Minimum credit score must be between 300 and 850'],
    ['rating', '4.3', 'Rating must be between 0.5 and 5 in half stars'],
    ['thirtyYearFixedRate', '0', 'Rate must be between 0 and 30'],
    ['fiveOneArmRate', 'abc', 'Please enter rate'],
    ['loanTypes', ['FHA', 'Reverse'], 'Unknown loan type: Reverse'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(errorsOf({ ...VALID, [field]: value })[field]).toBe(message);
  });
});
