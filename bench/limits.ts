// Validation time of the worst-case documents and the cost of the gateway's own limits on the web
// app's documents: parse (with maxTokens) + graphql-js's rules + the gateway's rules + static cost.
// Run: pnpm --filter @lendhub/bench limits   (RUNS=20 by default)
import { Kind, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { executableSchema, LIMITS } from '@lendhub/gateway';
import { operationCost, parseOptions, validationRules } from '../gateway/src/platform/limits/limits.ts';
import { aliasFanOut, directiveFlood, fragmentFanOut, tokenFlood } from '../gateway/test/limits/hostileDocuments.ts';
import { webDocuments } from '../gateway/test/limits/webDocuments.ts';

const RUNS = Number(process.env.RUNS ?? 20);
const schema = executableSchema();

/** Milliseconds of the median run, and what the gateway would answer. */
function time(text: string, withLimits: boolean): { ms: number; outcome: string } {
  const samples: number[] = [];
  let outcome = 'accepted';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    try {
      const document = parse(text, withLimits ? parseOptions : undefined);
      const errors = validate(schema, document, withLimits ? [...specifiedRules, ...validationRules] : specifiedRules);
      if (errors.length > 0) outcome = `refused: ${errors[0]!.message.slice(0, 60)}`;
      else if (withLimits) {
        const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
        outcome = `accepted, cost ${operationCost(schema, document.definitions, operation)}`;
      }
    } catch (error) {
      outcome = `refused: ${(error as Error).message.slice(0, 60)}`;
    }
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)]!, outcome };
}

const hostile = [
  ['fragment fan-out, 26 fragments (2^25 paths)', fragmentFanOut(26)],
  ['fragment fan-out, 60 fragments (2^59 paths)', fragmentFanOut(60)],
  [`${LIMITS.maxAliases + 1} aliases`, aliasFanOut(LIMITS.maxAliases + 1)],
  [`${LIMITS.maxDirectives + 1} directives`, directiveFlood(LIMITS.maxDirectives + 1)],
  [`${LIMITS.maxTokens - 7} + 7 tokens`, tokenFlood(LIMITS.maxTokens - 7)],
  ['800 KB document (80,000 fields)', tokenFlood(80_000)],
] as const;

console.log(`median of ${RUNS} runs: parse + validate (+ cost), in ms\n`);
console.log('worst-case documents'.padEnd(48) + 'bytes'.padStart(9) + 'ms'.padStart(10) + '   outcome');
for (const [name, text] of hostile) {
  const { ms, outcome } = time(text, true);
  console.log(name.padEnd(48) + String(text.length).padStart(9) + ms.toFixed(2).padStart(10) + `   ${outcome}`);
}

console.log('\nthe web app’s documents'.padEnd(49) + 'rules off'.padStart(10) + 'rules on'.padStart(10) + 'overhead'.padStart(10));
let off = 0;
let on = 0;
for (const { name, text } of webDocuments()) {
  const without = time(text, false).ms;
  const withRules = time(text, true).ms;
  off += without;
  on += withRules;
  if (/Route|Pagination/.test(name))
    console.log(
      name.padEnd(48) + without.toFixed(3).padStart(10) + withRules.toFixed(3).padStart(10) + (withRules - without).toFixed(3).padStart(10),
    );
}
console.log(
  `${'all documents'.padEnd(48)}${off.toFixed(3).padStart(10)}${on.toFixed(3).padStart(10)}${(on - off).toFixed(3).padStart(10)}`,
);
console.log('\n(Apollo Server caches each document once validated, so the overhead is paid once per distinct document.)');
