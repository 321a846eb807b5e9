import { sanitizeRichText } from '@lendhub/domain/html';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/types.ts';
import { SEED_LENDERS } from './lenders.ts';
import { SEED_POSTS } from './posts.ts';
import { seedAccounts } from './accounts.ts';
import { seedLoans } from './loans.ts';
import { seedMarketplace } from './marketplace.ts';
import { seedRateSheets } from './rate-sheets.ts';
import { seedSupportDesk } from './support-desk.ts';
import { DEMO_PASSWORD, SEED_USERS } from './users.ts';

/**
 * Seeds demo data on first start: only when the users table is empty, so restarts and
 * other people's data are left alone. All or nothing (one transaction).
 * Dates of posts are relative to now so the feed looks current; everything else is fixed.
 */
export async function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Serialize concurrent first starts on a shared PostgreSQL server.
    await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx);
    const { count } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return false;

    // Hashed only when seeding: bcrypt's cost is a fifth of a second of every start otherwise.
    const userIds = await seedUsers(trx, await hashPassword(DEMO_PASSWORD));
    await seedLenders(trx, userIds);
    await seedPosts(trx, userIds, now);
    await seedAccounts(trx, userIds, now);
    await seedSupportDesk(trx, userIds, now);
    await seedLoans(trx, userIds, now);
    await seedMarketplace(trx, userIds, now);
    await seedRateSheets(trx, now);
    return true;
  });
}

async function seedUsers(trx: Transaction<Database>, passwordHash: string): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('users')
    .values(
      SEED_USERS.map((user) => ({
        full_name: user.fullName,
        email: user.email,
        password_hash: passwordHash,
        phone_number: user.phoneNumber,
        role_id: user.roleId,
        department: user.department,
        company: user.company,
        languages: user.languages,
        states_licensed: user.statesLicensed,
        linkedin_profile: user.linkedInProfile ?? null,
        personal_website: user.personalWebsite ?? null,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return new Map(SEED_USERS.map((user) => [user.key, idByEmail.get(user.email)!]));
}

async function seedLenders(trx: Transaction<Database>, userIds: Map<string, number>): Promise<void> {
  await trx
    .insertInto('lenders')
    .values(
      SEED_LENDERS.map((lender) => ({
        slug: lender.slug,
        name: lender.name,
        full_name: lender.fullName,
        logo: null,
        image: null,
        profile_image: null,
        website: lender.website,
        description: lender.description,
        short_description: lender.shortDescription,
        status: 'Active',
        rating: lender.rating,
        contact_name: lender.contact.name,
        contact_email: lender.contact.email,
        contact_phone: lender.contact.phone,
        programs: JSON.stringify(lender.programs),
        lender_niche: sanitizeRichText(lender.lenderNiche),
        overlays: lender.overlays === null ? null : sanitizeRichText(lender.overlays),
        channel_links: JSON.stringify(lender.channelLinks),
        user_id: lender.userKey ? userIds.get(lender.userKey)! : null,
      })),
    )
    .execute();
}

async function seedPosts(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  // Oldest first, so ids grow with dates and "newest first" by id matches by date.
  const ordered = [...SEED_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const post of ordered) {
    const { id } = await trx
      .insertInto('posts')
      .values({
        author_id: userIds.get(post.authorKey)!,
        title: post.title,
        content: sanitizeRichText(post.content),
        is_published: post.isPublished,
        like_count: post.likedBy.length,
        comment_count: post.comments.length,
        created_at: at(post.hoursAgo),
        updated_at: at(post.hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (post.likedBy.length > 0) {
      await trx
        .insertInto('post_likes')
        .values(
          post.likedBy.map((key, index) => ({
            post_id: id,
            user_id: userIds.get(key)!,
            created_at: at(between(post.hoursAgo, index, post.likedBy.length)),
          })),
        )
        .execute();
    }
    if (post.comments.length > 0) {
      await trx
        .insertInto('post_comments')
        .values(
          post.comments.map((comment, index) => ({
            post_id: id,
            author_id: userIds.get(comment.authorKey)!,
            content: sanitizeRichText(comment.content),
            created_at: at(between(post.hoursAgo, index, post.comments.length)),
          })),
        )
        .execute();
    }
  }
}

/** The index-th of `count` moments spread evenly between the post's time and now (never in the future). */
function between(hoursAgo: number, index: number, count: number): number {
  return hoursAgo * (1 - (index + 1) / (count + 1));
}
