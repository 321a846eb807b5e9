import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext, Viewer } from '../../context.ts';
import { authDirectiveTransformer } from './directive.ts';
import type { Role } from './roles.ts';

// A small schema exercising every shape of the rule: type-level default, field-level override,
// unguarded fields, and fields guarded on an unguarded type.
const schema = authDirectiveTransformer(
  makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      directive @auth(requires: [Role!]) on OBJECT | FIELD_DEFINITION
      enum Role { ADMIN LOAN_OFFICER ACCOUNT_EXECUTIVE }
      type Query {
        open: String
        signedIn: String @auth
        adminOnly: String @auth(requires: [ADMIN])
        adminArea: AdminArea
      }
      type AdminArea @auth(requires: [ADMIN]) {
        secret: String
        "Field-level override: any signed-in user."
        notice: String @auth
        "Field-level override: a different role list."
        forExecutives: String @auth(requires: [ACCOUNT_EXECUTIVE, ADMIN])
      }
    `,
    resolvers: {
      Query: { open: () => 'open', signedIn: () => 'signedIn', adminOnly: () => 'adminOnly', adminArea: () => ({}) },
      AdminArea: { secret: () => 'secret', notice: () => 'notice', forExecutives: () => 'forExecutives' },
    },
  }),
);

function contextFor(role: Role | null | 'anonymous'): GatewayContext {
  const viewer: Viewer | null = role === 'anonymous' ? null : { userId: 1, role, roleName: role ?? 'Processor', email: 'a@b.co' };
  return {
    token: viewer ? 'token' : null,
    viewer,
    api: undefined as never,
    loaders: undefined as never,
    thirdParty: undefined as never,
    events: undefined as never,
    publish: () => undefined,
    forgetToken: () => undefined,
    forgetUser: () => undefined,
    forgetProfile: () => undefined,
  };
}

async function run(query: string, role: Role | null | 'anonymous') {
  const result = await graphql({ schema, source: query, contextValue: contextFor(role) });
  return { data: result.data, codes: (result.errors ?? []).map((error) => error.extensions['code']) };
}

describe('@auth directive', () => {
  it('leaves unguarded fields open to everyone', async () => {
    expect(await run('{ open }', 'anonymous')).toEqual({ data: { open: 'open' }, codes: [] });
  });

  it('answers UNAUTHENTICATED without a viewer and lets any role through a bare @auth', async () => {
    expect((await run('{ signedIn }', 'anonymous')).codes).toEqual(['UNAUTHENTICATED']);
    for (const role of ['ADMIN', 'LOAN_OFFICER', 'ACCOUNT_EXECUTIVE', null] as const) {
      expect(await run('{ signedIn }', role)).toEqual({ data: { signedIn: 'signedIn' }, codes: [] });
    }
  });

  it('answers FORBIDDEN for a role outside requires, including custom roles', async () => {
    expect((await run('{ adminOnly }', 'ADMIN')).codes).toEqual([]);
    expect((await run('{ adminOnly }', 'LOAN_OFFICER')).codes).toEqual(['FORBIDDEN']);
    expect((await run('{ adminOnly }', null)).codes).toEqual(['FORBIDDEN']);
    expect((await run('{ adminOnly }', 'anonymous')).codes).toEqual(['UNAUTHENTICATED']);
  });

  it('applies a type-level rule to every field of the type', async () => {
    expect((await run('{ adminArea { secret } }', 'ADMIN')).data).toEqual({ adminArea: { secret: 'secret' } });
    expect((await run('{ adminArea { secret } }', 'LOAN_OFFICER')).codes).toEqual(['FORBIDDEN']);
    expect((await run('{ adminArea { secret } }', 'anonymous')).codes).toEqual(['UNAUTHENTICATED']);
  });

  it('lets a field-level rule override the type-level one', async () => {
    expect((await run('{ adminArea { notice } }', 'LOAN_OFFICER')).data).toEqual({ adminArea: { notice: 'notice' } });
    expect((await run('{ adminArea { forExecutives } }', 'ACCOUNT_EXECUTIVE')).codes).toEqual([]);
    expect((await run('{ adminArea { forExecutives } }', 'LOAN_OFFICER')).codes).toEqual(['FORBIDDEN']);
  });
});
