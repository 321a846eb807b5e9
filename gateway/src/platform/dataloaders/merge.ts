import type { ApiDataSource } from '../../datasources/api.ts';

type LoaderFactory = (api: ApiDataSource) => object;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every domain's loaders of one request in one object, typed as all of them together. */
export function mergeLoaders<F extends LoaderFactory[]>(api: ApiDataSource, ...factories: F): Intersection<ReturnType<F[number]>> {
  return Object.assign({}, ...factories.map((create) => create(api))) as Intersection<ReturnType<F[number]>>;
}
