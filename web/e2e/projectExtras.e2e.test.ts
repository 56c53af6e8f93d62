/**
 * The parts of the project dialog kept beside a project (its deals, its time spent, its delivery
 * feedback), on a test-only page (demo/projectExtras.html) that Vite serves from the sources with
 * the API proxied to the e2e stack, since the projects page embedding them is built elsewhere.
 * Deals and time entries come from the demo seed (scripts/src/seed/deals.ts); the projects are
 * made here through the API. Texts come from the message catalogues.
 */
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoDealUuid, demoTrackerIds } from '@cairn/scripts/seed/deals.ts';
import { languageStorageKey } from '../src/i18n/languageStore.ts';
import { frProjectExtras } from '../src/i18n/messages/projectExtras.fr.ts';
import { enProjectExtras } from '../src/i18n/messages/projectExtras.ts';
import { describeViolations, seriousViolations } from './axe.ts';
import { baseUrl, demoPassword, screenshot, useBrowser } from './helpers.ts';

const browser = useBrowser();
const en = enProjectExtras;
const fr = frProjectExtras;
let vite: ViteDevServer;
let demoUrl: string;
let token: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function api(name: string, input: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { result?: { data: Record<string, unknown> }; error?: unknown };
  if (!body.result) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

/** A project of the demo client, with a clockify ID or none and the deals it is sold under. */
async function project(moduleName: string, clockifyId: string | null, dealKeys: string[] = []): Promise<string> {
  const created = await api('project.create', { type: 'GENERIC', assetUuid: uuidOf.asset('client'), moduleName });
  await api('project.update', {
    uuid: created.uuid,
    expectedVersion: created.version,
    clockifyId,
    hubspotDeals: dealKeys.map((key) => ({ action: 'CREATE', hubspotDealUuid: demoDealUuid(key) })),
  });
  return created.uuid as string;
}

async function openDemo(projectUuid: string, language: 'en' | 'fr' = 'en', deals: unknown[] = []): Promise<Page> {
  const page = await browser.newPage({ language });
  await page.context().addInitScript(
    ([key, value, languageKey, chosen]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(languageKey, chosen);
    },
    ['cairn.token', token, languageStorageKey, language] as const,
  );
  await page.goto(`${demoUrl}?project=${projectUuid}&deals=${encodeURIComponent(JSON.stringify(deals))}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function expectAccessible(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

beforeAll(async () => {
  token = (await api('user.login', { username: 'analyst', password: demoPassword() })).token as string;
  const port = await freePort();
  vite = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    server: { port, strictPort: true, hmr: false, proxy: { '/api': { target: baseUrl(), ws: true } } },
  });
  await vite.listen();
  demoUrl = `http://127.0.0.1:${port}/e2e/demo/projectExtras.html`;
});

afterAll(async () => {
  await vite?.close();
});

describe("a project's time spent", () => {
  it("reads the seeded hours on Refresh and values them at 359 € an hour; 'Missing clockify ID' and 'no entries from clockify' otherwise", async () => {
    const spent = await project('Bilan carbone 2024 (time)', demoTrackerIds['client-cf-2024']);
    const page = await openDemo(spent);
    const panel = page.getByRole('region', { name: en['projectExtras.time.title'] });
    await panel.getByText(en['projectExtras.time.notRefreshed']).waitFor();
    await panel.getByRole('button', { name: `Refresh the time of clockify ID ${demoTrackerIds['client-cf-2024']}` }).click();
    // 27.25 h (scripts/src/seed/deals.test.ts); × 359 € = 9,782.75 €, shown to the euro.
    await panel.getByText('27.25 h', { exact: true }).waitFor();
    await panel.getByText('€9,783', { exact: true }).waitFor();
    await panel.getByRole('row', { name: /Camille Laurent 22\.75 10/ }).waitFor();
    await panel.getByRole('row', { name: /Léa Dubois 4\.5 3/ }).waitFor();
    await screenshot(page, 'time-spent');
    await expectAccessible(page);

    const missing = await openDemo(await project('Formation (no clockify ID)', null));
    await missing.getByText(en['projectExtras.time.missing'], { exact: true }).waitFor();
    expect(await missing.getByRole('button', { name: en['projectExtras.time.refresh'] }).count()).toBe(0);
    await expectAccessible(missing);

    const empty = await openDemo(await project('SFDR PAI (no entries)', demoTrackerIds['fi-pai-2024']));
    await empty.getByRole('button', { name: en['projectExtras.time.refresh'] }).click();
    await empty.getByText(en['projectExtras.time.noEntries'], { exact: true }).waitFor();
    await screenshot(empty, 'no-entries');
  });
});

describe('the imports', () => {
  it('import time entries from a CSV, which a refresh then values, and answer every problem of a bad file without writing', async () => {
    const trackerId = `e2e${Date.now().toString(16)}`;
    const page = await openDemo(await project('Audit (imported time)', trackerId));
    await page.getByRole('button', { name: en['projectExtras.import.time'] }).click();
    const dialog = page.getByRole('dialog', { name: en['projectExtras.import.timeTitle'] });
    const csv = (text: string) => ({ name: 'clockify.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await dialog.getByLabel(en['projectExtras.import.chooseFile']).setInputFiles(
      csv(`Project ID;User;Start Date;Duration (decimal);Description\n${trackerId};Camille Laurent;03/02/2025;2,5;Revue des données\n${trackerId};Léa Dubois;2025-02-04;1:30;Relecture\n`),
    );
    await dialog.getByRole('button', { name: en['projectExtras.import.upload'] }).click();
    await dialog.getByText('Time entries imported — clockify IDs: 1, entries: 2, new: 2, removed: 0.').waitFor();
    await screenshot(page, 'import-done');
    await dialog.getByRole('button', { name: en['projectExtras.import.close'] }).first().click();
    await page.getByRole('button', { name: `Refresh the time of clockify ID ${trackerId}` }).click();
    // 2.5 + 1.5 = 4 h; × 359 € = 1,436 €.
    await page.getByText('€1,436', { exact: true }).waitFor();

    await page.getByRole('button', { name: en['projectExtras.import.time'] }).click();
    await dialog.getByLabel(en['projectExtras.import.chooseFile']).setInputFiles(csv(`trackerId,user,date,hours\n${trackerId},,2025-02-30,30\n`));
    await dialog.getByRole('button', { name: en['projectExtras.import.upload'] }).click();
    await dialog.getByText(en['projectExtras.import.errors']).waitFor();
    await dialog.getByRole('row', { name: '2 hours Hours must be more than 0 and at most 24' }).waitFor();
    await dialog.getByRole('row', { name: '2 date A date was expected (YYYY-MM-DD or DD/MM/YYYY)' }).waitFor();
    await screenshot(page, 'import-errors');
    await expectAccessible(page);
  });
});

describe("a project's deals", () => {
  it('shows the linked deal, takes a sold-for amount, refuses a negative one, and adds a deal from the picker', async () => {
    const uuid = await project('Bilan carbone 2024 (deals)', null, ['client-cf-2024']);
    const page = await openDemo(uuid, 'en', [{ dealUuid: demoDealUuid('client-cf-2024'), customAmount: null }]);
    await page.getByText('Bilan carbone 2024 – Transports Vallée du Rhône').waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    const soldFor = page.getByRole('textbox', { name: en['projectExtras.deals.soldFor'] });
    expect(await soldFor.getAttribute('placeholder')).toBe('€16,900');

    await soldFor.fill('-5');
    await soldFor.press('Tab');
    await page.getByText('Must be zero or more').waitFor();
    await soldFor.fill('12 000');
    await soldFor.press('Enter');
    await page.getByTestId('deal-edits').getByText(`[{"action":"UPDATE","hubspotDealUuid":"${demoDealUuid('client-cf-2024')}","customAmount":12000}]`).waitFor();
    // The deal's own amount again: the project follows the deal.
    await soldFor.fill('16900');
    await soldFor.press('Enter');
    await page.getByTestId('deal-edits').getByText('[]', { exact: true }).waitFor();

    const search = page.getByRole('combobox', { name: en['projectExtras.deals.add'] });
    await search.click();
    await search.pressSequentially('aurore pai');
    await page.getByRole('option', { name: /Reporting SFDR PAI 2024 – Aurore Capital Partners/ }).click();
    await page.getByText('Reporting SFDR PAI 2024 – Aurore Capital Partners').waitFor();
    await page.getByTestId('deal-edits').getByText(`"action":"CREATE","hubspotDealUuid":"${demoDealUuid('fi-pai-2024')}"`, { exact: false }).waitFor();
    await screenshot(page, 'deals');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remove Reporting SFDR PAI 2024 – Aurore Capital Partners' }).click();
    await page.getByTestId('deal-edits').getByText('[]', { exact: true }).waitFor();
  });
});

describe("a project's delivery feedback", () => {
  it('starts, takes quick answers and comments (written, then read-only, edited on double click, saved on blur) and enables Deliver once all are answered', async () => {
    const uuid = await project('Bilan carbone 2024 (feedback)', null);
    const page = await openDemo(uuid);
    const deliver = page.getByRole('button', { name: 'Deliver', exact: true });
    await page.getByTestId('deliver-reason').getByText(en['projectExtras.feedback.notStarted']).waitFor();
    expect(await deliver.isDisabled()).toBe(true);
    await screenshot(page, 'feedback-not-started');

    await page.getByRole('button', { name: en['projectExtras.feedback.start'] }).click();
    await page.getByText('0 of 7 questions answered').waitFor();
    // Taller than 200 px: its top part and 'Show more'.
    const more = page.getByRole('button', { name: en['projectExtras.feedback.showMore'] });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'feedback-collapsed');
    await more.click();

    const pace = page.getByRole('group', { name: 'Quick answers to: How did the data collection go?' });
    await pace.getByRole('button', { name: 'Data came late' }).click();
    await page.getByText('1 of 7 questions answered').waitFor();
    expect(await pace.getByRole('button', { name: 'Data came late' }).getAttribute('aria-pressed')).toBe('true');

    const comment = page.getByRole('textbox', { name: 'Comment on: Which data was hardest to get?' });
    await comment.fill('The **fuel cards** of the subcontractors came three weeks late.');
    await comment.blur();
    const shown = page.getByRole('group', { name: 'Comment on: Which data was hardest to get?' });
    await shown.locator('strong', { hasText: 'fuel cards' }).waitFor();
    await page.getByText('2 of 7 questions answered').waitFor();
    await screenshot(page, 'feedback-answered');

    await shown.dblclick();
    const editing = page.getByRole('textbox', { name: 'Comment on: Which data was hardest to get?' });
    await editing.fill('The fuel cards came three weeks late; the plants’ meters were on time.');
    await editing.blur();
    await page.getByRole('group', { name: 'Comment on: Which data was hardest to get?' }).getByText('the plants’ meters were on time').waitFor();

    for (const [question, quickAnswer] of [
      ['How involved was the client’s team?', 'Involved'],
      ['Was the time sold enough?', 'On budget'],
      ['How were the results received at delivery?', 'Accepted as they were'],
      ['What slowed you down in Cairn?', 'Nothing'],
    ] as const) {
      await page.getByRole('group', { name: `Quick answers to: ${question}` }).getByRole('button', { name: quickAnswer, exact: true }).click();
    }
    await page.getByText('6 of 7 questions answered').waitFor();
    await page.getByTestId('deliver-reason').getByText('Answer the last question before delivering.').waitFor();
    await page.getByRole('group', { name: 'Quick answers to: What could we offer this client next?' }).getByRole('button', { name: 'A decarbonization plan' }).click();
    await page.getByText('7 of 7 questions answered').waitFor();
    await expect.poll(() => deliver.isDisabled()).toBe(false);
    await screenshot(page, 'feedback-complete');
    await expectAccessible(page);
  });

  it('reads in French', async () => {
    const uuid = await project('Bilan carbone 2024 (français)', null, ['client-cf-2024']);
    await api('deliveryFeedback.start', { projectUuid: uuid });
    const page = await openDemo(uuid, 'fr', [{ dealUuid: demoDealUuid('client-cf-2024'), customAmount: 12_000 }]);
    await page.getByText(fr['projectExtras.time.missing'] as string, { exact: true }).waitFor();
    await page.getByRole('heading', { name: fr['projectExtras.feedback.title'] as string }).waitFor();
    await page.getByRole('group', { name: 'Réponses rapides à : Le temps vendu a-t-il suffi ?' }).getByRole('button', { name: 'Dans le budget' }).waitFor();
    await page.getByText('Confirmé', { exact: true }).waitFor();
    await screenshot(page, 'french');
    await expectAccessible(page);
  });
});
