import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isOneOfSeveral, requireGivenSecretWhenOneOfSeveral } from './clusterSecret.ts';

/** The check as main.ts makes it: on the configuration read from these variables. */
const requireGiven = (env: Record<string, string>) => requireGivenSecretWhenOneOfSeveral(loadConfig(env));

describe('the JWT secret of an API process that is one of several', () => {
  it('is one of several when told CLUSTER=1 or when API_PORTS lists more than one port', () => {
    expect(isOneOfSeveral({})).toBe(false);
    expect(isOneOfSeveral({ API_PORTS: '4004' })).toBe(false);
    expect(isOneOfSeveral({ API_PORTS: '4004, 4005' })).toBe(true);
    expect(isOneOfSeveral({ CLUSTER: '1' })).toBe(true);
    expect(isOneOfSeveral({ CLUSTER: '0' })).toBe(false);
  });

  it('refuses to start one of several without JWT_SECRET, naming the variable', () => {
    expect(() => requireGiven({ CLUSTER: '1' })).toThrow(/^JWT_SECRET must be set when several API processes run/);
    expect(() => requireGiven({ API_PORTS: '4004,4005', JWT_SECRET: '  ' })).toThrow(/JWT_SECRET/);
  });

  it('starts with a given secret, and alone without one (the generated secret file then serves)', () => {
    expect(() => requireGiven({ CLUSTER: '1', JWT_SECRET: 'a-long-shared-secret' })).not.toThrow();
    expect(() => requireGiven({})).not.toThrow();
  });
});
