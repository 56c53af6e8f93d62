/**
 * Questionnaires on a carbon footprint, from both sides. The demo's `analyst` opens the staff page
 * of the institution's own footprint (`fi-cf-2024`, 'Own operations 2024': no report, so no other
 * file reads its data collection), creates a questionnaire from the demo template 'Carbon
 * footprint – SME' with its Transport category hidden from the client, sees it at 0 %, closes and
 * reopens it, renames it, and meets a colleague's change made meanwhile. Then `fi`, the
 * institution's user, finds its card on the footprint's page, in English and in French; its
 * answers and validation (made through the API, as the questionnaire page would) reach both
 * open pages without a reload, and so does the consultant's reopening. The questionnaire is
 * deleted at the end. Texts are written out from the message catalogues.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { textbox, select } from './flows.ts';
import { animationsSettled, call, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

const footprintUuid = uuidOf.module('fi-cf-2024');
const adminPath = `/carbon-footprints/${footprintUuid}`;
const clientPath = `/carbon-footprint/${footprintUuid}`;

/** The staff list's row of a questionnaire, by its label. */
const rowOf = (page: Page, label: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: label }) });

/** The client's card of a questionnaire, by its name. */
const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

describe('questionnaires on a carbon footprint', () => {
  it('are created, closed, reopened and renamed by staff, and answered from the client’s cards', async () => {
    const analystToken = await tokenOf('analyst');
    const clientToken = await tokenOf('fi');
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(adminPath);
    await staff.getByRole('heading', { level: 1, name: 'Own operations 2024', exact: true }).waitFor();
    // The page opens on its questionnaires: none yet.
    await staff.getByText('No questionnaire yet. Create one from a template: the client answers it from its footprint page.', { exact: true }).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '01-staff-empty');

    // A new questionnaire from the demo template: its labels come with it, the footprint's consultant too.
    await staff.getByRole('button', { name: 'New questionnaire', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'New questionnaire', exact: true });
    await select(dialog, 'Template').selectOption({ label: 'Carbon footprint – SME' });
    await expect.poll(() => textbox(dialog, 'Label (English)').inputValue(), { timeout: 30_000 }).toBe('Carbon footprint');
    expect(await textbox(dialog, 'Label (French)').inputValue()).toBe('Bilan carbone');
    await dialog.getByRole('list', { name: 'Assigned consultants' }).getByText('Camille Laurent', { exact: true }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Number the categories and questions' }).isChecked()).toBe(true);
    const transport = dialog.getByRole('checkbox', { name: 'Transport', exact: true });
    await dialog.getByRole('checkbox', { name: 'Energy', exact: true }).waitFor();
    expect(await transport.isChecked()).toBe(true);
    await transport.uncheck({ force: true });
    expect(await transport.isChecked()).toBe(false);
    await animationsSettled(staff);
    await screenshot(staff, '02-new-questionnaire-dialog');
    await dialog.getByRole('button', { name: 'Create the questionnaire', exact: true }).click();
    await toast(staff, 'Questionnaire “Carbon footprint” created').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    let row = rowOf(staff, 'Carbon footprint');
    await row.getByText('Ongoing', { exact: true }).waitFor();
    await row.getByText('0%', { exact: true }).waitFor();
    await row.getByText('Not answered yet', { exact: true }).waitFor();
    expect(await row.getByRole('progressbar', { name: 'Progress of Carbon footprint' }).getAttribute('aria-valuenow')).toBe('0');
    const open = row.getByRole('link', { name: 'Open Carbon footprint (new tab)', exact: true });
    const [listed] = await call('questionnaire.list', { carbonFootprintUuid: footprintUuid }, analystToken);
    expect(listed).toMatchObject({ labelEn: 'Carbon footprint', labelFr: 'Bilan carbone', percentage: 0, isValidated: false, dataCollectionDone: false, questionCount: 6 });
    const uuid = listed!.uuid;
    await row.getByRole('cell', { name: '6', exact: true }).waitFor();
    expect(await open.getAttribute('href')).toBe(`/questionnaire/${uuid}`);
    expect(await open.getAttribute('target')).toBe('_blank');
    // Transport is kept from the client, not from staff.
    const whole = await call('questionnaire.get', { uuid }, analystToken);
    expect(whole.hiddenCategories).toEqual(['Transport']);
    expect(whole.assignedTo.map((consultant) => consultant.uuid)).toEqual([uuidOf.user('analyst')]);
    const seen = await call('questionnaire.get.client', { uuid }, clientToken);
    expect(seen.questions.map((question) => question.name)).toEqual(['heating', 'electricity', 'notes']);
    await animationsSettled(staff);
    await screenshot(staff, '03-staff-listed');

    // Closing asks first; reopening says it clears the client's validation.
    await row.getByRole('button', { name: 'Close data collection of Carbon footprint', exact: true }).click();
    let confirm = staff.getByRole('alertdialog', { name: 'Close the data collection?' });
    await confirm.getByText('The client will no longer be able to answer “Carbon footprint”.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Close data collection', exact: true }).click();
    await row.getByText('Closed', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Reopen Carbon footprint', exact: true }).click();
    confirm = staff.getByRole('alertdialog', { name: 'Reopen the questionnaire?' });
    await confirm.getByText(/Reopening clears the client’s validation/).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '04-reopen-confirm');
    await confirm.getByRole('button', { name: 'Reopen', exact: true }).click();
    await row.getByText('Ongoing', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Close data collection of Carbon footprint', exact: true }).waitFor();

    // Renamed in its settings, which start from what is stored.
    await row.getByRole('button', { name: 'Settings of Carbon footprint', exact: true }).click();
    let settings = staff.getByRole('dialog', { name: 'Questionnaire settings', exact: true });
    await expect.poll(() => textbox(settings, 'Label (English)').inputValue(), { timeout: 30_000 }).toBe('Carbon footprint');
    expect(await settings.getByRole('checkbox', { name: 'Transport', exact: true }).isChecked()).toBe(false);
    expect(await settings.getByRole('checkbox', { name: 'Energy', exact: true }).isChecked()).toBe(true);
    await textbox(settings, 'Label (English)').fill('Own operations 2024');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(staff, 'Settings of “Own operations 2024” saved').waitFor();
    row = rowOf(staff, 'Own operations 2024');
    await row.getByText('Ongoing', { exact: true }).waitFor();

    // A colleague's change made while the dialog is open is not overwritten: the save says so.
    await row.getByRole('button', { name: 'Settings of Own operations 2024', exact: true }).click();
    settings = staff.getByRole('dialog', { name: 'Questionnaire settings', exact: true });
    await expect.poll(() => textbox(settings, 'Label (English)').inputValue(), { timeout: 30_000 }).toBe('Own operations 2024');
    const current = await call('questionnaire.get', { uuid }, analystToken);
    await call(
      'questionnaire.update',
      {
        uuid,
        expectedVersion: current.version,
        labelEn: current.labelEn,
        labelFr: 'Activités propres 2024',
        numberingEnabled: current.numberingEnabled,
        assignedTo: current.assignedTo.map((consultant) => consultant.uuid),
        hiddenCategories: current.hiddenCategories,
      },
      analystToken,
    );
    await textbox(settings, 'Label (French)').fill('Bilan 2024');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.getByText('Someone changed this questionnaire meanwhile. Close this dialog and open it again to start from their version.', { exact: true }).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '05-settings-conflict');
    await settings.getByRole('button', { name: 'Cancel', exact: true }).click();
    await staff.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await settings.waitFor({ state: 'hidden' });
    expect((await call('questionnaire.get', { uuid }, analystToken)).labelFr).toBe('Activités propres 2024');

    // The client's card, with 'Continue' to the questionnaire's page.
    const client = await browser.newPage();
    const channel = client.waitForEvent('websocket', { predicate: (socket) => new URL(socket.url()).pathname === '/api/events' });
    await signIn(client, 'fi');
    await channel;
    await client.goto(clientPath);
    await client.getByRole('heading', { level: 1, name: 'Own operations 2024', exact: true }).waitFor();
    expect(await client.getByRole('tab', { name: 'Data collection', exact: true }).getAttribute('aria-selected')).toBe('true');
    const card = cardOf(client, 'Own operations 2024');
    await card.getByText('Ongoing', { exact: true }).waitFor();
    await card.getByText('0%', { exact: true }).waitFor();
    const go = card.getByRole('link', { name: 'Continue', exact: true });
    expect(await go.getAttribute('href')).toBe(`/questionnaire/${uuid}`);
    expect(await client.getByText(/computing your carbon footprint/).count()).toBe(0);
    await animationsSettled(client);
    await screenshot(client, '06-client-card');

    // The client answers and validates (as its questionnaire page would): both pages follow without a reload.
    let loads = 0;
    client.on('load', () => (loads += 1));
    staff.on('load', () => (loads += 1));
    const heating = seen.questions.find((question) => question.name === 'heating')!;
    const answered = await call(
      'questionnaire.updateClientAnswers',
      { uuid, answers: [{ questionUuid: heating.uuid, valueNumber: 18_000, expectedVersion: heating.answerVersion }] },
      clientToken,
    );
    expect(answered.percentage).toBeGreaterThan(0);
    const answeredText = `${answered.percentage}%`;
    await card.getByText(answeredText, { exact: true }).waitFor();
    const staffPercent = (await call('questionnaire.list', { carbonFootprintUuid: footprintUuid }, analystToken))[0]!.percentage;
    await rowOf(staff, 'Own operations 2024').getByText(`${staffPercent}%`, { exact: true }).waitFor();
    await call('questionnaire.updateClientAnswers', { uuid, answers: [], isValidated: true, clientValidationName: 'Claire Martin' }, clientToken);
    await card.getByText('Completed', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'View answers', exact: true }).waitFor();
    // Everything collected and no report yet: the consultant is computing the footprint.
    await client
      .getByText('Your data collection is complete. Your climate consultant is now computing your carbon footprint: the results will appear here once delivered.', { exact: true })
      .waitFor();
    await rowOf(staff, 'Own operations 2024').getByText('Validated by Claire Martin', { exact: true }).waitFor();
    await animationsSettled(client);
    await screenshot(client, '07-client-completed');
    await animationsSettled(staff);
    await screenshot(staff, '08-staff-validated');

    // The consultant reopens it: the client's card is ongoing again, with 'Continue'.
    await rowOf(staff, 'Own operations 2024').getByRole('button', { name: 'Reopen Own operations 2024', exact: true }).click();
    await staff.getByRole('alertdialog', { name: 'Reopen the questionnaire?' }).getByRole('button', { name: 'Reopen', exact: true }).click();
    await rowOf(staff, 'Own operations 2024').getByText('Ongoing', { exact: true }).waitFor();
    await card.getByText('Ongoing', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Continue', exact: true }).waitFor();
    expect(await client.getByText(/computing your carbon footprint/).count()).toBe(0);
    expect(loads).toBe(0);

    // In French, on a phone: the French label, the French status and link.
    const french = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(french, 'fi');
    await french.goto(clientPath);
    const frenchCard = cardOf(french, 'Activités propres 2024');
    await frenchCard.getByText('En cours', { exact: true }).waitFor();
    await frenchCard.getByRole('link', { name: 'Continuer', exact: true }).waitFor();
    await animationsSettled(french);
    await screenshot(french, '09-client-card-fr-phone');

    // Deleted, it leaves both pages.
    await rowOf(staff, 'Own operations 2024').getByRole('button', { name: 'Delete Own operations 2024', exact: true }).click();
    const remove = staff.getByRole('alertdialog', { name: 'Delete this questionnaire?' });
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(staff, '“Own operations 2024” deleted').waitFor();
    await staff.getByText('No questionnaire yet. Create one from a template: the client answers it from its footprint page.', { exact: true }).waitFor();
    await client.getByText('No questionnaire yet', { exact: true }).waitFor();
    await expect.poll(async () => (await call('questionnaire.list', { carbonFootprintUuid: footprintUuid }, analystToken)).length, { timeout: 30_000 }).toBe(0);
  });
});
