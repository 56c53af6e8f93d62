/**
 * The admin frame as staff see it: the analyst's sidebar and 'My modules', the narrower menu of
 * a sales person, and the Settings dialog. People and modules come from the demo seed
 * (scripts/src/seed/demo.ts), texts from the message catalogues. A changed name is put back,
 * so the other files find the seed's people.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, field, openSettings, recordScripts, saveFirstName, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** The entries of spec 2 that only analyst-level roles (analyst, dev, product manager) may see. */
const analystOnlyEntries = ['Sectors', 'Questions', 'Templates', 'Select lists', 'Hypotheses', 'Emission factors', 'Units', 'Surveys', 'Survey questions', 'Action cards', 'Images'];

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** The client cards of 'My modules': each client's name, its count line and its modules' names with their status. */
async function myModules(page: Page) {
  const cards = page.getByRole('main').getByRole('region');
  await cards.first().waitFor();
  return cards.evaluateAll((sections) =>
    sections.map((section) => ({
      client: section.querySelector('h2')?.textContent,
      counts: section.querySelector('h2')?.nextElementSibling?.textContent,
      modules: [...section.querySelectorAll('li')].map(
        (item) => `${item.querySelector('p:nth-of-type(2)')?.textContent} · ${item.querySelector('[data-status-badge]')?.textContent}`,
      ),
    })),
  );
}

describe('analyst', () => {
  it("gets the admin frame: its sidebar, and 'My modules' listing assigned modules by client", async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await signIn(page, 'analyst');
    await page.getByRole('heading', { level: 1, name: 'My modules' }).waitFor();
    // The admin app's own code, loaded for staff only.
    expect(scripts.some((url) => /\/AdminLayout-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/AdminHomePage-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/HomePage-[\w-]+\.js$/.test(url) && !url.includes('Admin'))).toBe(false);

    // The admin sidebar, not the client one.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    const home = adminNav(page).getByRole('link', { name: 'Home' });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await home.getAttribute('href')).toBe('/');
    const sidebar = page.getByRole('complementary');
    for (const name of ['Settings', 'Logout', 'Collapse the menu']) await sidebar.getByRole('button', { name }).waitFor();
    await page.getByRole('banner').getByText('Camille Laurent', { exact: true }).waitFor();
    expect(await page.title()).toBe('Home · Cairn admin');

    // Camille consults on every demo module but the institution's PAI and engagement
    // programme; clients alphabetically, ongoing modules first, then the latest year.
    expect(await myModules(page)).toEqual([
      { client: 'Atelier Mécanique du Jura', counts: '1 module', modules: ['Rapport externe 2023 · Status: Delivered'] },
      {
        client: 'Aurore Capital Partners',
        counts: '6 modules · 4 ongoing',
        modules: [
          'Financed emissions 2025 · Status: Data collection',
          'Own operations 2024 · Status: Footprint completed',
          'Maturity review 2024 · Status: Data collection',
          'Portfolio alignment 2024 · Status: Ongoing',
          'Financed emissions 2024 · Status: Delivered',
          'Portfolio alignment 2023 · Status: Delivered',
        ],
      },
      {
        client: 'Boulangeries Maison Fournil',
        counts: '2 modules · 2 ongoing',
        modules: ['Bilan carbone 2024 · Status: Consistency check', 'Trajectoire de décarbonation · Status: Ongoing'],
      },
      {
        // The cheese dairy's delivered footprint and the trajectory built on it (scripts/src/seed/plans.ts).
        client: 'Fromagerie des Aravis',
        counts: '2 modules',
        modules: ['Bilan carbone 2024 · Status: Delivered', 'Trajectoire de décarbonation 2024-2030 · Status: Delivered'],
      },
      {
        client: 'Transports Vallée du Rhône',
        counts: '6 modules · 3 ongoing',
        modules: [
          // The footprint of the consultants' 2025 project (scripts/src/seed/projects.ts).
          'Bilan carbone 2025 · Status: Data collection',
          'Plan de transition 2024-2030 · Status: Preparing workshop 3',
          'Trajectoire 1,5 °C · Status: Ongoing',
          'Bilan carbone 2024 · Status: Delivered',
          'Comparaison 2023-2024 · Status: Delivered',
          'Bilan carbone 2023 · Status: Delivered',
        ],
      },
    ]);
    await screenshot(page, '01-analyst-my-modules');

    // Taller than the window: scrolled to the end, the sidebar stays in view, Logout included.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await sidebar.boundingBox())?.y).toBe(0);
    const logout = await sidebar.getByRole('button', { name: 'Logout' }).boundingBox();
    expect((logout?.y ?? Infinity) + (logout?.height ?? 0)).toBeLessThanOrEqual(800);
  });
});

describe('sales', () => {
  it('gets the admin sidebar without the analyst-only sections, and the modules it manages', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sales');
    await page.getByRole('heading', { level: 1, name: 'My modules' }).waitFor();
    const entries = await adminNav(page).getByRole('link').allInnerTexts();
    expect(entries[0]).toBe('Home');
    expect(entries.filter((entry) => analystOnlyEntries.includes(entry))).toEqual([]);
    await page.getByRole('complementary').getByRole('button', { name: 'Settings' }).waitFor();
    await page.getByRole('banner').getByText('Julien Moreau', { exact: true }).waitFor();
    // Account manager of every module but the external report.
    expect((await myModules(page)).map(({ client, counts }) => `${client}: ${counts}`)).toEqual([
      'Aurore Capital Partners: 10 modules · 7 ongoing',
      'Boulangeries Maison Fournil: 2 modules · 2 ongoing',
      'Transports Vallée du Rhône: 5 modules · 2 ongoing',
    ]);
    await screenshot(page, '02-sales');
  });
});

describe('settings', () => {
  it('shows the saved values, and a saved first name shows at once in the header', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    const dialog = await openSettings(page);
    const value = (label: string) => dialog.getByRole('textbox', { name: label, exact: true }).inputValue();
    expect(await value('Username')).toBe('analyst');
    expect(await dialog.getByRole('textbox', { name: 'Username', exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await value('First name')).toBe('Camille');
    expect(await value('Last name')).toBe('Laurent');
    expect(await value('Email')).toBe('camille.laurent@example.com');
    expect(await value('Phone')).toBe('+33 1 99 00 13 01');
    expect(await dialog.getByRole('checkbox', { name: 'Use the feminine form of my title' }).isChecked()).toBe(true);
    await animationsSettled(page);
    await screenshot(page, '03-settings');

    try {
      await field(page, 'First name').fill('Camila');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Settings updated').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('banner').getByText('Camila Laurent', { exact: true }).waitFor();
      await animationsSettled(page);
      await screenshot(page, '04-settings-saved');

      // Saved, not only shown: the dialog opens on the new value, and so does a new visit.
      await page.reload();
      await page.getByRole('banner').getByText('Camila Laurent', { exact: true }).waitFor();
      expect(await (await openSettings(page)).getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe('Camila');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await saveFirstName(page, 'Camille');
    }
    await page.getByRole('banner').getByText('Camille Laurent', { exact: true }).waitFor();
  });

  it("asks 'Discard changes?' before closing with a change, and closes at once without one", async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    const dialog = await openSettings(page);
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?', exact: true });
    await field(page, 'Phone').fill('+33 1 99 00 13 99');
    await page.keyboard.press('Escape');
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Nothing was saved, and an untouched dialog closes without asking.
    const again = await openSettings(page);
    expect(await again.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe('+33 1 99 00 13 01');
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();
    await again.waitFor({ state: 'hidden' });
    expect(await discard.count()).toBe(0);
  });
});
