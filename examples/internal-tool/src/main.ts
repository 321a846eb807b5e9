/**
 * The ticket backlog by status, category and age, printed for a support lead. A data team's script:
 *   LENDHUB_URL=https://portal.example.com LENDHUB_CLIENT_KEY=lhc_… pnpm --filter @lendhub/internal-tool-example start
 * The key is the registered client's (docs/api-clients.md "API clients for internal tools"); the tool runs only
 * the documents it published, so it works against a production portal too.
 */
import { ClientError } from 'graphql-request';
import { formatBacklog, ticketBacklog } from './backlog.ts';
import { portalClient } from './client.ts';

const url = process.env['LENDHUB_URL'] ?? 'http://localhost:4000';
const key = process.env['LENDHUB_CLIENT_KEY'];
if (!key) {
  console.error('Set LENDHUB_CLIENT_KEY to the key of the registered client "ticket-backlog-report"');
  process.exit(2);
}

try {
  console.log(formatBacklog(await ticketBacklog(portalClient(url, key))));
} catch (error) {
  // The gateway names what it refused (an unknown key, an unpublished document, a limit).
  const message =
    error instanceof ClientError ? (error.response.errors?.map((problem) => problem.message).join('; ') ?? error.message) : String(error);
  console.error(`The portal refused: ${message}`);
  process.exit(1);
}
