import { defineConfig } from 'vitest/config';
import { serverTestSettings } from '../scripts/vitest-server-suite.mts';

/*
 * HTTP tests in test/** run on PGlite and, when DATABASE_URL is set, a second time on that PostgreSQL
 * server (each file in a fresh database; see test/helpers/test-api.ts, `useTestApi()`).
 */
const engines = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({ test: serverTestSettings(engines) });
