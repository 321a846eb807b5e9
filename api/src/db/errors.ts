import { ok, refuse, type Refusal, type Result } from './result.ts';

/** PostgreSQL error codes we turn into user-facing answers (same on PGlite and the server). */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function fieldsOf(error: unknown): PgErrorFields {
  return typeof error === 'object' && error !== null ? (error as PgErrorFields) : {};
}

/** True for a unique-index violation, optionally of the named index/constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return matches(error, UNIQUE_VIOLATION, constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return matches(error, CHECK_VIOLATION, constraint);
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return matches(error, FOREIGN_KEY_VIOLATION, constraint);
}

function matches(error: unknown, code: string, constraint?: string): boolean {
  const fields = fieldsOf(error);
  if (fields.code !== code) return false;
  if (!constraint) return true;
  // pg puts the name in `constraint`; PGlite may only have it in the message.
  return `${String(fields.constraint ?? '')} ${String(fields.message ?? '')}`.includes(constraint);
}

/**
 * The write's value, or the refusal `reason` when it breaks the named unique index: the check made
 * before it passed, but a concurrent request got there first. Any other error is thrown on.
 */
export async function refuseOnUniqueViolation<T, E extends string>(
  constraint: string,
  reason: E,
  write: () => Promise<T>,
): Promise<Result<T, Refusal<E>>> {
  try {
    return ok(await write());
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return refuse(reason);
    throw error;
  }
}
