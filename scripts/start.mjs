// `pnpm start`: builds web/dist when missing or older than its sources, then serves the whole portal from the gateway
// (web app at /, GraphQL at /graphql; the API runs in the same process unless API_URL is set).
import { forwardSignals, resolvedEnv, spawnGateway } from './gateway-process.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const env = resolvedEnv();
ensureWebBuilt(env);

console.log(`Data directory: ${env.DATA_DIR}`);
const gateway = spawnGateway(env);
forwardSignals([gateway]);
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
