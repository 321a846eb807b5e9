import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths.ts';
import { useProductionGateway } from '../harness/productionGateway.ts';
import { useStack } from '../harness/signedIn.ts';

/**
 * The worked example (examples/internal-tool/) as its team would run it, against a production
 * gateway: published with the CLI (`clients:publish --manifest`, which registers the client and prints
 * its key once), then the script with that key. Then the field usage it left behind.
 */
const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'gateway/node_modules/.bin/tsx');
const OPERATOR_KEY = 'operator-key-for-the-example';
const stack = useStack();
const production = useProductionGateway(stack, { operatorKey: OPERATOR_KEY });

describe('examples/internal-tool', () => {
  it('is published with the CLI, runs on a production gateway and shows the backlog', { timeout: 60_000 }, async () => {
    const cli = { ...process.env, LENDHUB_URL: production.url, LENDHUB_ADMIN_TOKEN: stack.admin, OPERATOR_KEY, INIT_CWD: REPO_ROOT };
    const published = await run(TSX, ['scripts/publishClientDocuments.ts', '--manifest', 'examples/internal-tool/client.json'], {
      cwd: path.join(REPO_ROOT, 'gateway'),
      env: cli,
    });
    const key = /shown once: (lhc_\S+)/.exec(published.stdout)?.[1];
    expect(key).toBeTruthy();
    expect(published.stdout).toMatch(/1 document\(s\) published for "ticket-backlog-report" \(1 in all\)/);

    const counts = await stack.gql<{ open: { totalCount: number }; inProgress: { totalCount: number } }>(
      'query { open: tickets(status: OPEN) { totalCount } inProgress: tickets(status: IN_PROGRESS) { totalCount } }',
      {},
      stack.admin,
    );
    const tool = await run(TSX, ['src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'examples/internal-tool'),
      env: { ...process.env, LENDHUB_URL: production.url, LENDHUB_CLIENT_KEY: key },
    });
    expect(tool.stdout).toContain('Ticket backlog');
    expect(tool.stdout).toContain(`Open: ${counts.data!.open.totalCount}   In progress: ${counts.data!.inProgress.totalCount}`);

    // A wrong key is refused by name, and the script says so.
    const refused = await run(TSX, ['src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'examples/internal-tool'),
      env: { ...process.env, LENDHUB_URL: production.url, LENDHUB_CLIENT_KEY: `lhc_${'x'.repeat(43)}` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('The portal refused: Invalid or revoked API client key') });

    await production.flushUsage();
    const usage = await stack.gql<{ fieldUsage: Array<{ clientName: string; clientVersion: string; operations: number }> }>(
      'query { fieldUsage(coordinate: "Query.tickets(status)") { clientName clientVersion operations } }',
      {},
      stack.admin,
    );
    expect(usage.data!.fieldUsage).toContainEqual({ clientName: 'ticket-backlog-report', clientVersion: '1.0.0', operations: 1 });
  });
});
