import { badUserInput } from '../errors.ts';

/** Global ID = base64(`<Type>:<internalId>`) — opaque to clients, decodable here. */
export function toGlobalId(type: string, internalId: string | number): string {
  return Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');
}

export interface DecodedGlobalId {
  type: string;
  id: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DECODED = /^([A-Z][A-Za-z0-9]*):([A-Za-z0-9_-]+)$/;

/** Decodes a global ID; garbage gives BAD_USER_INPUT rather than a confusing lookup. */
export function fromGlobalId(globalId: string): DecodedGlobalId {
  const invalid = () => badUserInput('Invalid ID', { id: 'Invalid ID' });
  if (typeof globalId !== 'string' || globalId.length === 0 || globalId.length > 200 || !BASE64.test(globalId)) {
    throw invalid();
  }
  const match = DECODED.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match) throw invalid();
  return { type: match[1]!, id: match[2]! };
}

/**
 * The numeric upstream id of a global ID that must be of `expectedType` (e.g. a `postId` input).
 * `field` names the input field in the error.
 */
export function internalIntId(globalId: string, expectedType: string, field = 'id'): number {
  const { type, id } = fromGlobalId(globalId);
  const numeric = Number(id);
  if (type !== expectedType || !Number.isSafeInteger(numeric) || numeric <= 0) {
    throw badUserInput(`Expected a ${expectedType} ID`, { [field]: `Expected a ${expectedType} ID` });
  }
  return numeric;
}

/** Resolver for the `id` field of a Node type, from the parent's upstream id. */
export function globalIdField<T>(type: string, internalIdOf: (parent: T) => string | number) {
  return (parent: T): string => toGlobalId(type, internalIdOf(parent));
}
