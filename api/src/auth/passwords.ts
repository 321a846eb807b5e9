import bcrypt from 'bcryptjs';

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A hash of nothing anyone knows: compared against when the email is unknown, so both paths take as long. */
export const UNKNOWN_USER_HASH = '$2b$10$t4GStyypZalgu3htUG5YieFCKBYtsMr21sK8Bbq00O6FjqjhrE.sK';
