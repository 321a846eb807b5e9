// `pnpm start`: builds web/dist when missing, then serves the whole portal from the gateway
// (web app at /, GraphQL at /graphql; the API runs in the same process unless API_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { forwardSignals, resolvedEnv, ROOT, spawnGateway } from './gateway-process.mjs';

const env = resolvedEnv();
const webDir = path.join(ROOT, 'web');
const builtIndex = path.join(webDir, 'dist', 'index.html');

if (existsSync(builtIndex)) {
  console.log('web/dist is built (delete it or run `pnpm build` to rebuild).');
} else {
  const webPackage = JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8'));
  if (!webPackage.scripts?.build) {
    console.warn('web/ has no build script yet: serving GraphQL only, the web app will not be available at /.');
  } else {
    console.log('Building the web app (web/dist is missing)…');
    const build = spawnSync('pnpm', ['--filter', '@lendhub/web', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('\nThe web build failed (see above). Fix it, or run `pnpm dev` to work on the web app with hot reload.');
      process.exit(build.status ?? 1);
    }
  }
}

console.log(`Data directory: ${env.DATA_DIR}`);
const gateway = spawnGateway(env);
forwardSignals([gateway]);
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
