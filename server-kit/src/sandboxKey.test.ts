import { describe, expect, it } from 'vitest';
import { sandboxApiKey } from './sandboxKey.ts';

describe('sandboxApiKey', () => {
  it('is derived from the JWT secret without containing it, and differs per secret', () => {
    const key = sandboxApiKey('secret-one');
    expect(key).toHaveLength(43);
    expect(key).not.toContain('secret-one');
    expect(sandboxApiKey('secret-one')).toBe(key);
    expect(sandboxApiKey('secret-two')).not.toBe(key);
  });

  it('is SANDBOX_API_KEY when that is set', () => {
    expect(sandboxApiKey('secret-one', ' chosen-key ')).toBe('chosen-key');
  });
});
