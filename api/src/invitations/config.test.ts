import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registrationLink } from './config.ts';

const invitationConfigFromEnv = (env: Record<string, string>) => loadConfig(env).invitations;

describe('invitation link base (docs/product.md "Accounts", Invitation links)', () => {
  it('takes PUBLIC_URL when set, without its trailing slash', () => {
    expect(invitationConfigFromEnv({ PUBLIC_URL: 'https://portal.example.com/', NODE_ENV: 'production' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });

  it("defaults to the portal's own PORT outside production", () => {
    expect(invitationConfigFromEnv({ PORT: '5050' }).publicUrl).toBe('http://localhost:5050');
    expect(invitationConfigFromEnv({}).publicUrl).toBe('http://localhost:4000');
    expect(() => invitationConfigFromEnv({ PORT: 'abc' })).toThrow('PORT must be a port number (0–65535), got "abc"');
  });

  it('has no default in production: no link to a host nobody configured', () => {
    expect(invitationConfigFromEnv({ NODE_ENV: 'production', PORT: '80' }).publicUrl).toBeNull();
  });

  it('puts the token on the registration page', () => {
    expect(registrationLink('http://localhost:5050', 'a.b+c')).toBe('http://localhost:5050/register?token=a.b%2Bc');
  });
});
