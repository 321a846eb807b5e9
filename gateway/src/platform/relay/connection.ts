import { MAX_ID } from '@lendhub/domain/rest/ids';
import { isStorableText } from '@lendhub/domain/storableText';
import { badUserInput } from '../errors/errors.ts';
import { parseNumericId } from './globalId.ts';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

export interface ForwardArgs {
  first?: number | null;
  after?: string | null;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const decode = (cursor: string) => Buffer.from(cursor, 'base64').toString('utf8');

/** Checks a page size (`first`, or `last` for backward pages) against 1..max; null/undefined gives the default. */
export function pageSize(requested: number | null | undefined, defaultSize: number, max: number, field = 'first'): number {
  const size = requested ?? defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > max) {
    const message = `${field} must be between 1 and ${max}`;
    throw badUserInput(message, { [field]: message });
  }
  return size;
}

// ---------------------------------------------------------------- offset cursors (whole list in hand)

/** The cursors of the first offsets, made once: a feed page alone names some 600 (comments, lender selects). */
const FIRST_OFFSET_CURSORS = Array.from({ length: 1_000 }, (_, offset) => encode(`offset:${offset}`));

export function offsetCursor(offset: number): string {
  return FIRST_OFFSET_CURSORS[offset] ?? encode(`offset:${offset}`);
}

/** The error for a cursor this gateway did not make; `field` names the argument (`after`, or `before`). */
function invalidCursor(field = 'after') {
  return badUserInput('Invalid cursor', { [field]: 'Invalid cursor' });
}

function offsetFromCursor(cursor: string): number {
  return offsetFromText(decode(cursor));
}

function offsetFromText(text: string): number {
  const match = /^offset:(\d{1,9})$/.exec(text);
  if (!match) throw invalidCursor();
  return Number(match[1]);
}

/** A connection over a complete array (e.g. all lenders matching a filter, a post's inline comments). */
export function connectionFromArray<T>(
  items: readonly T[],
  args: ForwardArgs,
  options: { defaultSize: number; max: number },
): Connection<T> {
  const size = pageSize(args.first, options.defaultSize, options.max);
  const start = args.after ? offsetFromCursor(args.after) + 1 : 0;
  const slice = items.slice(start, start + size);
  const edges = slice.map((node, index) => ({ cursor: offsetCursor(start + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + size < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

// ---------------------------------------------------------------- position cursors (upstream pages in a text order)

/** Where an item stands in a list ordered by a text and then an id (lenders by name): the next page starts after it. */
export interface Position {
  text: string;
  id: number;
}

const POSITION_TEXT_MAX = 500;

export function positionCursor({ text, id }: Position): string {
  return encode(`after:${JSON.stringify([text, id])}`);
}

/**
 * Where the page after `after` starts: just after a position, or (a cursor handed out before positions, still in a
 * client's store) an offset into the list; undefined for the first page.
 */
export function startFromCursor(after: string | null | undefined): { after: Position } | { offset: number } | undefined {
  if (!after) return undefined;
  const text = decode(after);
  if (text.startsWith('offset:')) return { offset: offsetFromText(text) + 1 };
  const position = text.startsWith('after:') ? parsePosition(text.slice('after:'.length)) : undefined;
  if (!position) throw invalidCursor();
  return { after: position };
}

function parsePosition(json: string): Position | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [text, id] = value as unknown[];
  if (typeof text !== 'string' || text.length > POSITION_TEXT_MAX || !Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_ID)
    return undefined;
  // Text no database stores (a NUL, half a surrogate pair) is no lender's name: a made-up cursor, not an upstream error.
  if (!isStorableText(text)) return undefined;
  return { text, id: id as number };
}

/** A connection over one page fetched upstream in a (text, id) order: each cursor is its item's position. */
export function connectionFromPositionPage<T>(
  page: { items: readonly T[]; totalCount: number; hasMore: boolean },
  positionOf: (item: T) => Position,
  hadCursor: boolean,
): Connection<T> {
  const edges = page.items.map((node) => ({ cursor: positionCursor(positionOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasMore,
      hasPreviousPage: hadCursor,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}

// ---------------------------------------------------------------- keyset cursors (upstream pages)

/** Cursor for a keyset page: the item's sort key (e.g. the post id for "newest first, beforeId"). */
export function keysetCursor(key: string | number): string {
  return encode(`key:${key}`);
}

/** The sort key inside an `after` cursor, or undefined for the first page. */
export function keyFromCursor(after: string | null | undefined): string | undefined {
  if (!after) return undefined;
  const match = /^key:([A-Za-z0-9_.:-]{1,100})$/.exec(decode(after));
  if (!match) throw invalidCursor();
  return match[1];
}

/**
 * The upstream id inside a keyset cursor (pages "older than id N"), or undefined for the first page.
 * `field` names the cursor argument (`after`, or `before` for backward pages) in the error.
 */
export function idFromCursor(cursor: string | null | undefined, field = 'after'): number | undefined {
  const key = keyFromCursor(cursor);
  if (key === undefined) return undefined;
  const id = parseNumericId(key);
  if (id === null) throw invalidCursor(field);
  return id;
}

/**
 * A connection from one upstream keyset page. Fetch `size + 1` items: the extra one only tells
 * whether a next page exists and is not returned.
 */
export function connectionFromKeysetPage<T>(
  fetched: readonly T[],
  size: number,
  keyOf: (item: T) => string | number,
  hadCursor: boolean,
): Omit<Connection<T>, 'totalCount'> {
  const page = fetched.slice(0, size);
  const edges = page.map((node) => ({ cursor: keysetCursor(keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: fetched.length > size,
      hasPreviousPage: hadCursor,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
