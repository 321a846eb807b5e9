import { afterAll, beforeAll } from 'vitest';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../src/index.ts';
import type { Stack } from './stack.ts';

/**
 * A second gateway beside the stack's, as production runs it (NODE_ENV=production: trusted documents only,
 * no field suggestions), with `operatorKey` and any other option: on the stack's API through the counting
 * proxy, so its upstream calls are counted with the stack's.
 */
export function startProductionGateway(stack: Stack, options: Partial<GatewayOptions> & { operatorKey: string }): Promise<RunningGateway> {
  return startGateway({ port: 0, host: '127.0.0.1', apiUrl: stack.upstream.url, jwtSecret: stack.jwtSecret, production: true, ...options });
}

/**
 * The fixture of a test file that needs one production gateway: registers the hooks that start it (after the
 * stack, which `useStack()` starts first) and close it after the file. Its fields are there once the tests run.
 */
export function useProductionGateway(stack: Stack, options: Partial<GatewayOptions> & { operatorKey: string }): RunningGateway {
  const gateway = {} as RunningGateway;
  beforeAll(async () => {
    Object.assign(gateway, await startProductionGateway(stack, options));
  });
  afterAll(() => gateway.close?.());
  return gateway;
}
