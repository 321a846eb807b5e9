import type { Refusal, Result } from '../db/result.ts';
import type { ApiError } from './envelope.ts';

type RefusalsOf<R> = Extract<R, Refusal<string>>;

/** One ApiError per refusal reason a repository call can give. */
export type RefusalErrors<R extends Refusal<string>> = {
  [E in R['error']]: (refusal: Extract<R, Refusal<E>>) => ApiError;
};

/**
 * The value of a repository result, or the ApiError its refusal maps to: the one place where the
 * data layer's refusals become HTTP answers (db/result.ts).
 */
export function valueOrThrow<T, R extends Refusal<string>>(result: Result<T, R>, errors: RefusalErrors<RefusalsOf<Result<T, R>>>): T {
  if (result.ok) return result.value;
  const refusal = result as RefusalsOf<Result<T, R>>;
  const toError = errors[refusal.error as keyof typeof errors] as (refusal: R) => ApiError;
  throw toError(refusal);
}
