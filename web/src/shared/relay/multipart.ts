// The GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec)
// for Relay's `uploadables`: each key is the dotted path of its `Upload` variable, e.g.
// `input.avatar` or `input.files.0`; that variable is sent as null and the file as a form part.
import type { UploadableMap } from 'relay-runtime';

type Json = Record<string, unknown> | unknown[];

/** A copy of `variables` with null at the dotted `path` (objects and arrays on the way are copied). */
export function withNullAt(variables: Record<string, unknown>, path: string): Record<string, unknown> {
  const keys = path.split('.');
  const root: Json = { ...variables };
  let node: Json = root;
  keys.forEach((key, depth) => {
    const slot = Array.isArray(node) ? Number(key) : key;
    if (depth === keys.length - 1) {
      (node as Record<string | number, unknown>)[slot] = null;
      return;
    }
    const child = (node as Record<string | number, unknown>)[slot];
    const nextIsIndex = /^\d+$/.test(keys[depth + 1]!);
    const copy: Json = Array.isArray(child) ? [...child] : child == null && nextIsIndex ? [] : { ...(child as Record<string, unknown> | undefined) };
    (node as Record<string | number, unknown>)[slot] = copy;
    node = copy;
  });
  return root as Record<string, unknown>;
}

/** The multipart body: `operations`, then `map`, then one part per file, in that order. */
export function multipartBody(query: string, variables: Record<string, unknown>, uploadables: UploadableMap, operationName?: string): FormData {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  let vars = variables;
  const paths = Object.keys(uploadables);
  paths.forEach((path, index) => {
    map[String(index)] = [`variables.${path}`];
    vars = withNullAt(vars, path);
  });
  form.append('operations', JSON.stringify({ query, variables: vars, operationName }));
  form.append('map', JSON.stringify(map));
  paths.forEach((path, index) => form.append(String(index), uploadables[path] as Blob));
  return form;
}
