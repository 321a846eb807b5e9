/**
 * Documents an attacker sends to stall a GraphQL server, shared by test/limits and bench/limits.ts.
 * Each is small on the wire; a naive rule takes time exponential or quadratic in them.
 */

/** The security review's document: 26 fragments, each spreading the next twice (2^25 paths, ~1 KB). */
export function fragmentFanOut(fragments = 26): string {
  const name = (i: number) => `F${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) || ''}`;
  const parts = ['query FanOut { viewer { ...' + name(0) + ' } }'];
  for (let i = 0; i < fragments - 1; i += 1) parts.push(`fragment ${name(i)} on User { ...${name(i + 1)} ...${name(i + 1)} }`);
  parts.push(`fragment ${name(fragments - 1)} on User { id }`);
  return parts.join('\n');
}

/** Many aliases of one field: each would be resolved (and fetched) separately. */
export function aliasFanOut(count: number, field = 'viewer { id }'): string {
  return `query Aliases { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

/** A directive on each of `count` repetitions of one field. */
export function directiveFlood(count: number): string {
  return `query Directives { viewer { ${'id @include(if: true) '.repeat(count)}} }`;
}

const USER_SCALARS = [
  'id',
  'internalId',
  'fullName',
  'roleName',
  'company',
  'department',
  'avatarUrl',
  'linkedInProfile',
  'personalWebsite',
  'twitterProfile',
];

/**
 * A long document: `query Tokens { viewer { … } }` (7 tokens) around `count` scalar fields of the
 * viewer. Ten different names, so graphql-js's own field-merge check stays well inside its budget.
 */
export function tokenFlood(count: number): string {
  const fields = Array.from({ length: count }, (_, i) => USER_SCALARS[i % USER_SCALARS.length]);
  return `query Tokens { viewer { ${fields.join(' ')} } }`;
}
