import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';
import { currentConfig } from '../config.ts';

export { DEFAULT_HASH_COST } from '../config.ts';

/**
 * The work factor new hashes use: PASSWORD_HASH_COST, below the default only in test runs (config.ts). Read
 * from the process's config: hashing has no server object to carry it.
 */
export function hashCost(): number {
  return currentConfig().passwordHashCost;
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
