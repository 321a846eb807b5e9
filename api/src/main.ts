import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireGivenSecretWhenOneOfSeveral } from './auth/clusterSecret.ts';
import { resolveJwtSecret } from '@lendhub/server-kit/jwt-secret';
import { currentConfig } from './config.ts';
import { startTracing } from '@lendhub/server-kit/observability';

// The environment, read and checked once (config.ts): a wrong variable stops the start here, named. Then, before
// anything starts: one of several API processes never falls back to a secret of its own.
let config: ReturnType<typeof currentConfig>;
try {
  config = currentConfig();
  requireGivenSecretWhenOneOfSeveral(config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Tracing first (when OTEL_EXPORTER_OTLP_ENDPOINT is set): the server's modules load after it, patched.
const tracing = await startTracing({ serviceName: config.tracing.serviceName ?? 'lendhub-api', enabled: config.tracing.enabled });
const { startApi } = await import('./server.ts');

// `pnpm start:api`: the REST API alone. DATA_DIR defaults to <repo root>/data.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(repoRoot, config.dataDir);

const api = await startApi({
  config,
  port: config.port,
  host: config.host,
  dataDir,
  databaseUrl: config.databaseUrl,
  jwtSecret: await resolveJwtSecret(dataDir, config.jwtSecret),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api
      .close()
      .then(() => tracing?.shutdown())
      .then(() => process.exit(0));
  });
}
// Said once the handlers above are in place: a supervisor may send SIGTERM the moment it reads this.
console.log(`LendHub API listening on ${api.url} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
