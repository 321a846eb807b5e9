import type { ApiDataSource } from '../../datasources/api.ts';

type LoaderFactory = (api: ApiDataSource) => object;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

const API = Symbol('api');

/** One prototype per list of factories: a getter per loader that makes its domain's loaders on first use. */
const prototypes = new Map<string, object>();
/** Each factory's loader names, learnt from the first request that made them all. */
const namesOf = new WeakMap<LoaderFactory, string[]>();

/**
 * Every domain's loaders of one request in one object, typed as all of them together. A domain's loaders are made
 * when one of them is first used (the feed page uses 3 of 17 domains): each request then allocates only the
 * DataLoaders it reads through. The first request makes them all, to learn which names each domain's factory gives.
 */
export function mergeLoaders<F extends LoaderFactory[]>(api: ApiDataSource, ...factories: F): Intersection<ReturnType<F[number]>> {
  type Merged = Intersection<ReturnType<F[number]>>;
  const key = factories.map((create) => create.name).join(',');
  const prototype = prototypes.get(key);
  const named = factories.every((create) => create.name);
  if (!named || !prototype || factories.some((create) => !namesOf.has(create))) {
    const made = factories.map((create) => {
      const loaders = create(api);
      namesOf.set(create, Object.keys(loaders));
      return loaders;
    });
    if (named) prototypes.set(key, lazyPrototype(factories));
    return Object.assign({}, ...made) as Merged;
  }
  const loaders = Object.create(prototype) as Record<PropertyKey, unknown>;
  loaders[API] = api;
  return loaders as Merged;
}

function lazyPrototype(factories: LoaderFactory[]): object {
  const prototype: PropertyDescriptorMap = {};
  for (const create of factories) {
    const names = namesOf.get(create)!;
    for (const name of names) {
      prototype[name] = {
        get(this: Record<PropertyKey, unknown>) {
          const made = create(this[API] as ApiDataSource) as Record<string, unknown>;
          // Own properties from now on: later reads (and the domain's other loaders) skip the getter.
          for (const own of names)
            Object.defineProperty(this, own, { value: made[own], writable: true, enumerable: true, configurable: true });
          return made[name];
        },
        enumerable: true,
        configurable: true,
      };
    }
  }
  return Object.create(Object.prototype, prototype) as object;
}
