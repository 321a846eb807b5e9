import type { z } from 'zod';

/**
 * The REST contract between the gateway and the API: each route written once — method, path, the zod schemas of
 * its body and query, the envelope `data` it answers and its success messages. The API mounts and validates its
 * routes from these (api/src/http/contract.ts); the gateway calls them by name (`api.call(routes.roles.create, …)`)
 * and gets the answer's type from them, so a renamed field fails to compile on both sides.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteShape {
  readonly method: HttpMethod;
  /** Express syntax: a `:name` segment is a path parameter. */
  readonly path: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** The multipart file fields a route receives (`Files`, `File`…), beside its body's text fields. */
  readonly uploads?: readonly string[];
  /** The success messages the API answers (`responseMsg`), the spec's where it has them. */
  readonly messages?: Readonly<Record<string, string | ((...args: never[]) => string)>>;
}

/** A route whose envelope `data` is `Data` (carried by the type only: `data` is never set). */
export type RestRoute<Data, Shape extends RouteShape = RouteShape> = Shape & { readonly data?: (data: Data) => void };

/** `restRoute<Dto>()({ method, path, body, … })`: `Data` given, the rest inferred literally. */
export function restRoute<Data>() {
  return <const Shape extends RouteShape>(shape: Shape): RestRoute<Data, Shape> => shape;
}

/** The envelope `data` a route answers. */
export type DataOf<R> = R extends { readonly data?: (data: infer D) => void } ? D : never;

/** The names of a path's `:name` segments. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path with its parameters filled in (`/api/Roles/:id` → `/api/Roles/7`). */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
