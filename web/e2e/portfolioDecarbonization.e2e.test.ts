/**
 * A financial institution's portfolio decarbonization dashboard, end to end on the demo's
 * delivered 2024 reporting of `fi` (target year 2050, horizons 2029, 2034 and 2050; reported
 * targets and sector pathways, a few investees without data): the client opens it from the list,
 * reads the trajectory and the temperature scores, switches the measure and the scope (kept in
 * the address); staff see the warnings the client does not; a module without a delivered
 * reporting of its year says so. Texts come from the catalogues.
 */
import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { describe, expect, it } from 'vitest';
import { enPortfolioDecarbonization as en } from '../src/i18n/messages/portfolioDecarbonization.ts';
import { frPortfolioDecarbonization as fr } from '../src/i18n/messages/portfolioDecarbonization.fr.ts';
import { pathOf, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const reportingUuid = uuidOf.module('fi-pe-2024');
const dashboard = `/portfolio-decarbonization/${reportingUuid}`;
/** The demo's investee whose line exits in 2027. */
const LAITERIE = 'Laiterie des Monts d’Arrée';

describe('portfolio decarbonization', () => {
  it('shows the client the trajectory and the temperature scores, with the measure and scope in the address', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(new URL('/portfolio-decarbonization', page.url()).href);
    await page.getByRole('link', { name: 'Portfolio alignment 2024' }).click();
    await expect.poll(() => pathOf(page)).toBe(dashboard);
    await page.getByRole('heading', { level: 1, name: 'Portfolio decarbonization 2024' }).waitFor();
    // The trajectory, by investment intensity at first: a chart described for screen readers.
    const trajectory = page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.trajectory.title']} Investment intensity`) });
    await trajectory.waitFor();
    expect(await trajectory.getAttribute('aria-label')).toMatch(/2050 Investment intensity \(tCO₂e\/M€\) \d/);
    const temperature = page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.temperature.title'].replace(/[()]/g, '\\$&')}`) });
    await temperature.waitFor();
    expect(await temperature.getAttribute('aria-label')).toMatch(/2029 \(5 years\) Temperature score \d/);
    await page.getByText(en['portfolioDecarbonization.temperature.note']).waitFor();
    // Staff's note beneath the trajectory (the demo's).
    await page.getByText(/^Intensity per million euros invested at the 2024 outstanding amounts/).waitFor();
    // Two dashboards (2023 and 2024): the way back to their list.
    await page.getByRole('link', { name: en['portfolioDecarbonization.page.back'] }).waitFor();
    await page.getByRole('button', { name: en['portfolioDecarbonization.definitions.open'] }).click();
    await page.getByRole('dialog', { name: en['portfolioDecarbonization.definitions.title'] }).getByText(en['portfolioDecarbonization.definitions.waci']).waitFor();
    await page.keyboard.press('Escape');
    // Staff's warnings are not the client's.
    await expect.poll(() => page.getByText(en['portfolioDecarbonization.warnings.missingData']).count()).toBe(0);
    await screenshot(page, 'client');

    // The results workbook, from the header's menu.
    await page.getByRole('button', { name: en['portfolioDecarbonization.download.menu'] }).click();
    const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en['portfolioDecarbonization.download.results'] }).click()]);
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(XLSX.read(await readFile(await workbook.path())).SheetNames).toContain('Trajectory');

    // The measure and the scope, kept in the address.
    await page.getByRole('combobox', { name: en['portfolioDecarbonization.trajectory.measure'] }).selectOption('financedEmissionsKg');
    await page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.trajectory.title']} Financed emissions`) }).waitFor();
    await page.getByRole('combobox', { name: en['portfolioDecarbonization.filter.scope'] }).selectOption('ONE_AND_TWO');
    await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('ONE_AND_TWO');
    expect(new URL(page.url()).searchParams.get('measure')).toBe('financedEmissionsKg');
    await page.reload();
    await page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.trajectory.title']} Financed emissions`) }).waitFor();
    expect(await page.getByRole('combobox', { name: en['portfolioDecarbonization.filter.scope'] }).inputValue()).toBe('ONE_AND_TWO');

    // The investment filter: one fund's investments left out, kept in the address, every one back at once.
    const financed = page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.trajectory.title']} Financed emissions`) });
    const everyInvestment = await financed.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Investments: All' }).click();
    await page.getByRole('checkbox', { name: 'Aurore Transition Climat' }).uncheck();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('investments').length).toBeGreaterThan(0);
    await expect.poll(() => financed.getAttribute('aria-label')).not.toBe(everyInvestment);
    await page.getByRole('button', { name: /^Investments: \d+ of \d+$/ }).waitFor();
    await screenshot(page, 'investment-filter');
    await page.getByRole('button', { name: en['portfolioDecarbonization.investments.showAll'] }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('investments')).toBe(false);
    await expect.poll(() => financed.getAttribute('aria-label')).toBe(everyInvestment);
    await page.keyboard.press('Escape');

    // The split by sector, and its normalized shares.
    const bySector = page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.groups.bySector']}`) });
    await bySector.waitFor();
    await page.getByText(en['portfolioDecarbonization.groups.normalized']).last().click();
    await expect.poll(async () => (await bySector.getAttribute('aria-label')) ?? '').toMatch(/2024 .* 100|\d+(\.\d+)?/);
    await page.getByRole('img', { name: new RegExp(`^${en['portfolioDecarbonization.bars.title'].replace(/[()]/g, '\\$&')}`) }).waitFor();

    // A year's side panel from the keyboard: its figures, its assets, one asset's figures.
    await page.getByRole('button', { name: 'Open the figures of 2030' }).click();
    const panel = page.getByRole('dialog', { name: '2030' });
    await panel.getByText(en['portfolioDecarbonization.panel.assets'], { exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('yearInPanel')).toBe('2030');
    await panel.getByRole('listitem').first().getByRole('button').click();
    await panel.getByText(en['portfolioDecarbonization.panel.financed']).waitFor();
    // Its temperature scores, a row per horizon: aggregated, then scope by scope.
    const scores = panel.getByRole('table', { name: en['portfolioDecarbonization.panel.scores'] });
    await expect.poll(() => scores.getByRole('rowheader').allTextContents()).toEqual(['2029', '2034', '2050']);
    expect(await scores.getByRole('row', { name: /^2029 / }).textContent()).toMatch(/2029\d,\d+ °C|2029\d\.\d+ °C|2029—/);
    await screenshot(page, 'panel');
    // The cheese dairy follows its own delivered Cairn trajectory: its name opens that trajectory's projection in a new tab.
    await panel.getByRole('button', { name: en['portfolioDecarbonization.panel.assets'] }).click();
    // The year's assets of one trajectory type, from the panel's list choice (a type chart's bar does the same).
    await panel.getByRole('combobox', { name: en['portfolioDecarbonization.panel.list'] }).selectOption('type:INTERNAL');
    await expect.poll(() => new URL(page.url()).searchParams.get('typeInPanel')).toBe('INTERNAL');
    await expect.poll(() => panel.getByRole('listitem').allTextContents()).toEqual(['Fromagerie des Aravis']);
    await page.getByRole('dialog', { name: `2030 · ${en['portfolioDecarbonization.groups.INTERNAL']}` }).waitFor();
    await screenshot(page, 'panel-group');
    await panel.getByRole('button', { name: 'Fromagerie des Aravis' }).click();
    await panel.getByText(en['portfolioDecarbonization.groups.INTERNAL'], { exact: true }).waitFor();
    const planLink = panel.getByRole('link', { name: 'Fromagerie des Aravis' });
    expect(await planLink.getAttribute('href')).toBe(`/decarbonization/${uuidOf.module('investee3-trajectory-2024')}/projection?investeeUuid=${uuidOf.asset('investee3')}`);
    expect(await planLink.getAttribute('target')).toBe('_blank');
    // The tab opens in the investee view of the dairy, on its trajectory's projection.
    const planTab = await page.context().newPage();
    await planTab.goto(new URL((await planLink.getAttribute('href'))!, page.url()).href);
    await planTab.getByText('Viewing Fromagerie des Aravis').waitFor();
    await planTab.getByRole('heading', { level: 1, name: 'Trajectoire de décarbonation 2024-2030' }).waitFor();
    await screenshot(planTab, 'internal-plan');
    await planTab.close();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('yearInPanel')).toBe(null);

    // Beyond the spec: the seven aggregations, the contributions, and a what-if scored in the browser.
    const methods = page.getByRole('region', { name: en['portfolioDecarbonization.methods.title'] });
    await methods.getByRole('row', { name: /ROTS/ }).waitFor();
    await page.getByRole('heading', { name: 'Contributions to the WATS score' }).waitFor();
    const holding = page.getByRole('combobox', { name: en['portfolioDecarbonization.whatIf.holding'] });
    await holding.selectOption({ index: 1 });
    const result = page.getByRole('status').filter({ hasText: /^Portfolio WATS score: .* today, .* with this target$/ });
    await result.waitFor();
    await screenshot(page, 'what-if');
  });

  it("lists the investees behind a bar series, those that left named without figures", async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    // The dairy cooperative exits in 2027: that year's excluded investments, straight from the address.
    await page.goto(new URL(`${dashboard}?yearInPanel=2027&sidePanel=excludedInvestments`, page.url()).href);
    const panel = page.getByRole('dialog', { name: /^2027/ });
    await page.getByRole('dialog', { name: `2027 · ${en['portfolioDecarbonization.bars.excluded']}` }).waitFor();
    await expect.poll(() => panel.getByRole('listitem').allTextContents()).toEqual([LAITERIE]);
    expect(await panel.getByRole('listitem').getByRole('button').count()).toBe(0);
    await screenshot(page, 'panel-excluded');
    // The year's previously projected investments, from the panel's list choice: the assets still held, each a button.
    await panel.getByRole('combobox', { name: en['portfolioDecarbonization.panel.list'] }).selectOption('bars:previousInvestments');
    await expect.poll(() => new URL(page.url()).searchParams.get('sidePanel')).toBe('previousInvestments');
    await expect.poll(() => panel.getByRole('listitem').getByRole('button').count()).toBeGreaterThan(10);
    expect(await panel.getByRole('listitem').getByRole('button', { name: LAITERIE }).count()).toBe(0);
  });

  it('speaks French on a phone, its year panel over the page', async () => {
    const page = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(page, 'fi');
    await page.goto(new URL(dashboard, page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Décarbonation du portefeuille 2024' }).waitFor();
    await page.getByRole('img', { name: new RegExp(`^${fr['portfolioDecarbonization.trajectory.title']}`) }).waitFor();
    await page.getByRole('img', { name: new RegExp(`^${fr['portfolioDecarbonization.temperature.title'].replace(/[()]/g, '\\$&')}`) }).waitFor();
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Investissements\u00a0: Tous' }).waitFor();
    await screenshot(page, 'client-fr-phone');
    await page.getByRole('button', { name: 'Ouvrir les chiffres de 2030' }).click();
    const panel = page.getByRole('dialog', { name: '2030' });
    await panel.getByText(fr['portfolioDecarbonization.panel.assets'], { exact: true }).waitFor();
    await screenshot(page, 'panel-fr-phone');
  });

  it('shows staff the investees left out and why', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(new URL(dashboard, page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Portfolio decarbonization 2024' }).waitFor();
    await page.getByText(en['portfolioDecarbonization.warnings.missingData']).waitFor();
    await page.getByText(new RegExp(en['portfolioDecarbonization.reason.NO_TYPE'])).first().waitFor();
    await screenshot(page, 'staff');
  });

  it('says so when the module has no delivered reporting of its year', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    // The 2023 module: the demo delivered no portfolio emissions for 2023.
    await page.goto(new URL(`/portfolio-decarbonization/${uuidOf.module('fi-pd-2023')}`, page.url()).href);
    await page.getByText(en['portfolioDecarbonization.page.notFound']).waitFor();
  });
});
