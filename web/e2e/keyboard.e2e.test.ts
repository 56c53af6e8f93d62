/**
 * The app by keyboard alone: signing in, the skip link, a dialog that keeps and gives back the
 * focus, and a menu that returns it to its button.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { expectAccessible } from './axe.ts';
import { animationsSettled, demoPassword, screenshot, signIn, useBrowser, welcomeHeading } from './helpers.ts';

const browser = useBrowser();

/** What has the focus: its tag, its text or name, and whether it sits inside an open dialog or menu. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? null,
      id: element?.id ?? null,
      name: element?.getAttribute('aria-label') ?? element?.innerText.trim() ?? null,
      inDialog: Boolean(element?.closest('[role="dialog"]')),
    };
  });
}

/** Signs the client in, opens its report of `year` and presses Enter on the header button `name`, which it answers. */
async function pressOnReport(page: Page, year: 2023 | 2024, name: string) {
  await signIn(page, 'client');
  await page.goto(`/carbon-footprint/${uuidOf.module(`client-cf-${year}`)}/${demoReportUuid(year)}`);
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  return button;
}

describe('by keyboard alone', () => {
  it('signs in with Tab and Enter', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    // The first field has the focus, or the first Tab reaches it.
    if ((await focused(page)).tag !== 'input') await page.keyboard.press('Tab');
    await page.keyboard.type('client');
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoPassword());
    await page.keyboard.press('Enter');
    await (await welcomeHeading(page)).waitFor();
  });

  it('shows the skip link on the first Tab, above everything, and lands on the main content', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.goto('/resources');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    // Visible, and drawn above the sidebar: the element at its centre is the link itself.
    const box = await skip.boundingBox();
    expect(box).not.toBeNull();
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, {
      x: box!.x + box!.width / 2,
      y: box!.y + box!.height / 2,
    });
    expect(onTop).toBe('Skip to content');
    await screenshot(page, '01-skip-link');
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
  });

  it("goes through the sidebar by Tab, names each page in the tab's title, and moves the focus to the new page's heading", async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await expect.poll(() => page.title()).toMatch(/^Welcome, .+ · Cairn$/);
    // Through the sidebar by Tab alone: the skip link first, then the menu's entries in order.
    let presses = 0;
    while ((await focused(page)).name !== 'Resources') {
      presses += 1;
      expect(presses, 'Tab reaches the Resources entry of the sidebar').toBeLessThan(25);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', name: 'Resources' });
    await expect.poll(() => page.title()).toBe('Resources · Cairn');

    const french = await browser.newPage({ language: 'fr' });
    await signIn(french, 'client');
    await french.goto('/resources');
    await expect.poll(() => french.title()).toBe('Ressources · Cairn');
  });

  it('keeps the focus inside a dialog, closes it with Escape and gives the focus back to its button', async () => {
    const page = await browser.newPage();
    const share = await pressOnReport(page, 2023, 'Share page');
    await page.getByRole('dialog', { name: 'Share this report' }).waitFor();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog, `Tab ${press + 1} stays in the dialog`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The dialog hands the focus back as it closes, on its own schedule: waited for.
    await expect.poll(() => share.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('opens the download menu, downloads, and gives the focus back to its button; Tab leaves the menu', async () => {
    const page = await browser.newPage();
    const download = await pressOnReport(page, 2024, 'Download');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const menuHasFocus = () => menu.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(menuHasFocus).toBe(true);
    await page.keyboard.press('ArrowDown');
    const highlighted = menu.locator('[data-highlighted]');
    await highlighted.waitFor();
    await animationsSettled(page);
    await screenshot(page, '02-download-menu-highlighted');
    // The highlighted item is readable and stands out (a white text on a faint bar once hid it).
    await expectAccessible(page, 'the open download menu');
    const saved = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await saved;
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', name: 'Download' });
    await expect.poll(() => download.getAttribute('aria-busy')).toBe('false');

    // Tab in an open menu closes it and goes on from its button, to the comparison link.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    // The menu takes the focus as it opens: Tab is pressed in it, as a person would.
    await expect.poll(menuHasFocus).toBe(true);
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', name: 'Compare to 2023' });

  });
});
