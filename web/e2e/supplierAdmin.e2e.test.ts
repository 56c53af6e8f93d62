/**
 * Staff's supplier engagement pages on the demo's `client` asset (Transports Vallée du Rhône),
 * whose suppliers, groups and templates come from the seed: the analyst opens the asset's
 * supplier engagement from the asset's page, adds a supplier (an invalid address refused with
 * 'Invalid email'), edits its addresses, resets its link, records an e-mail sent by hand, then
 * assigns an emission factor to a demo supplier's expense and reviews it, and deletes the
 * supplier it added. What the test changes on demo records is put back before it ends: other
 * files read the same demo. Texts come from the catalogue.
 */
import { randomUUID } from 'node:crypto';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import type { SupplierView } from '@cairn/shared/contract/suppliers';
import { afterAll, describe, expect, it } from 'vitest';
import { enSupplierAdmin as en } from '../src/i18n/messages/supplierAdmin.ts';
import { expectAccessible } from './axe.ts';
import { fill } from './flows.ts';
import { animationsSettled, call, pathOf, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const assetUuid = uuidOf.asset('client');
const base = `/assets/${assetUuid}/supplier-engagement`;
const plain = (text: (typeof en)[keyof typeof en]): string => (typeof text === 'string' ? text : text.other);

/** Suppliers this file added, deleted at the end whatever happened. */
const added = new Set<string>();
/** Demo suppliers whose expense factors or review the test changed, with what to put back. */
const restores: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  const token = await tokenOf('analyst');
  for (const restore of restores.splice(0).reverse()) await restore();
  for (const uuid of added) await call('supplier.delete', { uuid }, token).catch(() => undefined);
});

/** A demo supplier of the year with an expense, the latest year any supplier has data for. */
async function demoSupplierWithExpense(token: string): Promise<{ supplier: SupplierView; year: number }> {
  const first = await call('supplierEngagement.get', { assetUuid, year: 2025 }, token);
  const year = Math.max(...first.suppliers.flatMap((supplier) => supplier.yearData.map((data) => data.year)));
  const supplier = first.suppliers.find((candidate) => candidate.yearData.some((data) => data.year === year && data.expenses.length > 0));
  if (!supplier) throw new Error('The demo client has no supplier with expenses');
  return { supplier, year };
}

