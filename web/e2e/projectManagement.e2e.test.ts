/**
 * The institution's project tracking, end to end on the demo's `fi-pm` module of `fi` (Aurore
 * Capital Partners), which reads the delivered 2024 portfolio: the bakery (footprint collecting
 * data, trajectory under way, two comments), the workshop (footprint preparing its data
 * collection, flagged at risk) and the dairy (footprint and trajectory delivered). The client
 * opens it from the menu, reads the summary, expands a row to its comments and finds the way to
 * the investee's dashboard and its analyst; staff add a comment and flag an investee at risk on
 * the same page; the page in French on a phone, from the keyboard. Texts come from the catalogues.
 */
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { labelOf } from '@cairn/shared/labels';
import type { ProjectManagementView } from '@cairn/shared/portfolio/projectManagement';
import { describe, expect, it } from 'vitest';
import { frProjectManagement as fr } from '../src/i18n/messages/projectManagement.fr.ts';
import { enProjectManagement as en } from '../src/i18n/messages/projectManagement.ts';
import { formatCalendarDay } from '../src/features/projectManagement/projectManagementModel.ts';
import { animationsSettled } from './animations.ts';
import { fill } from './flows.ts';
import { call, pathOf, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const trackingUuid = uuidOf.module('fi-pm');
const bakery = 'Boulangeries Maison Fournil';
const workshop = 'Atelier Mécanique du Jura';
const dairy = 'Fromagerie des Aravis';
const growthFund = 'Aurore Croissance II';
const rowsOf = (view: ProjectManagementView) => view.funds.flatMap((fund) => fund.investees);
/** A French catalogue text without plural forms. */
const french = (key: keyof typeof fr): string => {
  const text = fr[key];
  return typeof text === 'string' ? text : text.other;
};

describe('project management', () => {
  it("shows the institution its investees' projects, their comments, the at-risk warning, the dashboard links and its analyst", async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Project management' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/project-management/${trackingUuid}`);
    await page.getByRole('heading', { level: 1, name: en['projectManagement.page.title'] }).waitFor();
    const main = page.getByRole('main');
    // Three investees followed; one footprint of three delivered (the dairy's), two of two trajectories started.
    await main.getByText('3 assets followed', { exact: true }).waitFor();
    await main.getByRole('progressbar', { name: `${en['projectManagement.summary.delivered']} 1/3` }).waitFor();
    await main.getByRole('progressbar', { name: `${en['projectManagement.summary.started']} 2/2` }).waitFor();
    // The only module of its kind: no way back to a list.
    expect(await main.getByRole('link', { name: en['projectManagement.page.back'] }).count()).toBe(0);

    // The growth fund's table, by name, with each footprint's status from its project.
    const growth = main.getByRole('table', { name: growthFund });
    expect(await growth.locator('tr[data-investee-row] td:first-child p:first-child').allInnerTexts()).toEqual([workshop, bakery, dairy]);
    const bakeryRow = growth.locator('tr[data-investee-row]', { hasText: bakery });
    // Its commercial stage: the demo's footprint deal is signed.
    await bakeryRow.getByText(labelOf('crmStage', 'CLOSED_WON', 'en'), { exact: true }).waitFor();
    await bakeryRow.getByText(labelOf('footprintTrackingStatus', 'ONGOING', 'en'), { exact: true }).waitFor();
    // Its data collection's progress and the client's last answer (the demo's questionnaire, answered when seeded), as the tracking reads them.
    const bakeryFootprint = rowsOf(await call('projectManagement.get', { uuid: trackingUuid }, await tokenOf('fi'))).find((row) => row.name === bakery)!.carbonFootprint;
    expect(bakeryFootprint.percentage).not.toBeNull();
    await bakeryRow.getByText(fill(en['projectManagement.table.percentage'], { percentage: String(bakeryFootprint.percentage) }), { exact: true }).waitFor();
    await bakeryRow.getByText(formatCalendarDay(bakeryFootprint.lastActivity!, 'en'), { exact: true }).waitFor();
    await bakeryRow.getByText(fill(en['projectManagement.table.nextStep'], { date: 'Dec 15, 2026' }), { exact: true }).waitFor();
    // The workshop is at risk; the bakery's dashboard opens in a new tab in the investee view.
    await growth.getByRole('img', { name: fill(en['projectManagement.row.atRiskOf'], { name: workshop }) }).waitFor();
    const dashboard = bakeryRow.getByRole('link', { name: fill(en['projectManagement.row.openDashboardNewTab'], { name: bakery }) });
    expect(await dashboard.getAttribute('href')).toBe(`/?investeeUuid=${uuidOf.asset('investee')}`);
    expect(await dashboard.getAttribute('target')).toBe('_blank');

    // A row opens onto its comments, newest first; the dairy has none.
    await bakeryRow.getByRole('button', { name: fill(en['projectManagement.row.expand'], { name: bakery }) }).click();
    const comments = growth.getByRole('listitem');
    await comments.first().getByText('Electricity bills for two shops are still missing: reminder sent.').waitFor();
    await comments.nth(1).getByText('Questionnaire sent; the purchasing team is gathering flour volumes by supplier.').waitFor();
    await growth.locator('tr[data-investee-row]', { hasText: dairy }).getByRole('button', { name: fill(en['projectManagement.row.expand'], { name: dairy }) }).click();
    await growth.getByText(en['projectManagement.comments.empty'], { exact: true }).waitFor();
    // A client has no staff action.
    expect(await main.getByRole('button', { name: en['projectManagement.comments.add'] }).count()).toBe(0);

    // The fund of the workshop alone, and the analyst with a mail link and a French number spaced.
    await main.getByRole('table', { name: 'Aurore Transition Climat' }).getByText(workshop).waitFor();
    const contact = main.getByRole('listitem').filter({ hasText: 'Léa Dubois' });
    expect(await contact.getByRole('link', { name: '+33 1 99 00 13 05', exact: true }).getAttribute('href')).toBe('tel:+33199001305');
    expect(await contact.getByRole('link', { name: 'lea.dubois@example.com', exact: true }).getAttribute('href')).toBe('mailto:lea.dubois@example.com');
    await animationsSettled(page);
    await screenshot(page, '01-client');
  });

  it('lets staff add a comment and flag an investee at risk on the same page, with a stand-in for the dashboard link', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`/project-management/${trackingUuid}`);
    const main = page.getByRole('main');
    const growth = main.getByRole('table', { name: growthFund });
    const dairyRow = growth.locator('tr[data-investee-row]', { hasText: dairy });
    await dairyRow.waitFor();
    // Staff do not enter an investee view: the icon only says so.
    await dairyRow.getByRole('img', { name: fill(en['projectManagement.row.fakeDashboard'], { name: dairy }) }).waitFor();
    expect(await dairyRow.getByRole('link').count()).toBe(0);

    await dairyRow.getByRole('button', { name: fill(en['projectManagement.row.expand'], { name: dairy }) }).click();
    await growth.getByRole('textbox', { name: fill(en['projectManagement.comments.new'], { name: dairy }) }).fill('Trajectory delivered; next review in June.');
    await growth.getByRole('button', { name: en['projectManagement.comments.add'] }).click();
    await growth.getByRole('listitem').getByText('Trajectory delivered; next review in June.', { exact: true }).waitFor();
    await expect.poll(() => growth.getByRole('textbox', { name: fill(en['projectManagement.comments.new'], { name: dairy }) }).inputValue()).toBe('');

    await growth.getByRole('checkbox', { name: fill(en['projectManagement.staff.atRisk'], { name: dairy }) }).check({ force: true });
    await dairyRow.getByRole('img', { name: fill(en['projectManagement.row.atRiskOf'], { name: dairy }) }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '02-staff');

    // The institution sees both.
    const client = await browser.newPage();
    await signIn(client, 'fi');
    await client.goto(`/project-management/${trackingUuid}`);
    const clientGrowth = client.getByRole('main').getByRole('table', { name: growthFund });
    const clientDairy = clientGrowth.locator('tr[data-investee-row]', { hasText: dairy });
    await clientDairy.getByRole('img', { name: fill(en['projectManagement.row.atRiskOf'], { name: dairy }) }).waitFor();
    await clientDairy.getByRole('button', { name: fill(en['projectManagement.row.expand'], { name: dairy }) }).click();
    await clientGrowth.getByText('Trajectory delivered; next review in June.', { exact: true }).waitFor();
  });

  it('speaks French on a phone, a row opened from the keyboard', async () => {
    const page = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(page, 'fi');
    await page.goto(`/project-management/${trackingUuid}`);
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: french('projectManagement.page.title') }).waitFor();
    const growth = main.getByRole('table', { name: growthFund });
    // The bakery's row (the workshop's projects are the consultants' test ground in other files: its latest one may change).
    await growth.getByRole('button', { name: fill(french('projectManagement.row.expand'), { name: bakery }) }).press('Enter');
    await growth.getByText('Electricity bills for two shops are still missing: reminder sent.').waitFor();
    // The same button now hides them, and says so.
    expect(await growth.getByRole('button', { name: fill(french('projectManagement.row.collapse'), { name: bakery }) }).getAttribute('aria-expanded')).toBe('true');
    await main.getByText(french('projectManagement.contacts.title'), { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '03-french-phone');
  });
});
