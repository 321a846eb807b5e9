import type { GatewayContext } from '../../context.ts';
import type { NodeResolvers, ResolversParentTypes, Resolvers } from '../../generated/resolvers.ts';
import { fromGlobalId, parseNumericId } from './globalId.ts';

/** The GraphQL types that implement `Node`, and what each resolves from (generated from schema.graphql). */
export type NodeTypeName = Exclude<Awaited<ReturnType<NodeResolvers['__resolveType']>>, null | undefined>;
export type NodeParent = ResolversParentTypes['Node'];

/** Loads one object of a Node type by its upstream id; null when it does not exist. */
export type NodeFetcher = (internalId: string, context: GatewayContext) => Promise<NodeParent | null>;

/** `{ [GraphQL type name]: fetcher }`, one per domain in `<domain>/nodes.ts`. */
export type NodeRegistry = { [Type in NodeTypeName]?: NodeFetcher };

/** For types whose upstream id is numeric: any other id names nothing, so the node is null without a call. */
export function numericNode(load: (id: number, context: GatewayContext) => Promise<NodeParent | null>): NodeFetcher {
  return async (internalId, context) => {
    const id = parseNumericId(internalId);
    return id === null ? null : load(id, context);
  };
}

/** Which GraphQL type each object `node(id:)` returned is, so `Node.__resolveType` can answer. */
const nodeTypes = new WeakMap<object, NodeTypeName>();

/** Builds the `Query.node` resolver and `Node.__resolveType` from a registry. */
export function nodeResolvers(registry: NodeRegistry): Resolvers {
  const isRegistered = (type: string): type is NodeTypeName => Object.hasOwn(registry, type);
  return {
    Query: {
      async node(_parent, args, context) {
        const { type, id } = fromGlobalId(args.id);
        const fetch = isRegistered(type) ? registry[type] : undefined;
        const value = fetch ? await fetch(id, context) : null;
        if (value && isRegistered(type)) nodeTypes.set(value, type);
        return value;
      },
    },
    Node: {
      __resolveType: (value) => nodeTypes.get(value) ?? null,
    },
  };
}
