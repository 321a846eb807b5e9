import type { Page } from '@playwright/test';

/** Runs in the page: keeps the title of every toast shown in `window.__toasts`. */
function installToastRecorder(): void {
  const seen: string[] = [];
  (window as unknown as { __toasts: string[] }).__toasts = seen;
  const collect = () => {
    document.querySelectorAll('[data-scope="toast"][data-part="title"]:not([data-e2e-seen])').forEach((el) => {
      el.setAttribute('data-e2e-seen', '');
      seen.push(el.textContent ?? '');
    });
  };
  const start = () => {
    new MutationObserver(collect).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    collect();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/**
 * Records the title of every toast the page shows, now and after later navigations. Success
 * toasts last 2 s (spec §8); on a busy machine a polling assertion can miss one, an observer cannot.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(installToastRecorder);
  await page.evaluate(installToastRecorder);
  return () => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}
