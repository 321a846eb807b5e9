import { expect, type Locator, type Page } from '@playwright/test';

/** The "States Licensed" search box (the shared multi-select) inside a page or dialog. */
export function statesCombobox(scope: Page | Locator): Locator {
  return scope.getByRole('combobox', { name: /^States Licensed/ });
}

interface StateChoice {
  /** What the user types: a code or part of a name. */
  search: string;
  code: string;
  /** ArrowDown presses from the first match to the wanted one. */
  down?: number;
}

/**
 * Chooses states with the keyboard as a user would: types a code or part of a name, moves to the
 * option with the arrow keys, Enter chooses it; each choice then shows as a chip with its remove button.
 */
export async function chooseStatesByKeyboard(scope: Page | Locator, choices: readonly StateChoice[]): Promise<void> {
  const input = statesCombobox(scope);
  await input.focus();
  for (const { search, code, down = 0 } of choices) {
    await input.pressSequentially(search);
    const listbox = scope.getByRole('listbox', { name: 'States' });
    await expect(listbox.getByRole('option').nth(down)).toContainText(code);
    for (let i = 0; i < down; i += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await expect(scope.getByRole('button', { name: `Remove ${code}` })).toBeVisible();
    await expect(input).toHaveValue('');
  }
  // Done choosing: Escape closes the list (not the dialog around it), so the form below stops moving.
  await input.press('Escape');
}

/** The codes shown as chips, in the order chosen. */
export async function chosenStates(scope: Page | Locator): Promise<string[]> {
  const chips = scope.getByRole('list', { name: 'States chosen' }).getByRole('listitem');
  return (await chips.allTextContents()).map((text) => text.trim());
}
