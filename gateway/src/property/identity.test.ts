import { describe, expect, it } from 'vitest';
import { addressFromKey, normaliseAddress, propertyKey } from './identity.ts';

describe('property identity', () => {
  const typed = { street: ' 1200  Ocean View Dr ', city: 'San  Diego', state: 'ca', zipcode: ' 92109 ' };

  it('normalises spacing and case, so the same address typed twice is one property', () => {
    expect(normaliseAddress(typed)).toEqual({ street: '1200 ocean view dr', city: 'san diego', state: 'CA', zipcode: '92109' });
    expect(propertyKey(typed)).toBe(propertyKey({ street: '1200 OCEAN VIEW DR', city: 'san diego', state: 'CA', zipcode: '92109' }));
    expect(propertyKey(typed)).not.toBe(propertyKey({ ...typed, zipcode: '92110' }));
  });

  it('uses only characters a global ID allows and decodes back to the normalised address', () => {
    const key = propertyKey({ street: 'Calle Ñandú 5, Apt #2', city: 'San Juan', state: 'PR', zipcode: '' });
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(addressFromKey(key)).toEqual({ street: 'calle ñandú 5, apt #2', city: 'san juan', state: 'PR', zipcode: '' });
  });

  it('refuses a key it did not make', () => {
    expect(addressFromKey('bm90LWFuLWFkZHJlc3M')).toBeNull();
    expect(addressFromKey(Buffer.from('1200 Ocean View Dr\nSan Diego\nCA\n92109').toString('base64url'))).toBeNull();
    expect(addressFromKey(Buffer.from('\nsan diego\nCA\n92109').toString('base64url'))).toBeNull();
  });
});
