import type { Kysely } from 'kysely';
import type { ApiEnvConfig } from './config.ts';
import type { SignInThrottle } from '@lendhub/server-kit/sign-in-throttle';
import type { Database } from './db/types.ts';
import type { RequestRateLimiter } from '@lendhub/server-kit/rate-limit';
import type { SessionCache } from './http/sessionCache.ts';
import type { Logger } from './observability/log.ts';
import type { ApiMetrics } from './observability/metrics.ts';
import type { UploadStorage } from './uploads/storage.ts';

export interface ApiConfig {
  /** Root of the API's files (PGlite under `db/`, `jwt-secret`); a temp dir for in-memory runs. */
  dataDir: string;
  /** The upload folder (`<dataDir>/uploads`): where the local storage keeps files, and what `uploads:migrate` copies from. */
  uploadsDir: string;
  /** HS256 signing secret; never log or return it. */
  jwtSecret: string;
  /**
   * Which peers may tell the client's address in X-Forwarded-For (Express's `trust proxy` values):
   * sign-in throttling counts per address. Default `false`: nobody, unless TRUST_PROXY names the gateways.
   */
  trustProxy: boolean | number | string;
  /** The environment's settings (config.ts); absent in unit tests that build deps by hand (then read from process.env). */
  env?: ApiEnvConfig;
}

/** Everything a domain router needs; passed to every `<domain>Router(deps)`. */
export interface ApiDeps {
  db: Kysely<Database>;
  config: ApiConfig;
  /** Where uploads are written and read (UPLOAD_STORAGE: the folder, or the database). */
  uploadStorage: UploadStorage;
  /** Failed sign-in counters (in memory, or shared through Redis). */
  signInThrottle: SignInThrottle;
  /** General limits per token and per address for direct clients (absent: no general limit, e.g. unit tests). */
  requestLimiter?: RequestRateLimiter;
  /** What requireAuth last read about each token, for a few seconds; emptied by every write. */
  sessions: SessionCache;
  /** The access log's logger (default: the process's, observability/log.ts). */
  logger?: Logger;
  /** True from the moment the process is told to stop: /healthz then answers 503 "stopping" (server.ts close()). */
  stopping?: () => boolean;
  /** Prometheus figures (GET /metrics), and the key that guards them (METRICS_KEY, as on the gateway). */
  metrics?: { metrics: ApiMetrics; key: string | undefined; production: boolean };
}
