/**
 * The end of issue 20's journey: a supplier has answered, the analyst reviews it and the
 * dashboard moves. A supplier's figure replaces the generic factor only once the year's review
 * says exploitable (shared/src/supplier/emissions.ts). The demo's 'Rhône Fret Express' answered
 * a carbon intensity per euro for its 2025 purchase, which a generic factor prices while nobody
 * has reviewed it. The analyst records a review 'exploitable' on the supplier's admin page; the
 * client's dashboard then shows a larger supplier-data share of 2025 (read from the chart's
 * 'Copy data', before and after) and the purchase's card names the supplier's intensity as its
 * source. This file is apart from the supplier's form test, which answers with another supplier:
 * the review reads the demo's answer as it is, so neither test waits on the other.
 *
 * Restoring: no procedure removes a review, so the test records a review 'not exploitable' (the
 * dashboard goes back to the generic factor) and then saves the supplier's answers again,
 * unchanged, through its link, so the answer is newer than that review and the supplier shows as
 * answered, not reviewed, as in the demo. What stays: that stored review and the moved time of
 * the supplier's last update.
 */
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { labelOf } from '@cairn/shared/labels';
import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import type { PublicSupplierForm, SupplierSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { supplierTrackingStatus } from '@cairn/shared/supplier/status';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enPmdrReport } from '../src/i18n/messages/pmdrReport.ts';
import { enSupplierAdmin as enAdmin } from '../src/i18n/messages/supplierAdmin.ts';
import { enSupplierEngagement as en } from '../src/i18n/messages/supplierEngagement.ts';
import { fill } from './flows.ts';
import { animationsSettled, call, plain, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const assetUuid = uuidOf.asset('client');
const year = 2025;
const supplierName = 'Rhône Fret Express';
const intensitySource = labelOf('expenseEmissionBasis', 'EXPENSE_INTENSITY', 'en');

/** The 2025 row of the generic-vs-supplier chart's copied data: supplier data's share in %. */
async function supplierShare(page: Page): Promise<number> {
  const main = page.getByRole('main');
  const card = main.locator('section').filter({ has: page.locator('[data-chart="supplier-origin"]') });
  await card.locator('[data-chart="supplier-origin"] canvas').waitFor();
  await card.getByRole('button', { name: enPmdrReport['pmdrReport.copy.open'] }).click();
  const dialog = page.getByRole('dialog', { name: fill(enPmdrReport['pmdrReport.copy.title'], { chart: en['supplierEngagement.dashboard.origin'] }) });
  const text = await dialog.getByRole('textbox').inputValue();
  // Year, generic tCO2e, supplier tCO2e, generic %, supplier %.
  expect(text.split('\n')[0]?.split('\t')).toHaveLength(5);
  const row = text.split('\n').find((line) => line.startsWith(`${year}\t`));
  if (!row) throw new Error(`No ${year} row in the copied data: ${text}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return Number(row.split('\t')[4]);
}

/** The supplier's purchase card on the dashboard, shown through 'Show more' however far down it is. */
async function purchaseCard(page: Page, expenseName: string): Promise<Locator> {
  const main = page.getByRole('main');
  const card = main.locator(`[data-expense-card="${expenseName}"]`).filter({ has: page.getByRole('link', { name: supplierName, exact: true }) });
  await main.locator('[data-expense-card]').first().waitFor();
  while ((await card.count()) === 0) {
    const more = main.getByRole('button', { name: /^Show \d+ more$/ });
    if ((await more.count()) === 0) throw new Error(`No card of ${supplierName}'s ${expenseName} on the dashboard`);
    await more.click();
  }
  return card;
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`/supplier-engagement/dashboard?year=${year}`);
  await page.getByRole('main').getByRole('heading', { name: en['supplierEngagement.dashboard.status'] }).waitFor();
}

/** The supplier's read on the dashboard's terms. */
async function engagement(token: string) {
  const view: SupplierEngagementView = await call('supplierEngagement.get', { assetUuid, year }, token);
  const supplier = view.suppliers.find((candidate) => candidate.name === supplierName);
  if (!supplier) throw new Error(`The demo has no supplier ${supplierName}`);
  const data = supplier.yearData.find((candidate) => candidate.year === year)!;
  const expense = view.expenses.find((candidate) => candidate.supplierUuid === supplier.uuid && data.expenses.some((own) => own.uuid === candidate.uuid && own.supplierAnswer?.dataType === 'BUSINESS_UNIT_CARBON_INTENSITY'));
  if (!expense) throw new Error(`${supplierName} answered no carbon intensity for a ${year} purchase`);
  return { supplier, data, expense };
}

/** The year's answers as the form would send them back unchanged (no file touched). */
function unchanged(form: PublicSupplierForm['years'][number]): SupplierSelfAnswers {
  return {
    sbtiStatus: form.sbtiStatus,
    products: form.products,
    economicIntensity: form.economicIntensity,
    decarbonizationPlan: form.decarbonizationPlan,
    expensesAnswers: Object.fromEntries(form.expenses.flatMap((expense) => (expense.supplierAnswer ? [[expense.uuid, expense.supplierAnswer]] : []))),
    customAnswers: Object.fromEntries(Object.entries(form.customAnswers).filter(([, answer]) => answer !== null)),
  };
}

