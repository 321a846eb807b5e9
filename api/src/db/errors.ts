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
