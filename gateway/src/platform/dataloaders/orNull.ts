import { errorCodeOf, ErrorCode } from '../errors/errors.ts';

/** For loaders and `node(id:)`: a NOT_FOUND upstream becomes null (GraphQL answers null), other errors stay errors. */
export async function orNullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (errorCodeOf(error) === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}
