import { describe, expect, it } from 'vitest';
import type { MutationParameters } from 'relay-runtime';
import { completedResult, failedResult, type MutationResultRules } from './mutationResult';
import { GraphQLRequestError } from './graphqlError';

interface SaveThing extends MutationParameters {
  response: { saveThing: { message: string; id: string } | null };
  variables: Record<string, never>;
}

const rules: MutationResultRules<SaveThing, { message: string; id: string }> = {
  payload: (response) => response.saveThing,
  failureMessage: (error) =>
    error === null ? 'No answer' : error instanceof GraphQLRequestError && error.message ? error.message : 'Failed to save',
};

describe('mutation results', () => {
  it("succeed with the payload and the server's message", () => {
    expect(completedResult({ saveThing: { message: 'Saved!', id: '1' } }, null, rules)).toEqual({
      ok: true,
      message: 'Saved!',
      data: { message: 'Saved!', id: '1' },
    });
  });

  it('fail on errors, with the per-field messages of a refused input', () => {
    const errors = [{ message: 'Minimum 5 characters', extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Minimum 5 characters' } } }];
    expect(completedResult({ saveThing: null }, errors, rules)).toEqual({
      ok: false,
      message: 'Minimum 5 characters',
      fieldErrors: { title: 'Minimum 5 characters' },
    });
  });

  it('fail when the answer has no payload', () => {
    expect(completedResult({ saveThing: null }, [], rules)).toEqual({ ok: false, message: 'No answer', fieldErrors: {} });
  });

  it('fail on a transport error without field messages', () => {
    expect(failedResult(new TypeError('Failed to fetch'), rules.failureMessage)).toEqual({
      ok: false,
      message: 'Failed to save',
      fieldErrors: {},
    });
  });
});
