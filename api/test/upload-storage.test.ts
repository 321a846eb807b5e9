import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../src/db/testing/scratch-database.ts';
import type { Database } from '../src/db/types.ts';
import { startApi } from '../src/index.ts';
import { copyFolderToStorage } from '../src/uploads/copyFolder.ts';
import { postgresUploadStorage } from '../src/uploads/postgresStorage.ts';
import { loadConfig } from '../src/config.ts';
import { PNG_1X1, pngOfSize } from '../src/uploads/testing/fixtures.ts';
import { formOf, TEST_JWT_SECRET, testEngine, useTestApi } from './helpers/test-api.ts';

/** Uploads kept in the database (UPLOAD_STORAGE=postgres): any API process on that database serves them. */
const { api, officer } = useTestApi({ uploadStorage: 'postgres' });

async function uploadAvatar(content: Buffer): Promise<string> {
  const { status, body } = await api.form(
    'PUT',
    '/api/User/UpdateUser',
    formOf({ UserId: officer.userId }, [['File', content, 'me.png']]),
    officer.token,
  );
  expect(status).toBe(200);
  return body.data.avatarUrl as string;
}

describe('the database upload storage through the API', () => {
  it('stores an avatar in the database, not the folder, and serves it byte for byte', async () => {
    const picture = pngOfSize(600 * 1024); // three chunks
    const url = await uploadAvatar(picture);
    expect(await api.storedFiles()).toEqual([]);
    const served = await fetch(api.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(picture.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it.runIf(testEngine() === 'postgres')('serves a file uploaded through one API process from another on the same database', async () => {
    const url = await uploadAvatar(PNG_1X1);
    const otherDir = await mkdtemp(path.join(tmpdir(), 'lendhub-api-other-'));
    const other = await startApi({
      port: 0,
      jwtSecret: TEST_JWT_SECRET,
      databaseUrl: api.databaseUrl!,
      dataDir: otherDir,
      seed: false,
      uploadStorage: 'postgres',
    });
    try {
      const served = await fetch(other.url + url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('deletes the replaced avatar from the database', async () => {
    const first = await uploadAvatar(PNG_1X1);
    await uploadAvatar(PNG_1X1);
    expect((await fetch(api.url + first)).status).toBe(404);
  });
});

describe('copying the upload folder into the database (uploads:migrate)', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let folder: string;
  const big = pngOfSize(700 * 1024);
  const names = { small: `${'1'.repeat(32)}.png`, big: `${'2'.repeat(32)}.png` };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDatabase(database.options);
    folder = await mkdtemp(path.join(tmpdir(), 'lendhub-uploads-folder-'));
    await writeFile(path.join(folder, names.small), PNG_1X1);
    await writeFile(path.join(folder, names.big), big);
    // Not stored uploads: left where they are.
    await mkdir(path.join(folder, '.staging'));
    await writeFile(path.join(folder, '.staging', `${'3'.repeat(32)}.png`), PNG_1X1);
    await writeFile(path.join(folder, 'notes.txt'), 'not an upload');
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies every stored file once, in chunks, and a second run copies nothing', async () => {
    const storage = postgresUploadStorage(db);
    expect(await copyFolderToStorage(folder, storage)).toEqual({ copied: 2, skipped: 0 });
    expect(await copyFolderToStorage(folder, storage)).toEqual({ copied: 0, skipped: 2 });

    const chunks = await sql<{
      name: string;
      count: number;
    }>`SELECT name, count(*)::int AS count FROM upload_chunks GROUP BY name ORDER BY name`.execute(db);
    expect(chunks.rows).toEqual([
      { name: names.small, count: 1 },
      { name: names.big, count: 3 },
    ]);
    for (const [name, content] of [
      [names.small, PNG_1X1],
      [names.big, big],
    ] as const) {
      const opened = await storage.open(name);
      expect(opened?.size).toBe(content.length);
      const pieces: Buffer[] = [];
      for await (const piece of opened!.stream) pieces.push(piece as Buffer);
      expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(256 * 1024);
      expect(Buffer.concat(pieces).equals(content)).toBe(true);
    }
  });
});

describe('UPLOAD_STORAGE', () => {
  it('defaults to the folder, takes postgres, and names itself when it is anything else', () => {
    expect(loadConfig({}).uploadStorage).toBe('local');
    expect(loadConfig({ UPLOAD_STORAGE: 'postgres' }).uploadStorage).toBe('postgres');
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow('UPLOAD_STORAGE must be local or postgres, got "s3"');
  });
});
