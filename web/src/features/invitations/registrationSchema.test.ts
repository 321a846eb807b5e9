import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from '@lendhub/domain/passwords';
import { describe, expect, it } from 'vitest';
import { registrationSchema, splitFullName } from './registrationSchema';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Lee Mortgage',
  email: 'ann@example.com',
  phoneNumber: '+1 555-010-2030',
  password: 'Welcome#2025',
  confirmPassword: 'Welcome#2025',
  department: 'Retail',
  linkedInProfile: '',
  facebookProfile: '',
  twitterProfile: '',
  instagramProfile: '',
  youTubeChannel: '',
  personalWebsite: '',
  statesLicensed: ['CA'],
  languages: ['English'],
};

function messages(values: object) {
  const result = registrationSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('registration rules', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('gives the spec messages', () => {
    expect(
      messages({
        ...valid,
        phoneNumber: '12345',
        password: 'short',
        confirmPassword: 'other',
        linkedInProfile: 'bad',
        statesLicensed: [],
        languages: [],
      }),
    ).toEqual({
      phoneNumber: 'Please enter a valid phoneNumber number',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      linkedInProfile: 'Please enter a valid LinkedIn URL',
      statesLicensed: 'State must be selected',
      languages: 'Language must be selected',
    });
    expect(messages({ ...valid, confirmPassword: 'Welcome#2026' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it("shows 'Passwords do not match' on Confirm whenever the two differ, even while other fields are empty", () => {
    const blank = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, Array.isArray(value) ? [] : '']));
    expect(messages({ ...blank, password: 'Welcome#2025', confirmPassword: 'Welcome#2026' })).toMatchObject({
      confirmPassword: 'Passwords do not match',
    });
    expect(messages({ ...valid, email: '', phoneNumber: '', confirmPassword: 'Welcome#2026' })).toMatchObject({
      email: 'Email is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(messages({ ...blank, password: 'Welcome#2025', confirmPassword: 'Welcome#2025' })).not.toHaveProperty('confirmPassword');
    expect(messages({ ...blank, password: 'Welcome#2025' })).toMatchObject({ confirmPassword: 'Please confirm your password' });
  });

  it("refuses passwords over 72 bytes and the most common ones, with the API's messages", () => {
    expect(messages({ ...valid, password: 'x'.repeat(73), confirmPassword: 'x'.repeat(73) })).toEqual({ password: PASSWORD_TOO_LONG });
    expect(messages({ ...valid, password: 'password1', confirmPassword: 'password1' })).toEqual({ password: PASSWORD_TOO_COMMON });
  });

  it('splits the invited name', () => {
    expect(splitFullName('Mary Ann Lee')).toEqual({ firstName: 'Mary Ann', lastName: 'Lee' });
  });
});
