import { describe, expect, it } from 'vitest';
import type { ApiDataSource } from '../../datasources/api.ts';
import { mergeLoaders } from './merge.ts';

describe('mergeLoaders', () => {
  it('makes a domain’s loaders on first use only, for each request apart, with that request’s API source', () => {
    const made: string[] = [];
    const createA = (api: ApiDataSource) => (made.push(`a:${String(api)}`), { first: { api }, second: { api } });
    const createB = (api: ApiDataSource) => (made.push(`b:${String(api)}`), { third: { api } });
    const source = (name: string) => name as unknown as ApiDataSource;

    // The first request makes them all (and so learns each domain's names).
    const one = mergeLoaders(source('one'), createA, createB);
    expect(made).toEqual(['a:one', 'b:one']);
    expect(Object.keys(one).sort()).toEqual(['first', 'second', 'third']);

    made.length = 0;
    const two = mergeLoaders(source('two'), createA, createB);
    const three = mergeLoaders(source('three'), createA, createB);
    expect(made).toEqual([]);
    expect(two.first.api).toBe('two');
    // The domain's other loader came with it, and stays the same object.
    expect(two.second).toBe(two.second);
    expect(two.second.api).toBe('two');
    expect(made).toEqual(['a:two']);
    expect(three.third.api).toBe('three');
    expect(three.first).not.toBe(two.first);
    expect(made).toEqual(['a:two', 'b:three', 'a:three']);
  });
});
