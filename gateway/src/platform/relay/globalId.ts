import { badUserInput } from '../errors/errors.ts';
import type { NodeTypeName } from './node.ts';

/** Global ID = base64(`<Type>:<internalId>`) — opaque to clients, decodable here. */
export function toGlobalId(type: string, internalId: string | number): string {
  return Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');
}

export interface DecodedGlobalId {
  type: string;
  id: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// Long enough for a Property's id (the looked-up address, up to 300 characters, inside the id).
const MAX_LENGTH = 2048;
const DECODED = /^([A-Z][A-Za-z0-9]*):([A-Za-z0-9_-]+)$/;

/** Decodes a global ID; garbage gives BAD_USER_INPUT rather than a confusing lookup. */
export function fromGlobalId(globalId: string): DecodedGlobalId {
  const invalid = () => badUserInput('Invalid ID', { id: 'Invalid ID' });
  if (typeof globalId !== 'string' || globalId.length === 0 || globalId.length > MAX_LENGTH || !BASE64.test(globalId)) {
    throw invalid();
  }
  const match = DECODED.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match) throw invalid();
  return { type: match[1]!, id: match[2]! };
}

/** The API's numeric ids are positive 32-bit integers (PostgreSQL `integer`). */
const MAX_NUMERIC_ID = 2_147_483_647;

/** The upstream id inside a global ID when it is numeric, else null (such an id names nothing upstream). */
export function parseNumericId(id: string): number | null {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_NUMERIC_ID ? Number(id) : null;
}

/**
 * The numeric upstream id of a global ID that must be of `expectedType` (e.g. a `postId` input).
 * `field` names the input field in the error.
 */
export function internalIntId(globalId: string, expectedType: string, field = 'id'): number {
  const { type, id } = fromGlobalId(globalId);
  const numeric = parseNumericId(id);
  if (type !== expectedType || numeric === null) {
    throw badUserInput(`Expected a ${expectedType} ID`, { [field]: `Expected a ${expectedType} ID` });
  }
  return numeric;
}

/** Resolver for the `id` field of a Node type, from the parent's upstream id. */
export function globalIdField<T>(type: string, internalIdOf: (parent: T) => string | number) {
  return (parent: T): string => toGlobalId(type, internalIdOf(parent));
}

/** The `id` (global) and `internalId` (upstream) resolvers every Node type has, from the parent's upstream id. */
export function nodeIdFields<T>(type: NodeTypeName, internalIdOf: (parent: T) => number) {
  return { id: globalIdField(type, internalIdOf), internalId: internalIdOf };
}
