/**
 * Staff's supplier engagement pages on the demo's `client` asset (Transports Vallée du Rhône),
 * whose suppliers, groups and templates come from the seed: the analyst opens the asset's
 * supplier engagement from the asset's page, adds a supplier (an invalid address refused with
 * 'Invalid email'), edits its addresses, resets its link, adds a year and reviews it, sends it a
 * template, records an e-mail sent by hand, renames it, adds a question to its year, tags and
 * closes the year, and deletes the supplier; assigns an emission factor to a demo supplier's
 * expense through the catalogue's search and removes it; writes a group and a template and
 * deletes them, a group in use refused. What the test changes on demo records is put back before
 * it ends: other files read the same demo. Texts come from the catalogue.
 */
import { randomUUID } from 'node:crypto';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import type { SupplierView } from '@cairn/shared/contract/suppliers';
import { labelOf } from '@cairn/shared/labels';
import { filterSupplierList, noSupplierFilters, supplierListEntry, supplierSearch, supplierTagOptions } from '@cairn/shared/supplier/list';
import { lastEmailGroup } from '@cairn/shared/supplier/status';
import { afterAll, describe, expect, it } from 'vitest';
import { frSupplierAdmin as fr } from '../src/i18n/messages/supplierAdmin.fr.ts';
import { enSupplierAdmin as en } from '../src/i18n/messages/supplierAdmin.ts';
import { enSupplierEngagement as enList } from '../src/i18n/messages/supplierEngagement.ts';
import { expectAccessible } from './axe.ts';
import { fill } from './flows.ts';
import { animationsSettled, call, pathOf, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const assetUuid = uuidOf.asset('client');
const base = `/assets/${assetUuid}/supplier-engagement`;
const plain = (text: (typeof en)[keyof typeof en] | (typeof fr)[keyof typeof fr]): string => (typeof text === 'string' ? text : text.other);

/** Suppliers this file added, deleted at the end whatever happened. */
const added = new Set<string>();
/** What to put back on demo suppliers the test changed. */
const restores: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  const token = await tokenOf('analyst');
  for (const restore of restores.splice(0).reverse()) await restore();
  for (const uuid of added) await call('supplier.delete', { uuid }, token).catch(() => undefined);
});

/** A demo supplier's 2025 expense without a factor of its own. */
async function demoExpenseWithoutFactor(token: string): Promise<{ supplier: SupplierView; expenseUuid: string; expenseName: string }> {
  const view = await call('supplierEngagement.get', { assetUuid, year: 2025 }, token);
  for (const supplier of view.suppliers) {
    const expense = supplier.yearData.find((data) => data.year === 2025)?.expenses.find((candidate) => candidate.emissionFactorUuid === null);
    if (expense) return { supplier, expenseUuid: expense.uuid, expenseName: expense.name };
  }
  throw new Error('The demo client has no 2025 expense without a factor');
}

