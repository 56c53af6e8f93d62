/**
 * Surveys on a carbon footprint, from both sides. The demo's `analyst` opens the staff page of
 * the institution's own footprint (`fi-cf-2024`), creates a custom employee survey, gives it two
 * named affiliations with their targets and a question, and opens it; answers come in through
 * the API, as the public form sends them. Then `fi`, the institution's user, finds the survey's
 * card on the footprint's page, copies its link and its mail, sees it completed while staff say its
 * data collection is done (and the public form name a commute mode as staff renamed it), and reads the answers against each
 * affiliation's target, in English and, on a phone, in French. A duplicate without affiliations
 * that shows its answers to the client gives the table of answers, sorted from the address, and
 * its workbook. The test's surveys carry a label of their own and are deleted at the end, so no
 * other file meets them. Texts are written out from the message catalogues.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { select, textbox } from './flows.ts';
import { animationsSettled, baseUrl, call, pathOf, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

const footprintUuid = uuidOf.module('fi-cf-2024');
const adminPath = `/carbon-footprints/${footprintUuid}?tab=SURVEYS`;
const clientPath = `/carbon-footprint/${footprintUuid}?tab=data-collection`;

/** A label no other run or file has: the footprint is shared with other tests. */
const stamp = Math.random().toString(36).slice(2, 8);
const commuting = `Commuting ${stamp}`;
const copy = `Copy of ${commuting}`;
const templated = `Template survey ${stamp}`;

/** The staff list's row of a survey, by its label. */
const rowOf = (page: Page, label: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });

/** The client's card of a survey, by its label. */
const cardOf = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: label, exact: true }) });

/** The surveys this file created, deleted at the end whatever happened. */
const created = new Set<string>();

afterAll(async () => {
  if (created.size === 0) return;
  const token = await tokenOf('analyst');
  for (const uuid of created) {
    const survey = await call('survey.get', { uuid }, token).catch(() => null);
    if (survey) await call('survey.delete', { uuid, expectedVersion: survey.version }, token);
  }
});

/** The uuid of a survey of the footprint, by its English label. */
async function surveyUuidOf(label: string, token: string): Promise<string> {
  const surveys = await call('survey.list', { carbonFootprintUuid: footprintUuid }, token);
  const found = surveys.find((survey) => survey.labelEn === label);
  if (!found) throw new Error(`No survey ${label}`);
  created.add(found.uuid);
  return found.uuid;
}

