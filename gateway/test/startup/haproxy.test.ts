import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyConfig, haproxyEnv, spawnHaproxy, writeHaproxyConfig } from '../../../scripts/haproxy.mjs';
import { freePort } from '../../../scripts/fault-cluster.mjs';

/*
 * `pnpm start:cluster`'s HAProxy (deploy/haproxy/lendhub.cfg through scripts/haproxy.mjs), in front of
 * stand-in servers that say who they are and what headers reached them: round robin over the "gateways",
 * X-Forwarded-For/-Proto, a "gateway" answering /healthz 503 (stopping) leaves the rotation, and the
 * second frontend reaches the "API" processes, keeping one whose database is away and leaving out one told to stop. HAProxy must be installed (.ci/run installs it).
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StandIn {
  name: string;
  port: number;
  /** What its /healthz answers: 200, the API's 503 "unavailable" (database away), or 503 "stopping". */
  health: 'ok' | 'unavailable' | 'stopping';
  server: http.Server;
}

async function standIn(name: string): Promise<StandIn> {
  const entry = { name, port: 0, health: 'ok' } as StandIn;
  entry.server = http.createServer((req, res) => {
    if (req.url === '/healthz')
      return void res
        .writeHead(entry.health === 'ok' ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: entry.health }));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] }));
  });
  await new Promise<void>((resolve) => entry.server.listen(0, '127.0.0.1', resolve));
  entry.port = (entry.server.address() as AddressInfo).port;
  return entry;
}

const ask = async (url: string) =>
  (await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.7' } })).json() as Promise<{
    name: string;
    forwardedFor: string;
    proto: string;
  }>;

/** Which stand-ins answered `times` requests to `url`, one after another. */
async function answeredBy(url: string, times: number): Promise<Set<string>> {
  const names = new Set<string>();
  for (let i = 0; i < times; i++) names.add((await ask(url)).name);
  return names;
}

describe('HAProxy in front of the gateways and the API processes', () => {
  let gateways: StandIn[];
  let apis: StandIn[];
  let haproxy: ChildProcess;
  let dir: string;
  let publicUrl: string;
  let apiUrl: string;

  beforeAll(async () => {
    gateways = await Promise.all([standIn('gateway1'), standIn('gateway2')]);
    apis = await Promise.all([standIn('api1'), standIn('api2')]);
    const [port, apiPort] = [await freePort(), await freePort()];
    dir = mkdtempSync(path.join(tmpdir(), 'lendhub-haproxy-'));
    const env = { ...process.env, ...haproxyEnv({ port, host: '127.0.0.1', apiPort, checkIntervalMs: 100 }) };
    const file = writeHaproxyConfig(
      path.join(dir, 'lendhub.cfg'),
      { gatewayPorts: gateways.map((g) => g.port), apiPorts: apis.map((a) => a.port) },
      env,
    );
    haproxy = spawnHaproxy(file, env, { stdio: 'ignore' });
    [publicUrl, apiUrl] = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${apiPort}`];
    for (let deadline = Date.now() + 10_000; ; await sleep(50)) {
      const up = await fetch(`${publicUrl}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('HAProxy did not serve within 10 s');
    }
  }, 20_000);
  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all([...gateways, ...apis].map((s) => new Promise((resolve) => s.server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every server in its block, and a single API process without health checks', () => {
    const text = haproxyConfig({ gatewayPorts: [4002, 4003, 4006], apiPorts: [4004] });
    expect(text).toMatch(
      /# BEGIN gateways\n {4}server gateway1 127\.0\.0\.1:4002\n {4}server gateway2 127\.0\.0\.1:4003\n {4}server gateway3 127\.0\.0\.1:4006\n {4}# END gateways/,
    );
    expect(text).toMatch(/# BEGIN api\n {4}server api1 127\.0\.0\.1:4004 no-check\n {4}# END api/);
  });

  it('round-robins over the gateways and passes the client address and scheme on', async () => {
    await sleep(500); // both in rotation (rise 2 at 100 ms)
    const answers = [await ask(publicUrl), await ask(publicUrl), await ask(publicUrl), await ask(publicUrl)];
    expect(new Set(answers.map((answer) => answer.name))).toEqual(new Set(['gateway1', 'gateway2']));
    expect(answers[0]!.name).not.toBe(answers[1]!.name);
    // The header the client sent comes first, HAProxy's view of the client (loopback) after it.
    expect(answers[0]!.forwardedFor).toBe('203.0.113.7, 127.0.0.1');
    expect(answers[0]!.proto).toBe('http');
  });

  it('takes a gateway whose /healthz answers 503 (stopping) out of rotation, and back when it answers 200', async () => {
    gateways[0]!.health = 'stopping';
    await sleep(600); // fall 2 at 100 ms, with room
    expect(await answeredBy(publicUrl, 6)).toEqual(new Set(['gateway2']));
    gateways[0]!.health = 'ok';
    await sleep(600);
    expect(await answeredBy(publicUrl, 6)).toEqual(new Set(['gateway1', 'gateway2']));
  });

  it('round-robins the API frontend over the API processes, keeping one that answers /healthz 503 (database away)', async () => {
    apis[0]!.health = 'unavailable'; // the API's 503 when its database is away: still an answer
    await sleep(600);
    const names = await answeredBy(apiUrl, 4);
    apis[0]!.health = 'ok';
    expect(names).toEqual(new Set(['api1', 'api2']));
  });

  it('takes an API process whose /healthz answers 503 "stopping" (told to stop, still serving) out of rotation, and back when it answers 200', async () => {
    apis[0]!.health = 'stopping';
    await sleep(600);
    expect(await answeredBy(apiUrl, 4)).toEqual(new Set(['api2']));
    apis[0]!.health = 'ok';
    await sleep(600);
    expect(await answeredBy(apiUrl, 4)).toEqual(new Set(['api1', 'api2']));
  });

  it('sends a request whose server refuses the connection to the other one (a stopped process)', async () => {
    await new Promise((resolve) => apis[1]!.server.close(resolve));
    // Before any health check has seen it go: every request still answered, by api1.
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await ask(apiUrl)).name);
    expect(names).toEqual(['api1', 'api1', 'api1', 'api1']);
  });
});
