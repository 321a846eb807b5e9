// Stepping between the page and the gateway: hold or replace the answer to one GraphQL operation.
import type { Page, Route } from '@playwright/test';

/** An answer of the gateway that failed inside (what a refused mutation looks like without data). */
export const SERVER_ERROR = {
  status: 200,
  body: { data: null, errors: [{ message: 'Upstream failure', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
};

/**
 * Holds every request of one GraphQL operation until `release()` is called, so a test can look at
 * the page while the server has not answered yet. `answer` replaces the server's reply.
 */
export async function holdOperation(page: Page, operationName: string, answer?: { status: number; body: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName !== operationName) return route.continue();
    seen.push(operationName);
    await released;
    if (answer) await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    else await route.continue();
  });
  return { release: () => release(), requests: () => seen.length };
}
