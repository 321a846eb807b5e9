/**
 * `pnpm --filter @lendhub/gateway clients:publish -- --client <name> --documents <file.json|folder> [--replace]
 *  [--register <ROLE>]` or `… clients:publish -- --manifest examples/internal-tool/client.json`
 * (docs/api-clients.md "API clients for internal tools"). Validates the documents against the working schema here
 * first, then publishes them through the admin mutation (validated again on the server). With
 * `--register`, a client of that name that does not exist yet is registered and its key printed once.
 * Credentials: see adminSession.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSchema } from 'graphql';
import { documentProblems } from '../src/clients/documents.ts';
import { readDocuments, readManifest } from '../src/clients/documentFiles.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { adminSession } from './adminSession.ts';

const { values } = parseArgs({
  options: {
    client: { type: 'string' },
    documents: { type: 'string' },
    manifest: { type: 'string' },
    replace: { type: 'boolean', default: false },
    register: { type: 'string' },
  },
});

const cwd = process.env['INIT_CWD'] ?? process.cwd();
const manifest = values.manifest ? readManifest(path.resolve(cwd, values.manifest)) : undefined;
const name = values.client ?? manifest?.name;
const location = values.documents ? path.resolve(cwd, values.documents) : manifest?.documentsPath;
const registerAs = values.register ?? (manifest ? manifest.role : undefined);
if (!name || !location) {
  console.error(
    'Usage: clients:publish -- --client <name> --documents <file.json|folder> [--replace] [--register <ROLE>]  (or --manifest <client.json>)',
  );
  process.exit(2);
}

const documents = readDocuments(location);
const problems = documentProblems(buildSchema(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8')), documents);
if (Object.keys(problems).length > 0) {
  console.error(`Not published: ${Object.keys(problems).length} document(s) do not match schema.graphql`);
  for (const problem of Object.values(problems)) console.error(`  - ${problem}`);
  process.exit(1);
}

const session = await adminSession();
const { apiClients } = await session.gql<{
  apiClients: { edges: Array<{ node: { id: string; name: string; revokedAt: string | null } }> };
}>('query CliClients { apiClients(first: 100) { edges { node { id name revokedAt } } } }');
let client = apiClients.edges.map((edge) => edge.node).find((node) => node.name.toLowerCase() === name.toLowerCase() && !node.revokedAt);
if (!client) {
  if (!registerAs) {
    console.error(`No active API client named "${name}": register it first (admin screen, registerApiClient, or --register <ROLE>)`);
    process.exit(1);
  }
  const registered = await session.gql<{ registerApiClient: { key: string; apiClient: { id: string; name: string; revokedAt: null } } }>(
    'mutation CliRegister($input: RegisterApiClientInput!) { registerApiClient(input: $input) { key apiClient { id name revokedAt } } }',
    { input: { name, role: registerAs } },
  );
  client = registered.registerApiClient.apiClient;
  console.log(`Registered API client "${name}" (${registerAs}). Its key, shown once: ${registered.registerApiClient.key}`);
}
const published = await session.gql<{ publishApiClientDocuments: { message: string; apiClient: { documentCount: number } } }>(
  'mutation CliPublish($input: PublishApiClientDocumentsInput!) { publishApiClientDocuments(input: $input) { message apiClient { documentCount } } }',
  { input: { apiClientId: client.id, documents: Object.entries(documents).map(([id, text]) => ({ id, text })), replace: values.replace } },
);
console.log(
  `${published.publishApiClientDocuments.message} for "${name}" (${published.publishApiClientDocuments.apiClient.documentCount} in all)`,
);
