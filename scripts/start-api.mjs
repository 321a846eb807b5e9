// `pnpm start:api`: the REST API alone (API_PORT, default 4001), compiled first when its sources changed
// (scripts/server-build.mjs), run in this process.
import { pathToFileURL } from 'node:url';
import { resolvedEnv } from './gateway-process.mjs';
import { ensureServerBuilt } from './server-build.mjs';

Object.assign(process.env, resolvedEnv());
await import(pathToFileURL(await ensureServerBuilt('api')).href);