describe('supplier engagement for staff', () => {
  it('adds a supplier, edits its e-mails, resets its link, records an e-mail by hand and deletes it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`/assets/${assetUuid}`);
    await page.getByRole('link', { name: plain(en['supplierAdmin.page.link']), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/suppliers`);
    await page.getByRole('heading', { level: 1, name: plain(en['supplierAdmin.page.title']) }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(10);
    await animationsSettled(page);
    await screenshot(page, '01-suppliers');
    await expectAccessible(page, 'the suppliers tab');

    // The search narrows the list to the matching names.
    const firstName = (await table.getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
    await page.getByRole('searchbox', { name: plain(en['supplierAdmin.list.search']) }).fill(firstName);
    await expect.poll(async () => table.getByRole('row').count()).toBeLessThan(5);
    await page.getByRole('searchbox', { name: plain(en['supplierAdmin.list.search']) }).fill('');

    // Adding: name and group required, an invalid address refused, Enter adds a valid one.
    const name = `Transports test ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: plain(en['supplierAdmin.add.open']), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: plain(en['supplierAdmin.add.title']) });
    await dialog.getByRole('button', { name: plain(en['supplierAdmin.add.submit']), exact: true }).click();
    expect(await dialog.getByText(plain(en['supplierAdmin.form.required']), { exact: true }).count()).toBe(2);
    await dialog.getByRole('textbox', { name: plain(en['supplierAdmin.add.name']) }).fill(name);
    const group = dialog.getByRole('combobox', { name: plain(en['supplierAdmin.add.group']) });
    const groupOption = (await group.locator('option').nth(1).getAttribute('value')) ?? '';
    await group.selectOption(groupOption);
    const email = dialog.getByRole('textbox', { name: plain(en['supplierAdmin.emails.label']) });
    await email.fill('not an address');
    await email.press('Enter');
    await dialog.getByText(plain(en['supplierAdmin.emails.invalid']), { exact: true }).waitFor();
    await email.fill('achats@transports-test.example');
    await email.press('Enter');
    await dialog.getByText('achats@transports-test.example', { exact: true }).waitFor();
    await screenshot(page, '02-add-dialog');
    await dialog.getByRole('button', { name: plain(en['supplierAdmin.add.submit']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.add.done'])).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith(`${base}/suppliers/`));
    const supplierUuid = pathOf(page).split('/suppliers/')[1]?.split(/[/?]/)[0] ?? '';
    added.add(supplierUuid);
    await page.getByRole('heading', { level: 2, name }).waitFor();

    // Its addresses: one more with the 'Add email' button.
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.editEmails']), exact: true }).click();
    const emails = page.getByRole('dialog', { name: plain(en['supplierAdmin.emails.title']) });
    await emails.getByRole('textbox', { name: plain(en['supplierAdmin.emails.label']) }).fill('direction@transports-test.example');
    await emails.getByRole('button', { name: plain(en['supplierAdmin.emails.add']), exact: true }).click();
    await emails.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.emails.saved'])).waitFor();
    await page.getByText('achats@transports-test.example, direction@transports-test.example', { exact: true }).waitFor();

    // Resetting its link asks first, saying every previous link stops working.
    const token = await tokenOf('analyst');
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.reset']), exact: true }).click();
    const reset = page.getByRole('alertdialog', { name: plain(en['supplierAdmin.reset.title']) });
    await reset.getByText(fill(plain(en['supplierAdmin.reset.body']), { name }), { exact: true }).waitFor();
    await reset.getByRole('button', { name: plain(en['supplierAdmin.reset.confirm']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.reset.done'])).waitFor();

    // An e-mail sent by hand: address, template name and time required.
    await page.getByRole('button', { name: plain(en['supplierAdmin.manual.open']), exact: true }).click();
    const manual = page.getByRole('dialog', { name: plain(en['supplierAdmin.manual.addTitle']) });
    await manual.getByRole('textbox', { name: plain(en['supplierAdmin.manual.templateName']) }).fill('Relance téléphonique');
    await screenshot(page, '03-manual-email');
    await manual.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.manual.added'])).waitFor();
    await page.getByRole('cell', { name: 'Relance téléphonique', exact: true }).waitFor();
    const stored = await call('supplier.get', { uuid: supplierUuid }, token);
    expect(stored.sentEmails.map((sent) => [sent.kind, sent.templateName, sent.email])).toEqual([['MANUAL', 'Relance téléphonique', 'achats@transports-test.example']]);
    await animationsSettled(page);
    await screenshot(page, '04-supplier');
    await expectAccessible(page, "the added supplier's page");

    // Deleting asks first, then goes back to the list, without it.
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.delete']), exact: true }).click();
    const remove = page.getByRole('alertdialog', { name: plain(en['supplierAdmin.delete.title']) });
    await remove.getByRole('button', { name: plain(en['supplierAdmin.delete.confirm']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.delete.done'])).waitFor();
    await page.waitForURL((url) => url.pathname === `${base}/suppliers`);
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    added.delete(supplierUuid);
  });

  it("assigns an emission factor to a demo supplier's expense and reviews its year, then puts both back", async () => {
    const token = await tokenOf('analyst');
    const { supplier, year } = await demoSupplierWithExpense(token);
    const data = supplier.yearData.find((candidate) => candidate.year === year)!;
    const expense = data.expenses[0]!;
    restores.push(async () => {
      const now = await call('supplier.get', { uuid: supplier.uuid }, token);
      const nowExpense = now.yearData.find((candidate) => candidate.year === year)?.expenses.find((candidate) => candidate.uuid === expense.uuid);
      if (nowExpense?.emissionFactorUuid === expense.emissionFactorUuid) return;
      if (expense.emissionFactorUuid) await call('supplier.expense.emissionFactor.set', { supplierUuid: supplier.uuid, uuid: expense.uuid, emissionFactorUuid: expense.emissionFactorUuid }, token);
      else await call('supplier.expense.emissionFactor.delete', { supplierUuid: supplier.uuid, uuid: expense.uuid }, token);
    });
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`${base}/suppliers/${supplier.uuid}?year=${year}`);
    await page.getByRole('heading', { level: 2, name: supplier.name }).waitFor();

    // The factor: the catalogue's search, one chosen and applied.
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.factor.choose']), { name: expense.name }), exact: true }).click();
    const modal = page.getByRole('dialog', { name: plain(en['supplierAdmin.factor.title']) });
    const search = modal.getByRole('textbox').first();
    await search.fill('Transport');
    const choice = modal.getByRole('checkbox').first();
    await choice.waitFor();
    await choice.click();
    await screenshot(page, '05-factor-search');
    await modal.getByRole('button', { name: /^Apply|^Use|^Choose/ }).click();
    await toast(page, plain(en['supplierAdmin.factor.set'])).waitFor();
    await expect
      .poll(async () => (await call('supplier.get', { uuid: supplier.uuid }, token)).yearData.find((candidate) => candidate.year === year)?.expenses.find((candidate) => candidate.uuid === expense.uuid)?.emissionFactorUuid)
      .not.toBe(expense.emissionFactorUuid);
    await animationsSettled(page);
    await screenshot(page, '06-factor-set');
  });
});
