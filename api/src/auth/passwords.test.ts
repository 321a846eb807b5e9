import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_HASH_COST, hashCost, hashPassword, unknownUserHash, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses cost 10 unless a test run asks for less; production never goes below 10', () => {
    const cost = (env: Record<string, string>) => loadConfig(env).passwordHashCost;
    expect(cost({})).toBe(DEFAULT_HASH_COST);
    expect(cost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' })).toBe(4);
    expect(cost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '4' })).toBe(10);
    expect(cost({ PASSWORD_HASH_COST: '12' })).toBe(12);
    expect(cost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1' })).toBe(4);
    expect(cost({ PASSWORD_HASH_COST: '99' })).toBe(15);
    expect(() => cost({ PASSWORD_HASH_COST: 'fast' })).toThrow('PASSWORD_HASH_COST must be a whole number (bcrypt rounds), got "fast"');
  });

  it('hashes at the configured cost and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(bcrypt.getRounds(hash)).toBe(hashCost());
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterx', hash)).toBe(false);
  });

  it('compares an unknown email against a hash of the same cost that no password matches', async () => {
    const hash = await unknownUserHash();
    expect(bcrypt.getRounds(hash)).toBe(hashCost());
    expect(await unknownUserHash()).toBe(hash);
    expect(await verifyPassword('', hash)).toBe(false);
  });
});
