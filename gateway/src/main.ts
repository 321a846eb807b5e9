/**
 * `pnpm start` entry: the gateway on PORT, and the API in this same process unless API_URL points
 * at one elsewhere. Environment variables: docs/architecture.md "Processes and environment".
 *
 * Only the in-process start loads the API's code (its server, kysely, PGlite, pg), and only then, through
 * scripts/in-process-api.ts: with API_URL set, this process imports nothing of the API. What both servers
 * share (the JWT secret file, the sandbox key, rate limits, tracing) comes from @lendhub/server-kit.
 */
import path from 'node:path';
import { resolveJwtSecret } from '@lendhub/server-kit/jwt-secret';
import { startTracing } from '@lendhub/server-kit/observability';
import { REPO_ROOT } from './paths.ts';

// Tracing first (when OTEL_EXPORTER_OTLP_ENDPOINT is set): the servers' modules load after it, patched.
// One SDK for the process, the in-process API's spans included.
const tracing = await startTracing({ serviceName: 'lendhub-gateway' });
const { describeThirdParty, resolveThirdPartyConfig, startGateway } = await import('./index.ts');

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
    // The gateway package does not depend on the API: the workspace root does (scripts/in-process-api.ts).
    const { startApi } = await import('../../scripts/in-process-api.ts');
    const api = await startApi({
      port: portFrom('API_PORT', 4001),
      dataDir,
      jwtSecret,
      // This gateway is the API's one client, on loopback: it passes the browser's address on.
      trustProxy: 'loopback',
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    });
    apiUrl = api.url;
    stopApi = () => api.close();
    const { openMs, migrateMs, seedMs, seeded } = api.startup;
    console.log(
      `LendHub API on ${api.url} (data in ${dataDir}; database open ${Math.round(openMs)} ms, migrations ${Math.round(migrateMs)} ms, ` +
        `${seeded ? `seed ${Math.round(seedMs)} ms` : `already seeded (${Math.round(seedMs)} ms)`}; ${Math.round(performance.now())} ms since the process started)`,
    );
  }

  const thirdParty = resolveThirdPartyConfig({ apiUrl, jwtSecret });
  const deadlineMs = process.env.OPERATION_DEADLINE_MS?.trim();
  const trustProxy = process.env.TRUST_PROXY?.trim();
  const gateway = await startGateway({
    port: portFrom('PORT', 4000),
    apiUrl,
    jwtSecret,
    production,
    thirdParty,
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
    ...(deadlineMs ? { resilience: { deadlineMs: Number(deadlineMs) } } : {}),
    ...(process.env.METRICS_KEY ? { metricsKey: process.env.METRICS_KEY } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    ...(process.env.OPERATOR_KEY ? { operatorKey: process.env.OPERATOR_KEY } : {}),
    ...(process.env.PERSISTED_DOCUMENTS ? { persistedDocuments: process.env.PERSISTED_DOCUMENTS } : {}),
    ...(process.env.SHUTDOWN_DELAY_MS ? { shutdownDelayMs: Number(process.env.SHUTDOWN_DELAY_MS) } : {}),
    // "true", a hop count, or Express's names/addresses (loopback, 10.0.0.0/8…).
    ...(trustProxy ? { trustProxy: trustProxy === 'true' ? true : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy } : {}),
  });
  if (production && !process.env.METRICS_KEY) console.log('METRICS_KEY is not set: /metrics is off.');
  console.log(`Third-party services: ${describeThirdParty(thirdParty)}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping LendHub`);
    // Graceful: probes say "stopping" (SHUTDOWN_DELAY_MS), sockets close with 1012, in-flight requests finish.
    const timer = setTimeout(() => process.exit(1), 10_000 + Number(process.env.SHUTDOWN_DELAY_MS || 0)).unref();
    await gateway.close().catch((error: unknown) => console.error(error));
    await stopApi?.().catch((error: unknown) => console.error(error));
    await tracing?.shutdown().catch((error: unknown) => console.error(error));
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Said once the handlers above are in place: a supervisor (or a test) may send SIGTERM the moment it reads this.
  console.log(`LendHub is running at ${gateway.url} after ${Math.round(performance.now())} ms  (GraphQL: ${gateway.url}/graphql, API: ${apiUrl})`);
}

main().catch((error: unknown) => {
  console.error('LendHub failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
