/**
 * Whether this API process has been told it is one of several: `CLUSTER=1` (set by `pnpm start:cluster`,
 * the fault suite and any deployment running several processes) or `API_PORTS` listing more than one
 * port. A process cannot see its siblings, so this is what the one who starts them says.
 */
export function isOneOfSeveral(env: { CLUSTER?: string | undefined; API_PORTS?: string | undefined }): boolean {
  if (env.CLUSTER?.trim() === '1') return true;
  const ports = (env.API_PORTS ?? '').split(',').filter((port) => port.trim() !== '');
  return ports.length > 1;
}

/**
 * Several processes must sign and verify with one given secret: a secret generated per machine (the
 * `DATA_DIR/jwt-secret` fallback) would make each process refuse the others' tokens. Throws the message
 * the API stops with. `settings`: the API's configuration (config.ts), which read the variables once.
 */
export function requireGivenSecretWhenOneOfSeveral(settings: { oneOfSeveral: boolean; jwtSecret?: string | undefined }): void {
  if (settings.oneOfSeveral && !settings.jwtSecret?.trim()) {
    throw new Error(
      'JWT_SECRET must be set when several API processes run (CLUSTER=1 or API_PORTS lists several): every process must sign and verify tokens with the same secret, and a secret generated on one machine is not shared. Set JWT_SECRET to the same long random value (e.g. `openssl rand -base64 48`) for every API process and gateway.',
    );
  }
}
