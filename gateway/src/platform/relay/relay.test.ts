import { describe, expect, it } from 'vitest';
import {
  connectionFromArray,
  connectionFromKeysetPage,
  connectionFromPositionPage,
  keyFromCursor,
  offsetCursor,
  startFromCursor,
} from './connection.ts';
import { fromGlobalId, internalIntId, toGlobalId } from './globalId.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'no error';
};

describe('global IDs', () => {
  it('round-trip type and id', () => {
    const id = toGlobalId('Post', 42);
    expect(id).toBe(Buffer.from('Post:42').toString('base64'));
    expect(fromGlobalId(id)).toEqual({ type: 'Post', id: '42' });
    expect(internalIntId(id, 'Post')).toBe(42);
  });

  it('answer BAD_USER_INPUT for garbage or the wrong type', () => {
    expect(codeOf(() => fromGlobalId('%%%'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => fromGlobalId(Buffer.from('no-colon').toString('base64')))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => fromGlobalId(''))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => internalIntId(toGlobalId('User', 3), 'Post'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => internalIntId(toGlobalId('Post', 'abc'), 'Post'))).toBe('BAD_USER_INPUT');
  });
});

describe('connections', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];

  it('page through an array with offset cursors', () => {
    const first = connectionFromArray(letters, { first: 2 }, { defaultSize: 10, max: 50 });
    expect(first.edges.map((edge) => edge.node)).toEqual(['a', 'b']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.totalCount).toBe(5);
    const last = connectionFromArray(letters, { first: 2, after: offsetCursor(3) }, { defaultSize: 10, max: 50 });
    expect(last.edges.map((edge) => edge.node)).toEqual(['e']);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, endCursor: offsetCursor(4) });
  });

  it('reject bad sizes and cursors', () => {
    expect(codeOf(() => connectionFromArray(letters, { first: 0 }, { defaultSize: 10, max: 50 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => connectionFromArray(letters, { first: 51 }, { defaultSize: 10, max: 50 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => connectionFromArray(letters, { after: 'bogus' }, { defaultSize: 10, max: 50 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => keyFromCursor(offsetCursor(1)))).toBe('BAD_USER_INPUT');
  });

  it('build a keyset page from size + 1 fetched items', () => {
    const fetched = [{ id: 9 }, { id: 8 }, { id: 7 }];
    const page = connectionFromKeysetPage(fetched, 2, (item) => item.id, false);
    expect(page.edges.map((edge) => edge.node.id)).toEqual([9, 8]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(keyFromCursor(page.pageInfo.endCursor)).toBe('8');
    expect(connectionFromKeysetPage(fetched.slice(0, 2), 2, (item) => item.id, true).pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('build a page in a (text, id) order whose cursors say where each item stands', () => {
    const items = [
      { id: 7, name: 'Ämber "Loans", Inc.' },
      { id: 3, name: 'Zeta' },
    ];
    const page = connectionFromPositionPage({ items, totalCount: 9, hasMore: true }, (item) => ({ text: item.name, id: item.id }), false);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page.totalCount).toBe(9);
    expect(startFromCursor(page.edges[0]!.cursor)).toEqual({ after: { text: 'Ämber "Loans", Inc.', id: 7 } });
    expect(startFromCursor(page.pageInfo.endCursor)).toEqual({ after: { text: 'Zeta', id: 3 } });
    expect(startFromCursor(null)).toBeUndefined();
  });

  it('read an offset cursor handed out before as the offset after it, and refuse what they did not make', () => {
    expect(startFromCursor(offsetCursor(11))).toEqual({ offset: 12 });
    const encoded = (text: string) => Buffer.from(text).toString('base64');
    for (const cursor of [
      'bm9wZQ==',
      encoded('after:'),
      encoded('after:{"text":"A","id":1}'),
      encoded('after:["A",1.5]'),
      encoded('after:["A",2147483648]'),
      encoded(`after:["${'a'.repeat(501)}",1]`),
      encoded('after:["\\u0000",1]'),
      encoded('after:["\\ud800",1]'),
    ]) {
      expect(() => startFromCursor(cursor)).toThrow('Invalid cursor');
    }
  });
});
