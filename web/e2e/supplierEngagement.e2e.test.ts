/**
 * The client's supplier engagement, end to end on the demo `client` (Transports Vallée du Rhône,
 * sixty suppliers in four groups, 2024 and 2025 data, a March 2025 campaign): the list searched
 * and filtered (name, group, last e-mail status), a supplier opened and commented on; a send of
 * the invitation to one supplier whose address the client points at the SES simulator's bounce
 * mailbox, whose status moves from Ongoing to Not received as the delivery events come, without
 * a reload; the dashboard's charts; French. Expected counts come from the shared list rules over
 * the API's read, so the test holds whatever the seed's numbers. The comment and the addresses
 * are put back; the e-mail sent stays recorded on its supplier (a platform-sent e-mail is never
 * deleted), which moves that one supplier from Not sent to Not received: other tests of this
 * demo must not count on 'Transports Vercors Citernes' being never e-mailed.
 */
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { filterSupplierList, noSupplierFilters, supplierListEntry, supplierSearch, type SupplierListFilters } from '@cairn/shared/supplier/list';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enShell } from '../src/i18n/messages/shell.ts';
import { frSupplierEngagement as fr } from '../src/i18n/messages/supplierEngagement.fr.ts';
import { enSupplierEngagement as en } from '../src/i18n/messages/supplierEngagement.ts';
import { enPmdrReport } from '../src/i18n/messages/pmdrReport.ts';
import { fill } from './flows.ts';
import { call, pathOf, plain, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const assetUuid = uuidOf.asset('client');
const year = 2025;

async function read(token: string): Promise<SupplierEngagementView> {
  return call('supplierEngagement.get', { assetUuid, year }, token);
}

/** How many suppliers the list keeps for a search and filters, by the shared rules. */
function expectedCount(view: SupplierEngagementView, search: string, filters: SupplierListFilters): number {
  return filterSupplierList(
    view.suppliers.map((supplier) => supplierListEntry(supplier, year)),
    supplierSearch(search),
    filters,
    year,
  ).entries.length;
}

const countText = (count: number, total: number) => fill(en['supplierEngagement.list.count'].other, { count: String(count), total: String(total) });

function supplierNamed(view: SupplierEngagementView, name: string) {
  const supplier = view.suppliers.find((candidate) => candidate.name === name);
  if (!supplier) throw new Error(`The demo has no supplier ${name}`);
  return supplier;
}

async function openList(page: Page) {
  await page.goto(`/supplier-engagement/suppliers?year=${year}`);
  await page.getByRole('heading', { level: 1, name: en['supplierEngagement.frame.title'] }).waitFor();
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: en['supplierEngagement.list.label'] });
  await list.getByRole('listitem').first().waitFor();
  return { main, list, status: main.getByRole('status').filter({ hasText: / suppliers shown$/ }) };
}

