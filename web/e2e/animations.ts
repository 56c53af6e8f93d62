import type { Page } from 'playwright-core';

/**
 * Waits for the page's running CSS animations and transitions to end (a toast sliding in, a
 * dialog fading out), so that a screenshot shows the end state. Endless ones (spinners) are
 * not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const end = animation.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && Number.isFinite(end);
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
