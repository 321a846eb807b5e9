import type { ApiAnswer } from '../../datasources/api.ts';
import { toGlobalId } from '../relay/globalId.ts';
import type { NodeTypeName } from '../relay/node.ts';

type Payload<Field extends string, T> = { [Key in Field]: T } & { message: string };

/**
 * A mutation payload from a write's answer: the data under `field`, beside the API's message (spec §8's
 * success text). `remember` primes the loaders with the answer, so the payload's fields cost no further call.
 */
export async function payloadFrom<Field extends string, T>(
  field: Field,
  write: Promise<ApiAnswer<T>>,
  remember?: (data: T) => void,
): Promise<Payload<Field, T>> {
  const { data, message } = await write;
  remember?.(data);
  return { [field]: data, message } as Payload<Field, T>;
}

/** A delete's payload: the deleted node's global ID under `field` (for the client's @deleteEdge) and the API's message. */
export function deletionPayload<Field extends string>(
  field: Field,
  type: NodeTypeName,
  id: number,
  write: Promise<ApiAnswer<unknown>>,
): Promise<Payload<Field, string>> {
  return payloadFrom(
    field,
    write.then(({ message }) => ({ data: toGlobalId(type, id), message })),
  );
}
