import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from './app.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { ApiDeps } from './deps.ts';
import { seedIfEmpty } from './seed/seed.ts';

export interface StartApiOptions {
  /** 0 = a random free port. Default 4001. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** PGlite files and uploads live here; required unless `databaseUrl` or `inMemory` is given. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  jwtSecret: string;
  /** Seed demo data when the users table is empty. Default true. */
  seed?: boolean;
}

export interface RunningApi {
  /** e.g. http://127.0.0.1:4001 (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start, and listens. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  if (!options.jwtSecret) throw new Error('startApi needs a jwtSecret');
  const ownedTempDir = options.dataDir ? null : await mkdtemp(path.join(tmpdir(), 'lendhub-api-'));
  const dataDir = options.dataDir ?? (ownedTempDir as string);
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  const db = await createDatabase({
    databaseUrl: options.databaseUrl,
    dataDir,
    inMemory: options.inMemory,
  });
  try {
    await migrateToLatest(db);
    if (options.seed ?? true) await seedIfEmpty(db);
  } catch (error) {
    await db.destroy();
    if (ownedTempDir) await rm(ownedTempDir, { recursive: true, force: true });
    throw error;
  }

  const deps: ApiDeps = { db, config: { dataDir, uploadsDir, jwtSecret: options.jwtSecret } };
  const app = createApp(deps);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<import('node:http').Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? 4001, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  }).catch(async (error: unknown) => {
    await db.destroy();
    if (ownedTempDir) await rm(ownedTempDir, { recursive: true, force: true });
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close() {
      closing ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.destroy();
        if (ownedTempDir) await rm(ownedTempDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
