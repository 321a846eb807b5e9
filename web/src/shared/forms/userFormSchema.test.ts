import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, isUrlLike, sendInviteSchema, userFormSchema } from './userFormSchema';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('admin user form rules', () => {
  it('asks for every required field of a new user with the spec messages', () => {
    expect(messages(userFormSchema('create').safeParse(EMPTY_USER_FORM))).toEqual({
      fullName: 'Please input full name!',
      email: 'Please input email!',
      phoneNumber: 'Please input phone number!',
      roleId: 'Please select role!',
      password: 'Please input password!',
    });
  });

  it('checks lengths, the email and social URLs', () => {
    const result = userFormSchema('create').safeParse({
      ...EMPTY_USER_FORM,
      fullName: 'Al',
      email: 'not-an-email',
      phoneNumber: '555',
      roleId: 'x',
      password: 'short',
      linkedInProfile: 'not a url',
    });
    expect(messages(result)).toEqual({
      fullName: 'Full name must be at least 3 characters',
      email: 'Please enter a valid email!',
      password: 'Password must be at least 8 characters!',
      linkedInProfile: 'Please enter a valid URL!',
    });
  });

  it('does not ask for a password when editing', () => {
    const values = { ...EMPTY_USER_FORM, fullName: 'Ann Lee', email: 'ann@example.com', phoneNumber: '555 0100', roleId: 'r' };
    expect(userFormSchema('edit').safeParse(values).success).toBe(true);
  });

  it('validates only name, email and role for an invitation', () => {
    expect(Object.keys(messages(sendInviteSchema.safeParse({ fullName: '', email: '', roleId: '' })))).toEqual([
      'fullName',
      'email',
      'roleId',
    ]);
  });

  it('accepts addresses with or without a scheme', () => {
    expect(isUrlLike('linkedin.com/in/ann')).toBe(true);
    expect(isUrlLike('https://example.com')).toBe(true);
    expect(isUrlLike('nope')).toBe(false);
  });
});
