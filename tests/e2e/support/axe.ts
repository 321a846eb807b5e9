// Accessibility check with axe: fails on serious or critical violations (WCAG 2.1 A and AA), and on request
// on two moderate best-practice rules a whole page must also pass: everything inside a landmark (`region`:
// the floating buttons once sat outside) and headings that do not skip a level (`heading-order`).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const PAGE_STRUCTURE_RULES = ['region', 'heading-order'];

/**
 * `soft` records a failure and lets the test go on; `where` (e.g. the route) heads the message of a walk of many pages;
 * `pageStructure` also fails on the landmark and heading-order rules (whole pages only: an open dialog is no landmark).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; soft?: boolean; where?: string; pageStructure?: boolean } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page })
    // Rules enabled by name run beside the tags' (axe-core: an explicit `enabled` wins over runOnly).
    .options(options.pageStructure ? { rules: Object.fromEntries(PAGE_STRUCTURE_RULES.map((id) => [id, { enabled: true }])) } : {})
    // Legacy mode runs axe once in the page: the app has no iframes, so the default's extra page and
    // second injection (to merge frame results) only cost time.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || (options.pageStructure && PAGE_STRUCTURE_RULES.includes(v.id)),
  );
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.html} — ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n\n');
  // Compared as 'impact rule' lines: the message above has the nodes, and a walk of many routes stays readable.
  (options.soft ? expect.soft : expect)(
    serious.map((v) => `${v.impact} ${v.id}`),
    options.where ? `${options.where}: ${report}` : report,
  ).toEqual([]);
}
