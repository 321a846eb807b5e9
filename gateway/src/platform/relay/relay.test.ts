import { describe, expect, it } from 'vitest';
import { connectionFromArray, connectionFromKeysetPage, keyFromCursor, offsetCursor } from './connection.ts';
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
});
