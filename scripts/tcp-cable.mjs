// A TCP proxy that a fault test can cut and restore: `cut()` destroys every connection through it and
// stops listening (clients see ECONNRESET, then ECONNREFUSED), `restore()` listens again on the same
// port. Put between a process and its database or Redis to drop the link without stopping the server
// behind it (the fault suite, bench/faults.ts).
import net from 'node:net';

/**
 * @param {{ host: string, port: number }} target
 * @returns {Promise<import('./tcp-cable.d.mts').TcpCable>}
 */
export async function startTcpCable(target) {
  const sockets = new Set();
  /** @type {net.Server | undefined} */
  let server;
  let port = 0;
  const listen = () =>
    new Promise((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        port = /** @type {net.AddressInfo} */ (listening.address()).port;
        resolve(undefined);
      });
    });
  await listen();
  const cut = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve(undefined);
      const closing = server;
      server = undefined;
      closing.close(() => resolve(undefined));
    });
  return {
    port,
    cut,
    restore: () => (server ? Promise.resolve() : listen()),
    close: cut,
  };
}
