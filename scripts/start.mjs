// `pnpm start`: builds web/dist and compiles the servers when missing or older than their sources, then
// serves the whole portal from the gateway (web app at /, GraphQL at /graphql; the API runs in the same
// process unless API_URL is set). The gateway runs in this very process, as compiled JavaScript: no
// TypeScript loader and no second node process.
import { pathToFileURL } from 'node:url';
import { resolvedEnv } from './gateway-process.mjs';
import { ensureServerBuilt } from './server-build.mjs';
import { ensureWebBuilt } from './web-build.mjs';

Object.assign(process.env, resolvedEnv());
ensureWebBuilt(process.env);
const gateway = await ensureServerBuilt('gateway');

console.log(`Data directory: ${process.env.DATA_DIR}`);
await import(pathToFileURL(gateway).href);
