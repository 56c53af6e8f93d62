/**
 * The public employee survey (`/survey/{uuid}`), as an employee answers it on a phone (390 px):
 * the demo's `analyst` opens a survey on a footprint through the API (two sites, the standard
 * questions and two custom ones), then an employee answers it in French, meets every problem at
 * once after a first empty send, adds a flight Paris CDG → New York JFK whose distance is the
 * great circle at 6,371 km, sends, and sees the personal estimate; back later, the browser still
 * shows it; the client reads the answer back read-only. A closed survey says so in both languages.
 * Texts are written out from web/src/i18n/messages/survey.fr.ts and survey.ts.
 */
import type { InputOf } from '@cairn/shared/contract';
import { greatCircleKm } from '@cairn/shared/questionnaires/distance';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { storedResultKey } from '../src/features/survey/surveyModel.ts';
import { expectAccessible } from './axe.ts';
import { select, textbox } from './flows.ts';
import { animationsSettled, call, demoPassword, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const phone = { width: 390, height: 844 };
const footprintUuid = uuidOf.module('investee-cf-2024');

const question = (name: string, type: InputOf<'survey.update'>['questions'][number]['type'], labelEn: string, labelFr: string, extra: Partial<InputOf<'survey.update'>['questions'][number]> = {}) => ({
  name,
  type,
  labelEn,
  labelFr,
  ...extra,
});

type Settings = Omit<InputOf<'survey.update'>, 'uuid' | 'expectedVersion' | 'labelEn' | 'labelFr' | 'open'>;

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

/** Opens a survey on the footprint as staff do: created, then given its sites and questions. */
async function openSurvey(token: string, labels: { en: string; fr: string }, open: boolean, changes: Partial<Settings> = {}): Promise<string> {
  const created = await call('survey.create', { carbonFootprintUuid: footprintUuid, labelEn: labels.en, labelFr: labels.fr, type: 'EMPLOYEE' }, token);
  made.add(created.uuid);
  await call(
    'survey.update',
    {
      uuid: created.uuid,
      expectedVersion: created.version,
      labelEn: labels.en,
      labelFr: labels.fr,
      open,
      targetPopulation: 40,
      fteWorkedDaysPerWeek: 5,
      noAvailableDataCheckbox: false,
      showAnswersToClient: false,
      notifyOnNewAnswer: false,
      mail: { en: null, fr: null },
      intro: { en: 'Tell us how you **travel** for work: it takes five minutes.', fr: 'Dites-nous comment vous vous **déplacez** pour le travail : cinq minutes suffisent.' },
      footer: { en: 'Your answer is anonymous.', fr: 'Votre réponse est anonyme.' },
      affiliationLabel: { en: 'Your site', fr: 'Votre site' },
      affiliationSubtitle: { en: null, fr: null },
      supportedLanguages: ['en', 'fr'],
      affiliations: [
        { customName: { en: 'Besançon bakery', fr: 'Boulangerie de Besançon' }, questionnaireUuid: null, targetPopulation: 25 },
        { customName: { en: 'Dijon bakery', fr: 'Boulangerie de Dijon' }, questionnaireUuid: null, targetPopulation: 15 },
      ],
      questions: [
        question('daysInOffice', 'COMMUTE_DAYS_PER_WEEK', 'Days at your workplace in a usual week', 'Jours sur votre lieu de travail par semaine habituelle'),
        question('roundTrips', 'COMMUTE_ROUND_TRIPS_PER_WEEK', 'Round trips home to work a week', 'Allers-retours domicile-travail par semaine'),
        question('commute', 'COMMUTE_DISTANCE', 'Your commute', 'Votre trajet domicile-travail'),
        question('remoteCountry', 'REMOTE_COUNTRY', 'Country where you work remotely', 'Pays où vous télétravaillez'),
        question('flights', 'FLIGHTS', 'Business flights over the year', 'Vols professionnels sur l’année'),
        question('meals', 'MEALS', 'Lunches with meat a week', 'Déjeuners avec viande par semaine'),
        question('trainHoursPerYear', 'NUMERIC', 'Hours of business train travel over the year', 'Heures de train professionnelles sur l’année', { unit: 'h' }),
        question('professionalSmartphone', 'YES_NO', 'Do you have a professional smartphone?', 'Avez-vous un smartphone professionnel ?'),
      ],
      ...changes,
    },
    token,
  );
  return created.uuid;
}

/** Whether the page scrolls sideways: on a phone, nothing may. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return false;
    // What reaches past the window's right edge, to say what to fix.
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}px`)
      .join('; ');
  });

describe('the employee survey', () => {
  it('is answered on a phone in French: every problem at once, a flight at its great-circle distance, then the estimate', async () => {
    const analyst = await tokenOf('analyst');
    const surveyUuid = await openSurvey(analyst, { en: 'Travel survey 2024', fr: 'Enquête déplacements 2024' }, true);
    const page = await browser.newPage({ language: 'fr', viewport: phone });
    await page.goto(`/survey/${surveyUuid}?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Enquête déplacements 2024', exact: true }).waitFor();
    await page.getByText('Questionnaire pour Boulangeries Maison Fournil', { exact: true }).waitFor();
    await page.getByText('Dites-nous comment vous vous déplacez pour le travail : cinq minutes suffisent.').waitFor();
    // The country of remote work is asked only once there are remote days.
    expect(await page.getByRole('combobox', { name: 'Pays où vous télétravaillez', exact: true }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await animationsSettled(page);
    await screenshot(page, '01-empty-form-fr-390');

    // Sent empty: every problem shows at once beside its field, and the focus goes to the first.
    await page.getByRole('button', { name: 'Envoyer mes réponses', exact: true }).click();
    // The site, the days, the round trips, the means of transport and the lunches.
    await page.getByText('5 réponses demandent votre attention : voyez les champs signalés ci-dessous.', { exact: true }).waitFor();
    expect(await page.getByText('Requis', { exact: true }).count()).toBe(5);
    const besancon = page.getByRole('radio', { name: 'Boulangerie de Besançon', exact: true });
    await expect.poll(() => besancon.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, '02-problems-fr-390');
    await expectAccessible(page, 'the survey with its problems shown');

    await besancon.check();
    await page.getByRole('radio', { name: '3 jours', exact: true }).check();
    // Two remote days: the country of remote work is asked now, and so is the commute.
    await select(page, 'Allers-retours domicile-travail par semaine').selectOption('3');
    await select(page, 'Moyen de transport principal').selectOption('CAR');
    await select(page, 'Motorisation de la voiture').selectOption('DIESEL');
    await textbox(page, 'Distance aller entre le domicile et le travail').fill('15');
    await select(page, 'Pays où vous télétravaillez').selectOption('FR');
    await page.getByRole('radio', { name: '2 déjeuners', exact: true }).check();
    await textbox(page, 'Heures de train professionnelles sur l’année').fill('12');
    await page.getByRole('radio', { name: 'Oui', exact: true }).check();

    // A flight, Paris CDG → New York JFK, at the great-circle distance of their coordinates.
    const [cdg] = (await call('survey.airports', { surveyUuid, search: 'CDG' })).filter((airport) => airport.iata === 'CDG');
    const [jfk] = (await call('survey.airports', { surveyUuid, search: 'JFK' })).filter((airport) => airport.iata === 'JFK');
    expect(cdg && jfk, 'both airports in the reference list').toBeTruthy();
    const km = greatCircleKm({ lat: cdg!.latitude, lon: cdg!.longitude }, { lat: jfk!.latitude, lon: jfk!.longitude })!;
    expect(km).toBeGreaterThan(5800);
    expect(km).toBeLessThan(5880);
    const expectedDistance = `${new Intl.NumberFormat('fr', { maximumFractionDigits: 0 }).format(km)} km aller`;

    await page.getByRole('button', { name: 'Ajouter un trajet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un trajet', exact: true });
    await textbox(dialog, 'Départ').fill('CDG');
    await dialog.getByRole('button', { name: /^CDG · / }).click();
    await textbox(dialog, 'Arrivée').fill('JFK');
    await dialog.getByRole('button', { name: /^JFK · / }).click();
    await expect.poll(() => dialog.getByTestId('trip-distance').innerText()).toBe(expectedDistance);
    await textbox(dialog, 'Nombre de trajets').fill('2');
    await animationsSettled(page);
    await screenshot(page, '03-add-trip-fr-390');
    await expectAccessible(page, 'the add-a-trip dialog');
    await dialog.getByRole('button', { name: 'Ajouter le trajet', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('flight-distance').innerText()).toBe(expectedDistance);
    expect(await page.getByText('CDG → JFK', { exact: true }).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, '04-filled-form-fr-390');

    // Sent: the thanks and the personal estimate, per category, with the year.
    await page.getByRole('button', { name: 'Envoyer mes réponses', exact: true }).click();
    await page.getByText('Merci pour votre réponse !', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Vos émissions annuelles estimées', exact: true }).waitFor();
    for (const title of ['Trajets domicile-travail', 'Vols professionnels', 'Déjeuners en semaine', 'Trajets professionnels en train']) {
      await page.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
    }
    await page.getByText(/^Vos vols professionnels émettent environ .+ sur 2024\.$/).waitFor();
    // The figures behind a category open with a tap.
    await page.getByRole('button', { name: 'Détails de Vols professionnels', exact: true }).click();
    await page.getByText('Distance parcourue en avion', { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await animationsSettled(page);
    await screenshot(page, '05-estimate-fr-390');
    await expectAccessible(page, 'the estimate with its details open');
    await page.keyboard.press('Escape');

    // This browser keeps the result: back on the link, it shows as already answered.
    const stored = await page.evaluate((key) => localStorage.getItem(key), storedResultKey(surveyUuid));
    const answerUuid = (JSON.parse(stored ?? '{}') as { answerUuid?: string }).answerUuid ?? '';
    expect(answerUuid).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await page.getByText('Vous avez déjà répondu à ce questionnaire. Voici l’estimation de votre réponse.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ajouter une autre réponse', exact: true }).click();
    await page.getByRole('button', { name: 'Envoyer mes réponses', exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Boulangerie de Besançon', exact: true }).isChecked()).toBe(false);
    expect(await page.getByText('Aucun trajet ajouté.', { exact: true }).count()).toBe(1);

    // The client reads the answer back, read-only in the survey's form.
    const client = await browser.newPage();
    await signIn(client, 'investee');
    await client.goto(`/carbon-footprint/${footprintUuid}/survey-answers/${surveyUuid}/${answerUuid}`);
    await client.getByRole('heading', { level: 1, name: /^Answer of / }).waitFor();
    expect(await client.getByRole('radio', { name: 'Besançon bakery', exact: true }).isChecked()).toBe(true);
    expect(await client.getByRole('radio', { name: 'Besançon bakery', exact: true }).isDisabled()).toBe(true);
    expect(await select(client, 'Main means of transport').inputValue()).toBe('CAR');
    await client.getByText('CDG → JFK', { exact: true }).waitFor();
    // The country by its name, once the survey's list of countries is here.
    await expect.poll(() => select(client, 'Country where you work remotely').evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)).toBe('France');
    await client.getByRole('heading', { level: 2, name: 'Estimate of this answer', exact: true }).waitFor();
    await screenshot(client, '06-answer-read-only');
  });

  it('adds a trip by keyboard alone, the focus following each step, and gives the focus back after the dialog', async () => {
    const analyst = await tokenOf('analyst');
    const surveyUuid = await openSurvey(analyst, { en: 'Keyboard survey 2024', fr: 'Enquête clavier 2024' }, true);
    const page = await browser.newPage({ language: 'en', viewport: phone });
    await page.goto(`/survey/${surveyUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Keyboard survey 2024', exact: true }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() || (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() || '');
    const add = page.getByRole('button', { name: 'Add a trip', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a trip', exact: true });
    await dialog.waitFor();
    // Escape closes the dialog and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => add.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await textbox(dialog, 'From').waitFor();
    await expect.poll(() => textbox(dialog, 'From').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('CDG');
    await dialog.getByRole('button', { name: /^CDG · / }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The chosen airport's Change button has the focus; Tab goes on to the destination.
    await expect.poll(focused).toMatch(/^Change/);
    await page.keyboard.press('Tab');
    await page.keyboard.type('JFK');
    await dialog.getByRole('button', { name: /^JFK · / }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatch(/^Change/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    // Round trip, one way: the radios take the arrow keys; then Cancel, then Add the trip.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Add the trip');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('3 × One way · ', { exact: false }).waitFor();
    await expect.poll(() => add.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows the other question types and a dropdown of more than six sites, clears answers, and takes the answer', async () => {
    const analyst = await tokenOf('analyst');
    const sites = ['Besançon', 'Dijon', 'Lyon', 'Mâcon', 'Chalon', 'Dole', 'Beaune'];
    const options = (...labels: string[]) => labels.map((label, index) => ({ id: `o${index + 1}`, labelEn: label, labelFr: null }));
    const surveyUuid = await openSurvey(analyst, { en: 'Every question 2024', fr: 'Toutes les questions 2024' }, true, {
      affiliations: sites.map((site) => ({ customName: { en: site, fr: null }, questionnaireUuid: null, targetPopulation: 5 })),
      questions: [
        question('products', 'PRODUCTS_TABLE', 'Your products', 'Vos produits'),
        question('intensity', 'COMPANY_CARBON_INTENSITY', 'Carbon intensity of your company', 'Intensité carbone de votre entreprise', { unit: 'tCO2e/M€' }),
        question('average', 'AVERAGE_PRODUCT_CARBON_INTENSITY', 'Average footprint of a product', 'Empreinte moyenne d’un produit'),
        question('team', 'SELECT', 'Your team', 'Votre équipe', { required: true, radio: true, options: options('Sales', 'Workshop') }),
        question('shift', 'SELECT', 'Your shift', 'Votre horaire', { options: options('Morning', 'Afternoon', 'Night') }),
        question('drinks', 'MULTI_SELECT', 'What do you drink at work?', 'Que buvez-vous au travail ?', { options: options('Coffee', 'Tea', 'Water') }),
        question('ideas', 'TEXT', 'Your ideas to travel lighter', 'Vos idées pour voyager plus léger'),
        question('receipts', 'FILES', 'Your travel receipts', 'Vos justificatifs de déplacement'),
      ],
    });
    const page = await browser.newPage({ language: 'en', viewport: phone });
    await page.goto(`/survey/${surveyUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Every question 2024', exact: true }).waitFor();
    // An optional FILES question: nothing added, the rule said under its button.
    const receipts = page.getByRole('group', { name: 'Your travel receipts' });
    await receipts.getByText('No file added', { exact: true }).waitFor();
    await receipts.getByText('PDF, Excel, CSV, text, zip, JPEG or PNG files, up to 40 MB each', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Send my answers', exact: true }).click();
    await page.getByText('2 answers need your attention: see the fields marked below.', { exact: true }).waitFor();
    // More than six sites: a dropdown, which has the focus as the first problem.
    const site = select(page, 'Your site');
    await expect.poll(() => site.evaluate((element) => element === document.activeElement)).toBe(true);
    await site.selectOption({ label: 'Beaune' });
    await page.getByRole('radio', { name: 'Workshop', exact: true }).check();

    // Answers that may stay empty can be cleared.
    await select(page, 'Your shift').selectOption({ label: 'Night' });
    await page.getByRole('checkbox', { name: 'Tea', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Water', exact: true }).check();
    await page.getByRole('button', { name: 'Clear selection', exact: true }).nth(1).click();
    expect(await page.getByRole('checkbox', { name: 'Tea', exact: true }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Clear selection', exact: true }).first().click();
    expect(await select(page, 'Your shift').inputValue()).toBe('');
    await textbox(page, 'Your ideas to travel lighter').fill('More trains');
    await page.getByRole('button', { name: 'Clear answer', exact: true }).click();
    expect(await textbox(page, 'Your ideas to travel lighter').inputValue()).toBe('');
    await textbox(page, 'Your ideas to travel lighter').fill('More trains to Paris');

    await page.getByRole('button', { name: 'Add a product', exact: true }).click();
    await textbox(page, 'Product').fill('Baguette');
    await textbox(page, 'Carbon footprint').fill('0,25');
    await textbox(page, 'Unit').first().fill('kgCO2e/unit');
    await textbox(page, 'Carbon intensity').first().fill('120');
    await select(page, 'Currency').selectOption('POUND');
    // A receipt, sent at once and listed; the answer takes it.
    await receipts.locator('input[type=file]').setInputFiles({ name: 'train-ticket.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') });
    await receipts.getByRole('listitem').filter({ hasText: 'train-ticket.pdf' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await animationsSettled(page);
    await screenshot(page, '08-other-questions-en-390');

    await page.getByRole('button', { name: 'Send my answers', exact: true }).click();
    await page.getByText('Thank you for your answer!', { exact: true }).waitFor();
  });

  it("says a closed survey is closed, in the browser's language when the link names none", async () => {
    const analyst = await tokenOf('analyst');
    const surveyUuid = await openSurvey(analyst, { en: 'Closed survey 2024', fr: 'Enquête close 2024' }, false);
    const french = await browser.newPage({ language: 'fr', viewport: phone });
    await french.goto(`/survey/${surveyUuid}`);
    await french.getByRole('heading', { level: 1, name: 'Enquête close 2024', exact: true }).waitFor();
    await french.getByText('Le questionnaire est clos.', { exact: true }).waitFor();
    expect(await french.getByRole('button', { name: 'Envoyer mes réponses', exact: true }).count()).toBe(0);
    await screenshot(french, '07-closed-fr-390');

    const english = await browser.newPage({ language: 'en', viewport: phone });
    await english.goto(`/survey/${surveyUuid}`);
    await english.getByRole('heading', { level: 1, name: 'Closed survey 2024', exact: true }).waitFor();
    await english.getByText('The survey is closed.', { exact: true }).waitFor();
    // The switch offers the survey's languages and keeps the choice in the address.
    await english.getByRole('combobox', { name: 'Language of the survey', exact: true }).selectOption('fr');
    await english.getByText('Le questionnaire est clos.', { exact: true }).waitFor();
    expect(new URL(english.url()).searchParams.get('lang')).toBe('fr');

    // A link to no survey says so in words.
    await english.goto('/survey/00000000-0000-4000-8000-000000000000?lang=en');
    await english.getByText('This survey does not exist.', { exact: true }).waitFor();
  });
});
