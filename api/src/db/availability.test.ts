import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ["pg's ended connection", new Error('Connection terminated unexpectedly')],
    ["pg-pool's connection timeout", new Error('timeout exceeded when trying to connect')],
    [
      'the server shutting down (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a failed migration caused by one',
      new Error('Database migration failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a NUL byte refused by PostgreSQL', Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
