// The GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec)
// for Relay's `uploadables`: each key is the dotted path of its `Upload` variable, e.g.
// `input.avatar` or `input.files.0`; that variable is sent as null and the file as a form part.
import type { UploadableMap } from 'relay-runtime';
import type { DocumentRef } from './document';

/** An object or array of the variables, indexed by key (arrays by their index as a string). */
type Container = Record<string, unknown>;

/** A copy of `variables` with null at the dotted `path` (objects and arrays on the way are copied). */
export function withNullAt(variables: Record<string, unknown>, path: string): Record<string, unknown> {
  const keys = path.split('.');
  const root: Container = { ...variables };
  let node = root;
  keys.slice(0, -1).forEach((key, depth) => {
    const child = node[key];
    const nextIsIndex = /^\d+$/.test(keys[depth + 1]!);
    const copy = Array.isArray(child) ? [...child] : child == null && nextIsIndex ? [] : { ...(child as Container) };
    node[key] = copy;
    node = copy as Container;
  });
  node[keys.at(-1)!] = null;
  return root;
}

/** The multipart body: `operations`, then `map`, then one part per file, in that order. */
export function multipartBody(
  document: DocumentRef,
  variables: Record<string, unknown>,
  uploadables: UploadableMap,
  operationName?: string,
): FormData {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  let vars = variables;
  const paths = Object.keys(uploadables);
  paths.forEach((path, index) => {
    map[String(index)] = [`variables.${path}`];
    vars = withNullAt(vars, path);
  });
  form.append('operations', JSON.stringify({ ...document, variables: vars, operationName }));
  form.append('map', JSON.stringify(map));
  paths.forEach((path, index) => form.append(String(index), uploadables[path] as Blob));
  return form;
}
