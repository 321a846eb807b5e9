// What loading the API costs at start: packages that only some requests or deployments use load when first used
// (docs/performance.md, "Issue 26, eighth round"), so a start on PGlite does not compile them.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** The npm packages a fresh Node process has loaded once it has imported the API's entry (and started nothing). */
async function packagesLoadedByTheApi(): Promise<Set<string>> {
  const script = `
    import { createRequire } from 'node:module';
    await import('./src/index.ts');
    const cache = createRequire(import.meta.url).cache;
    const names = Object.keys(cache).map((file) => file.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\/(?!.*node_modules)/)?.[1]);
    console.log(JSON.stringify([...new Set(names.filter(Boolean))]));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return new Set(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[]);
}

describe('the API entry', () => {
  it('loads the PDF, PostgreSQL, mail and QR code libraries only when they are used', async () => {
    const loaded = await packagesLoadedByTheApi();
    // The check can see CommonJS packages at all: Express is one the API always needs.
    expect(loaded).toContain('express');
    for (const onDemand of ['pdf-lib', 'pg', 'nodemailer', 'qrcode']) expect(loaded, onDemand).not.toContain(onDemand);
  }, 60_000);
});
