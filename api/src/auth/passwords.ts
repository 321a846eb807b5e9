import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';

const COST = 10;

// bcrypt is CPU-bound JavaScript: a burst of sign-ins would otherwise starve every other request
// on the event loop. At most two hashes run at once; the rest wait their turn.
const hashing = pLimit(2);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => bcrypt.hash(password, COST));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return hashing(() => bcrypt.compare(password, hash));
}

/** A hash of nothing anyone knows: compared against when the email is unknown, so both paths take as long. */
export const UNKNOWN_USER_HASH = '$2b$10$t4GStyypZalgu3htUG5YieFCKBYtsMr21sK8Bbq00O6FjqjhrE.sK';
