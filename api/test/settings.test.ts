import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/** UI settings kept on the server per user (beyond the spec). */
const { api, officer, lender } = useTestApi();

describe('UI settings', () => {
  it('starts from the defaults, saves per user, and resets', async () => {
    const initial = await api.call('GET', '/api/UiSettings', { token: lender.token });
    expect(initial.body.data).toMatchObject({
      colorScheme: 'default',
      fontSize: 16,
      darkMode: false,
      collapsedSidebar: false,
      animations: true,
      isDefault: true,
    });

    const saved = await api.call('PUT', '/api/UiSettings', {
      token: lender.token,
      body: { colorScheme: 'purple', darkMode: true, fontSize: 18 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.responseMsg).toBe('UI settings saved successfully!');
    expect(saved.body.data).toMatchObject({ colorScheme: 'purple', darkMode: true, fontSize: 18, animations: true, isDefault: false });

    const partial = await api.call('PUT', '/api/UiSettings', { token: lender.token, body: { animations: false } });
    expect(partial.body.data).toMatchObject({ colorScheme: 'purple', darkMode: true, fontSize: 18, animations: false });
    const other = await api.call('GET', '/api/UiSettings', { token: officer.token });
    expect(other.body.data.isDefault).toBe(true);

    const reset = await api.call('POST', '/api/UiSettings/Reset', { token: lender.token });
    expect(reset.body.responseMsg).toBe('UI settings reset to default');
    expect((await api.call('GET', '/api/UiSettings', { token: lender.token })).body.data).toMatchObject({
      colorScheme: 'default',
      fontSize: 16,
      animations: true,
      isDefault: true,
    });
  });

  it.each([
    [{ colorScheme: 'orange' }, 'colorScheme'],
    [{ fontSize: 40 }, 'fontSize'],
    [{ fontSize: 15.5 }, 'fontSize'],
    [{ darkMode: 'yes' }, 'darkMode'],
  ])('refuses %j', async (body, field) => {
    const { status, body: answer } = await api.call('PUT', '/api/UiSettings', { token: officer.token, body });
    expect(status).toBe(400);
    expect(answer.data.errors[field]).toEqual(expect.any(String));
  });
});
