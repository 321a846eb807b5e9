// Accessibility check with axe: fails on serious or critical violations (WCAG 2.1 A and AA).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** `soft` records a failure and lets the test go on; `where` (e.g. the route) heads the message of a walk of many pages. */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[]; soft?: boolean; where?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    // Legacy mode runs axe once in the page: the app has no iframes, so the default's extra page and
    // second injection (to merge frame results) only cost time.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.html} — ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n\n');
  // Compared as 'impact rule' lines: the message above has the nodes, and a walk of many routes stays readable.
  (options.soft ? expect.soft : expect)(serious.map((v) => `${v.impact} ${v.id}`), options.where ? `${options.where}: ${report}` : report).toEqual([]);
}
