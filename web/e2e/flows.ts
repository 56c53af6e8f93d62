/**
 * Steps that more than one browser test takes, written once: an analyst creating a client asset
 * and inviting its first user (whose e-mail is read back from the SES emulator and whose link
 * registers the account), and adding a formula entry to a draft report on the staff
 * carbon-footprint page. English texts, from the message catalogues where they are ours.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { enAssets } from '../src/i18n/messages/assets.ts';
import { enAuth } from '../src/i18n/messages/auth.ts';
import { animationsSettled, field, pathOf, screenshot, toast, welcomeHeading, type BrowserFixture } from './helpers.ts';

const en = { ...enAssets, ...enAuth };

/** A catalogue text with its parameters filled in. */
export const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/** A select of a page or dialog by its label, exactly. */
export const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true });

/** A text field of a page or dialog by its label, exactly. */
export const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

interface SentMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The mail the SES emulator captured for an address, waiting for it to arrive. */
export async function mailTo(address: string): Promise<SentMail> {
  const store = inject('e2eMailUrl');
  expect(store, 'the browser tests run with the SES emulator').not.toBe('');
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(`${store}/store`)).json()) as { emails: SentMail[] };
      found = emails.find((email) => email.destination.to.includes(address));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export interface NewAsset {
  name: string;
  sector: string;
  language: 'en' | 'fr';
  /** Prescribers (the institutions that follow it) to tick, by name. */
  prescribers?: string[];
  /** NACE codes as typed. */
  naceCodes?: string;
  /** Takes screenshots of the filled dialog under this name. */
  screenshotAs?: string;
}

/** Opens the Assets section from the admin app's sidebar, as staff do. */
export async function openAssets(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Assets', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: en['assets.list.title'], exact: true }).waitFor();
}

/**
 * On the Assets list: creates a COMPANY asset and waits for its page, on its Details tab, and
 * gives its id. The type is required: a first try without it shows the spec's 'Missing asset type'.
 */
export async function createCompanyAsset(page: Page, asset: NewAsset): Promise<string> {
  await page.getByRole('button', { name: en['assets.list.new'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en['assets.form.createTitle'], exact: true });
  await textbox(dialog, en['assets.form.name']).fill(asset.name);
  await dialog.getByRole('button', { name: en['assets.form.create'], exact: true }).click();
  await dialog.getByText('Missing asset type', { exact: true }).waitFor();
  await select(dialog, en['assets.form.type']).selectOption('COMPANY');
  await select(dialog, en['assets.form.sector']).selectOption(asset.sector);
  if (asset.naceCodes) await textbox(dialog, en['assets.form.naceCodes']).fill(asset.naceCodes);
  await select(dialog, en['assets.form.language']).selectOption(asset.language);
  for (const prescriber of asset.prescribers ?? []) await dialog.getByRole('checkbox', { name: prescriber, exact: true }).check({ force: true });
  if (asset.screenshotAs) {
    await animationsSettled(page);
    await screenshot(page, asset.screenshotAs);
  }
  await dialog.getByRole('button', { name: en['assets.form.create'], exact: true }).click();
  await page.getByRole('heading', { level: 1, name: asset.name, exact: true }).waitFor();
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/assets\/[0-9a-f-]{36}$/);
  return path.slice('/assets/'.length);
}

export interface Invitation {
  username: string;
  email: string;
  /** The row of the asset's users table that shows the invited person. */
  row: Locator;
}

/** On an asset's page: invites a user from its Users tab, and waits for the pending row. */
export async function inviteUser(page: Page, username: string): Promise<Invitation> {
  await page.getByRole('tab', { name: en['assets.tabs.users'] }).click();
  await expect.poll(() => pathOf(page)).toMatch(/\?tab=USERS$/);
  await page.getByText(en['assets.users.empty'], { exact: true }).waitFor();
  const email = `${username}@example.com`;
  await page.getByRole('button', { name: en['assets.users.invite'], exact: true }).click();
  const invite = page.getByRole('dialog', { name: en['assets.users.inviteTitle'], exact: true });
  await textbox(invite, en['assets.users.username']).fill(username);
  await textbox(invite, en['assets.users.email']).fill(email);
  await invite.getByRole('button', { name: en['assets.users.send'], exact: true }).click();
  await toast(page, fill(en['assets.users.invited'], { email })).first().waitFor();
  const row = page.getByRole('row').filter({ hasText: username });
  await row.getByText(en['assets.users.statusPending'], { exact: true }).waitFor();
  return { username, email, row };
}

