/**
 * A supplier's own form, end to end on the demo client's supplier engagement (Transports Vallée
 * du Rhône). The link is the one the supplier receives: staff send it the invitation template
 * (`supplier.sendEmail`) and the test reads the link out of the SES emulator's mail, as the
 * e-mail int tests do; nothing derives a token here. The supplier, a French carrier that has
 * answered before, opens the form on a phone, answers in French, tries a year out of bounds and
 * keeps what it typed, attaches a small PDF, saves and is thanked; after a reload its answers and
 * its file are there, and the closed 2024 reads without a Save. A wrong token shows the not-found
 * page. Its answers and files are put back before the test ends; the e-mail sent stays on its
 * record (no procedure removes an automatic e-mail), and its last update time moves.
 *
 * A vehicle maker, whose group asks for its products, attaches PACT product footprints from a
 * .json file: a wrong document is refused beside the field, the specification's example is
 * listed, saved, listed again after a reload, found in the client's export from its supplier
 * list, then removed; its year is put back as it was.
 */
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoSupplierUuid, demoSuppliers } from '@cairn/scripts/seed/suppliers.ts';
import type { MessageText } from '@cairn/shared/errors';
import { pactSpecExample } from '@cairn/shared/supplier/pact.fixture';
import type { PublicSupplierForm, SupplierSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { frServer } from '../src/i18n/messages/server.ts';
import { frSupplierForm as fr } from '../src/i18n/messages/supplierForm.fr.ts';
import { enSupplierEngagement } from '../src/i18n/messages/supplierEngagement.ts';
import { enSupplierForm as en } from '../src/i18n/messages/supplierForm.ts';
import { expectAccessible } from './axe.ts';
import { fill, mailTo } from './flows.ts';
import { call, pathOf, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
/** A catalogue text without plural forms, as a string. */
const plain = (text: MessageText): string => (typeof text === 'string' ? text : text.other);
const frText = (key: keyof typeof fr): string => plain(fr[key]);
const assetUuid = uuidOf.asset('client');
const demoIndex = demoSuppliers.findIndex((supplier) => supplier.name === 'Savoie Express Colis');
const supplierUuid = demoSupplierUuid(demoIndex);

/**
 * Staff send a supplier the invitation and the link is read from the e-mail the SES emulator holds.
 * The link is answered once the delivery event that follows has set the e-mail's status, which
 * checks that status arrives on its own; the form's save does not depend on it (a save is checked
 * against its year's version, which an e-mail's status does not move).
 */
async function invitationLink(staff: string, uuid: string, templateUuid: string): Promise<URL> {
  const before = await call('supplier.get', { uuid }, staff);
  const sent = await call('supplier.sendEmail', { assetUuid, sendUuid: randomUUID(), templateUuid, supplierUuids: [uuid] }, staff);
  expect(sent.sent).toBeGreaterThan(0);
  const mail = await mailTo(before.emails[0]!);
  await expect
    .poll(
      async () => {
        const added = (await call('supplier.get', { uuid }, staff)).sentEmails.filter((email) => !before.sentEmails.some((known) => known.uuid === email.uuid));
        return added.length > 0 && added.every((email) => email.status !== 'DontKnowYet');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return new URL(/https?:\/\/\S*\/supplier-engagement-survey\/\S+/.exec(mail.body.text ?? '')![0]);
}
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The year's answers as the form would send them back unchanged, with the files this test added removed. */
function answersOf(year: PublicSupplierForm['years'][number], added: string[]): SupplierSelfAnswers {
  const files = year.economicIntensityFiles.filter((file) => added.includes(file.uuid)).map((file) => ({ action: 'DELETE' as const, ...file }));
  return {
    sbtiStatus: year.sbtiStatus,
    products: year.products,
    economicIntensity: year.economicIntensity,
    decarbonizationPlan: year.decarbonizationPlan,
    expensesAnswers: Object.fromEntries(year.expenses.flatMap((expense) => (expense.supplierAnswer ? [[expense.uuid, expense.supplierAnswer]] : []))),
    customAnswers: Object.fromEntries(Object.entries(year.customAnswers).filter(([, answer]) => answer !== null)),
    files: { economicIntensityFiles: files },
  };
}

describe("a supplier's own form", () => {
  it('opens from the e-mailed link on a phone, answers in French with a file, keeps typed answers on a refusal, thanks, and reloads them', async () => {
    expect(demoIndex).toBeGreaterThanOrEqual(0);
    const staff = await tokenOf('analyst');
    const engagement = await call('supplierEngagement.get', { assetUuid, year: 2025 }, staff);
    const template = engagement.templates[0]!;
    const link = await invitationLink(staff, supplierUuid, template.uuid);
    const token = link.searchParams.get('token')!;
    const original = await call('supplier.get.public', { supplierUuid, token });
    const year = original.years.find((candidate) => candidate.year === 2025)!;
    expect(year.open).toBe(true);
    const questions = original.group.questions;
    const label = (type: string) => questions.find((question) => question.type === type)!.labelFr!;
    const fuelShare = questions.find((question) => question.type === 'NUMERIC')!;
    const ecoDriving = questions.find((question) => question.type === 'YES_NO')!;

    const page = await browser.newPage({ language: 'en', viewport: { width: 390, height: 844 } });
    try {
      // The supplier writes in French: the form speaks French without being asked.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('heading', { level: 1, name: fill(frText('supplierForm.page.for'), { company: original.assetName }) }).waitFor();
      // The document's language follows in an effect after the French render: waited for, not read once.
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
      await page.getByRole('tab', { name: '2025', selected: true }).waitFor();
      await screenshot(page, '01-phone-form');
      // Comfortable on a phone: nothing scrolls sideways at 390 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'the supplier form on a phone');

      // A plan starting in 1800 is refused before anything is sent; the other answers typed stay.
      const card = (name: string) => page.getByRole('group', { name });
      const share = card(fuelShare.labelFr!).getByRole('textbox');
      await share.fill('12,5');
      await card(ecoDriving.labelFr!).getByRole('radio', { name: 'Oui' }).check();
      const start = card(label('DECARBONIZATION_PLAN')).getByRole('textbox', { name: frText('supplierForm.plan.start') });
      const startBefore = await start.inputValue();
      await start.fill('1800');
      const intensity = card(label('CARBON_INTENSITY')).getByRole('textbox', { name: frText('supplierForm.intensity.value') });
      await intensity.fill('85,3');
      await page.getByRole('button', { name: frText('supplierForm.form.save') }).click();
      await card(label('DECARBONIZATION_PLAN')).getByText(plain(frServer['validation.message.invalidYear'])).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      expect(await share.inputValue()).toBe('12,5');
      await screenshot(page, '02-refused-year');
      await start.fill(startBefore);

      // A small PDF attached to the carbon intensity, sent at once, then saved with the answers.
      const files = card(label('CARBON_INTENSITY'));
      await files.getByLabel(frText('supplierForm.files.add')).setInputFiles({ name: 'intensite-carbone.pdf', mimeType: 'application/pdf', buffer: pdf });
      await files.getByText('intensite-carbone.pdf', { exact: true }).waitFor();
      await page.getByRole('button', { name: frText('supplierForm.form.save') }).click();
      await page.getByText(frText('supplierForm.thanks.reuse')).waitFor();
      await screenshot(page, '03-thanks');
      await expectAccessible(page, 'the supplier form thanking the supplier');

      const saved = (await call('supplier.get.public', { supplierUuid, token })).years.find((candidate) => candidate.year === 2025)!;
      expect(saved.customAnswers[fuelShare.uuid]).toBe(12.5);
      expect(saved.customAnswers[ecoDriving.uuid]).toBe(true);
      expect(saved.economicIntensity?.value).toBe(85.3);
      expect(saved.economicIntensityFiles.map((file) => file.name)).toContain('intensite-carbone.pdf');

      // After a reload the answers are read back, and the file can be downloaded.
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => share.inputValue()).toBe('12,5');
      expect(await intensity.inputValue()).toBe('85,3');
      await files.getByRole('button', { name: fill(frText('supplierForm.files.download'), { name: 'intensite-carbone.pdf' }) }).waitFor();
      await screenshot(page, '04-reloaded');

      // 2024 is closed: its answers read, nothing to change or save.
      await page.getByRole('tab', { name: '2024' }).click();
      await page.getByText(frText('supplierForm.page.yearClosed')).waitFor();
      expect(await page.getByRole('button', { name: frText('supplierForm.form.save') }).count()).toBe(0);
      expect(await page.getByRole('radio').first().isDisabled()).toBe(true);
      await screenshot(page, '05-closed-year');
    } finally {
      const now = (await call('supplier.get.public', { supplierUuid, token })).years.find((candidate) => candidate.year === 2025)!;
      const added = now.economicIntensityFiles.filter((file) => !year.economicIntensityFiles.some((kept) => kept.uuid === file.uuid));
      const addedYear = { ...year, economicIntensityFiles: [...year.economicIntensityFiles, ...added] };
      await call('supplier.selfUpdate', { supplierUuid, token, year: 2025, yearVersion: now.version, answers: answersOf(addedYear, added.map((file) => file.uuid)) });
    }
    const restored = (await call('supplier.get.public', { supplierUuid, token })).years.find((candidate) => candidate.year === 2025)!;
    expect(restored).toEqual(year);
  });

  it('attaches a PACT product footprints file, refusing a wrong one beside the field, lists it after a reload, exports it for the client, and removes it', async () => {
    // A vehicle maker: its group asks the products question, under which the footprints go, and
    // every section the demo filled in for it, so a save from the form loses nothing to put back.
    const vehiclesIndex = demoSuppliers.findIndex((supplier) => supplier.name === 'Poids Lourds Rhône-Alpes');
    expect(vehiclesIndex).toBeGreaterThanOrEqual(0);
    const vehiclesUuid = demoSupplierUuid(vehiclesIndex);
    const staff = await tokenOf('analyst');
    const engagement = await call('supplierEngagement.get', { assetUuid, year: 2025 }, staff);
    const link = await invitationLink(staff, vehiclesUuid, engagement.templates[0]!.uuid);
    const token = link.searchParams.get('token')!;
    const original = await call('supplier.get.public', { supplierUuid: vehiclesUuid, token });
    const year = original.years.find((candidate) => candidate.year === 2025)!;
    expect(year.open).toBe(true);
    const products = year.questions.find((question) => question.type === 'PRODUCTS_TABLE')!;
    expect(products).toBeDefined();
    expect(year.decarbonizationPlan).toBeNull();
    const heldBefore = (year.productFootprints ?? []).length;
    const before = (await call('supplier.productFootprints.export', { assetUuid, year: 2025 }, staff)).data.length;
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));

    const page = await browser.newPage({ language: 'fr' });
    try {
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('tab', { name: '2025', selected: true }).waitFor();
      const card = page.getByRole('group', { name: products.labelFr ?? products.labelEn });
      const pact = card.getByRole('group', { name: frText('supplierForm.pact.title') });
      const choose = pact.getByLabel(frText('supplierForm.pact.choose'));

      // A document with a unit PACT does not know is refused at once, on its property, and nothing is added.
      const wrong = { data: [{ ...pactSpecExample, pcf: { ...pactSpecExample.pcf, declaredUnit: 'barrel' } }] };
      await choose.setInputFiles({ name: 'empreintes.json', mimeType: 'application/json', buffer: json(wrong) });
      await pact.getByText(fill(frText('supplierForm.pact.invalid'), { document: '1', field: 'pcf.declaredUnit', message: plain(frServer['validation.message.invalid']) })).waitFor();
      expect(await pact.getByRole('list', { name: frText('supplierForm.pact.list') }).getByRole('listitem').count()).toBe(heldBefore);
      await screenshot(page, '07-pact-refused');

      // The specification's own example, as a ListFootprints answer: listed with its footprint per declared unit, then saved.
      await choose.setInputFiles({ name: 'empreintes.json', mimeType: 'application/json', buffer: json({ data: [pactSpecExample] }) });
      await pact.getByText(pactSpecExample.productNameCompany, { exact: true }).waitFor();
      await pact.getByText(fill(frText('supplierForm.pact.footprint'), { value: '1,63', amount: '1', unit: frText('supplierForm.pactUnit.liter') })).waitFor();
      expect(await pact.getByRole('alert').count()).toBe(0);
      await screenshot(page, '08-pact-attached');
      await expectAccessible(page, 'the supplier form with a PACT footprint attached');
      await page.getByRole('button', { name: frText('supplierForm.form.save') }).click();
      await page.getByText(frText('supplierForm.thanks.reuse')).waitFor();
      const saved = (await call('supplier.get.public', { supplierUuid: vehiclesUuid, token })).years.find((candidate) => candidate.year === 2025)!;
      expect(saved.productFootprints?.map((footprint) => footprint.id)).toContain(pactSpecExample.id);

      // After a reload the document is listed again.
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await pact.getByText(pactSpecExample.productNameCompany, { exact: true }).waitFor();
      await screenshot(page, '09-pact-reloaded');

      // The client downloads the year's footprints of all its suppliers from its supplier list.
      const byProcedure = await call('supplier.productFootprints.export', { assetUuid, year: 2025 }, await tokenOf('client'));
      expect(byProcedure.data).toHaveLength(before + 1);
      const client = await browser.newPage();
      await signIn(client, 'client');
      await client.goto('/supplier-engagement/suppliers?year=2025');
      const exportButton = client.getByRole('button', { name: enSupplierEngagement['supplierEngagement.pact.export'] });
      await exportButton.waitFor();
      await expect.poll(() => exportButton.isEnabled()).toBe(true);
      await screenshot(client, '10-pact-export');
      const [download] = await Promise.all([client.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toBe('pact-product-footprints-2025.json');
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { data: { id: string }[] };
      expect(exported.data).toHaveLength(before + 1);
      expect(exported.data.map((footprint) => footprint.id)).toContain(pactSpecExample.id);

      // Removed and saved: the year holds what it held before.
      await pact.getByRole('button', { name: fill(frText('supplierForm.pact.remove'), { name: pactSpecExample.productNameCompany }) }).click();
      await expect.poll(() => pact.getByText(pactSpecExample.productNameCompany, { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: frText('supplierForm.form.save') }).click();
      await page.getByText(frText('supplierForm.thanks.reuse')).waitFor();
      const removed = (await call('supplier.get.public', { supplierUuid: vehiclesUuid, token })).years.find((candidate) => candidate.year === 2025)!;
      expect(removed.productFootprints?.length ?? 0).toBe(heldBefore);
    } finally {
      const now = (await call('supplier.get.public', { supplierUuid: vehiclesUuid, token })).years.find((candidate) => candidate.year === 2025)!;
      await call('supplier.selfUpdate', {
        supplierUuid: vehiclesUuid,
        token,
        year: 2025,
        yearVersion: now.version,
        answers: { ...answersOf(year, []), files: {}, productFootprints: year.productFootprints ?? [] },
      });
    }
    const restored = (await call('supplier.get.public', { supplierUuid: vehiclesUuid, token })).years.find((candidate) => candidate.year === 2025)!;
    expect(restored).toEqual(year);
  });

  it('shows the not-found page for a wrong token', async () => {
    const page = await browser.newPage();
    await page.goto(`/supplier-engagement-survey/${supplierUuid}?token=not-the-token&lang=en`);
    await page.getByText(en['supplierForm.page.notFound']).waitFor();
    expect(pathOf(page)).toBe(`/supplier-engagement-survey/${supplierUuid}?token=not-the-token&lang=en`);
    await screenshot(page, '06-not-found');
  });
});
