/**
 * `pnpm start` entry: the gateway on PORT, and the API in this same process unless API_URL points
 * at one elsewhere. Environment variables: docs/architecture.md "Processes and environment".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveJwtSecret, startApi } from '@lendhub/api';
import { describeThirdParty, resolveThirdPartyConfig, startGateway } from './index.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const production = process.env.NODE_ENV === 'production';
  const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR || 'data');
  // JWT_SECRET when set, else the secret persisted in DATA_DIR/jwt-secret (shared with the API).
  const jwtSecret = await resolveJwtSecret(dataDir);

  let apiUrl = process.env.API_URL?.trim() || undefined;
  if (apiUrl && !process.env.JWT_SECRET) {
    console.warn(`API_URL is set but JWT_SECRET is not: verifying tokens with ${path.join(dataDir, 'jwt-secret')}, which must hold the secret that API signs with.`);
  }
  let stopApi: (() => Promise<void>) | undefined;
  if (!apiUrl) {
    const api = await startApi({
      port: portFrom('API_PORT', 4001),
      dataDir,
      jwtSecret,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    });
    apiUrl = api.url;
    stopApi = () => api.close();
    console.log(`LendHub API on ${api.url} (data in ${dataDir})`);
  }

  const thirdParty = resolveThirdPartyConfig({ apiUrl, jwtSecret });
  const gateway = await startGateway({ port: portFrom('PORT', 4000), apiUrl, jwtSecret, production, thirdParty });
  console.log(`Third-party services: ${describeThirdParty(thirdParty)}`);
  console.log(`LendHub is running at ${gateway.url}  (GraphQL: ${gateway.url}/graphql, API: ${apiUrl})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping LendHub`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await gateway.close().catch((error: unknown) => console.error(error));
    await stopApi?.().catch((error: unknown) => console.error(error));
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('LendHub failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
