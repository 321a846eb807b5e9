import type { GatewayContext } from '../context.ts';
import { fromGlobalId } from './globalId.ts';

/** Loads one object of a Node type by its upstream id; null when it does not exist. */
export type NodeFetcher = (internalId: string, context: GatewayContext) => Promise<object | null>;

/** `{ [GraphQL type name]: fetcher }`, one per domain in `<domain>/nodes.ts`. */
export type NodeRegistry = Record<string, NodeFetcher>;

const NODE_TYPE = '__nodeType';

/** Marks an object with its GraphQL type so `Node.__resolveType` can answer. */
export function tagNode<T extends object>(typeName: string, value: T): T {
  return { ...value, [NODE_TYPE]: typeName };
}

/** Builds the `Query.node` resolver and `Node.__resolveType` from a registry. */
export function nodeResolvers(registry: NodeRegistry) {
  return {
    Query: {
      async node(_parent: unknown, args: { id: string }, context: GatewayContext): Promise<object | null> {
        const { type, id } = fromGlobalId(args.id);
        const fetch = Object.hasOwn(registry, type) ? registry[type] : undefined;
        if (!fetch) return null;
        const value = await fetch(id, context);
        return value ? tagNode(type, value) : null;
      },
    },
    Node: {
      __resolveType(value: Record<string, unknown>): string | null {
        const type = value[NODE_TYPE];
        return typeof type === 'string' ? type : null;
      },
    },
  };
}
