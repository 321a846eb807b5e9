import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/types.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { createScratchDatabase, requiredDatabaseUrl } from './helpers/test-api.ts';

/*
 * The database layer itself, on the engine of this test project: transactions must be
 * isolated on PGlite too (it is one connection shared by every request), constraints
 * must hold in the database, and seeding must run once.
 */
let db: Kysely<Database>;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.LENDHUB_TEST_ENGINE === 'postgres') {
    const scratch = await createScratchDatabase(requiredDatabaseUrl());
    drop = scratch.drop;
    db = await createDatabase({ databaseUrl: scratch.url });
  } else {
    db = await createDatabase({ inMemory: true });
  }
  await migrateToLatest(db);
  await seedIfEmpty(db);
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const firstPostId = async () => (await db.selectFrom('posts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

describe('transactions', () => {
  it('hide uncommitted writes from concurrent queries and roll back only their own work', async () => {
    const postId = await firstPostId();
    const before = (await db.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirstOrThrow()).like_count;

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));

    const failing = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('posts').set({ like_count: 999 }).where('id', '=', postId).execute();
        entered();
        await held;
        throw new Error('abort on purpose');
      })
      .catch((error: Error) => error.message);

    await inside;
    // Runs while the transaction is open: on PGlite it waits for the connection; it must never see 999.
    const concurrentRead = db.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirstOrThrow();
    const concurrentWrite = db
      .updateTable('posts')
      .set({ title: 'Title written outside the transaction' })
      .where('id', '=', postId)
      .execute();
    release();

    expect(await failing).toBe('abort on purpose');
    expect((await concurrentRead).like_count).toBe(before);
    await concurrentWrite;
    const after = await db.selectFrom('posts').select(['like_count', 'title']).where('id', '=', postId).executeTakeFirstOrThrow();
    expect(after).toEqual({ like_count: before, title: 'Title written outside the transaction' });
  });
});

describe('constraints in the database', () => {
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  it('refuse a second like by the same user, a negative counter, a blank comment and an unknown author', async () => {
    const postId = await firstPostId();
    const liker = await db.selectFrom('post_likes').select('user_id').where('post_id', '=', postId).executeTakeFirstOrThrow();
    expect(await code(db.insertInto('post_likes').values({ post_id: postId, user_id: liker.user_id }).execute())).toBe('23505');
    expect(await code(db.updateTable('posts').set({ like_count: -1 }).where('id', '=', postId).execute())).toBe('23514');
    expect(await code(db.updateTable('posts').set({ comment_count: -1 }).where('id', '=', postId).execute())).toBe('23514');
    expect(await code(db.insertInto('post_comments').values({ post_id: postId, author_id: liker.user_id, content: '   ' }).execute())).toBe(
      '23514',
    );
    expect(await code(db.insertInto('post_comments').values({ post_id: postId, author_id: 424242, content: 'x' }).execute())).toBe('23503');
  });

  it('keep emails unique whatever their letter case', async () => {
    const insert = db
      .insertInto('users')
      .values({ full_name: 'Copy', email: 'ADMIN@LENDHUB.DEMO', password_hash: 'x', role_id: 1 })
      .execute();
    expect(await code(insert)).toBe('23505');
  });

  it('seed the three roles with fixed ids and a status', async () => {
    const roles = await db.selectFrom('roles').select(['id', 'name', 'status']).where('id', '<=', 3).orderBy('id').execute();
    expect(roles).toEqual([
      { id: 1, name: 'Loan Officer', status: 'Active' },
      { id: 2, name: 'Account Executive (Lender)', status: 'Active' },
      { id: 3, name: 'Admin', status: 'Active' },
    ]);
    expect(
      await code(
        db
          .updateTable('roles')
          .set({ status: 'Deleted' as never })
          .where('id', '=', 1)
          .execute(),
      ),
    ).toBe('23514');
  });

  it('keep stored like and comment counters equal to their rows after seeding', async () => {
    const drift = await sql<{ id: number }>`
      SELECT p.id FROM posts p
      WHERE p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
         OR p.comment_count <> (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id)`.execute(db);
    expect(drift.rows).toEqual([]);
  });
});

describe('seeding', () => {
  it('runs only on an empty users table', async () => {
    const users = async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await users()).toBe(before);
    expect(
      await db
        .selectFrom('lenders')
        .select('slug')
        .where('slug', 'in', ['mega_capital', 'provident', 'remn', 'rocket', 'change_wholesale'])
        .execute(),
    ).toHaveLength(5);
  });
});

describe('rich text sanitised once, on write', () => {
  it('the seed stores rich text within the allow-list, and migration 0500 cleans rows stored before the rule', async () => {
    const { sanitizeRichText } = await import('@lendhub/domain/html');
    const { up } = await import('../src/db/migrations/0500_sanitized_rich_text.ts');
    for (const post of await db.selectFrom('posts').select('content').execute()) expect(post.content).toBe(sanitizeRichText(post.content));
    for (const lender of await db.selectFrom('lenders').select(['lender_niche', 'overlays']).execute()) {
      if (lender.lender_niche) expect(lender.lender_niche).toBe(sanitizeRichText(lender.lender_niche));
      if (lender.overlays) expect(lender.overlays).toBe(sanitizeRichText(lender.overlays));
    }

    const postId = await firstPostId();
    const lender = await db.selectFrom('lenders').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('posts')
      .set({ content: '<p>Hello<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' })
      .where('id', '=', postId)
      .execute();
    await db
      .updateTable('lenders')
      .set({ overlays: '<script>alert(3)</script>', lender_niche: '<ul><li onclick="x()">Jumbo</li></ul>' })
      .where('id', '=', lender.id)
      .execute();
    await up(db as unknown as Kysely<unknown>);

    const post = await db.selectFrom('posts').select('content').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.content).not.toMatch(/<script|onerror/);
    expect(post.content).toContain('Hello');
    const cleaned = await db
      .selectFrom('lenders')
      .select(['lender_niche', 'overlays'])
      .where('id', '=', lender.id)
      .executeTakeFirstOrThrow();
    expect(cleaned.overlays).toBeNull();
    expect(cleaned.lender_niche).toBe('<ul><li>Jumbo</li></ul>');
  });
});
