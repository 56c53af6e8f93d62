/**
 * The web shell as a company client sees it (the demo's `client`, Transports Vallée du Rhône):
 * the menu, the home cards, the sidebar, Resources, feedback, French, sign-out, and the rule
 * that a client never downloads the admin app. Texts are written out from the message
 * catalogues (web/src/i18n/messages/), module names and people from the demo seed
 * (scripts/src/seed/demo.ts).
 */
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoProjectModuleUuid } from '@cairn/scripts/seed/projects.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { animationsSettled, baseUrl, menuOf, pathOf, recordScripts, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();

describe('menu', () => {
  it('lists the other-clients entries, each leading where the demo modules say', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    // Two footprints and two decarbonization modules: their lists; one comparison: the
    // comparison page of the report it compares, 2024's. Supplier engagement is open for this client.
    await expect
      .poll(() => menuOf(page))
      .toEqual([
        { name: 'Home', href: '/' },
        { name: 'Carbon footprint', href: '/carbon-footprint' },
        { name: 'Supplier engagement', href: '/supplier-engagement/suppliers' },
        { name: 'Decarbonization', href: '/decarbonization' },
        { name: 'Report comparison', href: `/report-comparison/${demoReportUuid(2024)}` },
        { name: 'Resources', href: '/resources' },
      ]);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, '01-menu');

    // Followed without a reload: the list of the two footprints, the entry now current.
    await nav.getByRole('link', { name: 'Carbon footprint' }).click();
    await page.getByRole('heading', { level: 1, name: 'Carbon footprints' }).waitFor();
    expect(pathOf(page)).toBe('/carbon-footprint');
    await expect.poll(() => nav.getByRole('link', { name: 'Carbon footprint' }).getAttribute('aria-current')).toBe('page');
    const rows = page.getByRole('main').getByRole('link');
    // The 2025 footprint the consultants' project opened, then the two delivered ones.
    await expect.poll(() => rows.allTextContents()).toEqual(['Bilan carbone 2025', 'Bilan carbone 2024', 'Bilan carbone 2023']);
    expect(await rows.nth(1).getAttribute('href')).toBe(`/carbon-footprint/${uuidOf.module('client-cf-2024')}`);
    await screenshot(page, '02-carbon-footprint-list');
  });
});

describe('home', () => {
  it('welcomes by name and lists exactly the modules not yet delivered, with their status', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Claire Martin' }).waitFor();
    await page.getByText('You are viewing Transports Vallée du Rhône.', { exact: true }).waitFor();

    const ongoing = page.getByRole('region', { name: 'Ongoing projects' });
    const links = ongoing.getByRole('link');
    await links.first().waitFor();
    // Server order: by type, latest year first. Delivered (both footprints, the comparison) left out.
    const rows = await links.evaluateAll((elements) =>
      elements.map((element) => ({
        href: element.getAttribute('href'),
        status: element.querySelector('[data-status-badge]')?.textContent,
        // The lines it shows: the status sentence read to screen readers is not drawn.
        lines: (element as HTMLElement).innerText
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && line !== element.querySelector('[data-status-badge]')?.textContent),
      })),
    );
    expect(rows).toEqual([
      {
        // The footprint the consultants' 2025 project created (scripts/src/seed/projects.ts).
        href: `/carbon-footprint/${demoProjectModuleUuid('client-cf-2025')}`,
        status: 'Status: Data collection',
        lines: ['CARBON FOOTPRINT', 'Bilan carbone 2025', '2025', 'Data collection'],
      },
      {
        href: `/decarbonization/${uuidOf.module('client-plan-2024')}/projection`,
        status: 'Status: Preparing workshop 3',
        lines: ['DECARBONIZATION PLAN', 'Plan de transition 2024-2030', '2024', 'Preparing workshop 3'],
      },
      {
        // The trajectory shows its submitted actions: none selected yet.
        href: `/decarbonization/${uuidOf.module('client-trajectory-2024')}/actions`,
        status: 'Status: Ongoing',
        lines: ['DECARBONIZATION TRAJECTORY', 'Trajectoire 1,5 °C', '2024 · 4 actions', 'Ongoing'],
      },
    ]);
    await screenshot(page, '03-home');
  });

  it('shows the account manager and consultants once each, the phone as a link, and copies an e-mail', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(page, 'client');
    const contacts = page.getByRole('region', { name: 'Your contacts' });
    const cards = contacts.getByRole('listitem');
    // Julien is the account manager of every ongoing module and Camille consultant on both:
    // each appears once, the account manager first. Léa consults only on the 2024 footprint,
    // delivered, so she is no longer a contact.
    await expect
      .poll(() => cards.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^JM\s+Julien Moreau\s+Account manager\s+\+33 1 99 00 13 02\s+Copy e-mail$/),
        expect.stringMatching(/^CL\s+Camille Laurent\s+Climate consultant\s+\+33 1 99 00 13 01\s+Copy e-mail$/),
      ]);
    expect(await contacts.getByRole('link', { name: '+33 1 99 00 13 02' }).getAttribute('href')).toBe('tel:+33199001302');

    await contacts.getByRole('button', { name: 'Copy e-mail of Julien Moreau' }).click();
    await toast(page, 'Email copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('julien.moreau@example.com');
    await animationsSettled(page);
    await screenshot(page, '04-email-copied');
  });
});

