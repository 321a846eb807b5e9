// The web app's own GraphQL documents (the Relay artifacts' `text`) measured against the gateway's
// limits: tokens, depth, aliases, directives and static cost. Run before tightening a limit.
// Run: pnpm --filter @lendhub/bench documents
import { fileURLToPath } from 'node:url';
import { executableSchema, COST, LIMITS, measureDocument, type DocumentFigures } from '@lendhub/gateway';
import { webDocuments } from '../gateway/test/limits/webDocuments.ts';

function main() {
  const schema = executableSchema();
  const rows = webDocuments().map(({ name, text }) => ({ name, ...measureDocument(schema, text) }));
  const keys: (keyof DocumentFigures)[] = ['tokens', 'depth', 'aliases', 'directives', 'cost'];
  console.log(['document'.padEnd(44), ...keys.map((key) => key.padStart(10))].join(''));
  for (const row of rows) console.log([row.name.padEnd(44), ...keys.map((key) => String(row[key]).padStart(10))].join(''));
  const limits: Record<keyof DocumentFigures, number> = {
    tokens: LIMITS.maxTokens,
    depth: LIMITS.maxDepth,
    aliases: LIMITS.maxAliases,
    directives: LIMITS.maxDirectives,
    cost: COST.budget,
  };
  console.log(`\n${rows.length} documents`);
  for (const key of keys) {
    const top = rows.reduce((best, row) => (row[key] > best[key] ? row : best));
    console.log(`max ${key.padEnd(10)} ${String(top[key]).padStart(6)} (${top.name}); limit ${limits[key]}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
