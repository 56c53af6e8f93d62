/**
 * What every browser test file uses: one Chromium per file, a fresh browser context per page
 * (its own storage, so no session leaks from one test into the next), sign-in through the
 * real form, screenshots to look at, and a record of the scripts a page downloaded.
 */
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InputOf, OutputOf, ProcedureName } from '@cairn/shared/contract';
import type { MessageText } from '@cairn/shared/errors';
import type { Language } from '@cairn/shared/schemas';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from '@cairn/scripts/e2e/chromium.ts';
import { describeViolations, seriousViolations } from './axe.ts';
import { frAdmin } from '../src/i18n/messages/admin.fr.ts';
import { enAdmin } from '../src/i18n/messages/admin.ts';
import { frAuth } from '../src/i18n/messages/auth.fr.ts';
import { enAuth } from '../src/i18n/messages/auth.ts';
import { frHome } from '../src/i18n/messages/home.fr.ts';
import { enHome } from '../src/i18n/messages/home.ts';
import { callProcedure } from '../src/api/client.ts';
import { languageStorageKey } from '../src/i18n/languageStore.ts';

export const baseUrl = (): string => inject('e2eBaseUrl');

/** The serious and critical violations on every page of the app the contexts hold, each with its address. */
async function accessibilityFaults(contexts: BrowserContext[]): Promise<string[]> {
  const faults: string[] = [];
  for (const page of contexts.flatMap((context) => context.pages())) {
    if (page.isClosed() || !page.url().startsWith(baseUrl())) continue;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    for (const fault of describeViolations(await seriousViolations(page))) faults.push(`${new URL(page.url()).pathname}: ${fault}`);
  }
  return faults;
}
export const demoPassword = (): string => inject('e2eDemoPassword');

/** Calls a procedure of the stack under test as the web client does: signed in with `token`, or not. */
export function call<N extends ProcedureName>(name: N, input: InputOf<N>, token: string | null = null): Promise<OutputOf<N>> {
  return callProcedure(name, input, { token, fetch: (url, init) => fetch(new URL(String(url), baseUrl()), init) });
}

/** A demo user's session token, signed in through the API. */
export const tokenOf = async (username: string): Promise<string> => (await call('user.login', { username, password: demoPassword() })).token;

export interface PageOptions {
  /** The app's language for this page (and the browser's locale). Default: English. */
  language?: Language;
  /** The window's size in CSS pixels (a phone's, say). Default: 1280 × 800. */
  viewport?: { width: number; height: number };
}

export interface BrowserFixture {
  /** A page in a context of its own; closed after the test that opened it. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * Launches Chromium once for the file (starting it costs about a second, a context a few
 * milliseconds) and closes what each test opened after it.
 */
export function useBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const contexts = open.splice(0);
    // Every page a passing test leaves open is held to WCAG 2.1 A and AA as it stands, in the
    // language it was opened in: the check covers each state the tests reach, not a list of pages.
    const faults = task.result?.state === 'fail' ? [] : await accessibilityFaults(contexts);
    await Promise.all(contexts.map((context) => context.close()));
    expect(faults, 'serious or critical accessibility violations on the pages this test left open').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage({ language = 'en', viewport = { width: 1280, height: 800 } } = {}) {
      if (!browser) throw new Error('The browser starts in beforeAll: call newPage from inside a test or hook');
      const context = await browser.newContext({ baseURL: baseUrl(), locale: language, viewport });
      open.push(context);
      // Every step waits for a condition (an element, a URL), never for a fixed time. Pages
      // answer in well under a second when idle; the budget is for a loaded two-core machine
      // (Java, the stack and Chromium share it, and a handler's first call compiles it), so
      // only a step that will never happen uses it up.
      context.setDefaultTimeout(60_000);
      context.setDefaultNavigationTimeout(90_000);
      // The app takes its language from the choice stored on this browser, not from the
      // locale; stored only when absent, so a switch made in the page survives a reload.
      await context.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        [languageStorageKey, language] as const,
      );
      return context.newPage();
    },
  };
}

const catalogues = { en: { ...enAuth, ...enHome, ...enAdmin }, fr: { ...frAuth, ...frHome, ...frAdmin } };
/** A catalogue text that has no plural forms, as a string. */
export const plain = (text: MessageText): string => (typeof text === 'string' ? text : text.other);

