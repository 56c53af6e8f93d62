/**
 * The staff carbon-footprint page (`/carbon-footprints/{uuid}`): the demo's `analyst` builds the
 * workshop's first report from nothing (scripts/src/seed/demo.ts, `investee2-cf-2024`), with three
 * formula entries over the catalogue, one of them picked in the search modal, sees each value
 * and a bad formula's message as typed, saves, previews and delivers; then `workshop`, the
 * workshop's own user, reads the delivered report on its client page. In French, a second
 * draft meets a colleague's save and keeps what was typed. Figures follow from the catalogue's
 * 2024 values (French grid 0.033 kgCO2e/kWh, diesel 3.07 kgCO2e/L, natural gas 0.215 kgCO2e/kWh);
 * texts are written out from web/src/i18n/messages/adminFootprint.ts.
 *
 * Delivering is final, so this file works on a footprint no other file reads.
 */
import { blankReportSettings } from '@cairn/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { draftFromView, draftInputOf } from '../src/features/reports/editing/draftModel.ts';
import { deliverReport, liveValue, reportTab, startEntry, textbox, totalFigure } from './flows.ts';
import { animationsSettled, call, pathOf, screenshot, signIn, toast, tokenOf, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();

const footprintUuid = uuidOf.module('investee2-cf-2024');
const adminPath = `/carbon-footprints/${footprintUuid}`;

const factors = {
  grid: 'electricity.location.FR',
  diesel: 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10',
  gas: 'ademe-chauffage.FE.gaz',
} as const;

/** The open report's id, from the address. */
const reportUuidOf = (page: Page) => new URL(page.url()).searchParams.get('reportUuid') ?? '';

/** Whether the element has the focus. */
const isFocused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most 30 times), as a keyboard user moves through a form. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'reached by Tab').toBe(true);
}

