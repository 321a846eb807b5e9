import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Answers per field node and path: a document's nodes are the same objects for every request of its text. */
const known = new WeakMap<object, Map<string, boolean>>();

/**
 * Whether the operation asks, under the field being resolved, for the field at `path` (e.g. `['edges', 'node',
 * 'lendersThatFit']`), through fragments and inline fragments. `@include`/`@skip` are not read: a field that may be
 * skipped counts as asked for (the answer only decides what is fetched ahead).
 */
export function asksFor(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const key = path.join('.');
  const node = info.fieldNodes[0]!;
  let answers = known.get(node);
  if (!answers) known.set(node, (answers = new Map()));
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = reaches(
      info.fieldNodes.flatMap((field) => (field.selectionSet ? [field.selectionSet] : [])),
      path,
      info,
    );
    answers.set(key, answer);
  }
  return answer;
}

function reaches(selectionSets: readonly SelectionSetNode[], path: readonly string[], info: GraphQLResolveInfo): boolean {
  const [name, ...rest] = path;
  if (name === undefined) return true;
  const next: SelectionSetNode[] = [];
  let found = false;
  const pending = [...selectionSets];
  const seenFragments = new Set<string>();
  while (pending.length) {
    for (const selection of pending.pop()!.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== name) continue;
        found = true;
        if (selection.selectionSet) next.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return found && (rest.length === 0 || reaches(next, rest, info));
}
