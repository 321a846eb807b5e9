let counter = 0;
/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'gql'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The global ID of a `<type>` with upstream id `id` (what the gateway puts in `id` fields). */
export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

/** The three demo roles, by GraphQL Role enum. */
export const ROLE_IDS = {
  LOAN_OFFICER: globalId('UserRole', 1),
  ACCOUNT_EXECUTIVE: globalId('UserRole', 2),
  ADMIN: globalId('UserRole', 3),
};
