export { startApi, type RunningApi, type StartApiOptions } from './server.ts';
export { resolveJwtSecret } from '@lendhub/server-kit/jwt-secret';
// Third-party sandboxes: the key the gateway sends, the seeded records, a database-free server.
export * from './sandbox/index.ts';
