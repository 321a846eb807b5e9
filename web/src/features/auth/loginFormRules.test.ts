import { describe, expect, it } from 'vitest';
import { checkLoginForm } from './loginFormRules';
import { loginErrorMessage } from './loginErrorMessage';

/** Every failing field's messages, as lists (one message each is part of what is checked). */
function fieldErrors(values: { email: string; password: string }) {
  const result = checkLoginForm(values);
  if ('values' in result) return {};
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(result.errors)) (errors[field] ??= []).push(message);
  return errors;
}

describe('sign-in form rules (spec §5)', () => {
  it('requires both fields, one message each', () => {
    expect(fieldErrors({ email: '', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('treats a blank email as missing', () => {
    expect(fieldErrors({ email: '   ', password: 'secret1' })).toEqual({ email: ['Email is required'] });
  });

  it.each(['admin', 'admin@', 'admin@lendhub', 'ad min@lendhub.demo', '@lendhub.demo'])('rejects the address %s', (email) => {
    expect(fieldErrors({ email, password: 'secret1' })).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('needs at least 6 password characters', () => {
    expect(fieldErrors({ email: 'admin@lendhub.demo', password: '12345' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(fieldErrors({ email: 'admin@lendhub.demo', password: '123456' })).toEqual({});
  });

  it('accepts the demo account and trims the email', () => {
    const checked = checkLoginForm({ email: ' admin@lendhub.demo ', password: 'LendHub#2025' });
    expect('values' in checked && checked.values.email).toBe('admin@lendhub.demo');
  });
});

describe('sign-in error banner text (spec §8)', () => {
  it('shows the server or thrown message', () => {
    expect(loginErrorMessage(new Error('Invalid Email and Password'))).toBe('Invalid Email and Password');
  });
  it('falls back to the generic message', () => {
    expect(loginErrorMessage(new Error(''))).toBe('An error occurred during login');
    expect(loginErrorMessage(undefined)).toBe('An error occurred during login');
  });
});
