import { fileURLToPath } from 'node:url';

/**
 * The repository's root. This file sits two folders below it (gateway/src), as the compiled gateway
 * does (gateway/dist, scripts/server-build.mjs): every path to a file outside the gateway starts here.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
