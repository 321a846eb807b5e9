import { startSandboxServer, type RunningSandbox } from '@lendhub/api';
import { afterAll, beforeAll } from 'vitest';
import { startStubServer, type StubServer } from './stubServer.ts';
import { TEST_KEY } from './thirdParty.ts';

/** What a third-party data source is tried against: its API sandbox, the same sandbox rate-limited, and a stub. */
export interface ProviderServers {
  /** The API's sandbox of the service, without a database; plenty of requests allowed. */
  sandbox: RunningSandbox;
  /** The same sandbox allowing one request a minute, for the rate-limit paths. */
  limited: RunningSandbox;
  /** A stub playing the service when it is slow, broken or malformed. */
  stub: StubServer;
}

/** The fixture of a data source's contract tests: registers the hooks that start and stop its servers for the file. */
export function useProviderServers(service: 'crm' | 'property'): ProviderServers {
  const servers = {} as ProviderServers;
  beforeAll(async () => {
    const options = { apiKey: TEST_KEY, crm: service === 'crm', property: service === 'property' };
    servers.sandbox = await startSandboxServer({ ...options, rateLimit: { limit: 1000, windowMs: 60_000 } });
    servers.limited = await startSandboxServer({ ...options, rateLimit: { limit: 1, windowMs: 60_000 } });
    servers.stub = await startStubServer();
  });
  afterAll(async () => {
    await Promise.all([servers.sandbox?.close(), servers.limited?.close(), servers.stub?.close()]);
  });
  return servers;
}
