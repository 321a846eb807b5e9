import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths.ts';

/**
 * `pnpm schema:check` as CI runs it, on the repository's registered documents (the web app's and
 * examples/internal-tool's), against working schemas made for the test.
 */
const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'gateway/node_modules/.bin/tsx');
const folder = mkdtempSync(path.join(tmpdir(), 'schema-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const schema = readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
async function check(working: string) {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.graphql`);
  writeFileSync(file, working);
  // Without admin credentials: the documents in the repository only.
  const env = { ...process.env, LENDHUB_ADMIN_TOKEN: '', LENDHUB_ADMIN_EMAIL: '', LENDHUB_ADMIN_PASSWORD: '' };
  return run(TSX, ['scripts/schemaCheck.ts', '--released', path.join(REPO_ROOT, 'schema.graphql'), '--working', file], {
    cwd: path.join(REPO_ROOT, 'gateway'),
    env,
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('pnpm schema:check', () => {
  it('fails when a field the example tool uses is removed, naming the client', { timeout: 30_000 }, async () => {
    // The field and its description line.
    const removed = schema.replace(/\n {2}"[^"\n]*"\n {2}categoryLabel: String\n/, '\n');
    expect(removed).not.toBe(schema);
    const result = await check(removed);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "ticket-backlog-report: breaking change \"Field 'categoryLabel' was removed from object type 'Ticket'\"",
    );
  });

  it('passes an additive change', { timeout: 30_000 }, async () => {
    const result = await check(
      schema.replace('\ntype Ticket implements Node {\n', '\ntype Ticket implements Node {\n  "Added for the test."\n  priority: Int\n'),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/change\(s\): 0 breaking, 0 dangerous, [1-9]\d* safe/);
    expect(result.stdout).toContain('ticket-backlog-report (1)');
  });
});