describe('sidebar', () => {
  it('collapses to 72 px and expands to 260 px, remembered on reload, naming entries in tooltips', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    const sidebar = page.getByRole('complementary');
    const nav = sidebar.getByRole('navigation', { name: 'Main menu' });
    const width = async () => Math.round((await sidebar.boundingBox())?.width ?? 0);
    const navWidth = async () => Math.round((await nav.boundingBox())?.width ?? 0);
    expect(await width()).toBe(260);
    // The nav fills the sidebar but for its 1 px border.
    expect(await navWidth()).toBeGreaterThanOrEqual(259);

    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect.poll(width).toBe(72);
    expect(await navWidth()).toBeGreaterThanOrEqual(71);
    // Icons only: the entry names itself in a tooltip once hovered.
    await nav.getByRole('link', { name: 'Resources' }).hover();
    await page.getByRole('tooltip', { name: 'Resources' }).waitFor();
    await screenshot(page, '05-sidebar-collapsed');
    // No room for the name and Logout: the avatar opens them.
    await sidebar.getByRole('button', { name: 'Account: Claire Martin' }).click();
    const account = page.getByRole('dialog');
    await account.getByText('Claire Martin', { exact: true }).waitFor();
    await account.getByRole('button', { name: 'Logout' }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '06-sidebar-collapsed-account');
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('button', { name: 'Expand the menu' }).waitFor();
    expect(await width()).toBe(72);
    await page.getByRole('button', { name: 'Expand the menu' }).click();
    await expect.poll(width).toBe(260);
    await page.getByRole('button', { name: 'Collapse the menu' }).waitFor();
  });
});

describe('sidebar while the dashboard is slow or fails', () => {
  const fullMenu = [
    { name: 'Home', href: '/' },
    { name: 'Carbon footprint', href: '/carbon-footprint' },
    { name: 'Supplier engagement', href: '/supplier-engagement/suppliers' },
    { name: 'Decarbonization', href: '/decarbonization' },
    { name: 'Report comparison', href: `/report-comparison/${demoReportUuid(2024)}` },
    { name: 'Resources', href: '/resources' },
  ];

  it('keeps the shape of the menu while loading, then says it failed and retries on request', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await expect.poll(() => menuOf(page)).toEqual(fullMenu);

    // The dashboard answers only when released, and then with a server error until Retry is
    // pressed. The page itself notes the press before the retry's request leaves, so a read the
    // tab makes by itself meanwhile (a push, a reconnection) fails too instead of racing the click.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.addInitScript(() => {
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('[role="alert"]')) Object.assign(window, { retryPressed: true });
      }, { capture: true });
    });
    await page.route('**/api/dashboard.get**', async (route) => {
      await held;
      const serverBack = await page.evaluate(() => 'retryPressed' in window).catch(() => false);
      if (serverBack) return route.continue();
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error' } }) });
    });
    await page.reload();
    const sidebar = page.getByRole('complementary');
    // Loading: Home, skeleton rows where the module entries go, Resources; announced once.
    const skeleton = { name: '', href: null };
    await expect.poll(() => menuOf(page)).toEqual([fullMenu[0], skeleton, skeleton, skeleton, skeleton, fullMenu[5]]);
    await sidebar.getByRole('status').getByText('Loading the menu…').waitFor({ state: 'attached' });
    await screenshot(page, '07-sidebar-loading');

    release();
    const alert = sidebar.getByRole('alert');
    await alert.getByText('Your modules could not be loaded.', { exact: true }).waitFor();
    expect(await menuOf(page)).toEqual([fullMenu[0], fullMenu[5]]);
    await screenshot(page, '08-sidebar-failed');

    // The server is back from the press on: Retry asks again and the whole menu comes.
    await alert.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect.poll(() => menuOf(page)).toEqual(fullMenu);
    expect(await sidebar.getByRole('alert').count()).toBe(0);
  });

  it('says so in French too', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'client');
    await page.route('**/api/dashboard.get**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    const alert = page.getByRole('complementary').getByRole('alert');
    await alert.getByText('Vos modules n’ont pas pu être chargés.', { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'Réessayer', exact: true }).waitFor();
  });
});

