import { expect, type Locator } from '@playwright/test';

/**
 * Waits until nothing inside `container` is animating. An accordion panel grows from 0 px:
 * while it grows, its lower links have a stable box but are still clipped, so a click at
 * their centre can land on whatever shows through instead.
 */
export async function waitForAnimations(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
    .toBe(0);
}
