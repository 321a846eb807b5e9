/** V8's memory settings for every server process (node-flags.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
