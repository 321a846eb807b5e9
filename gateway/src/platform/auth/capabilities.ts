import type { GraphQLSchema } from 'graphql';
import type { Viewer } from '../../context.ts';
import { readRule, roleSatisfies } from './directive.ts';

type Rule = NonNullable<ReturnType<typeof readRule>>;

/** Each mutation's rule, read once per schema: the schema does not change, and reading a directive walks its AST. */
const rules = new WeakMap<GraphQLSchema, Map<string, Rule | null>>();

function ruleOf(schema: GraphQLSchema, name: string): Rule | null {
  let known = rules.get(schema);
  if (!known) rules.set(schema, (known = new Map()));
  let rule = known.get(name);
  if (rule === undefined) {
    const mutationType = schema.getMutationType();
    const field = mutationType?.getFields()[name];
    if (!mutationType || !field) throw new Error(`Mutation.${name} does not exist: a capability is named after the mutation it stands for`);
    rule = readRule(schema, field) ?? readRule(schema, mutationType) ?? null;
    known.set(name, rule);
  }
  return rule;
}

/**
 * Whether `viewer` may call `Mutation.<name>`, read from that field's `@auth` rule in the schema
 * (else the Mutation type's): the very rule the directive enforces, so the answer cannot drift.
 */
export function mayCallMutation(schema: GraphQLSchema, name: string, viewer: Viewer | null): boolean {
  const rule = ruleOf(schema, name);
  if (!rule) return true;
  return viewer !== null && roleSatisfies(rule, viewer);
}