describe('surveys on a carbon footprint', () => {
  it('are set up by staff with affiliations and targets, and followed by the client against them', async () => {
    const analystToken = await tokenOf('analyst');
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(adminPath);
    await staff.getByRole('heading', { level: 1, name: 'Own operations 2024', exact: true }).waitFor();
    await staff.getByRole('heading', { level: 2, name: 'Surveys', exact: true }).waitFor();

    // A custom survey: its settings open next.
    await staff.getByRole('button', { name: 'New survey', exact: true }).click();
    const creation = staff.getByRole('dialog', { name: 'New survey', exact: true });
    await select(creation, 'Respondents').selectOption({ label: 'Employees' });
    await textbox(creation, 'Label (English)').fill(commuting);
    await textbox(creation, 'Label (French)').fill(`Trajets ${stamp}`);
    await creation.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(staff, `${commuting} created: set its questions and open it`).waitFor();
    const settings = staff.getByRole('dialog', { name: `Settings of ${commuting}`, exact: true });
    await textbox(settings, 'Label (English)').waitFor();
    const surveyUuid = await surveyUuidOf(commuting, analystToken);

    // Two named affiliations with their targets; the affiliation question is then required.
    await settings.getByRole('button', { name: 'Add an affiliation', exact: true }).click();
    await textbox(settings, 'Name of affiliation 1 (English)').fill('Lyon site');
    await textbox(settings, 'Target population of affiliation 1').fill('3');
    await textbox(settings, 'Name of affiliation 2 (English)').fill('Paris office');
    await textbox(settings, 'Target population of affiliation 2').fill('2');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    // Refused before sending, on its field: the question respondents choose their site with.
    const affiliationQuestion = textbox(settings, 'Affiliation question (English)');
    await expect.poll(() => affiliationQuestion.getAttribute('aria-invalid')).toBe('true');
    // Said beside the field, and the focus taken there.
    await expect.poll(() => affiliationQuestion.evaluate((input) => input === document.activeElement)).toBe(true);
    await affiliationQuestion.locator('xpath=..').getByText('Required', { exact: true }).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '00-staff-settings-refused');
    await affiliationQuestion.fill('Where do you work?');
    // A question of its own, and the survey opened.
    await settings.getByRole('button', { name: 'Add a question', exact: true }).click();
    await textbox(settings, 'Label of question 1 (English)').fill('Anything to add about your commute?');
    await settings.getByRole('checkbox', { name: 'Open for answers', exact: true }).check({ force: true });
    await animationsSettled(staff);
    await screenshot(staff, '01-staff-settings');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(staff, `${commuting} saved`).waitFor();
    await settings.waitFor({ state: 'hidden' });
    const row = rowOf(staff, commuting);
    await row.getByText('Open', { exact: true }).waitFor();

    // Answers come in through the public form's procedure: two for Lyon, one for Paris.
    const stored = await call('survey.get', { uuid: surveyUuid }, analystToken);
    expect(stored.affiliations.map((affiliation) => [affiliation.customName?.en, affiliation.targetPopulation])).toEqual([
      ['Lyon site', 3],
      ['Paris office', 2],
    ]);
    const [lyon, paris] = stored.affiliations.map((affiliation) => affiliation.uuid);
    for (const affiliationUuid of [lyon!, lyon!, paris!]) {
      await call('surveyAnswer.create', { surveyUuid, answers: { affiliationUuid, customQuestions: { question1: 'By bike when it is dry' } } }, null);
    }
    // The staff list follows: 3 answers, 60 % of the affiliations' 5 expected.
    await row.getByText('3 answers', { exact: true }).waitFor();
    await row.getByText('60%', { exact: true }).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '02-staff-list');

    // The client's card: its progress, its link and its mail to copy.
    const client = await browser.newPage();
    await client.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(client, 'fi');
    await client.goto(clientPath);
    const card = cardOf(client, commuting);
    await card.getByText('3 answers', { exact: true }).waitFor();
    await card.getByText('60%', { exact: true }).waitFor();
    await card.getByText('Ongoing', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Copy survey link', exact: true }).click();
    await toast(client, 'Survey link copied!').waitFor();
    const link = new URL(`/survey/${surveyUuid}`, baseUrl()).href;
    expect(await client.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await card.getByRole('button', { name: 'Copy survey mail template', exact: true }).click();
    await toast(client, 'Survey mail template copied!').waitFor();
    // Without a mail of its own, the card's plain one, naming the survey and its link.
    const mail = await client.evaluate(() => navigator.clipboard.readText());
    expect(mail).toContain(`“${commuting}”`);
    expect(mail).toContain(link);
    await animationsSettled(client);
    await screenshot(client, '03-client-card');

    // Staff say data collection is done and rename a commute mode on a commute question of the survey's own.
    await staff.getByRole('button', { name: `Settings of ${commuting}`, exact: true }).click();
    const done = staff.getByRole('dialog', { name: `Settings of ${commuting}`, exact: true });
    const doneSwitch = done.getByRole('checkbox', { name: 'Data collection done', exact: true });
    // Once the dialog has opened: mid-animation, the switch's input is still off screen.
    await textbox(done, 'Label (English)').waitFor();
    await animationsSettled(staff);
    await doneSwitch.check({ force: true });
    await done.getByRole('button', { name: 'Add a question', exact: true }).click();
    await textbox(done, 'Label of question 2 (English)').fill('How do you come to work?');
    await select(done, 'Type of question 2').selectOption({ label: 'Commute: means and distance' });
    await done.getByText('Commute mode labels of question 2', { exact: true }).waitFor();
    await textbox(done, 'Other in English').fill('Company shuttle');
    await textbox(done, 'Other in French').fill('Navette');
    await doneSwitch.scrollIntoViewIfNeeded();
    await animationsSettled(staff);
    await screenshot(staff, '03b-staff-settings-done');
    await textbox(done, 'Other in English').scrollIntoViewIfNeeded();
    await animationsSettled(staff);
    await screenshot(staff, '03c-staff-commute-labels');
    await done.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(staff, `${commuting} saved`).last().waitFor();
    await done.waitFor({ state: 'hidden' });
    // The client's card says completed, whatever the count; the public form names the shuttle.
    await client.reload();
    await card.getByText('Completed', { exact: true }).waitFor();
    expect((await call('survey.get.client', { uuid: surveyUuid }, null)).commuteCustomLabels).toEqual({ OTHER: { en: 'Company shuttle', fr: 'Navette' } });
    // Cleared again, with the commute question gone (the answers below do not say how they commute): ongoing.
    await staff.getByRole('button', { name: `Settings of ${commuting}`, exact: true }).click();
    await textbox(done, 'Label (English)').waitFor();
    await animationsSettled(staff);
    await done.getByRole('button', { name: 'Edit question 2', exact: true }).click();
    expect(await textbox(done, 'Other in English').inputValue()).toBe('Company shuttle');
    await doneSwitch.scrollIntoViewIfNeeded();
    await doneSwitch.uncheck({ force: true });
    await done.getByRole('button', { name: 'Remove question 2', exact: true }).click();
    await done.getByRole('button', { name: 'Save', exact: true }).click();
    await done.waitFor({ state: 'hidden' });
    await client.reload();
    await card.getByText('Ongoing', { exact: true }).waitFor();

    // The answers against each affiliation's target, rounded: 2 of 3 is 67 %.
    await card.getByRole('link', { name: 'View details', exact: true }).click();
    await client.getByRole('heading', { level: 1, name: commuting, exact: true }).waitFor();
    expect(pathOf(client)).toBe(`/carbon-footprint/${footprintUuid}/survey-answers/${surveyUuid}`);
    const counts = client.getByRole('table');
    const countRow = (name: string) => counts.getByRole('row').filter({ has: client.getByRole('cell', { name, exact: true }) });
    await expect.poll(() => countRow('Lyon site').getByRole('cell').allInnerTexts()).toEqual(['Lyon site', '2', '3', '67%']);
    expect(await countRow('Paris office').getByRole('cell').allInnerTexts()).toEqual(['Paris office', '1', '2', '50%']);
    expect(await countRow('All affiliations').getByRole('cell').allInnerTexts()).toEqual(['All affiliations', '3', '5', '60%']);
    // No table of answers for a survey with affiliations: the counts are what the client follows.
    expect(await client.getByRole('button', { name: 'Download answers', exact: true }).count()).toBe(0);
    await animationsSettled(client);
    await screenshot(client, '04-client-affiliations');

    // In French, on a phone.
    const phone = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(phone, 'fi');
    await phone.goto(`/carbon-footprint/${footprintUuid}/survey-answers/${surveyUuid}`);
    await phone.getByRole('heading', { level: 1, name: `Trajets ${stamp}`, exact: true }).waitFor();
    await phone.getByRole('heading', { level: 2, name: 'Réponses par affiliation', exact: true }).waitFor();
    await phone.getByRole('cell', { name: 'Toutes les affiliations', exact: true }).waitFor();
    await animationsSettled(phone);
    await screenshot(phone, '05-client-affiliations-fr-phone');

    // The staff list in French names the survey by its French label.
    const staffFr = await browser.newPage({ language: 'fr' });
    await signIn(staffFr, 'analyst');
    await staffFr.goto(adminPath);
    await staffFr.getByRole('heading', { level: 2, name: 'Enquêtes', exact: true }).waitFor();
    await rowOf(staffFr, `Trajets ${stamp}`).getByText('3 réponses', { exact: true }).waitFor();
    await animationsSettled(staffFr);
    await screenshot(staffFr, '05b-staff-list-fr');
  });

  it('show a survey without affiliations as a sortable table of answers, downloaded as a workbook', async () => {
    const analystToken = await tokenOf('analyst');
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(adminPath);
    await rowOf(staff, commuting).waitFor();

    // A copy of the first survey, without its affiliations, that shows its answers to the client.
    await rowOf(staff, commuting).getByRole('button', { name: `Duplicate ${commuting}`, exact: true }).click();
    const duplication = staff.getByRole('dialog', { name: `Duplicate ${commuting}`, exact: true });
    expect(await textbox(duplication, 'Label (English)').inputValue()).toBe(copy);
    await duplication.getByRole('button', { name: 'Duplicate', exact: true }).click();
    const settings = staff.getByRole('dialog', { name: `Settings of ${copy}`, exact: true });
    await textbox(settings, 'Name of affiliation 2 (English)').waitFor();
    const copyUuid = await surveyUuidOf(copy, analystToken);
    await settings.getByRole('button', { name: 'Remove affiliation 2', exact: true }).click();
    await settings.getByRole('button', { name: 'Remove affiliation 1', exact: true }).click();
    await settings.getByRole('checkbox', { name: 'Show the answers to the client', exact: true }).check({ force: true });
    await settings.getByRole('checkbox', { name: 'Open for answers', exact: true }).check({ force: true });
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(staff, `${copy} saved`).waitFor();

    // Two answers: a car commuter first, then a cyclist.
    const car = { daysInOfficePerWeek: 4, commuteType: 'CAR', carType: 'DIESEL', commuteDistance: 12, customQuestions: { question1: 'Traffic jams' } } as const;
    await call('surveyAnswer.create', { surveyUuid: copyUuid, answers: car }, null);
    await call('surveyAnswer.create', { surveyUuid: copyUuid, answers: { daysInOfficePerWeek: 2, commuteType: 'BIKE', commuteDistance: 4 } }, null);

    const client = await browser.newPage();
    await signIn(client, 'fi');
    await client.goto(clientPath);
    await cardOf(client, copy).getByRole('link', { name: 'View details', exact: true }).click();
    await client.getByRole('heading', { level: 1, name: copy, exact: true }).waitFor();
    const table = client.getByRole('region', { name: 'Answers', exact: true }).getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    // Newest first until sorted otherwise: the cyclist, then the driver.
    const commutes = () => table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));
    const dateHeader = table.getByRole('columnheader', { name: 'Date' });
    expect(await dateHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await commutes()).toEqual(['Bike', 'Car']);
    // Oldest first, then by distance, longest first: each sort goes into the address and survives a reload.
    await dateHeader.getByRole('button').click();
    await expect.poll(() => new URL(client.url()).searchParams.get('sort')).toBe('date');
    // The address changes before the router draws the sorted table: waited for.
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(commutes).toEqual(['Car', 'Bike']);
    await table.getByRole('columnheader', { name: 'Commute distance (km)' }).getByRole('button').click();
    await expect.poll(() => new URL(client.url()).search).toBe('?sort=commuteKilometers&dir=desc');
    await client.reload();
    await table.getByRole('columnheader', { name: 'Commute distance (km)', exact: true }).and(client.locator('[aria-sort="descending"]')).waitFor();
    expect(await commutes()).toEqual(['Car', 'Bike']);
    // Each answer opens beside the list: the client is not staff viewing as the client.
    const firstLink = table.getByRole('link', { name: /^View answer/ }).first();
    expect(await firstLink.getAttribute('target')).toBe('_blank');
    const [answerTab] = await Promise.all([client.waitForEvent('popup'), firstLink.click()]);
    await answerTab.getByRole('heading', { level: 1, name: /^Answer of / }).waitFor();
    expect(new URL(answerTab.url()).pathname).toMatch(new RegExp(`^/carbon-footprint/${footprintUuid}/survey-answers/${copyUuid}/[0-9a-f-]{36}$`));
    await answerTab.close();
    await animationsSettled(client);
    await screenshot(client, '06-client-table');

    const [download] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'Download answers', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    // Staff delete the copy after confirming; its row goes.
    await staff.getByRole('button', { name: `Delete ${copy}`, exact: true }).click();
    const confirm = staff.getByRole('alertdialog', { name: 'Delete the survey?' }).or(staff.getByRole('dialog', { name: 'Delete the survey?' }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(staff, `${copy} deleted`).waitFor();
    await rowOf(staff, copy).waitFor({ state: 'detached' });
    created.delete(copyUuid);

    // The first survey's settings, left open with its question's fields for the accessibility check:
    // an affiliation with answers cannot be removed.
    await staff.getByRole('button', { name: `Settings of ${commuting}`, exact: true }).click();
    const settingsAgain = staff.getByRole('dialog', { name: `Settings of ${commuting}`, exact: true });
    expect(await settingsAgain.getByRole('button', { name: 'Remove affiliation 1', exact: true }).isDisabled()).toBe(true);
    await settingsAgain.getByRole('button', { name: 'Edit question 1', exact: true }).click();
    await textbox(settingsAgain, 'Label of question 1 (English)').waitFor();
    expect(await textbox(settingsAgain, 'Label of question 1 (English)').inputValue()).toBe('Anything to add about your commute?');
    // Made a choice, the question takes the two options a choice needs, each with its id.
    await select(settingsAgain, 'Type of question 1').selectOption({ label: 'One choice' });
    expect(await textbox(settingsAgain, 'Id of option 2 of question 1').inputValue()).toBe('option2');
    await textbox(settingsAgain, 'English label of option 1 of question 1').scrollIntoViewIfNeeded();
    await animationsSettled(staff);
    await screenshot(staff, '07-staff-question-options');
  });
  it('start from a survey template, its questions and mail copied, and hide answers a survey does not show', async () => {
    const analystToken = await tokenOf('analyst');
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(adminPath);
    await staff.getByRole('heading', { level: 2, name: 'Surveys', exact: true }).waitFor();

    await staff.getByRole('button', { name: 'New survey', exact: true }).click();
    const creation = staff.getByRole('dialog', { name: 'New survey', exact: true });
    await creation.getByText('A survey template', { exact: true }).click();
    // Nothing chosen yet: said on the template's field.
    await creation.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => select(creation, 'Template').getAttribute('aria-invalid')).toBe('true');
    await select(creation, 'Template').selectOption({ label: 'Employee commuting and travel' });
    await creation.getByRole('button', { name: 'Create', exact: true }).click();
    const settings = staff.getByRole('dialog', { name: 'Settings of Your commute and business travel', exact: true });
    await textbox(settings, 'Label (English)').waitFor();
    // The template's eighteen questions, in its order, and its texts.
    expect(await settings.getByRole('button', { name: /^Edit question \d+$/ }).count()).toBe(18);
    expect(await textbox(settings, 'Affiliation question (English)').inputValue()).toBe('Which site do you work at?');
    // Renamed for this run, and opened.
    await textbox(settings, 'Label (English)').fill(templated);
    await textbox(settings, 'Label (French)').fill(`Enquête modèle ${stamp}`);
    await settings.getByRole('checkbox', { name: 'Open for answers', exact: true }).check({ force: true });
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(staff, `${templated} saved`).waitFor();
    const templatedUuid = await surveyUuidOf(templated, analystToken);

    // The client, in French on a phone, copies the template's French mail with the link after it.
    const phone = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await phone.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(phone, 'fi');
    await phone.goto(clientPath);
    const card = cardOf(phone, `Enquête modèle ${stamp}`);
    await card.getByText('0 réponse', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Copier le modèle de mail de l’enquête', exact: true }).click();
    await toast(phone, 'Modèle de mail de l’enquête copié !').waitFor();
    const mail = await phone.evaluate(() => navigator.clipboard.readText());
    expect(mail.startsWith('Bonjour,\n\nNous mesurons cette année notre empreinte carbone.')).toBe(true);
    expect(mail.endsWith(`Merci !\n\n${new URL(`/survey/${templatedUuid}`, baseUrl()).href}`)).toBe(true);
    // No affiliation and answers not shown to the client: no way to them.
    expect(await card.getByRole('link', { name: 'Voir le détail', exact: true }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await animationsSettled(phone);
    await screenshot(phone, '08-client-card-fr-phone');
  });
});
