import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A pino logger at `info` for a gateway under test, and the JSON lines it has written so far, parsed. */
export function capturedLog(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}
