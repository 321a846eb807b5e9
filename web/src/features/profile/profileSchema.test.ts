import { describe, expect, it } from 'vitest';
import { passwordSchema, profileSchema, type ProfileValues } from './profileSchema';

const valid: ProfileValues = {
  fullName: 'Olivia Officer',
  email: 'officer@lendhub.demo',
  phoneNumber: '',
  department: '',
  company: '',
  jobTitle: 'Senior Loan Officer',
  location: 'San Diego, CA',
  managerId: '',
  statesLicensed: ['TX'],
  languages: ['English'],
  linkedInProfile: 'linkedin.com/in/olivia',
  facebookProfile: '',
  twitterProfile: '',
  instagramProfile: '',
  youTubeChannel: '',
  personalWebsite: '',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('profileSchema (spec §5 Profile)', () => {
  it('accepts a complete profile', () => {
    expect(profileSchema.safeParse(valid).success).toBe(true);
  });

  it('answers the spec messages', () => {
    const result = profileSchema.safeParse({
      ...valid,
      fullName: ' ',
      email: 'nope',
      statesLicensed: [],
      languages: [],
      personalWebsite: 'not a url',
    });
    expect(messagesOf(result)).toEqual({
      fullName: 'Please input your full name!',
      email: 'Please enter a valid email address',
      statesLicensed: 'Please select at least one state',
      languages: 'Please select at least one language',
      personalWebsite: 'Please enter a valid URL',
    });
  });
});

describe('passwordSchema (spec §5 Password change)', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(messagesOf(passwordSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }))).toEqual({
      currentPassword: 'Please input your current password!',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match!',
    });
    expect(passwordSchema.safeParse({ currentPassword: 'x', newPassword: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(
      true,
    );
  });
  it('limits job title and location to 100 characters', () => {
    const result = profileSchema.safeParse({ ...valid, jobTitle: 'x'.repeat(101), location: 'y'.repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['jobTitle', 'location']);
  });
});
