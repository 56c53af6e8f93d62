/**
 * The legacy supplier survey (`/supplier-survey/{uuid}?type=`): the demo's `analyst` opens a
 * SUPPLIER survey with the no-data option through the API; a service supplier (the default type)
 * sees no product question, cannot send an empty form until it certifies it has no carbon data,
 * then gets thanks and no personal estimate; a product supplier sees the product questions.
 * Texts are written out from web/src/i18n/messages/survey.ts and survey.fr.ts.
 */
import type { InputOf } from '@cairn/shared/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { expectAccessible } from './axe.ts';
import { animationsSettled, call, demoPassword, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const phone = { width: 390, height: 844 };

/**
 * The surveys this file created, deleted at the end whatever happened: an open survey left on the
 * demo's footprint would keep its data collection from completing for the other test files.
 */
const made = new Set<string>();

afterAll(async () => {
  if (made.size === 0) return;
  const token = (await call('user.login', { username: 'analyst', password: demoPassword() })).token;
  for (const uuid of made) {
    const survey = await call('survey.get', { uuid }, token).catch(() => null);
    if (survey) await call('survey.delete', { uuid, expectedVersion: survey.version }, token);
  }
});

type SurveyUpdate = InputOf<'survey.update'>;

async function openSupplierSurvey(changes: Partial<Pick<SurveyUpdate, 'questions' | 'noAvailableDataCheckbox' | 'showAnswersToClient'>> = {}): Promise<string> {
  const token = (await call('user.login', { username: 'analyst', password: demoPassword() })).token;
  const labels = { labelEn: 'Supplier carbon data', labelFr: 'Données carbone fournisseur' };
  const created = await call('survey.create', { carbonFootprintUuid: uuidOf.module('investee-cf-2024'), ...labels, type: 'SUPPLIER' }, token);
  made.add(created.uuid);
  const none = { en: null, fr: null };
  await call(
    'survey.update',
    {
      uuid: created.uuid,
      expectedVersion: created.version,
      ...labels,
      open: true,
      targetPopulation: null,
      fteWorkedDaysPerWeek: 5,
      noAvailableDataCheckbox: true,
      showAnswersToClient: false,
      notifyOnNewAnswer: false,
      mail: none,
      intro: { en: 'Please share what you know of your carbon footprint.', fr: 'Merci de nous transmettre ce que vous savez de votre empreinte carbone.' },
      footer: none,
      affiliationLabel: none,
      affiliationSubtitle: none,
      supportedLanguages: ['en', 'fr'],
      affiliations: [],
      questions: [
        { name: 'intensity', type: 'COMPANY_CARBON_INTENSITY', labelEn: 'Your company’s carbon intensity', labelFr: 'L’intensité carbone de votre entreprise' },
        { name: 'averageProduct', type: 'AVERAGE_PRODUCT_CARBON_INTENSITY', labelEn: 'Your average product’s footprint', labelFr: 'L’empreinte de votre produit moyen' },
        { name: 'products', type: 'PRODUCTS_TABLE', labelEn: 'Your products’ footprints', labelFr: 'L’empreinte de vos produits' },
      ],
      ...changes,
    },
    token,
  );
  return created.uuid;
}

describe('the legacy supplier survey', () => {
  it('asks a service supplier no product question and sends a form without data only once certified', async () => {
    const surveyUuid = await openSupplierSurvey();
    const page = await browser.newPage({ language: 'en', viewport: phone });
    await page.goto(`/supplier-survey/${surveyUuid}?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Supplier carbon data', exact: true }).waitFor();
    await page.getByText('Your company’s carbon intensity').first().waitFor();
    // The survey's own language switch only: the shared header's is not drawn here.
    expect(await page.getByRole('combobox').count()).toBe(2);
    expect(await page.getByText('Your products’ footprints').count()).toBe(0);
    expect(await page.getByText('Your average product’s footprint').count()).toBe(0);

    const send = page.getByRole('button', { name: 'Send my answers', exact: true });
    await page.getByText('Without any carbon data, tick the certification above to send the form.', { exact: true }).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await animationsSettled(page);
    await screenshot(page, 'supplier-01-certify-first-390');
    await expectAccessible(page, 'the supplier survey waiting for its certification');

    await page.getByRole('checkbox', { name: 'Yes', exact: true }).check();
    await expect.poll(() => send.isDisabled()).toBe(false);
    await send.click();
    await page.getByText('Thank you for your answer!', { exact: true }).waitFor();
    expect(await page.getByText('Your estimated yearly emissions').count()).toBe(0);
    await screenshot(page, 'supplier-02-thanks-390');

    const answers = await call('surveyAnswer.getAll', { surveyUuid }, (await call('user.login', { username: 'analyst', password: demoPassword() })).token);
    expect(answers.answers).toHaveLength(1);
    await page.close();
  });

  it('takes a supplier’s files on a phone in French, refusing a renamed file and a second of the same name; the client downloads them from the answer', async () => {
    const surveyUuid = await openSupplierSurvey({
      noAvailableDataCheckbox: false,
      showAnswersToClient: true,
      questions: [
        { name: 'report', type: 'FILES', required: true, labelEn: 'Your latest carbon report', labelFr: 'Votre dernier bilan carbone' },
        { name: 'intensity', type: 'COMPANY_CARBON_INTENSITY', allowFiles: true, labelEn: 'Your company’s carbon intensity', labelFr: 'L’intensité carbone de votre entreprise' },
      ],
    });
    const page = await browser.newPage({ language: 'fr', viewport: phone });
    await page.goto(`/supplier-survey/${surveyUuid}?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Données carbone fournisseur', exact: true }).waitFor();
    const report = page.getByRole('group', { name: 'Votre dernier bilan carbone' });
    await report.getByText('Aucun fichier ajouté', { exact: true }).waitFor();

    // Sent without the required file: the question says so.
    const send = page.getByRole('button', { name: 'Envoyer mes réponses', exact: true });
    await send.click();
    await report.getByText('Requis', { exact: true }).first().waitFor();

    const input = report.locator('input[type=file]');
    await input.setInputFiles({ name: 'bilan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0090 an executable') });
    await report.getByText('Le contenu du fichier « bilan.pdf » ne correspond pas à son type', { exact: true }).waitFor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    await input.setInputFiles({ name: 'bilan-2024.pdf', mimeType: 'application/pdf', buffer: pdf });
    await report.getByRole('listitem').filter({ hasText: 'bilan-2024.pdf' }).waitFor();
    await input.setInputFiles({ name: 'bilan-2024.pdf', mimeType: 'application/pdf', buffer: pdf });
    await report.getByText('Le fichier « bilan-2024.pdf » est déjà ajouté', { exact: true }).waitFor();
    // The earlier refusal is gone: only the last choice's are said.
    expect(await report.getByText('Le contenu du fichier « bilan.pdf » ne correspond pas à son type', { exact: true }).count()).toBe(0);
    expect(await report.getByRole('list', { name: 'Fichiers ajoutés' }).getByRole('listitem').count()).toBe(1);
    // A question that allows files takes a photo too, at the foot of its card.
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'compteur.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
    await page.getByRole('listitem').filter({ hasText: 'compteur.jpg' }).waitFor();
    await animationsSettled(page);
    await screenshot(page, 'supplier-03-files-fr-390');
    await expectAccessible(page, 'the supplier survey with its files');

    await send.click();
    await page.getByText('Merci pour votre réponse !', { exact: true }).waitFor();
    await page.close();

    // The client reads the answer and downloads the report it was sent.
    const analyst = (await call('user.login', { username: 'analyst', password: demoPassword() })).token;
    const [row] = (await call('surveyAnswer.getAll', { surveyUuid }, analyst)).answers;
    const stored = await call('surveyAnswer.get', { surveyAnswerUuid: row!.uuid }, analyst);
    expect(stored.answer.files).toEqual({ report: [expect.objectContaining({ action: 'KEEP', name: 'bilan-2024.pdf' })], intensity: [expect.objectContaining({ action: 'KEEP', name: 'compteur.jpg' })] });
    const client = await browser.newPage();
    await signIn(client, 'investee');
    await client.goto(`/carbon-footprint/${uuidOf.module('investee-cf-2024')}/survey-answers/${surveyUuid}/${row!.uuid}`);
    const download = client.waitForEvent('download');
    await client.getByRole('button', { name: 'Download bilan-2024.pdf', exact: true }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('bilan-2024.pdf');
    const path = await saved.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path)).toEqual(pdf);
    await screenshot(client, 'supplier-04-answer-files');
    await client.close();
  });

  it('asks a product supplier the product questions too, in French', async () => {
    const surveyUuid = await openSupplierSurvey();
    const page = await browser.newPage({ language: 'fr', viewport: phone });
    await page.goto(`/supplier-survey/${surveyUuid}?type=product&lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Données carbone fournisseur', exact: true }).waitFor();
    await page.getByText('L’empreinte de vos produits').first().waitFor();
    await page.getByText('L’empreinte de votre produit moyen').first().waitFor();
    await page.getByText('Sans aucune donnée carbone, cochez la certification ci-dessus pour envoyer le formulaire.', { exact: true }).waitFor();
    await page.close();
  });
});
