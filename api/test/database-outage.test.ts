import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { startTcpCable, type TcpCable } from '../../scripts/tcp-cable.mjs';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/availability.ts';
import { startApi, type RunningApi } from '../src/index.ts';
import { createScratchDatabase, DEMO, requiredDatabaseUrl, TEST_JWT_SECRET, testEngine } from './helpers/test-api.ts';

/*
 * The fault suite's database faults (docs/performance.md "Reliability"): the link between the API and PostgreSQL
 * is cut through a TCP proxy the test controls, while a write load runs. PostgreSQL only: PGlite runs
 * inside the API's process and has no connection to lose.
 */
const OUTAGE_MS = 10_000;
const LIMITS = { perToken: 100_000, perAddress: 100_000, windowSeconds: 60 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(testEngine() !== 'postgres')('the API and its PostgreSQL link', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let cable: TcpCable;
  let api: RunningApi;
  let direct: pg.Pool;
  let token: string;
  let postId: number;

  /** The scratch database's URL through the cable. */
  const throughCable = () => {
    const url = new URL(scratch.url);
    url.hostname = '127.0.0.1';
    url.port = String(cable.port);
    return url.toString();
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(requiredDatabaseUrl());
    const server = new URL(scratch.url);
    cable = await startTcpCable({ host: server.hostname, port: Number(server.port || 5432) });
    direct = new pg.Pool({ connectionString: scratch.url, max: 2 });
    api = await startApi({ port: 0, jwtSecret: TEST_JWT_SECRET, databaseUrl: throughCable(), requestLimits: LIMITS, databaseWaitMs: 0 });
    const login = await fetch(`${api.url}/api/Authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.officer, password: DEMO.password }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    postId = (await direct.query<{ id: number }>('SELECT id FROM posts ORDER BY id LIMIT 1')).rows[0]!.id;
  });
  afterAll(async () => {
    await api?.close();
    await cable?.close();
    await direct?.end();
    await scratch?.drop();
  });

  const health = () =>
    fetch(`${api.url}/healthz`).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));

  it('answers 503 while the link is cut for 10 s under a write load, serves again by itself, and stores every acknowledged write exactly once', async () => {
    const run = randomUUID().slice(0, 8);
    const acknowledged: string[] = [];
    const refusals: { status: number; message: string; at: number }[] = [];
    let cutAt = 0;
    let restoredAt = 0;
    let firstAckAfterRestore = 0;
    let sent = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const content = `outage ${run} #${(sent += 1)}`;
        const response = await fetch(`${api.url}/api/loan-posts/${postId}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ content }),
        }).catch(() => null);
        const body = response ? ((await response.json().catch(() => ({}))) as { responseMsg?: string }) : {};
        if (response?.status === 201) {
          acknowledged.push(content);
          if (restoredAt && !firstAckAfterRestore) firstAckAfterRestore = Date.now();
        } else {
          refusals.push({ status: response?.status ?? 0, message: body.responseMsg ?? 'no answer', at: Date.now() });
          await sleep(50);
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 60) await sleep(20);

    cutAt = Date.now();
    await cable.cut();
    await sleep(1_000);
    const during = await health();
    await sleep(OUTAGE_MS - 1_000);
    await cable.restore();
    restoredAt = Date.now();
    while (!firstAckAfterRestore && Date.now() - restoredAt < 15_000) await sleep(20);
    const afterRestore = acknowledged.length;
    while (acknowledged.length < afterRestore + 60 || sent < 200) await sleep(20);
    stop = true;
    await Promise.all(writers);

    console.log(
      `database link cut ${OUTAGE_MS / 1000} s: ${sent} writes sent, ${acknowledged.length} acknowledged, ${refusals.length} refused (503), served again ${firstAckAfterRestore - restoredAt} ms after the link returned`,
    );
    // While away: 503 with the message (the process never crashed, never a 500); /healthz says so.
    expect(during).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'unavailable' } } });
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((refusal) => refusal.status !== 503 || refusal.message !== DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
    // Refusals only while the link was down (and for queries caught by the cut), none after it came back and served.
    expect(refusals.filter((refusal) => refusal.at < cutAt || refusal.at > firstAckAfterRestore)).toEqual([]);
    // Back by itself within 6 s of the link's return (a new connection per query until one opens).
    expect(firstAckAfterRestore - restoredAt).toBeLessThan(6_000);
    expect((await health()).status).toBe(200);

    // Exactly once: every acknowledged comment is stored once, nothing is stored twice, and the
    // post's counter agrees with its rows (a write either happened whole or not at all).
    const { rows } = await direct.query<{ content: string; copies: number }>(
      'SELECT content, count(*)::int AS copies FROM post_comments WHERE content LIKE $1 GROUP BY content',
      [`outage ${run} #%`],
    );
    const stored = new Map(rows.map((row) => [row.content, row.copies]));
    expect(acknowledged.filter((content) => stored.get(content) !== 1)).toEqual([]);
    expect(rows.filter((row) => row.copies > 1)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(200);
    const counter = await direct.query<{ comment_count: number; rows: number }>(
      'SELECT comment_count, (SELECT count(*)::int FROM post_comments WHERE post_id = posts.id) AS rows FROM posts WHERE id = $1',
      [postId],
    );
    expect(counter.rows[0]!.comment_count).toBe(counter.rows[0]!.rows);
  }, 60_000);

  it('waits for a database it cannot reach at start, logging each retry, and starts once it answers', async () => {
    await cable.cut();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const starting = startApi({
        port: 0,
        jwtSecret: TEST_JWT_SECRET,
        databaseUrl: throughCable(),
        requestLimits: LIMITS,
        databaseWaitMs: 60_000,
      });
      await sleep(2_500);
      await cable.restore();
      const second = await starting;
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      await second.close();
      expect(warn.mock.calls.map(([line]) => String(line))).toContainEqual(
        expect.stringMatching(/cannot be reached \(ECONNREFUSED.*retrying in/),
      );
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it('fails at once when told not to wait (DATABASE_WAIT_MS=0)', async () => {
    await cable.cut();
    try {
      await expect(startApi({ port: 0, jwtSecret: TEST_JWT_SECRET, databaseUrl: throughCable(), databaseWaitMs: 0 })).rejects.toThrow(
        /ECONNREFUSED|connect/,
      );
    } finally {
      await cable.restore();
    }
  });
});
