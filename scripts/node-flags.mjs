// V8's memory settings for every server process: the API, the gateway and `pnpm start`'s stack (both in one).
// Without them V8 sizes its heap for this machine's memory: the young generation grows to 2 × 16 MB during the
// start and stays there, and the old generation may grow to four times what is live before it is collected —
// under the feed load the API went 210 → 400 MB and a gateway 145 → 290 MB in garbage (issue 26 §3,
// bench/memory.ts). Here: 2 × 4 MB young, and an old generation allowed well over ten times the live heap
// (35–60 MB) whose size also makes V8 collect at 1.4× the live heap instead of 4×.
// Written out in package.json, the Dockerfile, compose.yaml, deploy/systemd and the release's package.json too
// (nodeFlags.test.ts in gateway/src checks they agree); `node` reads them only from its command line.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=512'];
