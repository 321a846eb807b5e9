import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing secret: `configured` (JWT_SECRET, from the server's config) when set, otherwise a random secret created once
 * in `<dataDir>/jwt-secret` (mode 0600) so tokens survive restarts and the gateway,
 * reading the same file, verifies what the API signs.
 */
export async function resolveJwtSecret(dataDir: string, configured: string | undefined): Promise<string> {
  const chosen = configured?.trim();
  if (chosen) return chosen;

  const file = path.join(dataDir, 'jwt-secret');
  const existing = await readSecretFile(file);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created the file first; then theirs wins.
    await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const created = await readSecretFile(file);
    if (!created) throw new Error(`JWT secret file ${file} is empty`);
    return created;
  }
}

async function readSecretFile(file: string): Promise<string | null> {
  try {
    const content = (await readFile(file, 'utf8')).trim();
    return content || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
