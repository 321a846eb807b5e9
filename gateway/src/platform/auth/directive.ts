import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GatewayContext, Viewer } from '../../context.ts';
import { forbidden, unauthenticated } from '../errors/errors.ts';
import type { Role } from './roles.ts';

const DIRECTIVE = 'auth';

interface AuthRule {
  /** Empty: any signed-in user. */
  requires: Role[];
}

export function readRule(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]): AuthRule | undefined {
  const directive = getDirective(schema, node, DIRECTIVE)?.[0];
  if (!directive) return undefined;
  return { requires: (directive['requires'] as Role[] | undefined) ?? [] };
}

/** Whether a signed-in viewer's role satisfies the rule. */
export function roleSatisfies(rule: AuthRule, viewer: Viewer): boolean {
  return rule.requires.length === 0 || (viewer.role !== null && rule.requires.includes(viewer.role));
}

/** Throws unless the context's viewer satisfies the rule. */
export function assertAllowed(rule: AuthRule, context: GatewayContext): void {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  if (!roleSatisfies(rule, viewer)) throw forbidden('You do not have permission to do this');
}

/**
 * Enforces `@auth(requires: [Role!])` on the server. A directive on a type is the default for
 * every field of that type; a directive on a field overrides it. Checked before the resolver runs.
 */
export function authDirectiveTransformer(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig: GraphQLFieldConfig<unknown, GatewayContext>, _fieldName, typeName) => {
      const type = schema.getType(typeName);
      const rule = readRule(schema, fieldConfig) ?? (type ? readRule(schema, type) : undefined);
      if (!rule) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      const subscribe = fieldConfig.subscribe;
      return {
        ...fieldConfig,
        resolve(source, args, context, info) {
          assertAllowed(rule, context);
          return resolve(source, args, context, info);
        },
        // A subscription is refused before it starts listening, not only when its first event arrives.
        ...(subscribe
          ? {
              subscribe(source: unknown, args: Record<string, unknown>, context: GatewayContext, info: Parameters<typeof resolve>[3]) {
                assertAllowed(rule, context);
                return subscribe(source, args, context, info);
              },
            }
          : {}),
      };
    },
  });
}