describe('supplier engagement for staff', () => {
  it('adds a supplier, edits its e-mails, resets its link, adds and reviews a year, sends it an e-mail, records one by hand, edits it and its year, and deletes it', async () => {
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

    // The client's filters, several values at once: a supplier tag keeps the suppliers whose year has one of the values chosen.
    const listed = await call('supplierEngagement.get', { assetUuid, year: 2025 }, await tokenOf('analyst'));
    const entries = listed.suppliers.map((supplier) => supplierListEntry(supplier, 2025));
    const regions = supplierTagOptions(entries).yearTags.Region ?? [];
    expect(regions.length).toBeGreaterThan(1);
    const rowsWith = (values: string[]) => filterSupplierList(entries, supplierSearch(''), { ...noSupplierFilters, yearTags: { Region: values } }, 2025).entries.length + 1;
    await page.getByRole('button', { name: fill(enList['supplierEngagement.filter.yearTag'], { name: 'Region', chosen: enList['supplierEngagement.filter.all'] }), exact: true }).click();
    await page.getByRole('checkbox', { name: regions[0], exact: true }).check();
    await expect.poll(async () => table.getByRole('row').count()).toBe(rowsWith([regions[0]!]));
    await page.getByRole('checkbox', { name: regions[1], exact: true }).check();
    await expect.poll(async () => table.getByRole('row').count()).toBe(rowsWith([regions[0]!, regions[1]!]));
    await screenshot(page, '01a-two-regions');
    await page.getByRole('checkbox', { name: regions[0], exact: true }).uncheck();
    await page.getByRole('checkbox', { name: regions[1], exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(async () => table.getByRole('row').count()).toBe(listed.suppliers.length + 1);

    // The 2025 e-mail filters, the client's: 'Last email status' Delivered keeps the suppliers whose last e-mail was delivered.
    const delivered = listed.suppliers.filter((supplier) => lastEmailGroup(supplier.sentEmails) === 'DELIVERED').length;
    const lastEmail = page.getByRole('button', { name: fill(enList['supplierEngagement.filter.lastEmail'], { chosen: enList['supplierEngagement.filter.all'] }), exact: true });
    await lastEmail.click();
    const deliveredBox = page.getByRole('checkbox', { name: labelOf('emailStatusGroup', 'DELIVERED', 'en'), exact: true });
    await deliveredBox.check();
    await expect.poll(async () => (delivered === 0 ? page.getByText(plain(en['supplierAdmin.list.noMatch'])).count() : table.getByRole('row').count())).toBe(delivered === 0 ? 1 : delivered + 1);
    await screenshot(page, '01b-last-email-filter');
    await deliveredBox.uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(async () => table.getByRole('row').count()).toBe(listed.suppliers.length + 1);

    // The spreadsheet import offers the year's template; Escape closes it.
    await page.getByRole('button', { name: plain(en['supplierAdmin.import.open']), exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: fill(plain(en['supplierAdmin.import.title']), { year: '2025' }) });
    await importDialog.getByRole('button', { name: plain(en['supplierAdmin.import.template']) }).waitFor();
    await page.keyboard.press('Escape');
    await importDialog.waitFor({ state: 'hidden' });

    // Adding: name and group required, an invalid address refused, Enter adds a valid one.
    const name = `Transports test ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: plain(en['supplierAdmin.add.open']), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: plain(en['supplierAdmin.add.title']) });
    await dialog.getByRole('button', { name: plain(en['supplierAdmin.add.submit']), exact: true }).click();
    await expect.poll(() => dialog.getByText(plain(en['supplierAdmin.form.required']), { exact: true }).count()).toBe(2);
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

    // A year, then its review: the supplier shows as reviewed.
    await page.getByRole('button', { name: plain(en['supplierAdmin.years.add']), exact: true }).click();
    const addYear = page.getByRole('dialog', { name: plain(en['supplierAdmin.years.addTitle']) });
    await addYear.getByRole('textbox', { name: plain(en['supplierAdmin.page.year']) }).fill('2025');
    await addYear.getByRole('button', { name: plain(en['supplierAdmin.years.addSubmit']), exact: true }).click();
    await toast(page, fill(plain(en['supplierAdmin.years.added']), { year: '2025' })).waitFor();
    await page.getByRole('button', { name: plain(en['supplierAdmin.review.edit']), exact: true }).click();
    const review = page.getByRole('dialog', { name: fill(plain(en['supplierAdmin.review.title']), { year: '2025' }) });
    await review.getByText(plain(en['supplierAdmin.review.exploitable']), { exact: true }).click();
    await review.getByRole('textbox', { name: plain(en['supplierAdmin.review.comment']) }).fill('Figures checked against the invoices.');
    await review.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.review.saved'])).waitFor();
    await page.getByText(/^Exploitable — Figures checked against the invoices\./).waitFor();
    await page.getByText('Reviewed', { exact: true }).first().waitFor();

    // Sent now: a template chosen (the button waits for one), 'Email sent!', the e-mails listed as sent by the platform.
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.send']), exact: true }).click();
    const send = page.getByRole('dialog', { name: plain(en['supplierAdmin.send.title']) });
    const sendButton = send.getByRole('button', { name: plain(en['supplierAdmin.send.submit']), exact: true });
    expect(await sendButton.isDisabled()).toBe(true);
    const templates = send.getByRole('combobox', { name: plain(en['supplierAdmin.send.template']) });
    await templates.selectOption((await templates.locator('option').nth(1).getAttribute('value')) ?? '');
    await sendButton.click();
    await toast(page, plain(en['supplierAdmin.send.done'])).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: plain(en['supplierAdmin.sent.automatic']), exact: true }).count()).toBe(2);

    // An e-mail sent by hand: address, template name and time required.
    await page.getByRole('button', { name: plain(en['supplierAdmin.manual.open']), exact: true }).click();
    const manual = page.getByRole('dialog', { name: plain(en['supplierAdmin.manual.addTitle']) });
    await manual.getByRole('textbox', { name: plain(en['supplierAdmin.manual.templateName']) }).fill('Relance téléphonique');
    await screenshot(page, '03-manual-email');
    await manual.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.manual.added'])).waitFor();
    await page.getByRole('cell', { name: 'Relance téléphonique', exact: true }).waitFor();
    const stored = await call('supplier.get', { uuid: supplierUuid }, token);
    expect(stored.sentEmails.filter((sent) => sent.kind === 'MANUAL').map((sent) => [sent.templateName, sent.email])).toEqual([['Relance téléphonique', 'achats@transports-test.example']]);
    expect(stored.sentEmails.filter((sent) => sent.kind === 'AUTOMATIC').map((sent) => sent.email).sort()).toEqual(['achats@transports-test.example', 'direction@transports-test.example']);
    await animationsSettled(page);
    await screenshot(page, '04-supplier');
    await expectAccessible(page, "the added supplier's page");

    // Its details on /edit: renamed.
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.edit']), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/suppliers/${supplierUuid}/edit`);
    await page.getByRole('heading', { name: plain(en['supplierAdmin.edit.supplierTitle']) }).waitFor();
    const renamed = `${name} SAS`;
    await page.getByRole('textbox', { name: plain(en['supplierAdmin.add.name']) }).fill(renamed);
    await page.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.edit.supplierSaved'])).waitFor();
    await page.waitForURL((url) => url.pathname === `${base}/suppliers/${supplierUuid}`);
    await page.getByRole('heading', { level: 2, name: renamed }).waitFor();

    // The year's own questions on /edit-questions: one more.
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.editQuestions']), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/suppliers/${supplierUuid}/edit-questions`);
    const questionCount = (await call('supplier.get', { uuid: supplierUuid }, token)).yearData[0]?.questions?.length ?? 0;
    await page.getByRole('button', { name: plain(en['supplierAdmin.questions.add']), exact: true }).click();
    await page.getByRole('textbox', { name: plain(en['supplierAdmin.questions.labelEn']) }).last().fill('Which of your sites are ISO 14001 certified?');
    await page.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.questions.saved'])).waitFor();
    expect((await call('supplier.get', { uuid: supplierUuid }, token)).yearData[0]?.questions?.length).toBe(questionCount + 1);

    // Its tags ('Key:Value' or refused) and SBTi status, then the form closed.
    await page.getByRole('button', { name: plain(en['supplierAdmin.years.editTags']), exact: true }).click();
    const tagsDialog = page.getByRole('dialog', { name: fill(plain(en['supplierAdmin.years.tagsTitle']), { year: '2025' }) });
    await tagsDialog.getByRole('button', { name: plain(en['supplierAdmin.years.addTag']), exact: true }).click();
    const tag = tagsDialog.getByRole('textbox', { name: fill(plain(en['supplierAdmin.years.tag']), { number: '1' }) });
    await tag.fill('Region');
    await tagsDialog.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await tagsDialog.getByText(plain(en['supplierAdmin.years.tagFormat']), { exact: true }).waitFor();
    await tag.fill('Region:Auvergne-Rhône-Alpes');
    await tagsDialog.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.years.saved'])).waitFor();
    await page.getByText('Region: Auvergne-Rhône-Alpes', { exact: true }).waitFor();
    await page.getByRole('button', { name: plain(en['supplierAdmin.years.close']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.years.closedDone'])).waitFor();
    await page.getByRole('tabpanel', { name: '2025' }).getByText(plain(en['supplierAdmin.years.closed']), { exact: true }).waitFor();

    // Deleting asks first, then goes back to the list, without it.
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.delete']), exact: true }).click();
    const remove = page.getByRole('alertdialog', { name: plain(en['supplierAdmin.delete.title']) });
    await remove.getByText(fill(plain(en['supplierAdmin.delete.body']), { name: renamed }), { exact: true }).waitFor();
    await remove.getByRole('button', { name: plain(en['supplierAdmin.delete.confirm']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.delete.done'])).waitFor();
    await page.waitForURL((url) => url.pathname === `${base}/suppliers`);
    await table.getByRole('row').nth(1).waitFor();
    // The list left in the cache still holds it until its refetch lands: its going is waited for.
    await expect.poll(() => page.getByRole('link', { name: renamed, exact: true }).count()).toBe(0);
    added.delete(supplierUuid);
  });


  it("assigns an emission factor to a demo supplier's expense from the catalogue's search, copies its link, then removes the factor", async () => {
    const token = await tokenOf('analyst');
    const { supplier, expenseUuid, expenseName } = await demoExpenseWithoutFactor(token);
    const ownFactor = async () =>
      (await call('supplier.get', { uuid: supplier.uuid }, token)).yearData.find((data) => data.year === 2025)?.expenses.find((expense) => expense.uuid === expenseUuid)?.emissionFactorUuid ?? null;
    restores.push(async () => {
      if ((await ownFactor()) !== null) await call('supplier.expense.emissionFactor.delete', { supplierUuid: supplier.uuid, uuid: expenseUuid }, token);
    });
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`${base}/suppliers/${supplier.uuid}?year=2025`);
    await page.getByRole('heading', { level: 2, name: supplier.name }).waitFor();
    await page.getByRole('tab', { name: '2025', exact: true }).click();

    // The catalogue's search modal by the keyboard: type, arrow to a result, Space selects, Enter applies.
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.factor.choose']), { name: expenseName }), exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: plain(en['supplierAdmin.factor.title']) });
    const search = modal.getByRole('searchbox');
    await search.fill('electricity.location.FR');
    await modal.getByRole('checkbox').first().waitFor({ state: 'attached' });
    await search.press('ArrowDown');
    await page.keyboard.press('Space');
    await screenshot(page, '05-factor-search');
    await page.keyboard.press('Enter');
    await toast(page, plain(en['supplierAdmin.factor.set'])).waitFor();
    await expect.poll(ownFactor).not.toBeNull();
    await animationsSettled(page);
    await screenshot(page, '06-factor-set');

    // Its form link, copied: the one the server derives now.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: plain(en['supplierAdmin.detail.copyLink']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.detail.linkCopied'])).waitFor();
    const { link } = await call('supplier.link', { uuid: supplier.uuid }, token);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Removed: the year's factor, if any, applies again.
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.factor.remove']), { name: expenseName }), exact: true }).first().click();
    await toast(page, plain(en['supplierAdmin.factor.removed'])).waitFor();
    await expect.poll(ownFactor).toBeNull();
  });

  it('refuses to delete a group in use, writes, renames and deletes a group, and writes an e-mail template', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');

    // The settings say the client sees its supplier engagement; the dashboard warns of the expenses without a factor.
    await page.goto(`${base}/edit`);
    await page.getByRole('checkbox', { name: plain(en['supplierAdmin.edit.open']) }).waitFor();
    expect(await page.getByRole('checkbox', { name: plain(en['supplierAdmin.edit.open']) }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: plain(en['supplierAdmin.tabs.dashboard']), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/dashboard`);
    await page.getByRole('group', { name: new RegExp(`^${plain(en['supplierAdmin.dashboard.missingFactor'])}`) }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '11-dashboard');
    await expectAccessible(page, 'the dashboard tab');
    await page.getByRole('tab', { name: plain(en['supplierAdmin.tabs.groups']), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/groups`);
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();

    // A group suppliers belong to: the server's refusal shows in the dialog, which stays open.
    const inUse = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.groups.delete']), { name: inUse }), exact: true }).click();
    const refuse = page.getByRole('alertdialog', { name: plain(en['supplierAdmin.groups.deleteTitle']) });
    await refuse.getByRole('button', { name: plain(en['supplierAdmin.delete.confirm']), exact: true }).click();
    await refuse.getByText(/suppliers? (is|are) in this group/).waitFor();
    await screenshot(page, '07-group-in-use');
    await refuse.getByRole('button', { name: plain(en['supplierAdmin.form.cancel']), exact: true }).click();

    // A new group with one question; its name and the question's label cannot be blank.
    const name = `Sous-traitants ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: plain(en['supplierAdmin.groups.new']), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: plain(en['supplierAdmin.groups.newTitle']) });
    await dialog.getByRole('button', { name: plain(en['supplierAdmin.questions.add']), exact: true }).click();
    await dialog.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await expect.poll(() => dialog.getByText(plain(en['supplierAdmin.form.required']), { exact: true }).count()).toBe(2);
    await dialog.getByRole('textbox', { name: plain(en['supplierAdmin.groups.name']) }).fill(name);
    await dialog.getByRole('textbox', { name: plain(en['supplierAdmin.questions.labelEn']) }).fill('How many of your trucks run on biofuel?');
    await screenshot(page, '08-group-dialog');
    await dialog.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.groups.saved'])).waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor();

    // Renamed, then deleted.
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.groups.edit']), { name }), exact: true }).click();
    const edit = page.getByRole('dialog', { name: plain(en['supplierAdmin.groups.editTitle']) });
    await edit.getByRole('textbox', { name: plain(en['supplierAdmin.groups.name']) }).fill(`${name} bis`);
    await edit.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await page.getByRole('cell', { name: `${name} bis`, exact: true }).waitFor();
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.groups.delete']), { name: `${name} bis` }), exact: true }).click();
    await page
      .getByRole('alertdialog', { name: plain(en['supplierAdmin.groups.deleteTitle']) })
      .getByRole('button', { name: plain(en['supplierAdmin.delete.confirm']), exact: true })
      .click();
    await toast(page, plain(en['supplierAdmin.groups.deleted'])).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: `${name} bis`, exact: true }).count()).toBe(0);

    // An e-mail template in English and French, then deleted.
    await page.getByRole('tab', { name: plain(en['supplierAdmin.tabs.templates']), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/email-templates`);
    const template = `Relance ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: plain(en['supplierAdmin.templates.new']), exact: true }).click();
    const templateDialog = page.getByRole('dialog', { name: plain(en['supplierAdmin.templates.newTitle']) });
    await templateDialog.getByRole('textbox', { name: plain(en['supplierAdmin.templates.name']) }).fill(template);
    const english = templateDialog.getByRole('group', { name: plain(en['supplierAdmin.templates.english']) });
    const french = templateDialog.getByRole('group', { name: plain(en['supplierAdmin.templates.french']) });
    // A long subject: it wraps, and the row's actions stay in view at 1280 px.
    await english.getByRole('textbox', { name: plain(en['supplierAdmin.templates.subject']) }).fill('Your 2025 carbon data: the figures we need from every one of our transport suppliers before the end of the quarter');
    await french.getByRole('textbox', { name: plain(en['supplierAdmin.templates.subject']) }).fill('Vos données carbone 2025');
    await screenshot(page, '09-template-dialog');
    await templateDialog.getByRole('button', { name: plain(en['supplierAdmin.form.save']), exact: true }).click();
    await toast(page, plain(en['supplierAdmin.templates.saved'])).waitFor();
    await page.getByRole('cell', { name: 'Vos données carbone 2025', exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '10-templates');
    const deleteTemplate = page.getByRole('button', { name: fill(plain(en['supplierAdmin.templates.delete']), { name: template }), exact: true });
    const fits = await deleteTemplate.evaluate((button) => {
      const region = button.closest('[role="region"]');
      if (!region) return 'no scroll region';
      const { right } = button.getBoundingClientRect();
      return region.scrollWidth <= region.clientWidth && right <= region.getBoundingClientRect().right && right <= window.innerWidth ? 'in view' : 'cut off';
    });
    expect(fits).toBe('in view');
    await page.getByRole('button', { name: fill(plain(en['supplierAdmin.templates.delete']), { name: template }), exact: true }).click();
    await page
      .getByRole('alertdialog', { name: plain(en['supplierAdmin.templates.deleteTitle']) })
      .getByRole('button', { name: plain(en['supplierAdmin.delete.confirm']), exact: true })
      .click();
    await toast(page, plain(en['supplierAdmin.templates.deleted'])).waitFor();
  });

  it("speaks French: the list and a reviewed supplier's page", async () => {
    const token = await tokenOf('analyst');
    const view = await call('supplierEngagement.get', { assetUuid, year: 2025 }, token);
    const reviewed = view.suppliers.find((supplier) => supplier.yearData.some((data) => data.year === 2025 && data.review !== null && data.expenses.length > 0));
    if (!reviewed) throw new Error('The demo client has no reviewed supplier');
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    await page.goto(`${base}/suppliers?year=2025`);
    await page.getByRole('heading', { level: 1, name: plain(fr['supplierAdmin.page.title']) }).waitFor();
    await page.getByRole('link', { name: reviewed.name, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: reviewed.name }).waitFor();
    await page.getByRole('tabpanel', { name: '2025' }).getByText(/^Exploitable|^Non exploitable/).first().waitFor();
    await animationsSettled(page);
    await screenshot(page, '12-supplier-fr');
    await expectAccessible(page, "a reviewed supplier's page in French");
  });
});
