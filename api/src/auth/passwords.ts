import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';

/** bcrypt's work factor in production. */
export const DEFAULT_HASH_COST = 10;
/** The lowest cost bcrypt takes: only test runs may go below the default (see `hashCost`). */
const TEST_MIN_HASH_COST = 4;

/**
 * The work factor new hashes use: PASSWORD_HASH_COST when NODE_ENV is test (suites that sign in and
 * create hundreds of accounts, where each cost-10 hash is ~100 ms of pure JavaScript), never below the
 * default anywhere else — a lower cost in production would weaken every stored password.
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.PASSWORD_HASH_COST);
  if (!Number.isInteger(asked)) return DEFAULT_HASH_COST;
  const floor = env.NODE_ENV === 'test' ? TEST_MIN_HASH_COST : DEFAULT_HASH_COST;
  return Math.min(Math.max(asked, floor), 15);
}

// bcrypt is CPU-bound JavaScript: a burst of sign-ins would otherwise starve every other request
// on the event loop. At most two hashes run at once; the rest wait their turn.
const hashing = pLimit(2);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => bcrypt.hash(password, hashCost()));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return hashing(() => bcrypt.compare(password, hash));
}

const unknownUserHashes = new Map<number, Promise<string>>();

/**
 * A hash of nothing anyone knows, at the cost real hashes use: compared against when the email is
 * unknown, so both paths take as long (an attacker cannot tell which emails have accounts).
 */
export function unknownUserHash(): Promise<string> {
  const cost = hashCost();
  let hash = unknownUserHashes.get(cost);
  if (!hash) unknownUserHashes.set(cost, (hash = bcrypt.hash(randomBytes(16).toString('hex'), cost)));
  return hash;
}
