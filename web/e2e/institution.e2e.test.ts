/**
 * The web shell as a financial institution sees it (the demo's `fi`, Aurore Capital Partners):
 * its grouped menu, and the investee view (`?investeeUuid=`), which shows an investee's
 * dashboard in the tab until 'Back to my portfolio'. Module names and assets come from the
 * demo seed (scripts/src/seed/demo.ts), texts from the message catalogues.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { menuOf, pathOf, screenshot, signIn, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();

const investee = { uuid: uuidOf.asset('investee'), name: 'Boulangeries Maison Fournil' };

/** The institution's own menu: every group of spec 1, entries without a module disabled. */
const institutionMenu = [
  { name: 'Home', href: '/' },
  {
    group: 'Maturity',
    entries: [
      { name: 'PMDR', href: '/pmdr' },
      // Announced, never open.
      { name: 'NZIF (Not available)', href: null },
    ],
  },
  {
    group: 'Measure',
    entries: [
      // Two years of portfolio emissions: their list.
      { name: 'Portfolio Emissions', href: '/portfolio-emissions' },
      // A PAI module opens on the portfolio-emissions reporting of its year, whose delivered results it reads.
      { name: 'PAI', href: `/pai/${uuidOf.module('fi-pe-2024')}` },
      { name: 'Carbon footprint', href: `/carbon-footprint/${uuidOf.module('fi-cf-2024')}` },
      { name: 'Comparisons (Not available)', href: null },
    ],
  },
  {
    group: 'Reduce',
    entries: [
      { name: 'Decarbonization (Not available)', href: null },
      // Two years: straight to the latest (2024), not to the list; it opens on the 2024 portfolio-emissions reporting, as PAI does.
      { name: 'Portfolio Decarbonization', href: `/portfolio-decarbonization/${uuidOf.module('fi-pe-2024')}` },
    ],
  },
  { name: 'Project management', href: `/project-management/${uuidOf.module('fi-pm')}` },
  { name: 'Resources', href: '/resources' },
];

/** The banner of the investee view, and its way out. */
const banner = (page: Page) => page.getByRole('region', { name: 'Viewing an investee' });

describe('menu', () => {
  it('groups the institution entries, disables those without a module, and opens the latest portfolio decarbonization', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await expect.poll(() => menuOf(page)).toEqual(institutionMenu);

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    // Groups are lists named by their heading.
    expect(await nav.getByRole('list', { name: 'Maturity' }).getByRole('listitem').count()).toBe(2);
    expect(await nav.getByRole('list', { name: 'Reduce' }).getByRole('listitem').count()).toBe(2);
    // Disabled entries are no links, and say so to assistive technology.
    for (const name of ['NZIF', 'Comparisons', 'Decarbonization']) {
      expect(await nav.getByRole('link', { name: new RegExp(`^${name}\\b`) }).count(), name).toBe(0);
    }
    expect(await nav.locator('[aria-disabled="true"]').allTextContents()).toEqual([
      'NZIF (Not available)',
      'Comparisons (Not available)',
      'Decarbonization (Not available)',
    ]);
    await page.getByText('You are viewing Aurore Capital Partners.', { exact: true }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await screenshot(page, '01-menu');
  });
});

