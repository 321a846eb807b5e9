import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveJwtSecret } from '@lendhub/server-kit/jwt-secret';
import { startTracing } from '@lendhub/server-kit/observability';

// Tracing first (when OTEL_EXPORTER_OTLP_ENDPOINT is set): the server's modules load after it, patched.
const tracing = await startTracing({ serviceName: 'lendhub-api' });
const { startApi } = await import('./server.ts');

// `pnpm start:api`: the REST API alone. DATA_DIR defaults to <repo root>/data.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.API_PORT ?? 4001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  throw new Error(`API_PORT must be a port number, got "${process.env.API_PORT}"`);
}

const api = await startApi({
  port,
  // Loopback unless told otherwise: the API trusts its callers to be the gateway.
  host: process.env.API_HOST || process.env.HOST || '127.0.0.1',
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  jwtSecret: await resolveJwtSecret(dataDir),
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
console.log(`LendHub API listening on ${api.url} (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
