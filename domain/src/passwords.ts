/**
 * Password rules shared by the API (which enforces them) and the web forms (which say so early).
 * bcrypt reads only the first 72 bytes of a password: anything after them would be ignored, so a
 * longer password is refused rather than silently cut. The most common passwords are refused too
 * (a short list shipped with the code: the ones of 8 characters or more that top the public
 * breach-frequency lists; shorter ones already fail the 8-character minimum).
 */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG = 'Password must be at most 72 bytes (72 letters or digits; fewer with accents or emoji)';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another';

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '12341234',
  '11223344',
  '11111111',
  '00000000',
  '87654321',
  '987654321',
  '88888888',
  '12121212',
  '66666666',
  '99999999',
  '147258369',
  '123654789',
  '741852963',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'qazwsxedc',
  'qwertyui',
  'qwertyuiop',
  'qwerty12',
  'qwerty123',
  'qwe12345',
  '123qweasd',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'zxcvbnmm',
  'a1234567',
  'aa123456',
  'abc12345',
  'abcd1234',
  '123456789a',
  '1234qwer',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'pa$$word',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'trustno1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'sunshine1',
  'princess',
  'princess1',
  'football',
  'football1',
  'baseball',
  'baseball1',
  'superman',
  'starwars',
  'whatever',
  'dragon12',
  'monkey12',
  'michael1',
  'jennifer',
  'computer',
  'internet',
  'admin123',
  'admin1234',
  'administrator',
  'changeme',
  'changeme1',
  'master12',
  'shadow12',
  'football123',
  'charlie1',
  'mustang1',
  'jordan23',
  'liverpool',
  'chelsea1',
  'samsung1',
  'loveyou1',
  'lovely12',
  'access14',
  'killer12',
  'hello123',
  'freedom1',
  'secret12',
  'mortgage',
  'mortgage1',
  'lendhub1',
  'lendhub123',
]);

/** UTF-8 length: what bcrypt counts. */
export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}

export function fitsBcrypt(password: string): boolean {
  return passwordBytes(password) <= PASSWORD_MAX_BYTES;
}

/** Compared without letter case: `Password1` is as common as `password1`. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
