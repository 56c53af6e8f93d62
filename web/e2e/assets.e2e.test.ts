/**
 * The staff workspace's assets: an analyst creates a client asset and invites its first user,
 * whose e-mail (read back from the SES emulator) registers the account; a staff member views an
 * asset as its client in a tab of its own; the list's search and filters live in the address;
 * the details and an external report are saved, in French (the workshop's comment and report
 * document change for the rest of the run; no other test reads them). Demo records come from
 * the seed (scripts/src/seed/demo.ts), texts from the message catalogues.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { tokenStorageKey } from '../src/auth/tokenStore.ts';
import { frAssets } from '../src/i18n/messages/assets.fr.ts';
import { enAssets } from '../src/i18n/messages/assets.ts';
import { enShell } from '../src/i18n/messages/shell.ts';
import { createCompanyAsset, fill, invitationLink, inviteUser, openAssets, registerFromLink, select } from './flows.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser, welcomeHeading } from './helpers.ts';

const browser = useBrowser();
const en = { ...enAssets, ...enShell };
/** A French text without plural forms. */
const fr = (key: keyof typeof frAssets): string => {
  const text = frAssets[key];
  if (typeof text !== 'string') throw new Error(`${key} has plural forms`);
  return text;
};

describe('assets', () => {
  it("an analyst creates a client asset and invites its user, whose e-mailed link registers the account and opens the asset's home", async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await openAssets(page);
    expect(await page.title()).toBe('Assets · Cairn admin');

    // Creating (the type is required, in the spec's words), then inviting its first user.
    const name = `Laiterie des Aravis ${randomUUID().slice(0, 6)}`;
    await createCompanyAsset(page, {
      name,
      sector: 'AGRIFOOD_INDUSTRIES',
      naceCodes: '10.51C, 10.51d',
      language: 'fr',
      prescribers: ['Aurore Capital Partners'],
      screenshotAs: '01-create-dialog',
    });
    await page.getByText('NACE 10.51C, 10.51D', { exact: true }).waitFor();
    const invitation = await inviteUser(page, `jeanne.${randomUUID().slice(0, 6)}`);
    const { username, row } = invitation;
    await animationsSettled(page);
    await screenshot(page, '02-users-invited');

    // The e-mail, in the asset's language, carries the registration link, which registers the
    // invited person in a browser of their own.
    const link = await invitationLink(page, invitation, `Votre compte Cairn pour ${name}`);
    const invited = await registerFromLink(browser, link, 'Fromage-des-Aravis!', name);
    await screenshot(invited, '03-registered-home');

    // The link worked once: the account is listed as active, the invitation gone.
    await page.reload();
    await row.getByText(en['assets.users.statusActive'], { exact: true }).waitFor();
    expect(await page.getByText(en['assets.users.statusPending'], { exact: true }).count()).toBe(0);

    // Disabling the account ends its sessions: the user's own and a staff view of it.
    const [staffView] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: /^View as client/ }).click()]);
    await (await welcomeHeading(staffView)).waitFor();
    await row.getByRole('button', { name: new RegExp(`^${en['assets.users.disable']}`) }).click();
    const confirm = page.getByRole('alertdialog', { name: fill(en['assets.users.disableTitle'], { username }), exact: true });
    await confirm.getByRole('button', { name: en['assets.users.disableConfirm'], exact: true }).click();
    await row.getByText(en['assets.users.statusDisabled'], { exact: true }).waitFor();
    await invited.reload();
    await invited.waitForURL((url) => url.pathname === '/login');
    // The staff view's session is over: its tab closes rather than fall back to the staff's own session.
    const closed = staffView.waitForEvent('close');
    // The page closes itself while reloading: the reload's own failure to finish is that closing.
    await staffView.reload().catch((error: unknown) => {
      if (!staffView.isClosed()) throw error;
    });
    await closed;
    await animationsSettled(page);
    await screenshot(page, '04-user-disabled');

    await row.getByRole('button', { name: new RegExp(`^${en['assets.users.enable']}`) }).click();
    await row.getByText(en['assets.users.statusActive'], { exact: true }).waitFor();
  });

  it('a staff member views an asset as its client in a new tab, which keeps its own session and closes on logout', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sales');
    // On the way, the asset's modules (newest first, a footprint linking to its staff page) and sites.
    await page.goto(`/assets/${uuidOf.asset('client')}?tab=MODULES`);
    const footprint = page.getByRole('link', { name: 'Bilan carbone 2024', exact: true });
    expect(await footprint.getAttribute('href')).toBe(`/carbon-footprints/${uuidOf.module('client-cf-2024')}`);
    await screenshot(page, '05-modules');
    await page.getByRole('tab', { name: en['assets.tabs.subentities'] }).click();
    await page.getByText('Plateforme de Valence', { exact: true }).waitFor();
    await screenshot(page, '05-subentities');
    await page.getByRole('tab', { name: en['assets.tabs.users'] }).click();
    await page.getByRole('heading', { level: 1, name: 'Transports Vallée du Rhône', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'claire.martin@example.com' });
    const staffToken = await page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);

    const [clientTab] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: /^View as client/ }).click()]);
    await clientTab.waitForURL((url) => url.pathname === '/');
    await (await welcomeHeading(clientTab)).waitFor();
    const banner = fill(en['shell.viewAs.banner'], { name: 'Claire Martin', asset: 'Transports Vallée du Rhône' });
    await clientTab.getByText(banner, { exact: true }).waitFor();
    await screenshot(clientTab, '05-viewing-as-client');

    // The client's session lives in that tab only; the staff tab keeps its own.
    const tabToken = await clientTab.evaluate((key) => sessionStorage.getItem(key), tokenStorageKey);
    expect(tabToken).not.toBeNull();
    expect(JSON.parse(atob(tabToken!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({ username: 'client', impersonating: true });
    expect(await clientTab.evaluate((key) => localStorage.getItem(key), tokenStorageKey)).toBe(staffToken);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Transports Vallée du Rhône', exact: true }).waitFor();

    // Logout there closes the tab, and leaves the staff signed in here.
    const closed = clientTab.waitForEvent('close');
    // The tab may close while the click is still being reported: that closing is the expected outcome.
    await clientTab
      .getByRole('button', { name: 'Logout' })
      .first()
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!clientTab.isClosed()) throw error;
      });
    await closed;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Transports Vallée du Rhône', exact: true }).waitFor();
  });

  it("in French: the list's search, filters and sort live in the address, and the details and an external report are saved", async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    await page.goto('/assets');
    await page.getByRole('heading', { level: 1, name: fr('assets.list.title'), exact: true }).waitFor();
    await page.getByRole('searchbox', { name: fr('assets.list.search') }).fill('atelier');
    await page.waitForURL((url) => url.searchParams.get('q') === 'atelier');
    await select(page, fr('assets.list.filterType')).selectOption('COMPANY');
    await page.waitForURL((url) => url.searchParams.get('type') === 'COMPANY');
    await page.getByRole('button', { name: fr('assets.list.colCreated'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'createdAt' && url.searchParams.get('dir') === 'desc');
    const links = page.getByRole('main').getByRole('table').getByRole('link');
    await expect.poll(() => links.allInnerTexts()).toEqual(['Atelier Mécanique du Jura']);
    await page.getByText('1 actif', { exact: true }).waitFor();
    await screenshot(page, '06-list-filtered-fr');
    // A reload shows the same list.
    await page.reload();
    await expect.poll(() => links.allInnerTexts()).toEqual(['Atelier Mécanique du Jura']);
    expect(await page.getByRole('searchbox', { name: fr('assets.list.search') }).inputValue()).toBe('atelier');

    // The details: the staff comment saved with them.
    await links.first().click();
    await page.getByRole('heading', { level: 1, name: 'Atelier Mécanique du Jura', exact: true }).waitFor();
    const comment = page.getByRole('textbox', { name: fr('assets.form.comment') });
    await comment.fill(`Relancer en septembre (${randomUUID().slice(0, 4)})`);
    await screenshot(page, '07-details-fr');
    await page.getByRole('button', { name: fr('assets.details.save'), exact: true }).click();
    await toast(page, fr('assets.details.saved')).first().waitFor();

    // The external report's form, opened from the address as the benchmark links do.
    const moduleUuid = uuidOf.module('investee2-ext-2023');
    await page.goto(`/assets/${uuidOf.asset('investee2')}?tab=EXTERNAL&editReport=${moduleUuid}`);
    const panel = page.getByRole('dialog', { name: fr('assets.external.editTitle'), exact: true });
    await panel.waitFor();
    const scope1 = panel.getByRole('textbox', { name: fr('assets.external.scope1') });
    await expect.poll(() => scope1.inputValue()).not.toBe('');
    // The provider's document is replaced by another PDF (this changes the workshop's demo report for the run).
    await panel.getByRole('paragraph').getByText('Jura Climat Conseil - Bilan GES 2023 - synthèse.pdf', { exact: true }).waitFor();
    await panel.getByRole('button', { name: `${fr('assets.external.removeDocument')} Jura Climat Conseil - Bilan GES 2023 - synthèse.pdf` }).click();
    await panel.locator('input[type=file]').setInputFiles({ name: 'bilan-ges-2023.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') });
    await panel.getByRole('paragraph').getByText('bilan-ges-2023.pdf', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '08-external-report-fr');
    await panel.getByRole('button', { name: fr('assets.form.save'), exact: true }).click();
    await toast(page, fr('assets.external.saved')).first().waitFor();
    await panel.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(`/assets/${uuidOf.asset('investee2')}?tab=EXTERNAL`);
  });
});
