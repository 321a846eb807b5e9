import { sandboxApiKey } from '@lendhub/server-kit/sandbox-key';
import { describe, expect, it } from 'vitest';
import { resolveThirdPartyConfig } from './thirdPartyConfig.ts';
import { describeThirdParty } from './thirdPartySources.ts';

const base = { apiUrl: 'http://127.0.0.1:4001/', jwtSecret: 'jwt-secret-for-tests' };

describe('resolveThirdPartyConfig', () => {
  it('points CRM and property at the API sandboxes with the derived key, and the assistant at the knowledge base', () => {
    const config = resolveThirdPartyConfig({ ...base, env: {} });
    const key = sandboxApiKey(base.jwtSecret);
    expect(config.crm).toMatchObject({ baseUrl: 'http://127.0.0.1:4001/sandbox/crm', apiKey: key, sandbox: true, retries: 2 });
    expect(config.property).toMatchObject({ baseUrl: 'http://127.0.0.1:4001/sandbox/property', apiKey: key, sandbox: true, retries: 1 });
    expect(config.ai).toBeNull();
    expect(describeThirdParty(config)).toBe('CRM: API sandbox; property data: API sandbox; assistant: built-in knowledge base');
  });

  it('uses the real services from the environment, AI_MODEL defaulting to gpt-4o', () => {
    const config = resolveThirdPartyConfig({
      ...base,
      env: {
        CRM_BASE_URL: 'https://crm.example.com/v1',
        CRM_API_KEY: 'crm-key',
        PROPERTY_BASE_URL: 'https://property.example.com/api/v1',
        PROPERTY_API_KEY: 'property-key',
        PROPERTY_TIMEOUT_MS: '2500',
        AI_BASE_URL: 'https://ai.example.com/v1',
        AI_API_KEY: 'ai-key',
      },
    });
    expect(config.crm).toMatchObject({ baseUrl: 'https://crm.example.com/v1', apiKey: 'crm-key', sandbox: false });
    expect(config.property).toMatchObject({ apiKey: 'property-key', timeoutMs: 2500, sandbox: false });
    expect(config.ai).toMatchObject({ baseUrl: 'https://ai.example.com/v1', apiKey: 'ai-key', model: 'gpt-4o', retries: 0 });
    const description = describeThirdParty(config);
    expect(description).toBe('CRM: crm.example.com; property data: property.example.com; assistant: gpt-4o at ai.example.com');
    expect(description).not.toMatch(/key/);
  });

  it('refuses a real CRM or property URL without its key, and a malformed URL', () => {
    expect(() => resolveThirdPartyConfig({ ...base, env: { CRM_BASE_URL: 'https://crm.example.com' } })).toThrow(
      'CRM_API_KEY must be set when CRM_BASE_URL is set',
    );
    expect(() => resolveThirdPartyConfig({ ...base, env: { PROPERTY_BASE_URL: 'not a url', PROPERTY_API_KEY: 'k' } })).toThrow(
      'PROPERTY_BASE_URL must be an absolute URL',
    );
    expect(() => resolveThirdPartyConfig({ ...base, env: { CRM_TIMEOUT_MS: '0' } })).toThrow(/CRM_TIMEOUT_MS/);
  });

  it('accepts an AI server without a key (local OpenAI-compatible servers)', () => {
    expect(resolveThirdPartyConfig({ ...base, env: { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' } }).ai).toMatchObject({
      apiKey: '',
      model: 'llama3',
    });
  });
});
