import { describe, expect, it } from 'vitest';
import { statusFromApi, statusToApi } from './status.ts';

describe('ticket status mapping', () => {
  it('maps each GraphQL value to the API string and back', () => {
    for (const status of ['OPEN', 'IN_PROGRESS', 'CLOSED'] as const) expect(statusFromApi(statusToApi(status))).toBe(status);
    expect(statusToApi('IN_PROGRESS')).toBe('In Progress');
  });

  it('reads an unknown stored value as OPEN', () => {
    expect(statusFromApi('Archived')).toBe('OPEN');
  });
});
