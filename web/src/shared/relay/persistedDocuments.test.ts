import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The production build sends document ids only, and the gateway runs only the ids it finds in
// web/persisted-documents.json: an operation whose artifact has an id missing there fails on screen.
// relay-compiler writes an id only when it (re)compiles the operation, so artifacts merged from another
// branch can arrive without theirs (fix: `pnpm exec relay-compiler --repersist`).
const webDir = path.resolve(__dirname, '../../..');
const artifactsDir = path.join(webDir, 'src/__generated__');

describe('trusted documents', () => {
  it('holds every operation the web app can send', () => {
    const persisted = JSON.parse(readFileSync(path.join(webDir, 'persisted-documents.json'), 'utf8')) as Record<string, string>;
    const ids = readdirSync(artifactsDir)
      .filter((file) => file.endsWith('.graphql.ts'))
      .flatMap((file) =>
        [...readFileSync(path.join(artifactsDir, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map((match) => ({
          file,
          id: match[1]!,
        })),
      );
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter(({ id }) => !(id in persisted)).map(({ file }) => file)).toEqual([]);
  });
});
