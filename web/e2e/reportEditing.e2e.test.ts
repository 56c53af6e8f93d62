/**
 * A draft report as staff edit it from its dashboard, and who never gets to edit or see one:
 * the demo's `analyst` edits the investee bakery's 2024 draft (scripts/src/seed/draftReport.ts),
 * `client` reads its delivered 2024 report without an 'Edit report' button, and `investee`, the
 * bakery's own user, does not see the draft at all. Last, the client's public link on a phone.
 * Figures follow from the seed's activity data and the catalogue's factors; texts are written
 * out from web/src/i18n/messages/reports.ts.
 *
 * Every file of a run shares one stack and its data, and the seed never overwrites an existing
 * draft: what the edit changes is put back through the API whatever happens, as is the link.
 */
import type { ReportView } from '@cairn/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoDraftReportUuid } from '@cairn/scripts/seed/draftReport.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { draftFromView, draftInputOf } from '../src/features/reports/editing/draftModel.ts';
import { call, field, pathOf, screenshot, signIn, toast, tokenOf, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();

const bakeryFootprintUuid = uuidOf.module('investee-cf-2024');
const draftPath = `/carbon-footprint/${bakeryFootprintUuid}/${demoDraftReportUuid}`;
const clientFootprintUuid = uuidOf.module('client-cf-2024');
const clientReportUuid = demoReportUuid(2024);

/** Saves a report as `original` was, over whatever version is stored now. */
async function restore(original: ReportView, token: string): Promise<void> {
  const current = await call('reportSnapshot.get', { reportUuid: original.report.uuid }, token);
  if (current.report.version === original.report.version) return;
  const comparison = await call('reportComparison.get.client', { reportUuid: original.report.uuid }, token);
  await call(
    'report.save',
    {
      ...draftInputOf(draftFromView(original), {
        comparisonCategoryComments: comparison.comparisonCategoryComments,
        comparisonEntries: comparison.comparisonEntries,
        comparisonSummary: comparison.comparisonSummary,
      }),
      expectedVersion: current.report.version,
    },
    token,
  );
}

/** The total emissions figure of the dashboard: a button that opens its explanation. */
const totalFigure = (page: Page) => page.getByRole('button', { name: /, how Total emissions is computed$/ });

/** A dashboard card's figure by its label ('Per employee'), its no-break spaces made plain. */
const cardFigure = async (page: Page, label: string) =>
  (await page.getByText(label, { exact: true }).locator('xpath=..').innerText()).replace(label, '').replace(/\s+/g, ' ').trim();

const editButton = (page: Page) => page.getByRole('button', { name: 'Edit report', exact: true });

/** The sticky bar of the editing variant. */
const editingBar = (page: Page) => page.getByRole('region', { name: 'Editing the draft', exact: true });

/** Opens the GHG Protocol row '1.2 Mobile combustion' of the category table, on its entries. */
async function openMobileCombustion(page: Page): Promise<void> {
  const row = page.getByRole('main').getByRole('button', { name: '1.2 Mobile combustion', exact: true });
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
}

describe('editing a draft', () => {
  it('renames an entry, changes the employees and hides the target, saves, and finds all three after a reload', async () => {
    const analystToken = await tokenOf('analyst');
    const original = await call('reportSnapshot.get', { reportUuid: demoDraftReportUuid }, analystToken);
    expect(original.report.status).toBe('DRAFT');
    expect(original.snapshot.employeeNumber).toBe(64);
    const page = await browser.newPage();
    try {
      await signIn(page, 'analyst');
      await page.goto(draftPath);
      await page.getByRole('heading', { level: 1, name: 'Carbon footprint 2024 (draft)' }).waitFor();
      await totalFigure(page).waitFor();
      // Gas 1,240,000 kWh × 0.215 + electricity 385,000 kWh × 0.033 (French grid, 2024) + diesel
      // 21,500 L × 3.07 + meals 2,100 × 0.85 + 6,300 × 1.65 + cardboard 9,800 kg × 0.992
      // = 266,600 + 12,705 + 66,005 + 12,180 + 9,721.6 = 367,211.6 kgCO2e.
      expect(await visibleText(totalFigure(page))).toBe('367 tCO2e');
      // 367,211.6 kg / 64 employees = 5,737.7 kg.
      expect(await cardFigure(page, 'Per employee')).toBe('5.74 tCO2e');

      await editButton(page).click();
      const bar = editingBar(page);
      await bar.getByText('No changes yet', { exact: true }).waitFor();
      expect(await bar.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

      // Rename inline: the field takes the entry's name, Enter puts the new one in the draft. The
      // entry is computed from the bakery's questionnaire (its diesel line): its label may change.
      await openMobileCombustion(page);
      await page.getByRole('button', { name: 'Rename Diesel burned by company vehicles – Diesel', exact: true }).click();
      const nameField = page.getByRole('textbox', { name: 'Rename Diesel burned by company vehicles – Diesel', exact: true });
      expect(await nameField.inputValue()).toBe('Diesel burned by company vehicles – Diesel');
      await nameField.fill('Diesel for the five delivery vans');
      await nameField.press('Enter');
      await page.getByRole('button', { name: 'Diesel for the five delivery vans', exact: true }).waitFor();
      await bar.getByText('Unsaved changes', { exact: true }).waitFor();

      // Removing asks first, with the focus on keeping: Enter keeps the entry.
      await page.getByRole('button', { name: 'Remove Diesel for the five delivery vans', exact: true }).click();
      const removal = page.getByRole('alertdialog', { name: 'Remove this entry?', exact: true });
      await removal.waitFor();
      await expect.poll(() => removal.getByRole('button', { name: 'Keep', exact: true }).evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await removal.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Diesel for the five delivery vans', exact: true }).waitFor();

      // 80 employees instead of 64: the preview follows at once.
      // 367,211.6 kg / 80 employees = 4,590.1 kg.
      const employees = field(page, 'Employees');
      expect(await employees.inputValue()).toBe('64');
      await employees.fill('80');
      await expect.poll(() => cardFigure(page, 'Per employee')).toBe('4.59 tCO2e');

      // A hand-typed entry says what it lacks once added, then follows the typing.
      const entryLabel = field(page, 'Label');
      const entryValue = field(page, 'Value (tCO2e)');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => entryLabel.getAttribute('aria-invalid')).toBe('true');
      expect(await entryValue.getAttribute('aria-invalid')).toBe('true');
      await entryLabel.fill('Refrigerant leaks');
      await expect.poll(() => entryLabel.getAttribute('aria-invalid')).toBeNull();
      expect(await entryValue.getAttribute('aria-invalid')).toBe('true');

      // The per-employee comparison's 2030 target (3 tCO2e/employee) leaves the chart.
      await page.getByRole('button', { name: 'Hide Target 2030 from the chart', exact: true }).click();
      await page.getByRole('button', { name: 'Show Target 2030 on the chart', exact: true }).waitFor();
      await screenshot(page, '01-draft-edited');

      await bar.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Report saved').waitFor();
      await bar.waitFor({ state: 'hidden' });
      await editButton(page).waitFor();

      await page.reload();
      await totalFigure(page).waitFor();
      expect(pathOf(page)).toBe(draftPath);
      // The total stays: only names and ratios changed.
      expect(await visibleText(totalFigure(page))).toBe('367 tCO2e');
      expect(await cardFigure(page, 'Per employee')).toBe('4.59 tCO2e');
      await openMobileCombustion(page);
      await page.getByRole('button', { name: 'Diesel for the five delivery vans', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Diesel burned by company vehicles – Diesel', exact: true }).count()).toBe(0);
      // The chart is a canvas: the editor says the target is hidden.
      await editButton(page).click();
      await page.getByRole('button', { name: 'Show Target 2030 on the chart', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Hide Target 2030 from the chart', exact: true }).count()).toBe(0);
      expect(await field(page, 'Employees').inputValue()).toBe('80');
      await screenshot(page, '02-draft-saved-reloaded');
      await editingBar(page).getByRole('button', { name: 'Stop editing', exact: true }).click();
      await editButton(page).waitFor();

      const saved = await call('reportSnapshot.get', { reportUuid: demoDraftReportUuid }, analystToken);
      expect(saved.report.status).toBe('DRAFT');
      expect(saved.report.version).toBeGreaterThan(original.report.version);
      expect(saved.snapshot.employeeNumber).toBe(80);
      expect(saved.snapshot.benchmarks[0]?.entries.find((entry) => entry.name === 'Target 2030')?.isHidden).toBe(true);
    } finally {
      await restore(original, analystToken);
    }
    // Put back as the seed made it, for the next files of the run.
    const after = await call('reportSnapshot.get', { reportUuid: demoDraftReportUuid }, analystToken);
    expect(after.snapshot.entries.map((entry) => entry.label)).toEqual(original.snapshot.entries.map((entry) => entry.label));
    expect(after.snapshot.employeeNumber).toBe(64);
    expect(after.snapshot.benchmarks).toEqual(original.snapshot.benchmarks);
  });
});

describe('who cannot edit', () => {
  it("shows no 'Edit report' on a delivered report, to its client nor to staff", async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.goto(`/carbon-footprint/${clientFootprintUuid}`);
    await page.getByRole('heading', { level: 2, name: 'Carbon footprint 2024' }).waitFor();
    await totalFigure(page).waitFor();
    expect(await editButton(page).count()).toBe(0);

    // Staff may edit drafts only: a delivered snapshot never changes.
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(`/carbon-footprint/${clientFootprintUuid}/${clientReportUuid}`);
    await staff.getByRole('heading', { level: 1, name: 'Carbon footprint 2024' }).waitFor();
    await totalFigure(staff).waitFor();
    expect(await editButton(staff).count()).toBe(0);
  });

  it("keeps the draft from the bakery's own user: no report on its footprint yet, the draft's address not found", async () => {
    const page = await browser.newPage();
    await signIn(page, 'investee');
    await page.goto(`/carbon-footprint/${bakeryFootprintUuid}?tab=reports`);
    await page.getByRole('heading', { level: 1, name: 'Bilan carbone 2024' }).waitFor();
    // Its questionnaire is validated and no report is delivered: the consultant is computing it.
    await page
      .getByText('Your data collection is complete. Your climate consultant is now computing your carbon footprint: the results will appear here once delivered.', {
        exact: true,
      })
      .waitFor();
    expect(await totalFigure(page).count()).toBe(0);
    await screenshot(page, '03-investee-no-report');

    await page.goto(draftPath);
    await page.getByText('This report does not exist or is not yours.', { exact: true }).waitFor();
    expect(await editButton(page).count()).toBe(0);
  });
});

describe('public link on a phone', () => {
  it('shows the total of the shared 2024 report on a 390 px wide screen without scrolling sideways', async () => {
    const clientToken = await tokenOf('client');
    const { publicPath } = await call('report.share', { uuid: clientReportUuid }, clientToken);
    try {
      expect(publicPath).toBe(`/carbon-footprint-report/${clientReportUuid}`);
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await phone.goto(publicPath);
      await phone.getByRole('heading', { level: 1, name: 'Carbon footprint 2024' }).waitFor();
      await totalFigure(phone).waitFor();
      expect(await visibleText(totalFigure(phone))).toBe('4,571 tCO2e');
      const box = await totalFigure(phone).boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? Infinity) + (box?.width ?? Infinity) <= 390).toBe(true);
      await screenshot(phone, '04-public-report-phone');
      const widths = await phone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner + 1);
    } finally {
      await call('report.unshare', { uuid: clientReportUuid }, clientToken);
    }
  });
});
