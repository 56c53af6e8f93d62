/**
 * Sign-in, registration, the home page and sign-out, in headless Chromium against the local
 * stack with the demo data (web/e2e/globalSetup.ts). Expected texts are the spec's wording in
 * the message catalogues (web/src/i18n/messages/), written out here so that a changed text is
 * noticed rather than followed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, demoPassword, field, recordScripts, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The sign-in form, its fields found by their labels. */
function loginForm(page: Page, labels = { username: 'Username', password: 'Password', submit: 'Sign in' }) {
  return {
    username: field(page, labels.username),
    password: field(page, labels.password),
    submit: page.getByRole('button', { name: labels.submit, exact: true }),
  };
}

describe('sign-in', () => {
  it('signs a client in and shows their home: welcome by first name and ongoing projects', async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await screenshot(page, '01-login');
    // Route code is split per page (Vite names each chunk after its module): the sign-in page
    // must not have downloaded the home page's code, which only a signed-in user needs.
    expect(scripts.some((url) => /\/LoginPage-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/HomePage-[\w-]+\.js$/.test(url))).toBe(false);

    await signIn(page, 'client');
    expect(pathOf(page)).toBe('/');
    await page.getByRole('heading', { level: 1, name: /^Welcome, Claire\b/ }).waitFor();
    const ongoing = page.getByRole('region', { name: 'Ongoing projects' });
    // The seed's client has its transition plan under way; delivered modules (both
    // footprints, the comparison) are not "ongoing".
    await ongoing.getByText('Plan de transition 2024-2030', { exact: true }).waitFor();
    expect(await ongoing.getByText('Bilan carbone 2024').count()).toBe(0);
    expect(await ongoing.getByText('Comparaison 2023-2024').count()).toBe(0);
    expect(scripts.some((url) => /\/HomePage-[\w-]+\.js$/.test(url))).toBe(true);
    await screenshot(page, '02-home-client');
  });

  it('says so when the password is wrong, and stays on the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    const form = loginForm(page);
    // Not `client`: failures count per user name, and other tests sign `client` in.
    await form.username.fill('fi');
    await form.password.fill(`${demoPassword()}-wrong`);
    await form.password.press('Enter');
    const alert = page.getByRole('alert');
    await alert.getByText('Invalid username or password').waitFor();
    expect(await alert.innerText()).toContain('An error occurred:');
    expect(pathOf(page)).toBe('/login');
    await screenshot(page, '03-login-wrong-password');
  });

  it('marks blank fields as required', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await loginForm(page).submit.click();
    const required = page.getByText('Required', { exact: true });
    await required.first().waitFor();
    expect(await required.count()).toBe(2);
    expect(pathOf(page)).toBe('/login');
    await screenshot(page, '04-login-required');
  });

  it('sends an anonymous visit to sign-in and back to the page asked for after it', async () => {
    // Home with a query: the only signed-in page so far (unknown paths go home by design).
    // Swap in a deeper page when the layout's pages land.
    const wanted = '/?from=e2e';
    const page = await browser.newPage();
    await page.goto(wanted);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(wanted);
    await screenshot(page, '05-redirected-to-login');
    await signIn(page, 'client', { landing: wanted });
    await page.getByRole('heading', { level: 1, name: /^Welcome, Claire\b/ }).waitFor();
  });
});

describe('registration', () => {
  it('says the URL is invalid without an invitation token', async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await page.getByRole('alert').getByText('Invalid URL', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
    await screenshot(page, '06-register-invalid-url');
  });

  it('shows the invited user name read-only and the password rules as the user types', async () => {
    const page = await browser.newPage();
    await page.goto(`/register?token=e2e-invitation-token&username=newcomer`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    const username = field(page, 'Username');
    expect(await username.inputValue()).toBe('newcomer');
    expect(await username.isEditable()).toBe(false);

    const rules = () => page.getByRole('listitem').allTextContents();
    // Typed key by key, as a person would: the rules follow each keystroke.
    await field(page, 'Password').pressSequentially('abc1234');
    await expect
      .poll(rules)
      .toEqual([
        expect.stringMatching(/at least 12 characters \(not met\)$/),
        expect.stringMatching(/fewer than 72 bytes \(met\)$/),
        expect.stringMatching(/no run of 3 or more digits \(not met\)$/),
        expect.stringMatching(/at least 8 different characters \(not met\)$/),
      ]);
    await screenshot(page, '07-register-weak-password');

    await field(page, 'Password').fill('Granite-Path-Summit');
    await expect.poll(async () => (await rules()).filter((rule) => rule.endsWith('(not met)'))).toEqual([]);
    await screenshot(page, '08-register-rules-met');
  });
});

describe('sign-out', () => {
  it('returns to sign-in, and a reload stays signed out', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // Home, asked for directly, is refused too: the session is gone, not just hidden.
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL((url) => url.pathname === '/login');
    await screenshot(page, '09-signed-out');
  });
});

describe('French', () => {
  it('switches the sign-in page to French, keeps it on reload, and greets in French', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    const form = loginForm(page, { username: 'Nom d’utilisateur', password: 'Mot de passe', submit: 'Se connecter' });
    await form.username.waitFor();
    await form.password.waitFor();
    await form.submit.waitFor();
    // The document's language follows in an effect after the French render: waited for, not read once.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await screenshot(page, '10-login-french');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await signIn(page, 'client');
    await page.getByRole('heading', { level: 1, name: /^Bienvenue, Claire\b/ }).waitFor();
    await page.getByRole('region', { name: 'Projets en cours' }).waitFor();
    await screenshot(page, '11-home-french');
  });

  it('opens in French on a browser where French was chosen before', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await signIn(page, 'fi');
    await page.getByRole('heading', { level: 1, name: /^Bienvenue, Marc\b/ }).waitFor();
  });
});