/** The page's language as the app set it on <html>, English until it has. */
async function pageLanguage(page: Page): Promise<Language> {
  const lang = await page.locator('html').getAttribute('lang');
  return lang === 'fr' ? 'fr' : 'en';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The welcome heading of the home page, in the page's language, for any user. */
export async function welcomeHeading(page: Page) {
  const [before = ''] = plain(catalogues[await pageLanguage(page)]['home.welcome.title']).split('{');
  return page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(before)}`) });
}

/** The admin app's home heading ('My modules'), in the page's language: staff land there. */
export async function adminHomeHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: plain(catalogues[await pageLanguage(page)]['admin.home.title']), exact: true });
}

/** The page's path and query, as the router shows them. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * A text or password input by its label, exactly. By accessible name rather than getByLabel:
 * a required field's label also holds the "*" marker (hidden from assistive technology), and a
 * substring match would confuse "Password" with "Confirm password".
 */
export function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

export interface SignInOptions {
  password?: string;
  /** Where the app should land after sign-in (path and query). Default: home. */
  landing?: string;
}

/**
 * Signs in through the real form, as a person would: opens /login unless the page is already
 * there (a redirect to sign-in carries where to come back to), fills the fields found by
 * their labels, presses Enter and waits for the landing page.
 */
export async function signIn(page: Page, username: string, { password = demoPassword(), landing = '/' }: SignInOptions = {}): Promise<void> {
  if (!page.url().startsWith(`${baseUrl()}/login`)) await page.goto('/login');
  const labels = catalogues[await pageLanguage(page)];
  await field(page, labels['auth.login.username']).fill(username);
  const passwordField = field(page, labels['auth.login.password']);
  await passwordField.fill(password);
  await passwordField.press('Enter');
  await page.waitForURL((url) => url.pathname + url.search === landing);
  // Home is the client's welcome, or the admin app's 'My modules' for staff.
  if (landing === '/') await (await welcomeHeading(page)).or(await adminHomeHeading(page)).waitFor();
}

const screenshotRoot = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * Saves a full-page PNG under web/e2e/screenshots/<test file>/<name>.png (git-ignored), to be
 * looked at while building the UI and when a test fails.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const testFile = basename(expect.getState().testPath ?? 'unknown').replace(/\.e2e\.test\.ts$/, '');
  const dir = join(screenshotRoot, testFile);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Every script URL the page requests from now on (entry, module preloads, lazy chunks), in
 * request order: to check that a page did not download code it must not have, such as the
 * admin app's chunk for a client. The returned array fills in as requests go out.
 */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** A menu entry as a person meets it: its name (with any hidden " (Not available)") and where it leads; null when disabled. */
export interface MenuEntry {
  name: string;
  href: string | null;
}

/** A titled group of entries (the institution's Maturity, Measure, Reduce). */
export interface MenuGroup {
  group: string;
  entries: MenuEntry[];
}

/**
 * The client sidebar's menu ('Main menu'), in order: links with their href, disabled entries
 * (not links, aria-disabled) with a null href, groups by their heading. Read once; poll it with
 * `expect.poll` since the menu fills in when the dashboard arrives.
 */
export function menuOf(page: Page, navName = 'Main menu'): Promise<(MenuEntry | MenuGroup)[]> {
  return page.getByRole('navigation', { name: navName, exact: true }).evaluate((nav) => {
    const entryOf = (item: Element): MenuEntry => {
      const target = item.querySelector(':scope > a, :scope > [aria-disabled="true"]');
      const name = (target?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return { name, href: target instanceof HTMLAnchorElement ? target.getAttribute('href') : null };
    };
    return [...nav.querySelectorAll(':scope > ul > li')].map((item) => {
      const list = item.querySelector(':scope > ul');
      if (!list) return entryOf(item);
      const heading = document.getElementById(list.getAttribute('aria-labelledby') ?? '');
      return { group: heading?.textContent?.trim() ?? '', entries: [...list.querySelectorAll(':scope > li')].map(entryOf) };
    });
  });
}

/** A toast (Chakra's toaster), found by its title. */
export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });
}

/** The admin app's Settings dialog, opened from the sidebar (English), once its form shows the saved values. */
export async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  // The form renders once the saved values have arrived.
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).waitFor();
  return dialog;
}

/**
 * Changes the signed-in staff member's first name through the Settings dialog and waits for
 * the 'Settings updated' confirmation and the dialog to close.
 */
export async function saveFirstName(page: Page, firstName: string): Promise<void> {
  const dialog = await openSettings(page);
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(firstName);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Settings updated').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

export { animationsSettled } from './animations.ts';

/**
 * The text an element shows, whitespace collapsed: what `innerText` gives, less the text that is
 * there only for screen readers (visually hidden: clipped to nothing), such as a figure button's
 * ", how … is computed".
 */
export function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    // innerText as drawn (case changes, line breaks), with the clipped-away text taken out for the read.
    const hidden = [...element.querySelectorAll<HTMLElement>('*')].filter((node) => getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)');
    const displays = hidden.map((node) => node.style.display);
    for (const node of hidden) node.style.display = 'none';
    const text = (element as HTMLElement).innerText;
    hidden.forEach((node, index) => (node.style.display = displays[index]!));
    return text.replace(/\s+/g, ' ').trim();
  });
}
