import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../context.ts';
import { SCHEMA_PATH } from '../../schema.ts';
import { mayCallMutation } from './capabilities.ts';
import type { Role } from './roles.ts';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
const viewer = (role: Role | null): Viewer => ({ userId: 1, role, roleName: role ?? 'Processor', email: 'a@b.co' });

describe('viewer capabilities', () => {
  it('name a mutation each', () => {
    const capabilities = schema.getType('UserCapabilities');
    if (!isObjectType(capabilities)) throw new Error('UserCapabilities is missing');
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(Object.keys(capabilities.getFields()).filter((name) => !mutations.includes(name))).toEqual([]);
  });

  it('createPost: Admin and Account Executive (Lender) only, as its @auth rule says (spec §6)', () => {
    expect(mayCallMutation(schema, 'createPost', viewer('ADMIN'))).toBe(true);
    expect(mayCallMutation(schema, 'createPost', viewer('ACCOUNT_EXECUTIVE'))).toBe(true);
    expect(mayCallMutation(schema, 'createPost', viewer('LOAN_OFFICER'))).toBe(false);
    expect(mayCallMutation(schema, 'createPost', viewer(null))).toBe(false);
    expect(mayCallMutation(schema, 'createPost', null)).toBe(false);
  });

  it('createVendor: Admin only (the /vendors link to the vendor admin page)', () => {
    expect(mayCallMutation(schema, 'createVendor', viewer('ADMIN'))).toBe(true);
    expect(mayCallMutation(schema, 'createVendor', viewer('LOAN_OFFICER'))).toBe(false);
    expect(mayCallMutation(schema, 'createVendor', viewer('ACCOUNT_EXECUTIVE'))).toBe(false);
  });

  it('a bare @auth lets any signed-in role through; an unguarded mutation lets anyone through', () => {
    expect(mayCallMutation(schema, 'likePost', viewer(null))).toBe(true);
    expect(mayCallMutation(schema, 'likePost', null)).toBe(false);
    expect(mayCallMutation(schema, 'login', null)).toBe(true);
  });

  it('refuses a name that is not a mutation', () => {
    expect(() => mayCallMutation(schema, 'noSuchMutation', viewer('ADMIN'))).toThrow(/does not exist/);
  });
});
