import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COST, LIMITS, parseOptions, validationRules } from '../../src/platform/limits/limits.ts';
import { measureDocument } from '../../src/platform/limits/measure.ts';
import { executableSchema } from '../../src/schema.ts';
import { webDocuments } from './webDocuments.ts';

const schema = executableSchema();
const documents = webDocuments();

// The limits must never refuse the web app itself: every Relay document the web is built with
// passes every rule, with its variables' defaults (bench/documents.ts prints the figures).
describe('the web app’s own documents', () => {
  it('are all found', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  it.each(documents)('$name passes every limit', ({ text }) => {
    const document = parse(text, parseOptions);
    expect(validate(schema, document, [...specifiedRules, ...validationRules]).map((error) => error.message)).toEqual([]);
    const figures = measureDocument(schema, text);
    expect(figures.tokens).toBeLessThanOrEqual(LIMITS.maxTokens);
    expect(figures.cost).toBeLessThanOrEqual(COST.budget);
  });
});
