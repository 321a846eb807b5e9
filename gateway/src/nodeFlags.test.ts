import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/node-flags.mjs';
import { REPO_ROOT } from './paths.ts';

/*
 * `node` takes V8's memory settings only on its command line: every place that starts a server writes them out
 * (scripts/node-flags.mjs says why they matter). A start command without them, or with other values, fails here.
 */
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const spaced = SERVER_NODE_FLAGS.join(' ');

describe("the servers' node flags", () => {
  it('are on every start command: package.json (the bench one too), the Dockerfile, compose.yaml, the systemd units', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`node ${spaced} scripts/start.mjs`);
    expect(scripts['start:api']).toBe(`node ${spaced} scripts/start-api.mjs`);
    // The bench's in-process layout is `pnpm start`'s: its figures are taken with the same settings.
    const bench = (JSON.parse(read('bench/package.json')) as { scripts: Record<string, string> }).scripts;
    expect(bench.bench).toBe(`LOG_LEVEL=warn node ${spaced} --import tsx compare.bench.ts`);
    expect(read('Dockerfile')).toContain(
      `CMD ["node", ${SERVER_NODE_FLAGS.map((flag) => `"${flag}"`).join(', ')}, "gateway/dist/main.mjs"]`,
    );
    const compose = read('compose.yaml');
    for (const server of ['api', 'gateway']) {
      expect(compose).toContain(`command: [node, ${SERVER_NODE_FLAGS.join(', ')}, ${server}/dist/main.mjs]`);
      expect(read(`deploy/systemd/${server}@.service`)).toContain(`/usr/bin/node ${spaced} ${server}/dist/main.mjs`);
    }
  });

  it('are ones this node accepts', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
