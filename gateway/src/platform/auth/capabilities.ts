import type { GraphQLSchema } from 'graphql';
import type { Viewer } from '../../context.ts';
import { readRule, roleSatisfies } from './directive.ts';

/**
 * Whether `viewer` may call `Mutation.<name>`, read from that field's `@auth` rule in the schema
 * (else the Mutation type's): the very rule the directive enforces, so the answer cannot drift.
 */
export function mayCallMutation(schema: GraphQLSchema, name: string, viewer: Viewer | null): boolean {
  const mutationType = schema.getMutationType();
  const field = mutationType?.getFields()[name];
  if (!mutationType || !field) throw new Error(`Mutation.${name} does not exist: a capability is named after the mutation it stands for`);
  const rule = readRule(schema, field) ?? readRule(schema, mutationType);
  if (!rule) return true;
  return viewer !== null && roleSatisfies(rule, viewer);
}