describe('the staff carbon-footprint page', () => {
  it('builds a draft report from scratch, previews it and delivers it; the client then reads it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(adminPath);
    await page.getByRole('heading', { level: 1, name: 'Bilan carbone 2024', exact: true }).waitFor();
    await page.getByText('Carbon footprint of Atelier Mécanique du Jura', { exact: true }).waitFor();

    // The page opens on its questionnaires, none yet here (questionnaires.e2e.test.ts works with them).
    await page.getByText('No questionnaire yet. Create one from a template: the client answers it from its footprint page.', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Questionnaires', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Reporting', exact: true }).click();
    await page.getByText('No report yet. Start a draft: its entries are built from formulas over the catalogue.', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '01-reporting-empty');

    // A new draft: the module's name and year to start with.
    await page.getByRole('button', { name: 'New draft report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New draft report', exact: true });
    expect(await textbox(dialog, 'Report name').inputValue()).toBe('Bilan carbone 2024');
    expect(await dialog.getByRole('combobox', { name: 'Year', exact: true }).inputValue()).toBe('2024');
    await textbox(dialog, 'Report name').fill('Bilan GES 2024');
    await dialog.getByRole('combobox', { name: 'Report language', exact: true }).selectOption('en');
    await dialog.getByRole('button', { name: 'Create the draft', exact: true }).click();
    await toast(page, 'Draft “Bilan GES 2024” created').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Bilan GES 2024', exact: true }).waitFor();
    const reportUuid = reportUuidOf(page);
    expect(reportUuid).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByText('No entry yet. Add one: a formula over the catalogue, or a value typed in.', { exact: true }).waitFor();

    // 1. A typed formula: 420,000 kWh × 0.033 kgCO2e/kWh (French grid, 2024) = 13,860 kgCO2e.
    let panel = await startEntry(page, { label: 'Electricity, workshop', activity: '420000', unit: 'kWh', scope: 'Scope 2' });
    await textbox(panel, 'Formula').fill(`q.activity * ef["${factors.grid}"]`);
    await expect.poll(() => liveValue(panel).innerText()).toBe('13,860 kgCO2e');
    // Scope 2 electricity may say which electricity view it belongs to.
    await panel.getByRole('combobox', { name: 'Electricity basis', exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '02-entry-live-value');
    await panel.getByRole('button', { name: 'Add to the draft', exact: true }).click();
    await panel.waitFor({ state: 'hidden' });

    // 2. A reference picked in the catalogue search modal, put where the cursor was:
    // 8,000 L × 3.07 kgCO2e/L (diesel B7) = 24,560 kgCO2e.
    panel = await startEntry(page, {
      label: 'Diesel for the service vans',
      activity: '8000',
      unit: 'litre',
      ghg: '1.2 Mobile combustion',
      operational: 'Transport of goods',
    });
    await textbox(panel, 'Formula').fill('q.activity * ');
    await panel.getByRole('button', { name: 'Emission factor…', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Choose emission factors', exact: true });
    await modal.getByRole('searchbox', { name: 'Search', exact: true }).fill('gazole-B7-ou-B10');
    // As a keyboard user picks it: Space selects the focused result.
    const diesel = modal.getByRole('checkbox', { name: `Select ${factors.diesel}`, exact: true });
    await diesel.press('Space');
    await expect.poll(() => diesel.isChecked()).toBe(true);
    await modal.getByRole('button', { name: 'Apply selection', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await textbox(panel, 'Formula').inputValue()).toBe(`q.activity * ef["${factors.diesel}"]`);
    await expect.poll(() => liveValue(panel).innerText()).toBe('24,560 kgCO2e');
    await panel.getByRole('button', { name: 'Add to the draft', exact: true }).click();
    await panel.waitFor({ state: 'hidden' });

    // 3. A misspelt factor says so as typed; fixed, 150,000 kWh × 0.215 kgCO2e/kWh = 32,250 kgCO2e.
    panel = await startEntry(page, { label: 'Natural gas, paint booth', activity: '150000', unit: 'kWh' });
    await textbox(panel, 'Formula').fill('q.activity * ef["gaz-naturel"]');
    await panel.getByText('Cannot be computed: Emission factor gaz-naturel not found', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '03-entry-formula-error');
    await textbox(panel, 'Formula').fill(`q.activity * ef["${factors.gas}"]`);
    await expect.poll(() => liveValue(panel).innerText()).toBe('32,250 kgCO2e');
    await panel.getByRole('button', { name: 'Add to the draft', exact: true }).click();
    await panel.waitFor({ state: 'hidden' });

    // The table shows each entry's value; 13,860 + 24,560 + 32,250 = 70,670 kgCO2e.
    const table = page.getByRole('region', { name: 'Entries', exact: true });
    for (const value of ['13,860 kgCO2e', '24,560 kgCO2e', '32,250 kgCO2e']) await table.getByText(value, { exact: true }).waitFor();
    await page.getByText('2024 · 3 entries · total 70.7 tCO2e', { exact: true }).waitFor();
    const bar = page.getByRole('region', { name: 'Draft', exact: true });
    await bar.getByText('Unsaved changes', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '04-entries');

    // Settings: 42 employees, and a 2030 target of 1.2 tCO2e per employee to compare with.
    await reportTab(page, 'Bilan GES 2024', 'Settings').click();
    await expect.poll(() => pathOf(page)).toContain('reportTab=SETTINGS');
    await textbox(page, 'Employees').fill('42');
    await page.getByRole('button', { name: 'Add comparison', exact: true }).click();
    await page.getByRole('button', { name: 'Add an entry to Emissions per employee', exact: true }).click();
    const target = page.getByRole('group', { name: 'Entry 1 of Emissions per employee', exact: true });
    await textbox(target, 'Name').fill('Target 2030');
    await textbox(target, 'Value (tCO2e/employee)').fill('1.2');
    await animationsSettled(page);
    await screenshot(page, '05-settings');

    await bar.getByRole('button', { name: 'Save the draft', exact: true }).click();
    await toast(page, 'Draft saved').waitFor();
    await bar.getByText('All changes saved', { exact: true }).waitFor();
    const saved = await call('reportSnapshot.get', { reportUuid }, await tokenOf('analyst'));
    expect(saved.report.status).toBe('DRAFT');
    expect(saved.snapshot.total).toBeCloseTo(70_670, 6);
    expect(saved.snapshot.employeeNumber).toBe(42);
    expect(saved.snapshot.benchmarks).toEqual([{ ratio: 'EMPLOYEE', entries: [{ type: 'TARGET', name: 'Target 2030', value: 1_200 }] }]);
    expect(saved.snapshot.entries.map((entry) => entry.formula)).toEqual([
      `q.activity * ef["${factors.grid}"]`,
      `q.activity * ef["${factors.diesel}"]`,
      `q.activity * ef["${factors.gas}"]`,
    ]);

    // The preview is the dashboard the client will get: 70,670 kg, 1,682.6 kg per employee.
    await reportTab(page, 'Bilan GES 2024', 'Preview').click();
    await totalFigure(page).waitFor();
    expect(await visibleText(totalFigure(page))).toBe('70.7 tCO2e');
    await animationsSettled(page);
    await screenshot(page, '06-preview');

    // Delivering asks first, then the report is the client's and reads only.
    await deliverReport(page, 'Bilan GES 2024');
    await reportTab(page, 'Bilan GES 2024', 'Entries').click();
    await page.getByRole('button', { name: 'View Electricity, workshop', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'New entry', exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Draft', exact: true }).count()).toBe(0);
    await animationsSettled(page);
    await screenshot(page, '07-delivered');

    // The workshop's own user reads it on the client page: its only report, shown at once.
    const client = await browser.newPage();
    await signIn(client, 'workshop');
    await client.goto(`/carbon-footprint/${footprintUuid}`);
    await client.getByRole('heading', { level: 2, name: 'Bilan GES 2024', exact: true }).waitFor();
    await totalFigure(client).waitFor();
    expect(await visibleText(totalFigure(client))).toBe('70.7 tCO2e');
    await animationsSettled(client);
    await screenshot(client, '08-client-report');
  });

  it('in French: a second draft keeps what was typed when a colleague saved meanwhile, and saves it over theirs', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    await page.goto(`${adminPath}?tab=REPORTING`);
    await page.getByRole('heading', { level: 1, name: 'Bilan carbone 2024', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Nouveau brouillon de rapport', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau brouillon de rapport', exact: true });
    await textbox(dialog, 'Nom du rapport').fill('Bilan carbone 2025 (brouillon)');
    await dialog.getByRole('combobox', { name: 'Année', exact: true }).selectOption('2025');
    await dialog.getByRole('button', { name: 'Créer le brouillon', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Bilan carbone 2025 (brouillon)', exact: true }).waitFor();
    const reportUuid = reportUuidOf(page);

    // A value typed in kgCO2e, with no formula.
    const addTyped = async (label: string, kg: string) => {
      await page.getByRole('button', { name: 'Nouvelle entrée', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Nouvelle entrée', exact: true });
      await textbox(panel, 'Libellé').fill(label);
      await panel.getByText('Valeur saisie', { exact: true }).click();
      await panel.getByRole('combobox', { name: 'Catégorie GHG Protocol', exact: true }).selectOption({ label: '1.4 Émissions fugitives' });
      await textbox(panel, 'Émissions (kgCO2e)').fill(kg);
      await panel.getByRole('button', { name: 'Ajouter au brouillon', exact: true }).click();
      await panel.waitFor({ state: 'hidden' });
    };
    await addTyped('Fuites de fluide frigorigène', '1 250');
    const bar = page.getByRole('region', { name: 'Brouillon', exact: true });
    await bar.getByRole('button', { name: 'Enregistrer le brouillon', exact: true }).click();
    await toast(page, 'Brouillon enregistré').waitFor();

    // A colleague saves the same draft (the headquarters) while this page still holds version 2.
    const token = await tokenOf('pm');
    const theirs = await call('reportSnapshot.get', { reportUuid }, token);
    await call('report.save', { ...draftInputOf(draftFromView(theirs)), settings: { ...draftFromView(theirs).settings, headquarters: 'Morez, Jura' } }, token);

    await addTyped('Fuites de la climatisation des bureaux', '310');
    await bar.getByRole('button', { name: 'Enregistrer le brouillon', exact: true }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Quelqu’un d’autre a enregistré ce brouillon depuis que vous l’avez ouvert.' });
    await conflict.waitFor();
    // Nothing is lost: the new entry is still in the table, unsaved.
    await page.getByRole('button', { name: 'Modifier Fuites de la climatisation des bureaux', exact: true }).waitFor();
    await bar.getByText('Modifications non enregistrées', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '09-conflict-fr');

    await conflict.getByRole('button', { name: 'Enregistrer les miennes par-dessus', exact: true }).click();
    await toast(page, 'Brouillon enregistré').waitFor();
    await bar.getByText('Tout est enregistré', { exact: true }).waitFor();
    const after = await call('reportSnapshot.get', { reportUuid }, token);
    expect(after.report.version).toBe(4);
    expect(after.snapshot.entries.map((entry) => entry.label)).toEqual(['Fuites de fluide frigorigène', 'Fuites de la climatisation des bureaux']);
    // 1,250 + 310 = 1,560 kgCO2e.
    expect(after.snapshot.total).toBe(1_560);

    await reportTab(page, 'Bilan carbone 2025 (brouillon)', 'Paramètres').click();
    await textbox(page, 'Nom du rapport').waitFor();
    await animationsSettled(page);
    await screenshot(page, '10-settings-fr');
    await reportTab(page, 'Bilan carbone 2025 (brouillon)', 'Aperçu').click();
    await totalFigure(page).waitFor();
    // 1,560 kgCO2e, in French writing.
    expect(await visibleText(totalFigure(page))).toBe('1,56 tCO2e');
    await animationsSettled(page);
    await screenshot(page, '11-preview-fr');
    await reportTab(page, 'Bilan carbone 2025 (brouillon)', 'Entrées').click();
    await page.getByRole('button', { name: 'Modifier Fuites de fluide frigorigène', exact: true }).click();
    await page.getByRole('dialog', { name: 'Modifier «\u00a0Fuites de fluide frigorigène\u00a0»', exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '12-entry-panel-fr');
  });

  it('adds an entry by keyboard alone: the panel takes the focus, the search modal picks the factor, Enter adds it', async () => {
    const token = await tokenOf('analyst');
    const draft = await call(
      'report.save',
      { carbonFootprintUuid: footprintUuid, settings: { ...blankReportSettings({ name: 'Keyboard draft', year: 2024, companyName: 'Atelier Mécanique du Jura' }) }, entries: [] },
      token,
    );
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`${adminPath}?reportUuid=${draft.uuid}`);
    await page.getByRole('heading', { level: 2, name: 'Keyboard draft', exact: true }).waitFor();

    const newEntry = page.getByRole('button', { name: 'New entry', exact: true });
    await newEntry.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'New entry', exact: true });
    await panel.waitFor();
    // The panel holds the focus from its first field on.
    await expect.poll(() => isFocused(textbox(panel, 'Label'))).toBe(true);
    await page.keyboard.type('Electricity, showroom');
    await tabTo(page, textbox(panel, 'Activity'));
    await page.keyboard.type('1000');
    await tabTo(page, textbox(panel, 'Activity unit'));
    await page.keyboard.type('kWh');
    await tabTo(page, textbox(panel, 'Formula'));
    await page.keyboard.type('q.activity * ');
    await tabTo(page, panel.getByRole('button', { name: 'Emission factor…', exact: true }));
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Choose emission factors', exact: true });
    // The search box has the focus; the arrow goes to the first result, Space selects it, Enter applies.
    await expect.poll(() => isFocused(modal.getByRole('searchbox', { name: 'Search', exact: true }))).toBe(true);
    await page.keyboard.type(factors.grid);
    await modal.getByRole('checkbox', { name: `Select ${factors.grid}`, exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await modal.getByText('1 selected', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await modal.waitFor({ state: 'hidden' });
    expect(await textbox(panel, 'Formula').inputValue()).toMatch(/^q\.activity \* ef\["electricity\.location\.FR[^"]*"\]$/);
    await liveValue(panel).waitFor();
    // Enter in a text field adds the entry, and the focus goes back to the button that opened the panel.
    await textbox(panel, 'Label').focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(newEntry)).toBe(true);
    await page.getByRole('button', { name: 'Edit Electricity, showroom', exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '13-keyboard-entry');
  });
});
