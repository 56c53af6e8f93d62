/**
 * The legacy supplier survey (`/supplier-survey/{uuid}?type=`): the demo's `analyst` opens a
 * SUPPLIER survey with the no-data option through the API; a service supplier (the default type)
 * sees no product question, cannot send an empty form until it certifies it has no carbon data,
 * then gets thanks and no personal estimate; a product supplier sees the product questions.
 * Texts are written out from web/src/i18n/messages/survey.ts and survey.fr.ts.
 */
import type { InputOf, OutputOf, ProcedureName } from '@cairn/shared/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { callProcedure } from '../src/api/client.ts';
import { expectAccessible } from './axe.ts';
import { animationsSettled, baseUrl, demoPassword, screenshot, useBrowser } from './helpers.ts';

const browser = useBrowser();
const phone = { width: 390, height: 844 };

function call<N extends ProcedureName>(name: N, input: InputOf<N>, token?: string): Promise<OutputOf<N>> {
  return callProcedure(name, input, { token: token ?? null, fetch: (url, init) => fetch(new URL(String(url), baseUrl()), init) });
}

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

async function openSupplierSurvey(): Promise<string> {
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
