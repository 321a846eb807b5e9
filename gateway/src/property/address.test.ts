import { describe, expect, it } from 'vitest';
import { parseAddress } from './address.ts';

const refusal = (input: string) => {
  try {
    parseAddress(input);
  } catch (error) {
    return { code: (error as { extensions: { code: string } }).extensions.code, message: (error as Error).message };
  }
  return null;
};

describe('parseAddress', () => {
  it('splits on commas into street, city, state and zip (spec §5)', () => {
    expect(parseAddress(' 1200 Ocean View Dr , San Diego, ca, 92109 ')).toEqual({
      street: '1200 Ocean View Dr',
      city: 'San Diego',
      state: 'CA',
      zipcode: '92109',
    });
  });

  it('also understands "ST 12345" in the third part', () => {
    expect(parseAddress('1200 Ocean View Dr, San Diego, CA 92109')).toEqual({
      street: '1200 Ocean View Dr',
      city: 'San Diego',
      state: 'CA',
      zipcode: '92109',
    });
  });

  it('leaves missing parts empty', () => {
    expect(parseAddress('215 Peachtree Walk, Atlanta')).toEqual({ street: '215 Peachtree Walk', city: 'Atlanta', state: '', zipcode: '' });
  });

  it('refuses empty or whitespace input, a missing street and very long input', () => {
    expect(refusal('   ')).toEqual({ code: 'BAD_USER_INPUT', message: 'Please enter a property address' });
    expect(refusal(', Austin, TX')?.message).toBe('Please enter the street address before the first comma');
    expect(refusal('x'.repeat(301))?.code).toBe('BAD_USER_INPUT');
  });
});