/** The registration link of an invitation's e-mail, checked to lead back to the app that sent it. */
export async function invitationLink(page: Page, invitation: Invitation, subject: string): Promise<URL> {
  const mail = await mailTo(invitation.email);
  expect(mail.subject).toBe(subject);
  const link = new URL(/https?:\/\/\S+\/register\?\S+/.exec(mail.body.text ?? '')![0]);
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.searchParams.get('username')).toBe(invitation.username);
  return link;
}

/**
 * The invited person, in a browser of their own, registers from the link and lands on the
 * asset's home (whose name it shows).
 */
export async function registerFromLink(browser: BrowserFixture, link: URL, password: string, assetName: string): Promise<Page> {
  const invited = await browser.newPage();
  await invited.goto(link.pathname + link.search);
  await invited.getByRole('heading', { level: 1, name: en['auth.register.title'], exact: true }).waitFor();
  await field(invited, en['auth.register.password']).fill(password);
  await field(invited, en['auth.register.confirm']).fill(password);
  await invited.getByRole('button', { name: en['auth.register.submit'], exact: true }).click();
  await (await welcomeHeading(invited)).waitFor();
  await invited.getByText(assetName, { exact: true }).first().waitFor();
  return invited;
}

export interface FormulaEntry {
  label: string;
  activity: string;
  unit: string;
  scope?: string;
  ghg?: string;
  operational?: string;
}

/** On the staff carbon-footprint page's Entries tab: opens the panel for a new entry and fills what every entry has. */
export async function startEntry(page: Page, entry: FormulaEntry): Promise<Locator> {
  await page.getByRole('button', { name: 'New entry', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'New entry', exact: true });
  await textbox(panel, 'Label').fill(entry.label);
  if (entry.scope) await panel.getByRole('combobox', { name: 'Scope', exact: true }).selectOption({ label: entry.scope });
  if (entry.ghg) await panel.getByRole('combobox', { name: 'GHG Protocol category', exact: true }).selectOption({ label: entry.ghg });
  if (entry.operational) await panel.getByRole('combobox', { name: 'Operational category', exact: true }).selectOption({ label: entry.operational });
  await textbox(panel, 'Activity').fill(entry.activity);
  await textbox(panel, 'Activity unit').fill(entry.unit);
  return panel;
}

/** The live value under an entry's formula, once typing has settled. */
export const liveValue = (panel: Locator) => panel.getByTestId('formula-value');

/** Adds an entry computed by `formula`, once its live value reads `expected`. */
export async function addFormulaEntry(page: Page, entry: FormulaEntry & { formula: string; expected: string }): Promise<void> {
  const panel = await startEntry(page, entry);
  await textbox(panel, 'Formula').fill(entry.formula);
  await expect.poll(() => liveValue(panel).innerText()).toBe(entry.expected);
  await panel.getByRole('button', { name: 'Add to the draft', exact: true }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** A tab of the open report (Entries, Settings, Preview), by the report's name. */
export const reportTab = (page: Page, report: string, name: string) =>
  page.getByRole('tablist', { name: report, exact: true }).getByRole('tab', { name, exact: true });

/** The total emissions figure of a report's dashboard: a button that opens its explanation. */
export const totalFigure = (page: Page) => page.getByRole('button', { name: /, how Total emissions is computed$|, comment Émissions totales est calculé$/ });

/** On the staff carbon-footprint page, a report open: delivers it through its confirmation. */
export async function deliverReport(page: Page, report: string): Promise<void> {
  await page.getByRole('button', { name: 'Deliver…', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deliver “${report}”?`, exact: true });
  await confirm.getByRole('button', { name: 'Deliver', exact: true }).click();
  await toast(page, `“${report}” delivered`).waitFor();
  await page.getByText('Delivered: the client sees this report, and it can no longer change.', { exact: true }).waitFor();
}
