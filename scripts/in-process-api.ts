/**
 * The one way the gateway's process reaches the API's code: `pnpm start` and `pnpm dev` without API_URL run
 * the API in the gateway's process (gateway/src/main.ts imports this file only then). The workspace root
 * depends on @lendhub/api, the gateway package does not: a gateway deployed on its own (API_URL set) has
 * neither the API's code nor its dependencies (kysely, PGlite, pg…).
 */
export { startApi, type RunningApi, type StartApiOptions } from '@lendhub/api';
export { currentConfig as currentApiConfig } from '@lendhub/api/config';
