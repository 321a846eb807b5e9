import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Field depth of a selection set (root field = 1; introspection fields not counted), following
 * fragment spreads. Each fragment's depth is computed once and remembered, so the work is linear in
 * the document: a fragment spread twice by each of 26 chained fragments is 26 computations, not 2^26.
 */
export class DepthMeter {
  private readonly known = new Map<string, number>();
  private readonly visiting = new Set<string>();

  constructor(private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>) {}

  depthOf(selectionSet: SelectionSetNode | undefined): number {
    if (!selectionSet) return 0;
    let max = 0;
    for (const selection of selectionSet.selections) {
      let depth: number;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        depth = 1 + this.depthOf(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = this.depthOf(selection.selectionSet);
      } else {
        depth = this.fragmentDepth(selection.name.value);
      }
      if (depth > max) max = depth;
    }
    return max;
  }

  private fragmentDepth(name: string): number {
    const cached = this.known.get(name);
    if (cached !== undefined) return cached;
    const fragment = this.fragments.get(name);
    // A cycle is reported by graphql's own NoFragmentCycles rule; here it simply adds nothing.
    if (!fragment || this.visiting.has(name)) return 0;
    this.visiting.add(name);
    const depth = this.depthOf(fragment.selectionSet);
    this.visiting.delete(name);
    this.known.set(name, depth);
    return depth;
  }
}

export function fragmentsOf(definitions: readonly { kind: Kind }[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const fragment = definition as FragmentDefinitionNode;
      fragments.set(fragment.name.value, fragment);
    }
  }
  return fragments;
}