describe("a supplier's answer reviewed by the analyst", () => {
  it('moves the dashboard once the analyst records it exploitable', async () => {
    const staff = await tokenOf('analyst');
    const before = await engagement(staff);
    // The demo as this test expects it: answered, not reviewed, priced by a generic factor.
    expect(before.data.review).toBeNull();
    expect(supplierTrackingStatus(before.supplier, year)).toBe('ANSWERED');
    expect(before.expense.dataSource).toBe('SPEND_BASED');
    const answer = before.data.expenses.find((own) => own.uuid === before.expense.uuid)!.supplierAnswer!;

    const client = await browser.newPage();
    await signIn(client, 'client');
    await openDashboard(client);
    const shareBefore = await supplierShare(client);
    const cardBefore = await purchaseCard(client, before.expense.name);
    expect(await cardBefore.textContent()).not.toContain(intensitySource);
    await cardBefore.scrollIntoViewIfNeeded();
    await animationsSettled(client);
    await screenshot(client, '01-card-generic');

    try {
      // The analyst reviews the supplier's 2025 answers on its admin page.
      const analyst = await browser.newPage();
      await signIn(analyst, 'analyst');
      await analyst.goto(`/assets/${assetUuid}/supplier-engagement/suppliers?year=${year}`);
      await analyst.getByRole('heading', { level: 1, name: plain(enAdmin['supplierAdmin.page.title']) }).waitFor();
      await analyst.getByRole('searchbox', { name: plain(enAdmin['supplierAdmin.list.search']) }).fill(supplierName);
      await analyst.getByRole('link', { name: supplierName, exact: true }).click();
      await analyst.getByRole('heading', { level: 2, name: supplierName }).waitFor();
      await analyst.getByRole('tab', { name: String(year), exact: true }).click();
      const panel = analyst.getByRole('tabpanel', { name: String(year) });
      await panel.getByText(plain(enAdmin['supplierAdmin.review.none']), { exact: true }).waitFor();
      await panel.getByRole('button', { name: plain(enAdmin['supplierAdmin.review.edit']), exact: true }).click();
      const review = analyst.getByRole('dialog', { name: fill(plain(enAdmin['supplierAdmin.review.title']), { year: String(year) }) });
      await review.getByText(plain(enAdmin['supplierAdmin.review.exploitable']), { exact: true }).click();
      await review.getByRole('textbox', { name: plain(enAdmin['supplierAdmin.review.comment']) }).fill('Intensity checked against its 2024 report.');
      await screenshot(analyst, '02-review-dialog');
      await review.getByRole('button', { name: plain(enAdmin['supplierAdmin.form.save']), exact: true }).click();
      await toast(analyst, plain(enAdmin['supplierAdmin.review.saved'])).waitFor();
      await panel.getByText(/^Exploitable — Intensity checked against its 2024 report\./).waitFor();
      await animationsSettled(analyst);
      await screenshot(analyst, '03-reviewed');

      // The server now prices the purchase with the supplier's intensity.
      const after = await engagement(staff);
      expect(after.expense.dataSource).toBe('HYBRID');
      expect(after.expense.basis).toBe('EXPENSE_INTENSITY');
      // amount / 1000 × the answered kgCO2e per euro.
      expect(after.expense.emissions).toBeCloseTo((after.expense.amount / 1000) * answer.value!, 6);

      // The client's dashboard: a larger supplier-data share, and the card names the supplier's figure.
      await openDashboard(client);
      const shareAfter = await supplierShare(client);
      expect(shareAfter).toBeGreaterThan(shareBefore);
      const cardAfter = await purchaseCard(client, before.expense.name);
      await expect.poll(() => cardAfter.textContent()).toContain(`${en['supplierEngagement.dashboard.cardSource']}${intensitySource}`);
      await cardAfter.scrollIntoViewIfNeeded();
      await animationsSettled(client);
      await screenshot(client, '04-card-supplier');
    } finally {
      // No procedure removes a review: one 'not exploitable' puts the generic factor back, then
      // the supplier's answers saved again unchanged make it 'answered' rather than 'reviewed'.
      const now = await call('supplier.get', { uuid: before.supplier.uuid }, staff);
      await call('supplier.reviewData', { uuid: before.supplier.uuid, year, review: { exploitable: false, comment: null }, expectedVersion: now.version }, staff);
      const { link } = await call('supplier.link', { uuid: before.supplier.uuid }, staff);
      const token = new URL(link).searchParams.get('token')!;
      const form = await call('supplier.get.public', { supplierUuid: before.supplier.uuid, token });
      const formYear = form.years.find((candidate) => candidate.year === year)!;
      await call('supplier.selfUpdate', { supplierUuid: before.supplier.uuid, token, year, yearVersion: formYear.version, answers: unchanged(formYear) });
    }
    const restored = await engagement(staff);
    expect(supplierTrackingStatus(restored.supplier, year)).toBe('ANSWERED');
    expect(restored.expense.dataSource).toBe('SPEND_BASED');
    expect(restored.expense.emissions).toBeCloseTo(before.expense.emissions!, 6);
    await openDashboard(client);
    expect(await supplierShare(client)).toBeCloseTo(shareBefore, 6);
  });
});
