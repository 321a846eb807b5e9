import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../harness/stack.ts';
import { globalId } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

describe('UI settings', () => {
  it('updateUiSettings saves per viewer; resetUiSettings restores the defaults', async () => {
    const saved = await stack.gql<{ updateUiSettings: any }>(
      `mutation { updateUiSettings(input: { colorScheme: GREEN, darkMode: true }) { message uiSettings { id colorScheme darkMode fontSize isDefault } } }`,
      {},
      stack.officer,
    );
    expect(saved.data!.updateUiSettings).toEqual({
      message: 'UI settings saved successfully!',
      uiSettings: { id: globalId('UiSettings', 2), colorScheme: 'GREEN', darkMode: true, fontSize: 16, isDefault: false },
    });
    const bad = await stack.gql(`mutation { updateUiSettings(input: { fontSize: 99 }) { message } }`, {}, stack.officer);
    expect(fieldsOf(bad)).toEqual({ fontSize: 'Font size must be a whole number from 12 to 24' });
    const viaNode = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { ... on UiSettings { colorScheme } } }`,
      { id: globalId('UiSettings', 2) },
      stack.officer,
    );
    expect(viaNode.data!.node).toEqual({ colorScheme: 'GREEN' });
    const othersNode = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: globalId('UiSettings', 2) },
      stack.lender,
    );
    expect(othersNode.data!.node).toBeNull();
    const reset = await stack.gql<{ resetUiSettings: any }>(
      `mutation { resetUiSettings(input: {}) { message uiSettings { colorScheme darkMode isDefault } } }`,
      {},
      stack.officer,
    );
    expect(reset.data!.resetUiSettings).toEqual({
      message: 'UI settings reset to default',
      uiSettings: { colorScheme: 'DEFAULT', darkMode: false, isDefault: true },
    });
  });
});