describe('the decarbonization pages, and modules not built yet', () => {
  it('open a plan where its stage says from a list row, its actions one link away, the supplier list from the menu, and a coming-soon page naming the module of an address not built yet, with a way home', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const main = page.getByRole('main');

    // A row of the decarbonization list: the demo's plan is between workshops two and three
    // (scripts/src/seed/plans.ts), so it opens on its projection (spec 2 "Opening rules").
    await nav.getByRole('link', { name: 'Decarbonization' }).click();
    await page.getByRole('heading', { level: 1, name: 'Decarbonization' }).waitFor();
    await main.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/decarbonization/'));
    const planPath = pathOf(page);
    expect(planPath).toMatch(/^\/decarbonization\/[0-9a-f-]{36}\/projection$/);
    await main.getByText('11 selected actions', { exact: true }).waitFor();

    // Its actions, on their first tab.
    await main.getByRole('navigation', { name: 'Plan pages' }).getByRole('link', { name: 'Actions' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/actions'));
    await main.getByRole('tab', { name: /^Suggested/, selected: true }).waitFor();
    await main.getByText('Réduire les kilomètres à vide par le fret retour', { exact: true }).waitFor();
    expect(await main.getByRole('tab').allTextContents()).toEqual(['Suggested9', 'Selected11', 'Discarded3']);
    expect(await main.getByText('Coming soon', { exact: true }).count()).toBe(0);
    await screenshot(page, '09-decarbonization-actions');

    // The menu's supplier engagement entry opens the supplier list.
    await nav.getByRole('link', { name: 'Supplier engagement' }).click();
    await page.waitForURL((url) => url.pathname === '/supplier-engagement/suppliers');
    await main.getByRole('heading', { level: 1, name: 'Supplier engagement' }).waitFor();
    expect(await main.getByText('Coming soon', { exact: true }).count()).toBe(0);

    // An address below a plan's pages that no page answers yet names its module; the way back leads home.
    const unbuilt = `${planPath.replace(/\/projection$/, '')}/actions/compare`;
    await page.goto(unbuilt);
    await main.getByRole('heading', { level: 1, name: 'Decarbonization' }).waitFor();
    await main.getByText('Coming soon', { exact: true }).waitFor();
    expect(pathOf(page)).toBe(unbuilt);
    expect(await page.getByRole('heading', { level: 1, name: 'Welcome, Claire Martin' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Claire Martin' }).waitFor();

    // In French, the same page in French.
    const french = await browser.newPage({ language: 'fr' });
    await signIn(french, 'client');
    await french.goto(unbuilt);
    await french.getByRole('main').getByText('Bientôt disponible', { exact: true }).waitFor();
    await french.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
  });
});

const documents = [
  { slug: 'measuring-a-carbon-footprint', badge: 'METHODOLOGY', title: 'Measuring a carbon footprint: GHG Protocol and BEGES' },
  { slug: 'emission-factors-and-data-quality', badge: 'METHODOLOGY', title: 'Emission factors and data quality' },
  { slug: 'financed-emissions-pcaf', badge: 'METHODOLOGY', title: 'Financed emissions with PCAF' },
  { slug: 'answering-a-data-collection', badge: 'RESOURCES', title: 'Answering a data collection' },
  { slug: 'building-a-decarbonization-trajectory', badge: 'RESOURCES', title: 'Building a decarbonization trajectory' },
];

describe('resources', () => {
  it('shows five documents, three METHODOLOGY and two RESOURCES, each opening its PDF in a new tab', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    expect(pathOf(page)).toBe('/resources');

    const cards = page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
    expect(await cards.count()).toBe(5);
    for (const [index, document] of documents.entries()) {
      const card = cards.nth(index);
      await card.getByText(document.badge, { exact: true }).waitFor();
      await card.getByRole('heading', { level: 2, name: document.title }).waitFor();
      const link = card.getByRole('link', { name: `Read article: ${document.title} (PDF, opens in a new tab)` });
      expect(await link.innerText()).toBe('Read article');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toBe(`/resources/${document.slug}.en.pdf`);
    }
    await screenshot(page, '07-resources');

    // Taller than the window: scrolled to the end, the sidebar stays in view, Logout included.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await page.getByRole('complementary').boundingBox())?.y).toBe(0);
    expect(await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    const logoutBox = await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).boundingBox();
    expect((logoutBox?.y ?? Infinity) + (logoutBox?.height ?? 0)).toBeLessThanOrEqual(800);

    // Each file is a PDF, not the app's page for an unknown path.
    const hrefs = await page.getByRole('link', { name: /^Read article: / }).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^application\/pdf\b/);
      expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
    }
  });

  it('links the French PDFs once the page is in French', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.goto('/resources');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Ressources' }).waitFor();

    // Accessible names come with their spaces normalised: the no-break spaces of French typography are plain here.
    const links = page.getByRole('link', { name: /^Lire l’article : / });
    await expect
      .poll(() => links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href'))))
      .toEqual(documents.map(({ slug }) => `/resources/${slug}.fr.pdf`));
    await page.getByRole('link', { name: 'Lire l’article : Mesurer un bilan carbone : GHG Protocol et BEGES (PDF, s’ouvre dans un nouvel onglet)' }).waitFor();
    expect(await page.getByText('MÉTHODOLOGIE', { exact: true }).count()).toBe(3);
    expect(await page.getByText('RESSOURCES', { exact: true }).count()).toBe(2);
    for (const { slug } of documents) {
      const response = await page.request.get(`/resources/${slug}.fr.pdf`);
      expect(response.status(), slug).toBe(200);
      expect(response.headers()['content-type'], slug).toMatch(/^application\/pdf\b/);
    }
    await screenshot(page, '08-resources-french');
  });
});

describe('feedback', () => {
  it('opens from the header, requires a message, thanks for one, and closes on Escape', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    const open = page.getByRole('banner').getByRole('button', { name: 'Send feedback' });
    const dialog = page.getByRole('dialog', { name: 'Your feedback' });

    await open.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Required', { exact: true }).waitFor();
    await screenshot(page, '09-feedback-required');

    await dialog.getByRole('textbox', { name: 'Message' }).fill('The home page is clear, thank you.');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Thanks for your feedback!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await animationsSettled(page);
    await screenshot(page, '10-feedback-thanks');

    // Opened afresh: empty, and Escape closes it.
    await open.click();
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await dialog.getByText('Required', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('French', () => {
  it('translates the menu and the home page when French is chosen', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Claire Martin' }).waitFor();
    // The document's language follows in an effect after the French render: waited for, not read once.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await expect
      .poll(() => menuOf(page, 'Menu principal'))
      .toEqual([
        { name: 'Accueil', href: '/' },
        { name: 'Bilan carbone', href: '/carbon-footprint' },
        { name: 'Engagement fournisseurs', href: '/supplier-engagement/suppliers' },
        { name: 'Décarbonation', href: '/decarbonization' },
        { name: 'Comparaison de bilans', href: `/report-comparison/${demoReportUuid(2024)}` },
        { name: 'Ressources', href: '/resources' },
      ]);
    await page.getByText('Vous consultez Transports Vallée du Rhône.', { exact: true }).waitFor();

    const ongoing = page.getByRole('region', { name: 'Projets en cours' });
    await ongoing.getByText('Plan de transition 2024-2030', { exact: true }).waitFor();
    expect(await ongoing.locator('[data-status-badge]').evaluateAll((badges) => badges.map((badge) => badge.textContent?.replace(/\s/g, ' ')))).toEqual([
      'Statut : Collecte des données',
      'Statut : Préparation de l’atelier 3',
      'Statut : En cours',
    ]);
    // Titles in the form each person chose: Camille asked for the feminine one.
    const contacts = page.getByRole('region', { name: 'Vos contacts' });
    await expect
      .poll(() => contacts.getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringMatching(/Julien Moreau\s+Chargé de compte\s/),
        expect.stringMatching(/Camille Laurent\s+Consultante climat\s/),
      ]);
    await contacts.getByRole('button', { name: 'Copier l’e-mail de Julien Moreau' }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await screenshot(page, '11-home-french');
  });
});

describe('French wording of the reports', () => {
  it('gives one title per report, French sentences around the report’s own words, the sector highlighted, and not-found for a malformed address', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'client');
    const main = page.getByRole('main');

    // The footprint page: its title, and the report as a section of it; no third heading.
    await page.goto(`/carbon-footprint/${uuidOf.module('client-cf-2024')}`);
    await main.getByRole('heading', { level: 1, name: 'Bilan carbone 2024' }).waitFor();
    await main.getByRole('heading', { level: 2, name: 'Carbon footprint 2024' }).waitFor();
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await main.getByRole('heading', { name: /^(Bilan carbone|Carbon footprint) 2024$/ }).count()).toBe(2);

    // The sector charts: averages, the client's sector marked in the legend, the left-out sector named.
    // A chart's card: the innermost block holding both its title and its chart.
    const card = (title: string) => main.locator('div').filter({ has: page.getByRole('heading', { level: 3, name: title }) }).filter({ has: page.getByRole('img') }).last();
    const sectorCard = card('Moyennes sectorielles, par million de chiffre d’affaires');
    await sectorCard.getByText('Votre secteur', { exact: true }).waitFor();
    await sectorCard.getByText(/^Secteur non affiché : Industrie aéronautique\. /).waitFor();
    const perEmployee = card('Moyennes sectorielles, par salarié');
    await perEmployee.getByText('Votre secteur', { exact: true }).waitFor();
    expect(await perEmployee.getByText(/^Secteur non affiché/).count()).toBe(0);
    await screenshot(page, '13-report-french');

    // The comparison: a key figure's ratio is the report's own words, without a French 'Par' glued on.
    await page.goto(`/report-comparison/${demoReportUuid(2024)}`);
    await main.getByRole('heading', { level: 1 }).first().waitFor();
    const ratios = await main.getByRole('combobox', { name: 'Afficher' }).locator('option').allTextContents();
    expect(ratios.some((label) => label.startsWith('Par Freight'))).toBe(false);
    expect(ratios).toContain('Freight transported (per thousand t·km)');

    // A malformed uuid in the address: the page's own not-found message, not a validation error.
    await page.goto('/carbon-footprint/not-a-uuid');
    await main.getByText('Ce bilan carbone n’existe pas ou ne vous appartient pas.', { exact: true }).waitFor();
    await page.goto(`/carbon-footprint/${uuidOf.module('client-cf-2024')}/not-a-uuid`);
    await main.getByText('Ce rapport n’existe pas ou ne vous appartient pas.', { exact: true }).waitFor();
    await page.goto('/report-comparison/not-a-uuid');
    await main.getByText('Ce bilan n’existe pas ou ne vous est pas partagé.', { exact: true }).waitFor();
    expect(await main.getByText(/Saisie invalide|Invalid input/).count()).toBe(0);
  });

  it('spells organisational one way on the report and the comparison', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.goto(`/carbon-footprint/${uuidOf.module('client-cf-2024')}`);
    await page.getByRole('main').getByText('Organisational boundaries', { exact: true }).waitFor();
    await page.goto(`/report-comparison/${demoReportUuid(2024)}`);
    await page.getByRole('main').getByText('Organisational boundaries', { exact: true }).first().waitFor();
    expect(await page.getByText(/Organizational/).count()).toBe(0);
  });
});

describe('session', () => {
  it('never downloads the admin app, and signs out to the sign-in page', async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await signIn(page, 'client');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Decarbonization' }).click();
    await page.getByRole('heading', { level: 1, name: 'Decarbonization' }).waitFor();
    await nav.getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('region', { name: 'Your contacts' }).getByRole('listitem').first().waitFor();
    expect(scripts.some((url) => /\/HomePage-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/ResourcesPage-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.filter((url) => url.includes('Admin'))).toEqual([]);

    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(scripts.filter((url) => url.includes('Admin'))).toEqual([]);
  });

  it('sends a signed-out visit of /resources to sign-in, and back to /resources after it', async () => {
    const page = await browser.newPage();
    await page.goto('/resources');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/resources');
    await signIn(page, 'client', { landing: '/resources' });
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, '12-back-on-resources');
  });
});
