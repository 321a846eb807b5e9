import { describe, expect, it } from 'vitest';
import { rememberedPerDocument } from './perDocument.ts';

describe('rememberedPerDocument', () => {
  it('runs a check once per document and variables, and afresh for other variables or another document', () => {
    const remembered = rememberedPerDocument<number>();
    let runs = 0;
    const check = () => (runs += 1);
    const [document, other] = [{}, {}];
    expect([remembered(document, undefined, check), remembered(document, undefined, check)]).toEqual([1, 1]);
    expect(remembered(document, { first: 5 }, check)).toBe(2);
    expect(remembered(document, { first: 5 }, check)).toBe(2);
    expect(remembered(other, { first: 5 }, check)).toBe(3);
  });

  it('does not remember for long variables (a body), nor past its bound per document', () => {
    const remembered = rememberedPerDocument<number>();
    let runs = 0;
    const check = () => (runs += 1);
    const document = {};
    const body = { content: 'x'.repeat(600) };
    remembered(document, body, check);
    remembered(document, body, check);
    expect(runs).toBe(2);
    for (let first = 0; first < 70; first += 1) remembered(document, { first }, check);
    expect(runs).toBe(72);
    remembered(document, { first: 69 }, check);
    expect(runs).toBe(73);
    remembered(document, { first: 0 }, check);
    expect(runs).toBe(73);
  });
});
