import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Several processes must be given one JWT_SECRET (docs/deploy.md "Several API processes"): the cluster
 * script and an API process told it is one of several refuse to start without it, naming the variable,
 * before they start anything.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const withoutSecret = { ...process.env, JWT_SECRET: '', DATABASE_URL: '', API_PORTS: '' };

describe('JWT_SECRET for a cluster', () => {
  it('pnpm start:cluster refuses to start without it', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/start-cluster.mjs')], {
      cwd: root,
      env: withoutSecret,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET must be set to start a cluster');
  });

  it('an API process with CLUSTER=1 refuses to start without it', () => {
    const tsx = path.join(root, 'api/node_modules/.bin/tsx');
    const run = spawnSync(tsx, [path.join(root, 'api/src/main.ts')], {
      cwd: path.join(root, 'api'),
      env: { ...withoutSecret, CLUSTER: '1', API_PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET must be set when several API processes run');
  });
});
