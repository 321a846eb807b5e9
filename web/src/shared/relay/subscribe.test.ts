import { describe, expect, it } from 'vitest';
import { eventData } from './subscribe';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of eventData(body)) events.push(event);
  return events;
}

describe('eventData', () => {
  it('reads named events whose lines arrive split across chunks', async () => {
    const events = await collect(streamOf('event: next\nda', 'ta: {"data":{"a":1}}\n', '\nevent: next\r\ndata: {"data":{"a":2}}\r\n\r\nevent: complete\ndata:\n\n'));
    expect(events).toEqual([
      { event: 'next', data: '{"data":{"a":1}}' },
      { event: 'next', data: '{"data":{"a":2}}' },
      { event: 'complete', data: '' },
    ]);
  });

  it('joins multi-line data and defaults the event name to message', async () => {
    expect(await collect(streamOf('data: one\ndata: two\n\n'))).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
