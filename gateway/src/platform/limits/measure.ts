import { Kind, Lexer, parse, Source, TokenKind, visit, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { CostMeter } from './cost.ts';
import { DepthMeter, fragmentsOf } from './depth.ts';

export interface DocumentFigures {
  tokens: number;
  depth: number;
  aliases: number;
  directives: number;
  /** With the operation's variable defaults (or the arguments' defaults). */
  cost: number;
}

/** The figures the limits look at, for one document (bench/documents.ts, test/limits). */
export function measureDocument(schema: GraphQLSchema, text: string): DocumentFigures {
  let tokens = 0;
  const lexer = new Lexer(new Source(text));
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  const document = parse(text);
  const fragments = fragmentsOf(document.definitions);
  const depthMeter = new DepthMeter(fragments);
  let aliases = 0;
  let directives = 0;
  visit(document, {
    Field(field) {
      if (field.alias) aliases += 1;
    },
    Directive() {
      directives += 1;
    },
  });
  let depth = 0;
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operation = definition as OperationDefinitionNode;
    depth = Math.max(depth, depthMeter.depthOf(operation.selectionSet));
    cost = Math.max(cost, new CostMeter(schema, fragments, operation).cost());
  }
  return { tokens, depth, aliases, directives, cost };
}