describe('Supplier engagement (client)', () => {
  it('searches and filters the suppliers, opens one and saves a comment', async () => {
    const token = await tokenOf('client');
    const view = await read(token);
    const total = view.suppliers.length;
    expect(total).toBeGreaterThan(40);
    const target = supplierNamed(view, 'Mobilier Pro Valence');
    const page = await browser.newPage();
    await signIn(page, 'client');
    try {
      // The menu leads there.
      await page.getByRole('link', { name: enShell['shell.nav.supplierEngagement'] }).first().click();
      await expect.poll(() => pathOf(page)).toMatch(/^\/supplier-engagement\/suppliers/);
      const { main, list, status } = await openList(page);
      await expect.poll(() => status.textContent()).toBe(countText(total, total));
      // Virtual: fewer rows in the page than suppliers, the largest expense first.
      const drawn = await list.getByRole('listitem').count();
      expect(drawn).toBeGreaterThan(0);
      expect(drawn).toBeLessThan(total);
      const first = filterSupplierList(view.suppliers.map((supplier) => supplierListEntry(supplier, year)), supplierSearch(''), noSupplierFilters, year).entries[0]!;
      expect(await list.getByRole('listitem').first().textContent()).toContain(first.supplier.name);
      await screenshot(page, '01-list');

      // A name's part, any case and without its accents.
      const search = main.getByRole('searchbox', { name: en['supplierEngagement.list.search'] });
      await search.fill('TRANSPORTS');
      await expect.poll(() => status.textContent()).toBe(countText(expectedCount(view, 'TRANSPORTS', noSupplierFilters), total));
      await search.fill('');

      // One group, then within it the suppliers whose last e-mail bounced.
      const group = view.groups.find((candidate) => candidate.name === 'Transport subcontractors')!;
      await main.getByRole('button', { name: fill(en['supplierEngagement.filter.group'], { chosen: en['supplierEngagement.filter.all'] }) }).click();
      await page.getByRole('checkbox', { name: group.name }).check();
      await page.keyboard.press('Escape');
      const byGroup: SupplierListFilters = { ...noSupplierFilters, groupUuids: [group.uuid] };
      await expect.poll(() => status.textContent()).toBe(countText(expectedCount(view, '', byGroup), total));
      await main.getByRole('button', { name: fill(en['supplierEngagement.filter.lastEmail'], { chosen: en['supplierEngagement.filter.all'] }) }).click();
      await page.getByRole('checkbox', { name: 'Bounced' }).check();
      await page.keyboard.press('Escape');
      const bounced = expectedCount(view, '', { ...byGroup, lastEmailGroups: ['BOUNCED'] });
      expect(bounced).toBeGreaterThan(0);
      await expect.poll(() => status.textContent()).toBe(countText(bounced, total));
      await screenshot(page, '02-filtered');
      await main.getByRole('button', { name: en['supplierEngagement.list.clear'] }).click();
      await expect.poll(() => status.textContent()).toBe(countText(total, total));

      // A supplier's page: its answers read-only, and the client's comment saved.
      await search.fill(target.name);
      await list.getByRole('link', { name: new RegExp(`^${target.name}`) }).click();
      await expect.poll(() => pathOf(page)).toBe(`/supplier-engagement/suppliers/${target.uuid}?year=${year}`);
      await main.getByRole('heading', { level: 2, name: target.name }).waitFor();
      const comment = main.getByRole('textbox', { name: en['supplierEngagement.comment.field'] });
      await comment.fill('Checked with purchasing: the 2025 invoices are complete.');
      await main.getByRole('button', { name: en['supplierEngagement.comment.save'] }).click();
      await toast(page, en['supplierEngagement.comment.saved']).first().waitFor();
      const saved = await call('supplier.get', { uuid: target.uuid }, token);
      expect(saved.commentFromClient?.text).toBe('Checked with purchasing: the 2025 invoices are complete.');
      await screenshot(page, '03-detail');
    } finally {
      const now = await call('supplier.get', { uuid: target.uuid }, token);
      await call('supplier.clientEdit', { uuid: target.uuid, expectedVersion: now.version, action: { type: 'commentFromClient', text: target.commentFromClient?.text ?? null, fileUuids: target.filesFromClient.map((file) => file.uuid), uploadUuids: [] } }, token);
    }
  });

  it('sends the invitation to a supplier and shows its status change as the delivery events come, without a reload', async () => {
    const token = await tokenOf('client');
    const view = await read(token);
    const target = supplierNamed(view, 'Transports Vercors Citernes');
    expect(target.sentEmails).toEqual([]);
    const template = view.templates[0]!;
    const page = await browser.newPage();
    await signIn(page, 'client');
    try {
      // The client points the supplier's address at the simulator's bounce mailbox.
      await page.goto(`/supplier-engagement/suppliers/${target.uuid}?year=${year}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 2, name: target.name }).waitFor();
      await main.getByRole('button', { name: en['supplierEngagement.emails.edit'] }).click();
      await main.getByRole('textbox', { name: en['supplierEngagement.emails.field'] }).fill('bounce@simulator.amazonses.com');
      await main.getByRole('button', { name: en['supplierEngagement.emails.save'], exact: true }).click();
      await toast(page, en['supplierEngagement.emails.saved']).first().waitFor();
      await main.getByText('bounce@simulator.amazonses.com', { exact: true }).waitFor();

      const { list, status } = await openList(page);
      await page.getByRole('searchbox', { name: en['supplierEngagement.list.search'] }).fill(target.name);
      await expect.poll(() => status.textContent()).toBe(countText(1, view.suppliers.length));
      const row = list.getByRole('listitem').first();
      await expect.poll(() => row.textContent()).toContain('Not sent');
      // Gone after a reload.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      await page.getByRole('button', { name: en['supplierEngagement.send.open'] }).click();
      const dialog = page.getByRole('dialog', { name: en['supplierEngagement.send.title'] });
      await dialog.getByText(fill(en['supplierEngagement.send.eligible'], { eligible: '1', total: '1' })).waitFor();
      const send = dialog.getByRole('button', { name: en['supplierEngagement.send.send'], exact: true });
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByRole('combobox', { name: en['supplierEngagement.send.template'] }).selectOption({ label: template.name });
      expect(await send.isDisabled()).toBe(false);
      await screenshot(page, '04-send-dialog');
      await send.click();
      await toast(page, en['supplierEngagement.send.done']).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // Ongoing once sent, then Not received when the bounce comes back: pushed, not reloaded.
      await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Not received');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      const sent = await call('supplier.get', { uuid: target.uuid }, token);
      expect(sent.sentEmails.map((email) => [email.email, email.status])).toEqual([['bounce@simulator.amazonses.com', 'PermanentBounce']]);
      await screenshot(page, '05-not-received');
    } finally {
      const now = await call('supplier.get', { uuid: target.uuid }, token);
      await call('supplier.clientEdit', { uuid: target.uuid, expectedVersion: now.version, action: { type: 'emails', emails: target.emails } }, token);
    }
  });

  it('draws the dashboard’s charts, each with its data to copy', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.goto(`/supplier-engagement/dashboard?year=${year}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: en['supplierEngagement.dashboard.status'] }).waitFor();
    for (const chart of ['supplier-status', 'supplier-maturity', 'supplier-sbti', 'supplier-pie', 'supplier-origin']) {
      await main.locator(`[data-chart="${chart}"] canvas`).waitFor();
    }
    expect(await main.getByRole('button', { name: enPmdrReport['pmdrReport.copy.open'] }).count()).toBe(5);
    // Each chart says its figures in words.
    expect(await main.locator('[data-chart="supplier-status"]').getAttribute('aria-label')).toContain(en['supplierEngagement.dashboard.status']);
    // The yearly chart reads the other years too: 2024 beside the year shown.
    await expect.poll(() => main.locator('[data-chart="supplier-origin"]').getAttribute('aria-label')).toMatch(/2024.*2025/s);
    await main.getByText(en['supplierEngagement.dashboard.emissions'], { exact: true }).first().click();
    await main.getByText(en['supplierEngagement.dashboard.normalized']).click();
    expect(await main.locator('[data-expense-card]').count()).toBeGreaterThan(0);
    await screenshot(page, '06-dashboard');
  });

  it('speaks French', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'client');
    await page.goto(`/supplier-engagement/suppliers?year=${year}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: plain(fr['supplierEngagement.frame.title']) }).waitFor();
    await main.getByRole('button', { name: plain(fr['supplierEngagement.send.open']) }).waitFor();
    await screenshot(page, '07-list-fr');
    await page.goto(`/supplier-engagement/dashboard?year=${year}`);
    await main.getByRole('heading', { name: plain(fr['supplierEngagement.dashboard.status']) }).waitFor();
    await screenshot(page, '08-dashboard-fr');
  });
});
