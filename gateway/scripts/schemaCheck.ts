/**
 * `pnpm schema:check` (docs/api-clients.md "API clients for internal tools"): schema.graphql against
 * schema.released.graphql (or `--released-ref <git ref>`: that commit's schema.graphql), with every
 * document registered in this repository — the web app's (web/persisted-documents.json) and each
 * example client's (examples/<tool>/client.json). With Admin credentials (adminSession.ts), also each
 * registered client's published documents and the last 30 days' field usage of the portal at LENDHUB_URL.
 * Exits 1 when a breaking change is depended on, naming the client.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { readDocuments, readManifest } from '../src/clients/documentFiles.ts';
import { checkSchema, coordinateOfChange, type ClientDocuments, type UsedCoordinate } from '../src/clients/schemaCheck.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { adminSession, hasAdminCredentials } from './adminSession.ts';

const { values } = parseArgs({
  options: {
    'released-ref': { type: 'string' },
    released: { type: 'string' },
    working: { type: 'string' },
    days: { type: 'string', default: '30' },
  },
});
const cwd = process.env['INIT_CWD'] ?? process.cwd();
const released = values['released-ref']
  ? execFileSync('git', ['show', `${values['released-ref']}:schema.graphql`], { cwd: REPO_ROOT, encoding: 'utf8' })
  : readFileSync(values.released ? path.resolve(cwd, values.released) : path.join(REPO_ROOT, 'schema.released.graphql'), 'utf8');
const working = readFileSync(values.working ? path.resolve(cwd, values.working) : path.join(REPO_ROOT, 'schema.graphql'), 'utf8');

const documents: ClientDocuments[] = [];
const web = path.join(REPO_ROOT, 'web/persisted-documents.json');
if (existsSync(web)) documents.push({ client: 'lendhub-web', documents: readDocuments(web) });
const examples = path.join(REPO_ROOT, 'examples');
for (const tool of existsSync(examples) ? readdirSync(examples) : []) {
  const manifestFile = path.join(examples, tool, 'client.json');
  if (!existsSync(manifestFile)) continue;
  const manifest = readManifest(manifestFile);
  documents.push({ client: manifest.name, documents: readDocuments(manifest.documentsPath) });
}

const usage: UsedCoordinate[] = [];
if (hasAdminCredentials()) {
  const session = await adminSession();
  const { apiClients } = await session.gql<{
    apiClients: { edges: Array<{ node: { name: string; revokedAt: string | null; documents: Array<{ id: string; text: string }> } }> };
  }>('query CheckClients { apiClients(first: 100) { edges { node { name revokedAt documents { id text } } } } }');
  for (const { node } of apiClients.edges) {
    if (!node.revokedAt)
      documents.push({ client: node.name, documents: Object.fromEntries(node.documents.map((document) => [document.id, document.text])) });
  }
  const breaking = (await diff(buildSchema(released), buildSchema(working))).filter(
    (change) => change.criticality.level === CriticalityLevel.Breaking,
  );
  for (const coordinate of new Set(breaking.map(coordinateOfChange).filter((value): value is string => value !== null))) {
    const { fieldUsage } = await session.gql<{
      fieldUsage: Array<{ clientName: string; clientVersion: string; coordinate: string; operations: number }>;
    }>(
      'query CheckUsage($coordinate: String!, $days: Int) { fieldUsage(coordinate: $coordinate, days: $days, prefix: true) { clientName clientVersion coordinate operations } }',
      { coordinate: coordinate.replace(/\(.*$/, ''), days: Number(values.days) },
    );
    for (const row of fieldUsage)
      usage.push({ client: row.clientName, version: row.clientVersion, coordinate: row.coordinate, operations: row.operations });
  }
  console.log(
    `Checked against ${session.url}: ${apiClients.edges.length} registered client(s), the last ${values.days} days of field usage`,
  );
}

const report = await checkSchema({ released, working, documents, usage });
const count = (level: string) => report.changes.filter((change) => change.level === level).length;
console.log(
  `schema:check — ${report.changes.length} change(s): ${count('BREAKING')} breaking, ${count('DANGEROUS')} dangerous, ${count('NON_BREAKING')} safe`,
);
console.log(`Documents checked: ${documents.map((client) => `${client.client} (${Object.keys(client.documents).length})`).join(', ')}`);
for (const change of report.unusedBreaking) console.log(`  breaking, but nothing registered or used depends on it: ${change}`);
if (!report.ok) {
  console.error(`\nFailed: ${report.failures.length} problem(s)`);
  for (const failure of report.failures) console.error(`  ✘ ${failure}`);
  process.exit(1);
}
console.log('✔ No registered document or recent use depends on a breaking change');