describe('investee view', () => {
  it("opens the investee's carbon footprint from the sidebar, read-only", async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/?investeeUuid=${investee.uuid}`);
    await banner(page).getByText(`Viewing ${investee.name}`, { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Carbon footprint' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/carbon-footprint/${uuidOf.module('investee-cf-2024')}`);
    const main = page.getByRole('main');
    // The investee's own footprint page, as its users see it: name, status, company.
    await main.getByRole('heading', { level: 1, name: 'Bilan carbone 2024' }).waitFor();
    await main.getByText(investee.name, { exact: true }).waitFor();
    expect(await main.getByText(/does not exist or is not yours/).count()).toBe(0);
    // Read-only: no report can be shared or downloaded from here.
    expect(await main.getByRole('button', { name: 'Share page' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Download' }).count()).toBe(0);
    await banner(page).getByText(`Viewing ${investee.name}`, { exact: true }).waitFor();
    await screenshot(page, '05-investee-footprint');
  });

  it("shows the investee's dashboard across navigation and reloads, until 'Back to my portfolio'", async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/?investeeUuid=${investee.uuid}`);

    await banner(page).getByText(`Viewing ${investee.name}`, { exact: true }).waitFor();
    // The sidebar names the investee, then the person signed in.
    const sidebar = page.getByRole('complementary');
    await sidebar.getByText(investee.name, { exact: true }).waitFor();
    await sidebar.getByText('Marc Lefèvre', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Marc Lefèvre' }).waitFor();
    await page.getByText(`You are viewing ${investee.name}.`, { exact: true }).waitFor();
    const ongoing = page.getByRole('region', { name: 'Ongoing projects' });
    await expect
      .poll(async () => Promise.all((await ongoing.getByRole('link').all()).map((link) => visibleText(link))))
      // The bakery's trajectory (scripts/src/seed/plans.ts) counts its two selected actions.
      .toEqual(['CARBON FOOTPRINT Bilan carbone 2024 2024 Consistency check', 'DECARBONIZATION TRAJECTORY Trajectoire de décarbonation 2024 · 2 actions Ongoing']);
    await page.getByRole('region', { name: 'Your contacts' }).getByText('Camille Laurent', { exact: true }).waitFor();
    // The investee is a company: the other-clients menu, for its modules.
    const investeeMenu = [
      { name: 'Home', href: '/' },
      { name: 'Carbon footprint', href: `/carbon-footprint/${uuidOf.module('investee-cf-2024')}` },
      { name: 'Decarbonization', href: `/decarbonization/${uuidOf.module('investee-trajectory-2024')}/actions` },
      { name: 'Report comparison (Not available)', href: null },
      { name: 'Resources', href: '/resources' },
    ];
    await expect.poll(() => menuOf(page)).toEqual(investeeMenu);
    await screenshot(page, '02-investee-home');

    // Another page, with no investee in its address: still the investee's.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    expect(pathOf(page)).toBe('/resources');
    await banner(page).getByText(`Viewing ${investee.name}`, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await banner(page).getByText(`Viewing ${investee.name}`, { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.getByText(`You are viewing ${investee.name}.`, { exact: true }).waitFor();
    await expect.poll(() => menuOf(page)).toEqual(investeeMenu);
    await screenshot(page, '03-investee-after-reload');

    // The view belongs to this tab: another tab of the same browser opens on the institution's own.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/');
    await otherTab.getByText('You are viewing Aurore Capital Partners.', { exact: true }).waitFor();
    expect(await banner(otherTab).count()).toBe(0);
    await otherTab.close();
    await banner(page).getByText(`Viewing ${investee.name}`, { exact: true }).waitFor();

    await banner(page).getByRole('button', { name: 'Back to my portfolio' }).click();
    await page.getByText('You are viewing Aurore Capital Partners.', { exact: true }).waitFor();
    // The view's end and the navigation home are two steps: the address is waited for.
    await expect.poll(() => pathOf(page)).toBe('/');
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => menuOf(page)).toEqual(institutionMenu);
    await sidebar.getByText('Aurore Capital Partners', { exact: true }).waitFor();
    await ongoing.getByText('Financed emissions 2025', { exact: true }).waitFor();
    // And it stays the institution's own after a reload.
    await page.reload();
    await page.getByText('You are viewing Aurore Capital Partners.', { exact: true }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await screenshot(page, '04-back-to-portfolio');
  });

  it('shows an error, not data, for an asset that is not one of its investees', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    // The company client of the demo: a real asset, but not this institution's investee.
    await page.goto(`/?investeeUuid=${uuidOf.asset('client')}`);

    const ongoing = page.getByRole('region', { name: 'Ongoing projects' });
    const contacts = page.getByRole('region', { name: 'Your contacts' });
    await ongoing.getByRole('alert').getByText('An error occurred:').waitFor();
    await contacts.getByRole('alert').waitFor();
    // The institution's own name is never shown as the one in view.
    expect(await page.getByText('You are viewing Aurore Capital Partners.').count()).toBe(0);
    await banner(page).getByText('Viewing an investee', { exact: true }).waitFor();
    expect(await page.getByText('Transports Vallée du Rhône').count()).toBe(0);
    expect(await page.getByText('Plan de transition 2024-2030').count()).toBe(0);
    expect(await ongoing.getByRole('link').count()).toBe(0);
    // Without the dashboard, only the entries that need none.
    expect(await menuOf(page)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Resources', href: '/resources' },
    ]);
    await screenshot(page, '05-not-an-investee');

    // The way back still works.
    await banner(page).getByRole('button', { name: 'Back to my portfolio' }).click();
    await page.getByText('You are viewing Aurore Capital Partners.', { exact: true }).waitFor();
    await expect.poll(() => menuOf(page)).toEqual(institutionMenu);
  });
});
