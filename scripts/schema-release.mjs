// `pnpm schema:release`: after a release, the working schema becomes the one `pnpm schema:check` compares
// against (schema.released.graphql, committed). docs/api-clients.md "API clients for internal tools".
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
copyFileSync(path.join(root, 'schema.graphql'), path.join(root, 'schema.released.graphql'));
console.log('schema.released.graphql now matches schema.graphql: commit it with the release');
