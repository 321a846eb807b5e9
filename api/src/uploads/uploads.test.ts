import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../db/testing/migrated-database.ts';
import type { Database } from '../db/types.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { errorHandler } from '../http/errors.ts';
import { attachmentPolicy, imagePolicy, registrationImagePolicy } from './policies.ts';
import { receiveUploads, uploadsOf } from './receive.ts';
import { uploadsRouter } from './serve.ts';
import { GIF_1X1, JPEG_SMALL, PDF_SMALL, PNG_1X1, pngOfSize, TEXT_FILE } from './testing/fixtures.ts';
import { createUploadStorage, type UploadStorageKind } from './storage.ts';
import { transactionWithUploads } from './transaction.ts';

/**
 * The upload pipeline end to end over HTTP, on each storage (the folder and the database): a probe
 * route receives files, stores them with a row in one transaction (failing on demand), and /uploads
 * serves them.
 */
describe.each<UploadStorageKind>(['local', 'postgres'])('uploads stored in %s', (kind) => {
  let db: Kysely<Database>;
  let dataDir: string;
  let uploadsDir: string;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lendhub-uploads-'));
    uploadsDir = path.join(dataDir, 'uploads');
    // The attachment tables tell private files from public ones when serving.
    db = await migratedMemoryDatabase();
    await sql`CREATE TABLE upload_probe (id serial PRIMARY KEY, url text NOT NULL, label text NOT NULL CHECK (label <> 'fail'))`.execute(
      db,
    );
    const storage = createUploadStorage(kind, { db, uploadsDir });
    const deps = { db, uploadStorage: storage, config: { dataDir, uploadsDir, jwtSecret: 'test', trustProxy: 'loopback' } } as ApiDeps;

    const app = express();
    app.use(express.json());
    app.use(uploadsRouter(deps));
    const store = (req: express.Request, res: express.Response) =>
      transactionWithUploads({ db, storage }, uploadsOf(req), async ({ trx, files }) => {
        if (files.length === 0) throw new ApiError(400, 'No file');
        for (const file of files) {
          await sql`INSERT INTO upload_probe (url, label) VALUES (${file.url}, ${String(req.body?.label ?? '')})`.execute(trx);
        }
        return files.map((file) => file.url);
      }).then((urls) => sendOk(res, urls));
    app.post('/image', receiveUploads(imagePolicy()), store);
    app.post('/registration', receiveUploads(registrationImagePolicy()), store);
    app.post('/attachments', receiveUploads(attachmentPolicy(['Files'], 3)), store);
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 60_000); // opening PGlite takes seconds on a busy machine

  afterAll(() => close());

  beforeEach(async () => {
    // Each test starts with no rows and no stored files, so "nothing left behind" is exact.
    await sql`DELETE FROM upload_probe`.execute(db);
    await sql`DELETE FROM upload_files`.execute(db);
    for (const name of await readdir(uploadsDir).catch(() => [] as string[])) {
      if (name !== '.staging') await rm(path.join(uploadsDir, name), { force: true });
    }
  });

  function form(files: Array<[field: string, content: Buffer, name: string]>, fields: Record<string, string> = { label: 'ok' }): FormData {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    for (const [field, content, name] of files) body.append(field, new Blob([new Uint8Array(content)]), name);
    return body;
  }

  async function post(route: string, body: FormData) {
    const response = await fetch(`${baseUrl}${route}`, { method: 'POST', body });
    return { status: response.status, body: (await response.json()) as { status: number; responseMsg: string; data: any } };
  }

  /** Stored files (the staging folder excluded) and probe rows: both must stay empty after a refusal. */
  async function leftovers() {
    const names =
      kind === 'local'
        ? await readdir(uploadsDir).catch(() => [] as string[])
        : (await db.selectFrom('upload_files').select('name').execute()).map((row) => row.name);
    const staged = await readdir(path.join(uploadsDir, '.staging')).catch(() => [] as string[]);
    const rows = await sql<{ count: number }>`SELECT count(*)::int AS count FROM upload_probe`.execute(db);
    return { files: names.filter((name) => name !== '.staging'), staged, rows: rows.rows[0]?.count };
  }

  describe('image uploads', () => {
    it('stores a PNG with its row and serves it with safe headers', async () => {
      const { status, body } = await post('/image', form([['File', PNG_1X1, 'me.png']]));
      expect(status).toBe(200);
      const [url] = body.data as string[];
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

      const served = await fetch(`${baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
      expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
      expect(await leftovers()).toMatchObject({ files: [url!.slice('/uploads/'.length)], staged: [], rows: 1 });
    });

    it('names the stored file by its content: a PNG called .jpg is stored as .png', async () => {
      const { body } = await post('/image', form([['File', PNG_1X1, 'holiday.jpg']]));
      expect(body.data[0]).toMatch(/\.png$/);
    });

    it.each([
      ['text behind a .png name', Buffer.from('just some text, not a picture'), 'fake.png'],
      ['a GIF (registration only)', GIF_1X1, 'anim.gif'],
      ['a PDF', PDF_SMALL, 'doc.pdf'],
      ['an empty file', Buffer.alloc(0), 'empty.png'],
    ])('refuses %s with the spec message and leaves nothing behind', async (_label, content, name) => {
      const { status, body } = await post('/image', form([['File', content, name]]));
      expect(status).toBe(400);
      expect(body.responseMsg).toBe('You can only upload JPG/PNG/WEBP files!');
      expect(body.data.errors.File).toBe('You can only upload JPG/PNG/WEBP files!');
      expect(await leftovers()).toEqual({ files: [], staged: [], rows: 0 });
    });

    it('refuses a file over 2 MB', async () => {
      const { status, body } = await post('/image', form([['File', pngOfSize(2 * 1024 * 1024 + 1), 'big.png']]));
      expect(status).toBe(400);
      expect(body.responseMsg).toBe('Image must be smaller than 2MB!');
      expect(await leftovers()).toEqual({ files: [], staged: [], rows: 0 });
    });

    it('accepts exactly 2 MB', async () => {
      const { status } = await post('/image', form([['File', pngOfSize(2 * 1024 * 1024), 'edge.png']]));
      expect(status).toBe(200);
    });

    it('refuses a second file and files in unexpected fields', async () => {
      const two = await post(
        '/image',
        form([
          ['File', PNG_1X1, 'a.png'],
          ['File', PNG_1X1, 'b.png'],
        ]),
      );
      expect(two.status).toBe(400);
      const other = await post('/image', form([['Avatar', PNG_1X1, 'a.png']]));
      expect(other.status).toBe(400);
      expect(other.body.responseMsg).toBe("Unexpected file field 'Avatar'");
      expect(await leftovers()).toEqual({ files: [], staged: [], rows: 0 });
    });

    it('deletes the stored file when the transaction fails (no orphan, no row)', async () => {
      const { status } = await post('/image', form([['File', JPEG_SMALL, 'a.jpg']], { label: 'fail' }));
      expect(status).toBe(500);
      expect(await leftovers()).toEqual({ files: [], staged: [], rows: 0 });
    });
  });

  describe('registration photos', () => {
    it('also take a GIF', async () => {
      const { status, body } = await post('/registration', form([['File', GIF_1X1, 'me.gif']]));
      expect(status).toBe(200);
      expect(body.data[0]).toMatch(/\.gif$/);
    });

    it("refuse a non-image with the registration form's message", async () => {
      const { status, body } = await post('/registration', form([['File', PDF_SMALL, 'cv.pdf']]));
      expect(status).toBe(400);
      expect(body.responseMsg).toBe('file must be an image (jpg, png, gif, webp)');
    });
  });

  describe('attachments', () => {
    it('take PDFs and text files, several at once, and serve documents as downloads', async () => {
      const { status, body } = await post(
        '/attachments',
        form([
          ['Files', PDF_SMALL, 'a.pdf'],
          ['Files', TEXT_FILE, 'notes.txt'],
        ]),
      );
      expect(status).toBe(200);
      const [pdf, txt] = body.data as string[];
      const served = await fetch(`${baseUrl}${txt}`);
      expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(served.headers.get('content-disposition')).toBe('attachment');
      expect((await fetch(`${baseUrl}${pdf}`)).headers.get('content-type')).toBe('application/pdf');
    });

    it('refuse more files than allowed', async () => {
      const files: Array<[string, Buffer, string]> = [1, 2, 3, 4].map((n) => ['Files', PDF_SMALL, `${n}.pdf`]);
      const { status, body } = await post('/attachments', form(files));
      expect(status).toBe(400);
      expect(body.responseMsg).toBe('You can attach at most 3 files');
      expect(await leftovers()).toEqual({ files: [], staged: [], rows: 0 });
    });

    it('refuse an executable behind a .pdf name', async () => {
      const { status, body } = await post('/attachments', form([['Files', Buffer.from('MZ\u0090\u0000binary'), 'invoice.pdf']]));
      expect(status).toBe(400);
      expect(body.responseMsg).toBe('You can only attach PDF, PNG, JPG, WEBP or TXT files!');
    });
  });

  describe('GET /uploads/<name>', () => {
    it.each(['..%2F..%2Fetc%2Fpasswd', '.staging', 'secret.png', `${'a'.repeat(32)}.html`, ''])('gives 404 for %j', async (name) => {
      const response = await fetch(`${baseUrl}/uploads/${name}`);
      expect(response.status).toBe(404);
    });

    it('gives 404 for a staged (uncommitted) file even with a valid name', async () => {
      const name = `${'b'.repeat(32)}.png`;
      await writeFile(path.join(uploadsDir, '.staging', name), PNG_1X1).catch(async () => undefined);
      expect((await fetch(`${baseUrl}/uploads/${name}`)).status).toBe(404);
      await rm(path.join(uploadsDir, '.staging', name), { force: true });
    });
  });
});
