import { rmSync } from 'node:fs';

/** Removes the run's temporary data directory (see playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.LENDHUB_E2E_DATA_DIR;
  if (dir && dir.includes('lendhub-e2e-')) rmSync(dir, { recursive: true, force: true });
}
