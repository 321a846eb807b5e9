/**
 * `pnpm start` entry: the gateway on PORT, and the API in this same process unless API_URL points
 * at one elsewhere. Environment variables: README.md "Environment variables" (read once, config.ts).
 *
 * Only the in-process start loads the API's code (its server, kysely, PGlite, pg), and only then, through
 * scripts/in-process-api.ts: with API_URL set, this process imports nothing of the API. What both servers
 * share (the JWT secret file, the sandbox key, rate limits, tracing) comes from @lendhub/server-kit.
 */
import path from 'node:path';
import { resolveJwtSecret } from '@lendhub/server-kit/jwt-secret';
import { startTracing } from '@lendhub/server-kit/observability';
import { currentConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

// The environment, read and checked once: a wrong variable stops the start here, named.
let config: ReturnType<typeof currentConfig>;
try {
  config = currentConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Tracing first (when OTEL_EXPORTER_OTLP_ENDPOINT is set): the servers' modules load after it, patched (the
// gateway's in main(), once the in-process API has begun opening its database).
// One SDK for the process, the in-process API's spans included.
const tracing = await startTracing({ serviceName: config.tracing.serviceName ?? 'lendhub-gateway', enabled: config.tracing.enabled });

async function main(): Promise<void> {
  const dataDir = path.resolve(REPO_ROOT, config.dataDir);
  // JWT_SECRET when set, else the secret persisted in DATA_DIR/jwt-secret (shared with the API).
  const jwtSecret = await resolveJwtSecret(dataDir, config.jwtSecret);

  let apiUrl = config.apiUrl;
  if (apiUrl && !config.jwtSecret) {
    console.warn(
      `API_URL is set but JWT_SECRET is not: verifying tokens with ${path.join(dataDir, 'jwt-secret')}, which must hold the secret that API signs with.`,
    );
  }
  let stopApi: (() => Promise<void>) | undefined;
  // The in-process API, while it opens its database: the gateway sets itself up meanwhile and listens once the API does.
  let apiStarted: Promise<unknown> | undefined;
  if (!apiUrl) {
    // The gateway package does not depend on the API: the workspace root does (scripts/in-process-api.ts).
    const { startApi, currentApiConfig } = await import('../../scripts/in-process-api.ts');
    const apiSettings = currentApiConfig();
    const starting = startApi({
      config: apiSettings,
      port: apiSettings.port,
      dataDir,
      jwtSecret,
      // This gateway is the API's one client, on loopback: it passes the browser's address on.
      trustProxy: 'loopback',
      // Stopped after this gateway, its one client, has drained: no balancer to wait for (SHUTDOWN_DELAY_MS is the gateway's).
      shutdownDelayMs: 0,
      ...(apiSettings.databaseUrl ? { databaseUrl: apiSettings.databaseUrl } : {}),
    }).then((api) => {
      stopApi = () => api.close();
      const { createMs, openMs, migrateMs, seedMs, seeded } = api.startup;
      // A new PGlite database is migrated and seeded by the child process that makes it (api/src/db/pgliteFiles.ts).
      const made = createMs > 0 ? `new database made, migrated and seeded by a child process in ${Math.round(createMs)} ms, ` : '';
      const seed = made ? '' : seeded ? `, seed ${Math.round(seedMs)} ms` : `, already seeded (${Math.round(seedMs)} ms)`;
      console.log(
        `LendHub API on ${api.url} (data in ${dataDir}; ${made}database open ${Math.round(openMs)} ms, migrations ${Math.round(migrateMs)} ms` +
          `${seed}; ${Math.round(performance.now())} ms since the process started)`,
      );
      return api;
    });
    // startApi listens on 127.0.0.1 (no host given): with a fixed port its URL is known before it opens.
    if (apiSettings.port > 0) {
      apiUrl = `http://127.0.0.1:${apiSettings.port}`;
      apiStarted = starting;
    } else {
      apiUrl = (await starting).url;
    }
  }

  // The gateway's modules load while the in-process API opens its database (issue 26 §3: a start in parallel).
  const { describeThirdParty, resolveThirdPartyConfig, startGateway } = await import('./index.ts');
  const thirdParty = resolveThirdPartyConfig({ apiUrl, jwtSecret, config });
  const gateway = await startGateway({
    config,
    port: config.port,
    apiUrl,
    jwtSecret,
    production: config.production,
    thirdParty,
    ...(config.host ? { host: config.host } : {}),
    ...(config.operationDeadlineMs ? { resilience: { deadlineMs: config.operationDeadlineMs } } : {}),
    ...(config.metricsKey ? { metricsKey: config.metricsKey } : {}),
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    ...(config.operatorKey ? { operatorKey: config.operatorKey } : {}),
    ...(config.persistedDocuments ? { persistedDocuments: config.persistedDocuments } : {}),
    ...(config.shutdownDelayMs ? { shutdownDelayMs: config.shutdownDelayMs } : {}),
    // "true", a hop count, or Express's names/addresses (loopback, 10.0.0.0/8…).
    ...(config.trustProxy !== false ? { trustProxy: config.trustProxy } : {}),
    ...(apiStarted ? { listenAfter: apiStarted } : {}),
  });
  if (config.production && !config.metricsKey) console.log('METRICS_KEY is not set: /metrics is off.');
  console.log(`Third-party services: ${describeThirdParty(thirdParty)}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping LendHub`);
    // Graceful: probes say "stopping" (SHUTDOWN_DELAY_MS), sockets close with 1012, in-flight requests finish.
    const timer = setTimeout(() => process.exit(1), 10_000 + config.shutdownDelayMs).unref();
    await gateway.close().catch((error: unknown) => console.error(error));
    await stopApi?.().catch((error: unknown) => console.error(error));
    await tracing?.shutdown().catch((error: unknown) => console.error(error));
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Said once the handlers above are in place: a supervisor (or a test) may send SIGTERM the moment it reads this.
  console.log(
    `LendHub is running at ${gateway.url} after ${Math.round(performance.now())} ms  (GraphQL: ${gateway.url}/graphql, API: ${apiUrl})`,
  );
}

main().catch((error: unknown) => {
  console.error('LendHub failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
