/**
 * Staff's editor of a delivered reporting's decarbonization data
 * (`/financial-institution-reportings/$uuid/decarbonization`) on the demo's delivered 2024
 * reporting of `fi`: an analyst follows the reporting's link, finds the investees, gives Ardoise
 * Conseil (no trajectory in the seed, read by no other browser test) a reported linear target,
 * is refused a growth beyond its bounds and a target year not after the reporting year, saves,
 * and finds the target stored in kilograms after a reload; then changes the dashboard's horizon
 * years. What a test changes it puts back through the API, since portfolioDecarbonization.e2e
 * reads the seed's trajectories and horizons.
 */
import type { Page } from 'playwright-core';
import { labelOf } from '@cairn/shared/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { defaultInvesteeDecarbonization } from '@cairn/shared/portfolio/decarbonization';
import { enDecarbonizationStaff as text } from '../src/i18n/messages/decarbonizationStaff.ts';
import { enPortfolioStaff } from '../src/i18n/messages/portfolioStaff.ts';
import { animationsSettled } from './animations.ts';
import { call, pathOf, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const reportingUuid = uuidOf.module('fi-pe-2024');
const editorPath = `/financial-institution-reportings/${reportingUuid}/decarbonization`;
const investeeName = 'Ardoise Conseil';
const seedHorizons = [2029, 2034, 2050];
let token = '';
/** The seed's notes beneath the dashboard's charts, read before any test changes them. */
let seedNotes: Awaited<ReturnType<typeof read>>['settings']['chartNotes'] | null = null;

const read = () => call('portfolioDecarbonization.getInvestees', { reportingUuid }, token);
async function ardoise() {
  const investee = (await read()).investees.find((each) => each.name === investeeName);
  if (!investee) throw new Error(`no investee ${investeeName} in the delivered 2024 reporting`);
  return investee;
}

/** The seed's state: Ardoise without a trajectory, the seed's horizons, target year and notes. */
async function restore() {
  const investee = await ardoise();
  if (investee.version > 0 && investee.decarbonization.type !== null) {
    await call('portfolioDecarbonization.updateInvestee', { reportingUuid, investeeUuid: investee.investeeUuid, expectedVersion: investee.version, decarbonization: defaultInvesteeDecarbonization }, token);
  }
  const { settings } = await read();
  seedNotes ??= settings.chartNotes;
  if (
    settings.consolidatedDecarbonizationTargetYear !== 2050 ||
    settings.temperatureHorizonYears.join() !== seedHorizons.join() ||
    JSON.stringify(settings.chartNotes) !== JSON.stringify(seedNotes)
  ) {
    await call(
      'portfolioDecarbonization.updateSettings',
      { reportingUuid, expectedVersion: settings.version, settings: { consolidatedDecarbonizationTargetYear: 2050, temperatureHorizonYears: seedHorizons, chartNotes: seedNotes } },
      token,
    );
  }
}

beforeAll(async () => {
  token = await tokenOf('analyst');
  await restore();
});
afterAll(restore);

/** A card of the page, by its h2 title. */
const section = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const textbox = (scope: ReturnType<Page['locator']>, name: string) => scope.getByRole('textbox', { name, exact: true });

async function openEditor(page: Page) {
  await signIn(page, 'analyst');
  await page.goto(`/financial-institution-reportings/${reportingUuid}`);
  await page.getByRole('heading', { level: 1, name: 'Portfolio emissions 2024', exact: true }).waitFor();
  await page.getByRole('link', { name: enPortfolioStaff['portfolioStaff.links.decarbonization'], exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe(editorPath);
  await page.getByRole('heading', { level: 1, name: 'Decarbonization data 2024', exact: true }).waitFor();
}

describe("staff's editor of the decarbonization data", () => {
  it('lists the investees and saves a reported linear target, refusing what is out of bounds on its field', async () => {
    const page = await browser.newPage();
    await openEditor(page);
    const investees = section(page, text['decarbonizationStaff.investees.title']);
    const table = investees.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: investeeName });
    await row.getByText(text['decarbonizationStaff.table.missing'], { exact: true }).waitFor();
    // The seed's reported targets show in short.
    await table.getByRole('row').filter({ hasText: 'Verrerie' }).first().getByText(/^Absolute, linear to 2030$/).waitFor();
    await screenshot(page, 'investees');

    // The filters: by name, then the investees without data.
    await investees.getByRole('searchbox', { name: text['decarbonizationStaff.investees.filterName'] }).fill('ardoise');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const typeFilter = investees.getByRole('combobox', { name: text['decarbonizationStaff.investees.filterType'] });
    await typeFilter.selectOption('MISSING');
    await row.waitFor();
    await typeFilter.selectOption('EXTERNAL');
    await expect.poll(() => table.count()).toBe(0);
    await investees.getByText(text['decarbonizationStaff.investees.empty']).waitFor();
    // All types again: the row stays in view once it has one.
    await typeFilter.selectOption('');

    // The editor, from the row's button.
    const edit = row.getByRole('button', { name: `Edit ${investeeName}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Decarbonization data of ${investeeName}` });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: text['decarbonizationStaff.edit.type'] }).selectOption('EXTERNAL');
    const growth = textbox(dialog, text['decarbonizationStaff.edit.growth']);
    const targetYear = textbox(dialog, text['decarbonizationStaff.edit.targetYear']);
    const scope1 = textbox(dialog, 'Scope 1 (tCO₂e)');
    const scope2 = textbox(dialog, 'Scope 2 (tCO₂e)');
    await growth.fill('150');
    await targetYear.fill('2024');
    await scope1.fill('8,5');
    await scope2.fill('0.1');
    await dialog.getByRole('button', { name: text['decarbonizationStaff.edit.save'], exact: true }).click();
    // The contract's bound, on the growth's field, before anything is sent; the dialog keeps the values.
    await dialog.getByText('Invalid', { exact: true }).waitFor();
    expect(await growth.getAttribute('aria-invalid')).toBe('true');
    expect(await scope1.inputValue()).toBe('8,5');
    await growth.fill('2');
    await dialog.getByRole('button', { name: text['decarbonizationStaff.edit.save'], exact: true }).click();
    // The reporting year's rule, on the target year's field.
    await dialog.getByText('A year after 2024 (the reporting year) and at most 2100 was expected').waitFor();
    expect(await targetYear.getAttribute('aria-invalid')).toBe('true');
    await animationsSettled(page);
    await screenshot(page, 'edit-refused');
    await targetYear.fill('2030');
    await animationsSettled(page);
    await screenshot(page, 'edit-external');
    // Enter submits from the keyboard (staff's toast of the last refusal sits over the Save button).
    await targetYear.press('Enter');
    await toast(page, `Decarbonization data of ${investeeName} saved`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The focus goes back to the row's button.
    await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);

    // Stored in kilograms: 8.5 t is 8,500 kg and 0.1 t 100 kg.
    const stored = (await ardoise()).decarbonization;
    expect(stored).toMatchObject({ type: 'EXTERNAL', turnoverGrowthPercentage: 2 });
    expect(stored.external).toEqual({ absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'LINEAR', targetYear: 2030, valueScope1: 8500, valueScope2: 100, valueScope3: null } });

    // After a reload, the table and the editor show what was saved.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Decarbonization data 2024', exact: true }).waitFor();
    const saved = section(page, text['decarbonizationStaff.investees.title']).getByRole('row').filter({ hasText: investeeName });
    await saved.getByText(/^Absolute, linear to 2030$/).waitFor();
    await saved.getByText('External', { exact: true }).waitFor();
    await saved.getByRole('button', { name: `Edit ${investeeName}` }).click();
    const reopened = page.getByRole('dialog', { name: `Decarbonization data of ${investeeName}` });
    expect(await textbox(reopened, 'Scope 1 (tCO₂e)').inputValue()).toBe('8.5');
    expect(await textbox(reopened, 'Scope 2 (tCO₂e)').inputValue()).toBe('0.1');
    expect(await textbox(reopened, text['decarbonizationStaff.edit.targetYear']).inputValue()).toBe('2030');
    // An intensity states its unit per M€ of turnover.
    await reopened.getByRole('combobox', { name: text['decarbonizationStaff.edit.measure'] }).selectOption('INTENSITY');
    await textbox(reopened, 'Scope 1 (tCO₂e per M€)').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'edit-intensity');
    // Year by year: a point added after the reporting year, removed again.
    await reopened.getByRole('combobox', { name: text['decarbonizationStaff.edit.targetKind'] }).selectOption('GRANULAR');
    await reopened.getByText(text['decarbonizationStaff.edit.noPoint']).waitFor();
    await reopened.getByRole('button', { name: text['decarbonizationStaff.edit.addPoint'], exact: true }).click();
    const point = reopened.getByRole('group', { name: 'Point 1', exact: true });
    expect(await textbox(point, text['decarbonizationStaff.edit.pointYear']).inputValue()).toBe('2025');
    await textbox(point, 'Scope 1 (tCO₂e per M€)').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'edit-granular');
    await reopened.getByRole('button', { name: 'Remove point 1', exact: true }).click();
    await point.waitFor({ state: 'detached' });
    // A scope's benchmark starts on the investee's sector.
    await reopened.getByRole('combobox', { name: 'Scope 1 benchmark' }).selectOption('Absolute');
    const sector = reopened.getByRole('combobox', { name: 'Scope 1 sector' });
    expect(await sector.inputValue()).toBe('INTELLECTUAL_SERVICES');
    await sector.scrollIntoViewIfNeeded();
    await screenshot(page, 'edit-benchmarks');
    // INTERNAL: the demo's investee has no delivered plan to choose.
    await reopened.getByRole('combobox', { name: text['decarbonizationStaff.edit.type'] }).selectOption('INTERNAL');
    await reopened.getByText(text['decarbonizationStaff.edit.noPlan']).or(reopened.getByText(text['decarbonizationStaff.edit.noAsset'])).waitFor();
    await reopened.getByRole('button', { name: text['decarbonizationStaff.edit.cancel'], exact: true }).click();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await reopened.waitFor({ state: 'hidden' });
  });

  it('keeps what was typed when someone saved meanwhile, and saves over theirs on the next try', async () => {
    const page = await browser.newPage();
    await openEditor(page);
    const row = section(page, text['decarbonizationStaff.investees.title']).getByRole('row').filter({ hasText: investeeName });
    await row.getByRole('button', { name: `Edit ${investeeName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Decarbonization data of ${investeeName}` });
    const growth = textbox(dialog, text['decarbonizationStaff.edit.growth']);
    await growth.fill('4');
    // A colleague's save, after the dialog opened (the page's live copy may show it: the dialog still saves over the version it opened on).
    const theirs = await ardoise();
    await call(
      'portfolioDecarbonization.updateInvestee',
      { reportingUuid, investeeUuid: theirs.investeeUuid, expectedVersion: theirs.version, decarbonization: { ...theirs.decarbonization, type: 'ESTIMATE', external: null } },
      token,
    );
    // The refusal, then theirs on the page behind the dialog (read again on the refusal, or already by the live copy).
    await growth.press('Enter');
    await dialog.getByText(text['decarbonizationStaff.edit.conflict']).waitFor();
    // The row sits behind the modal dialog, hidden from the accessibility tree: found by its markup.
    await page.locator('tr').filter({ hasText: investeeName }).getByText(labelOf('emissionSourceType', 'ESTIMATE', 'en'), { exact: true }).waitFor();
    expect(await growth.inputValue()).toBe('4');
    await animationsSettled(page);
    await screenshot(page, 'conflict');
    // Having read theirs (and its version), the next save goes over it rather than conflicting again.
    await growth.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect((await ardoise()).decarbonization).toMatchObject({ type: 'EXTERNAL', turnoverGrowthPercentage: 4 });
    await row.getByText('4 % a year', { exact: true }).waitFor();
  });

  it('shows staff who are not analysts the data without a way to change it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sales');
    await page.goto(editorPath);
    await page.getByText(text['decarbonizationStaff.page.readOnly']).waitFor();
    const settings = page.getByRole('form', { name: text['decarbonizationStaff.settings.title'], exact: true });
    expect(await textbox(settings, text['decarbonizationStaff.settings.targetYear']).isDisabled()).toBe(true);
    expect(await settings.getByRole('button', { name: text['decarbonizationStaff.settings.save'] }).count()).toBe(0);
    await page.getByRole('button', { name: `View ${investeeName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Decarbonization data of ${investeeName}` });
    expect(await dialog.getByRole('combobox', { name: text['decarbonizationStaff.edit.type'] }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: text['decarbonizationStaff.edit.save'], exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("changes the dashboard's horizon years, refusing one not after the reporting year, and a chart's note", async () => {
    const page = await browser.newPage();
    await openEditor(page);
    const settings = page.getByRole('form', { name: text['decarbonizationStaff.settings.title'], exact: true });
    expect(await textbox(settings, text['decarbonizationStaff.settings.targetYear']).inputValue()).toBe('2050');
    expect(await textbox(settings, 'Horizon 3').inputValue()).toBe('2050');
    await settings.getByRole('button', { name: text['decarbonizationStaff.settings.addHorizon'], exact: true }).click();
    const fourth = textbox(settings, 'Horizon 4');
    await fourth.fill('2020');
    await settings.getByRole('button', { name: text['decarbonizationStaff.settings.save'], exact: true }).click();
    await settings.getByText('A year after 2024 (the reporting year) and at most 2100 was expected').waitFor();
    expect(await fourth.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'settings-refused');
    await fourth.fill('2040');
    await settings.getByRole('button', { name: text['decarbonizationStaff.settings.removeHorizon'].replace('{number}', '1'), exact: true }).click();
    // The seed's note beneath the trajectory is there; the sector chart gets one.
    expect(await textbox(settings, text['decarbonizationStaff.settings.noteTrajectoryByInvestedAmount']).inputValue()).toBe(seedNotes?.trajectoryByInvestedAmount);
    await textbox(settings, text['decarbonizationStaff.settings.notePerSector']).fill('Two sectors make most of the emissions.');
    await settings.getByRole('button', { name: text['decarbonizationStaff.settings.save'], exact: true }).click();
    await toast(page, text['decarbonizationStaff.settings.saved']).waitFor();
    const saved = (await read()).settings;
    expect(saved.temperatureHorizonYears).toEqual([2034, 2050, 2040]);
    expect(saved.chartNotes).toEqual({ ...seedNotes, perSector: 'Two sectors make most of the emissions.' });

    await page.reload();
    const reloaded = page.getByRole('form', { name: text['decarbonizationStaff.settings.title'], exact: true });
    await textbox(reloaded, 'Horizon 3').waitFor();
    expect(await textbox(reloaded, 'Horizon 1').inputValue()).toBe('2034');
    expect(await textbox(reloaded, 'Horizon 3').inputValue()).toBe('2040');
    await screenshot(page, 'settings-saved');
  });
});
