/** One value read at most once per request: `load()` shares a single upstream call between resolvers. */
export interface PerRequest<T> {
  load(): Promise<T>;
  /** After a write that answered with the new value: later reads use it, no call. */
  prime(value: T): void;
  /** After a write that changed the value without telling it: the next read calls again. */
  clear(): void;
}

/** For what a request needs once however many fields ask: option lists, the viewer's own settings or counts. */
export function perRequest<T>(read: () => Promise<T>): PerRequest<T> {
  let pending: Promise<T> | undefined;
  return {
    load: () => (pending ??= read()),
    prime: (value) => void (pending = Promise.resolve(value)),
    clear: () => void (pending = undefined),
  };
}
