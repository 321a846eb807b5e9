import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FieldUsageRecorder, type UsageRow } from './usage.ts';

const schema = buildSchema('type Query { viewer: User } type User { name: String, email: String }');
const NOW = new Date('2026-11-26T12:00:00Z');

describe('FieldUsageRecorder', () => {
  it('adds up operations per day, client, version and coordinate, and keeps them when a flush fails', async () => {
    const sent: UsageRow[][] = [];
    let fail = true;
    const recorder = new FieldUsageRecorder(
      schema,
      async (rows) => {
        if (fail) throw new Error('API down');
        sent.push(rows);
      },
      60_000,
    );
    recorder.count('query A { viewer { name } }', 'tool', '1.0', NOW);
    recorder.count('query A { viewer { name } }', 'tool', '1.0', NOW);
    recorder.count('query B { viewer { email } }', 'tool', '2.0', NOW);
    await expect(recorder.flush()).rejects.toThrow('API down');
    recorder.count('query A { viewer { name } }', 'tool', '1.0', NOW);
    fail = false;
    await recorder.flush();
    await recorder.close();
    const row = (version: string, coordinate: string, operations: number) => ({
      day: '2026-11-26',
      clientName: 'tool',
      clientVersion: version,
      coordinate,
      operations,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual(
      expect.arrayContaining([
        row('1.0', 'Query.viewer', 3),
        row('1.0', 'User.name', 3),
        row('2.0', 'Query.viewer', 1),
        row('2.0', 'User.email', 1),
      ]),
    );
    expect(sent[0]).toHaveLength(4);
  });
});
