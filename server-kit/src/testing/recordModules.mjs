// Preload (`node --import ./recordModules.mjs …`): on exit, writes to LOADED_MODULES_FILE every module
// the process loaded — ES modules through the loader hooks, CommonJS ones from require's cache.
import { writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const loaded = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => loaded.add(url));
port1.unref();
register(new URL('./moduleHooks.mjs', import.meta.url), { data: { port: port2 }, transferList: [port2] });

const requireCache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  const commonJs = Object.keys(requireCache).map((file) => `file://${file}`);
  writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify([...loaded, ...commonJs]));
});
