import { createHmac } from 'node:crypto';

/**
 * The key the API's sandboxes accept and the gateway sends. `SANDBOX_API_KEY` when set;
 * otherwise derived from the JWT secret with HMAC, so it is not a constant in the repository,
 * both processes agree on it without more configuration, and it reveals nothing of the secret.
 */
export function sandboxApiKey(jwtSecret: string, configured?: string): string {
  const chosen = configured?.trim();
  if (chosen) return chosen;
  if (!jwtSecret) throw new Error('sandboxApiKey needs the JWT secret');
  return createHmac('sha256', jwtSecret).update('lendhub-third-party-sandbox-v1').digest('base64url');
}
