import { describe, expect, it } from 'vitest';
import { checkPointsForm } from './pointsFormSchema';

describe('points distribution rules', () => {
  it('asks for every field with one message', () => {
    expect(checkPointsForm({ userId: '', amount: '10', action: 'ADD', reason: 'x' })).toEqual({
      ok: false,
      message: 'Please fill in all fields',
    });
    expect(checkPointsForm({ userId: 'u', amount: ' ', action: 'ADD', reason: 'x' })).toEqual({
      ok: false,
      message: 'Please fill in all fields',
    });
    expect(checkPointsForm({ userId: 'u', amount: '10', action: 'ADD', reason: '  ' })).toEqual({
      ok: false,
      message: 'Please fill in all fields',
    });
  });

  it('takes a positive whole amount', () => {
    expect(checkPointsForm({ userId: 'u', amount: '2.5', action: 'ADD', reason: 'x' }).ok).toBe(false);
    expect(checkPointsForm({ userId: 'u', amount: '25', action: 'SUBTRACT', reason: ' Survey ' })).toEqual({
      ok: true,
      pointsAmount: 25,
      action: 'SUBTRACT',
      reason: 'Survey',
    });
  });
});
