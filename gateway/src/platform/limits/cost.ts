import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * Static cost of an operation, computed from the document and its variables before anything runs
 * (gateway/docs/performance.md "Limits"). Every field that returns an object costs 1; a list multiplies the
 * cost of what is selected inside it by its size: `first` when given (capped at `maxListSize`), the
 * argument's default otherwise, `defaultListSize` for a list without `first`. Scalars are free:
 * they come with their object. A field that reaches a third party or the AI costs its weight below.
 */
export const COST = {
  /** The most an operation may cost (GraphQL Armor's default). The web app's costliest query: bench/documents.ts. */
  budget: 5_000,
  /** The size assumed for a list field that takes no `first`. */
  defaultListSize: 10,
  /** The largest page any resolver serves (calendar events); a bigger `first` is refused by the resolver. */
  maxListSize: 500,
  /**
   * Fields that call a third party (a paid quota shared by every user), and what one call costs. With
   * the budget above, one operation may ask at most two CRM or property fields (the dashboard and its
   * opportunities together) and at most one assistant question.
   */
  weights: {
    'Query.pipelineDashboard': 2_000,
    'Query.opportunities': 2_000,
    'Query.propertyLookup': 2_000,
    'Mutation.askAssistant': 4_000,
  } as Readonly<Record<string, number>>,
} as const;

export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

export function queryTooCostly(cost: number, budget: number): GraphQLError {
  return new GraphQLError(`Query is too costly: ${cost} points, the budget is ${budget}`, {
    extensions: { code: QUERY_TOO_COSTLY, http: { status: 400 } },
  });
}

type Variables = Readonly<Record<string, unknown>>;

/**
 * Measures one operation. A fragment always applies to its own type condition with the same
 * variables, so each fragment's cost is computed once and remembered: linear in the document.
 */
export class CostMeter {
  private readonly known = new Map<string, number>();
  private readonly visiting = new Set<string>();
  private readonly variables: Map<string, unknown>;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly operation: OperationDefinitionNode,
    variables: Variables = {},
  ) {
    this.variables = new Map();
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      if (variables[name] !== undefined) this.variables.set(name, variables[name]);
      else if (definition.defaultValue?.kind === Kind.INT) this.variables.set(name, Number(definition.defaultValue.value));
    }
  }

  cost(): number {
    const root = this.schema.getRootType(this.operation.operation);
    return root ? this.selectionCost(this.operation.selectionSet, root) : 0;
  }

  private selectionCost(selectionSet: SelectionSetNode, parent: GraphQLCompositeType): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += this.fieldCost(selection, parent);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += this.selectionCost(selection.selectionSet, type);
      } else {
        total += this.fragmentCost(selection.name.value);
      }
    }
    return total;
  }

  private fragmentCost(name: string): number {
    const cached = this.known.get(name);
    if (cached !== undefined) return cached;
    const fragment = this.fragments.get(name);
    if (!fragment || this.visiting.has(name)) return 0; // cycles: NoFragmentCycles reports them
    const type = this.schema.getType(fragment.typeCondition.name.value);
    this.visiting.add(name);
    const cost = type && isCompositeType(type) ? this.selectionCost(fragment.selectionSet, type) : 0;
    this.visiting.delete(name);
    this.known.set(name, cost);
    return cost;
  }

  private fieldCost(node: FieldNode, parent: GraphQLCompositeType): number {
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0; // only __typename on a union
    const field = parent.getFields()[node.name.value];
    if (!field) return 0; // introspection, or an unknown field (validation reports it)
    const named = getNamedType(field.type);
    const own = COST.weights[`${parent.name}.${field.name}`] ?? (isCompositeType(named) ? 1 : 0);
    if (!node.selectionSet || !isCompositeType(named)) return own;
    return own + this.listSize(node, field, parent) * this.selectionCost(node.selectionSet, named);
  }

  /** How many times the selection inside this field is resolved. */
  private listSize(node: FieldNode, field: GraphQLField<unknown, unknown>, parent: GraphQLCompositeType): number {
    if (field.args.some((argument) => argument.name === 'first')) {
      const first = this.intArgument(node, field, 'first') ?? COST.defaultListSize;
      return Math.min(Math.max(first, 0), COST.maxListSize);
    }
    // A connection's edges are as many as its `first` said, counted on the connection field.
    if (parent.name.endsWith('Connection') && (field.name === 'edges' || field.name === 'nodes')) return 1;
    return isListType(getNullableType(field.type)) ? COST.defaultListSize : 1;
  }

  private intArgument(node: FieldNode, field: GraphQLField<unknown, unknown>, name: string): number | undefined {
    const given = node.arguments?.find((argument) => argument.name.value === name)?.value;
    const value = given ? this.valueOf(given) : undefined;
    if (typeof value === 'number') return value;
    const fallback = field.args.find((argument) => argument.name === name)?.defaultValue;
    return typeof fallback === 'number' ? fallback : undefined;
  }

  private valueOf(node: ValueNode): unknown {
    if (node.kind === Kind.VARIABLE) return this.variables.get(node.name.value);
    if (node.kind === Kind.INT) return Number(node.value);
    return undefined;
  }
}
