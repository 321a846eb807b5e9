import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { dataFingerprint } from '@lendhub/api/testing/fingerprint';
import { hostileString } from '@lendhub/api/testing/hostile-strings';
import { gatewayCallKey } from '@lendhub/server-kit/rate-limit';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../../src/schema.ts';
import { useStack } from '../harness/signedIn.ts';

/*
 * Issue 19 §1: generated strings (NUL, unpaired surrogates, 10 KB, RTL and combining marks, SQL and
 * JSON metacharacters) in every string argument of every mutation: never a 5xx or an internal error,
 * the API's breaker untouched (no failure counted), and the data unchanged when the mutation is refused.
 */
const stack = useStack({ requestLimits: { perToken: 1_000_000, perAddress: 1_000_000, windowSeconds: 60 } });

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
// Signing out or ending sessions would end the token the rest of the test uses.
const SKIPPED = new Set(['logout', 'signOutEverywhere']);
const MUTATIONS = Object.values(schema.getMutationType()!.getFields()).filter((field) => !SKIPPED.has(field.name));

/** A value of `type` with every string set to `text` (ids too when `hostileIds`). */
function valueOf(type: GraphQLInputType, text: string, hostileIds: boolean, depth = 0): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, text, hostileIds, depth);
  if (isListType(type)) return [valueOf(type.ofType, text, hostileIds, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 4) return null;
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, valueOf(field.type, text, hostileIds, depth + 1)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
        return text;
      case 'ID':
        return hostileIds ? text : Buffer.from('Post:1').toString('base64');
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2026-12-01T10:00:00.000Z';
      case 'EmailAddress':
        return 'someone@example.com';
      case 'URL':
        return 'https://example.com/';
      default:
        return null; // Upload: no file
    }
  }
  return null;
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

async function apiFailures(): Promise<number> {
  const metrics = await (await fetch(`${stack.gateway.url}/metrics`)).text();
  const failures = /lendhub_upstream_calls_total\{service="api",outcome="failure"\} (\d+)/.exec(metrics);
  expect(metrics).toMatch(/lendhub_upstream_circuit_open\{service="api"\} 0/);
  return Number(failures?.[1] ?? 0);
}

describe('hostile strings in every mutation', () => {
  it('covers the schema', () => {
    expect(MUTATIONS.length).toBeGreaterThanOrEqual(40);
  });

  it('never a 5xx or internal error; the breaker counts nothing; refused mutations change no data', async () => {
    const snapshot = () =>
      dataFingerprint(stack.api.url, { authorization: `Bearer ${stack.admin}`, 'x-gateway-key': gatewayCallKey(stack.jwtSecret) });
    const failuresBefore = await apiFailures();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MUTATIONS), hostileString, fc.boolean(), async (field, text, hostileIds) => {
        const before = await snapshot();
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type, text, hostileIds)]));
        const response = await fetch(`${stack.gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.admin}` },
          body: JSON.stringify({ query: documentOf(field), variables }),
        });
        const body = (await response.json().catch(() => ({}))) as { errors?: { extensions?: { code?: string } }[] };
        const codes = (body.errors ?? []).map((error) => error.extensions?.code);
        expect(response.status, field.name).toBeLessThan(500);
        expect(codes, field.name).not.toContain('INTERNAL_SERVER_ERROR');
        expect(codes, field.name).not.toContain('SERVICE_UNAVAILABLE');
        if (body.errors?.length) expect(await snapshot(), `${field.name} was refused but changed data`).toBe(before);
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 300) },
    );
    expect(await apiFailures()).toBe(failuresBefore);
  }, 600_000);
});
