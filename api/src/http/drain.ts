import type { Server, ServerResponse } from 'node:http';

/**
 * The answers still to be sent when the API starts to drain go out with `Connection: close`, and so does
 * any answer after that: the gateways' keep-alive pools then drop those sockets instead of sending their
 * next call down a connection the closing server is about to end (a reset the caller cannot retry safely).
 */
export function trackAnswersInFlight(server: Server): { closeAfterAnswers: () => void } {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Before the app's own listener: an answer sent at once (a 503 "stopping", a 401) must get the header too.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) return closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    closeAfterAnswers() {
      draining = true;
      for (const res of inFlight) closeAfter(res);
      inFlight.clear();
    },
  };
}
