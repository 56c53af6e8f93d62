/**
 * A trajectory's actions as its client sees them. The demo's `analyst` opens, through the API, a
 * trajectory project on the `workshop` user's asset with a maximum of one quantified action, a
 * team of two and three actions (two quantified, one qualitative). Then `workshop`, in the
 * browser, filters the status tabs, votes, submits one quantified action through the
 * confirmation dialog, finds the second's Submit disabled with the maximum's message, submits the
 * qualitative one at once and suggests an action; again in French on a phone. A second
 * trajectory has the client enter an action's implementation dates in Data collection while it
 * is suggested, a leader and a step in Implementation, and find the dates read-only once an
 * action is submitted. The projects (and their modules) are deleted at the end, so no other
 * file meets them.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { expectAccessible } from './axe.ts';
import { select, textbox } from './flows.ts';
import { animationsSettled, call, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A name no other run has. */
const stamp = Math.random().toString(36).slice(2, 8);
const trajectoryName = `Trajectory ${stamp}`;
const ledLighting = 'LED lighting';
const heatPump = 'Heat pump';
const charter = 'Sustainable purchasing charter';

const projectUuids: string[] = [];

afterAll(async () => {
  if (projectUuids.length === 0) return;
  const token = await tokenOf('analyst');
  for (const uuid of projectUuids) {
    const project = await call('project.get', { uuid }, token);
    await call('project.delete', { uuid, expectedVersion: project.version }, token);
  }
});

/** The trajectory, its team and its actions, made through the API as staff make them. */
async function createTrajectory(name = trajectoryName): Promise<{ planUuid: string; categoryName: string }> {
  const token = await tokenOf('analyst');
  const project = await call(
    'project.create',
    { type: 'DECARBONIZATION_TRAJECTORY', assetUuid: uuidOf.asset('investee2'), moduleName: name, year: 2026, assignedTo: [uuidOf.user('analyst')] },
    token,
  );
  projectUuids.push(project.uuid);
  const planUuid = project.moduleUuid;
  if (!planUuid) throw new Error('The trajectory project made no module');
  const { plan } = await call('decarbonizationPlan.get', { uuid: planUuid }, token);
  const categoryName = 'Buildings';
  await call(
    'decarbonizationPlan.update',
    { uuid: planUuid, expectedVersion: plan.version, maximumActionCount: 1, operationalCategories: [{ uuid: crypto.randomUUID(), name: categoryName }] },
    token,
  );
  await call(
    'decarbonizationPlan.editMembers',
    {
      planUuid,
      teamMembers: [
        { action: 'CREATE', name: 'Alice Martin', initials: 'AM' },
        { action: 'CREATE', name: 'Bruno Petit', initials: 'BP' },
      ],
    },
    token,
  );
  const led = await call('decarbonizationAction.create', { planUuid, name: ledLighting }, token);
  await call('decarbonizationAction.update', { uuid: led.uuid, expectedVersion: led.version, categoryLabel: 'Energy', impactedScopes: ['TWO'] }, token);
  await call('decarbonizationAction.create', { planUuid, name: heatPump }, token);
  const qualitative = await call('decarbonizationAction.create', { planUuid, name: charter }, token);
  await call('decarbonizationAction.update', { uuid: qualitative.uuid, expectedVersion: qualitative.version, type: 'QUALITATIVE' }, token);
  return { planUuid, categoryName };
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('a trajectory’s actions', () => {
  it('are filtered by status, voted for, submitted within the maximum and suggested by the client', async () => {
    const { planUuid, categoryName } = await createTrajectory();
    const page = await browser.newPage();
    await signIn(page, 'workshop');

    // The menu opens the client's only decarbonization module on its actions.
    const menuEntry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Decarbonization' });
    expect(await menuEntry.getAttribute('href')).toBe(`/decarbonization/${planUuid}/actions`);
    await menuEntry.click();
    await page.getByRole('heading', { level: 1, name: trajectoryName, exact: true }).waitFor();

    // Only the Suggested tab, with its three actions.
    await tab(page, /^Suggested\s*3$/).waitFor();
    expect(await page.getByRole('tab').count()).toBe(1);
    await card(page, ledLighting).waitFor();
    await page.getByText('Scope 2', { exact: true }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the actions page');
    await screenshot(page, '01-actions');

    // A vote, from the action's panel.
    await card(page, ledLighting).click();
    const led = panel(page, ledLighting);
    await led.getByRole('heading', { name: 'Greenhouse gas impact' }).waitFor();
    await led.getByRole('button', { name: 'Alice Martin: vote', exact: true }).click();
    await led.getByRole('button', { name: 'Alice Martin: remove vote', exact: true }).waitFor();
    await led.getByText('1 vote', { exact: true }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the action panel');
    await screenshot(page, '02-panel-voted');

    // Submitting a quantified action asks first, with what is left of the maximum.
    await led.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit this action?' });
    await confirm.getByText('You have 1 of 1 quantified actions left.', { exact: false }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '03-confirm-submit');
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, `${ledLighting} moved to Submitted`).waitFor();
    // Submitted, it waits for the consultant's carbon impact.
    await led.getByText('Waiting for your consultant to quantify the carbon impact of this action.').waitFor();
    await page.keyboard.press('Escape');
    await led.waitFor({ state: 'hidden' });

    await tab(page, /^Submitted\s*1$/).waitFor();
    await tab(page, /^Suggested\s*2$/).waitFor();

    // The second quantified action is past the maximum.
    await card(page, heatPump).click();
    const pump = panel(page, heatPump);
    expect(await pump.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
    await pump.getByText('You have reached the maximum number of quantified actions', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '04-maximum-reached');
    await page.keyboard.press('Escape');
    await pump.waitFor({ state: 'hidden' });

    // A qualitative action is submitted at once.
    await card(page, charter).click();
    const qualitative = panel(page, charter);
    await qualitative.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, `${charter} moved to Submitted`).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    await tab(page, /^Submitted\s*2$/).waitFor();

    // The Submitted tab, from the keyboard.
    await tab(page, /^Suggested\s*1$/).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await card(page, charter).waitFor();
    await card(page, ledLighting).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('SUBMITTED');

    // A suggestion lands in the Suggested tab.
    await page.getByRole('button', { name: 'Suggest an action', exact: true }).click();
    const suggest = page.getByRole('dialog', { name: 'Suggest an action' });
    await suggest.getByRole('textbox', { name: /^Title/ }).fill('Bike to work');
    await select(suggest, 'Operational category').selectOption({ label: categoryName });
    await suggest.getByRole('textbox', { name: 'Description' }).fill('Give the team bikes.');
    await animationsSettled(page);
    await expectAccessible(page, 'the suggestion dialog');
    await screenshot(page, '05-suggest');
    await suggest.getByRole('button', { name: 'Suggest', exact: true }).click();
    await toast(page, 'Action suggested').waitFor();
    await card(page, 'Bike to work').waitFor();
    await tab(page, /^Suggested\s*2$/).waitFor();

    // The team: one more member, one renamed away and back is no change.
    await page.getByRole('button', { name: 'Team members', exact: true }).click();
    const team = page.getByRole('dialog', { name: 'Team members' });
    await team.getByRole('button', { name: 'Add a member', exact: true }).click();
    await team.getByRole('textbox', { name: 'Name of member 3' }).fill('Chloé Roux');
    await team.getByRole('textbox', { name: 'Initials of member 3' }).fill('CR');
    await team.getByRole('button', { name: 'Delete Bruno Petit', exact: true }).click();
    await team.getByRole('button', { name: 'Undo deleting Bruno Petit', exact: true }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the team dialog');
    await screenshot(page, '06-team');
    await team.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Team saved').waitFor();
    await card(page, 'Bike to work').click();
    const bike = panel(page, 'Bike to work');
    await bike.getByRole('button', { name: 'Chloé Roux: vote', exact: true }).waitFor();
    expect(await bike.getByText('Bruno Petit').count()).toBe(0);
    await page.keyboard.press('Escape');
    await bike.waitFor({ state: 'hidden' });

    // In French, on a phone, without sideways scroll.
    const phone = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(phone, 'workshop');
    await phone.goto(`/decarbonization/${planUuid}/actions?status=SUBMITTED`);
    await phone.getByRole('heading', { level: 1, name: trajectoryName, exact: true }).waitFor();
    await tab(phone, /^Soumises\s*2$/).waitFor();
    await tab(phone, /^Suggérées\s*2$/).click();
    await card(phone, heatPump).click();
    const pumpFr = panel(phone, heatPump);
    await pumpFr.getByText('Vous avez atteint le nombre maximum d’actions quantifiées', { exact: true }).waitFor();
    expect(await pumpFr.getByRole('button', { name: 'Soumettre', exact: true }).isDisabled()).toBe(true);
    await animationsSettled(phone);
    await screenshot(phone, '07-panel-fr-phone');
    await phone.keyboard.press('Escape');
    await pumpFr.waitFor({ state: 'hidden' });
    expect(await scrollsSideways(phone)).toBe(false);
    await animationsSettled(phone);
    await expectAccessible(phone, 'the actions page in French on a phone');
    await screenshot(phone, '08-actions-fr-phone');
    await phone.getByRole('button', { name: 'Suggérer une action', exact: true }).click();
    const suggestFr = phone.getByRole('dialog', { name: 'Suggérer une action' });
    await suggestFr.getByRole('textbox', { name: /^Titre/ }).fill('Covoiturage');
    await suggestFr.getByRole('button', { name: 'Suggérer', exact: true }).click();
    await toast(phone, 'Action suggérée').waitFor();
    await card(phone, 'Covoiturage').waitFor();
    // The other tab sees the suggestion without a reload.
    await card(page, 'Covoiturage').waitFor();
    await tab(page, /^Suggested\s*3$/).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await screenshot(phone, '09-suggested-fr-phone');
  });

  it('take the implementation dates in Data collection while suggested, and steps in Implementation', async () => {
    const name = `Trajectory ${Math.random().toString(36).slice(2, 8)}`;
    const { planUuid } = await createTrajectory(name);
    const page = await browser.newPage();
    await signIn(page, 'workshop');
    await page.goto(`/decarbonization/${planUuid}/actions`);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

    // The suggested heat pump: its dates in Data collection, S1 2026 to S2 2027.
    await card(page, heatPump).click();
    const pump = panel(page, heatPump);
    const collection = pump.getByRole('form', { name: 'Data collection' });
    await select(collection, 'Start semester').selectOption('S1');
    await textbox(collection, 'Start year').fill('2026');
    await select(collection, 'End semester').selectOption('S2');
    await textbox(collection, 'End year').fill('2027');
    await collection.getByText('Unsaved changes').waitFor();
    await collection.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await expectAccessible(page, 'the action panel’s data collection');
    await screenshot(page, '10-panel-data-collection');
    await collection.getByRole('button', { name: 'Save the dates', exact: true }).click();
    await toast(page, 'Implementation dates saved').waitFor();

    // Saved: after a reload the panel (in the address) shows them, and Implementation reads them only.
    await page.reload();
    const reloaded = panel(page, heatPump);
    const collectionAgain = reloaded.getByRole('form', { name: 'Data collection' });
    expect(await select(collectionAgain, 'Start semester').inputValue()).toBe('S1');
    expect(await textbox(collectionAgain, 'Start year').inputValue()).toBe('2026');
    expect(await select(collectionAgain, 'End semester').inputValue()).toBe('S2');
    expect(await textbox(collectionAgain, 'End year').inputValue()).toBe('2027');
    expect(await reloaded.getByTestId('implementation-start').textContent()).toBe('S1 2026');
    expect(await reloaded.getByTestId('implementation-end').textContent()).toBe('S2 2027');
    await reloaded.getByText('Enter the implementation dates in Data collection below, while the action is suggested.').waitFor();

    // A leader and a step in Implementation.
    const implementation = reloaded.getByRole('form', { name: 'Implementation' });
    await select(implementation, 'Action leader').selectOption({ label: 'Alice Martin' });
    await implementation.getByRole('button', { name: 'Add a step', exact: true }).click();
    const step = implementation.getByRole('group', { name: 'Step 1', exact: true });
    await step.getByRole('textbox', { name: /^Step/ }).fill('Order the pumps');
    await textbox(step, 'Deadline month (1 to 12)').fill('3');
    await textbox(step, 'Deadline year').fill('2026');
    await implementation.getByRole('button', { name: 'Save the implementation', exact: true }).click();
    await toast(page, 'Implementation saved').waitFor();
    await page.reload();
    const again = panel(page, heatPump).getByRole('form', { name: 'Implementation' });
    expect(await again.getByRole('group', { name: 'Step 1', exact: true }).getByRole('textbox', { name: /^Step/ }).inputValue()).toBe('Order the pumps');
    expect(await select(again, 'Action leader').inputValue()).not.toBe('');
    await animationsSettled(page);
    await screenshot(page, '11-panel-implementation');

    // Submitted, the charter's dates read only, with why.
    await page.keyboard.press('Escape');
    await card(page, charter).click();
    const qualitative = panel(page, charter);
    await qualitative.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, `${charter} moved to Submitted`).waitFor();
    // The toast can show before the panel redraws from the refetched plan: the form's going is waited for.
    await expect.poll(() => qualitative.getByRole('form', { name: 'Data collection' }).count()).toBe(0);
    await qualitative.getByText('The implementation dates can only be changed while the action is suggested.').first().waitFor();
    await qualitative.getByRole('form', { name: 'Implementation' }).waitFor();
    await qualitative.getByRole('heading', { name: 'Data collection' }).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, '12-panel-dates-locked');

    // In French, on a phone, without sideways scroll.
    const phone = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(phone, 'workshop');
    await phone.goto(`/decarbonization/${planUuid}/actions`);
    await card(phone, heatPump).click();
    const pumpFr = panel(phone, heatPump);
    await pumpFr.getByRole('heading', { name: 'Collecte de données' }).waitFor();
    expect(await pumpFr.getByTestId('implementation-start').textContent()).toBe('S1 2026');
    await animationsSettled(phone);
    expect(await scrollsSideways(phone)).toBe(false);
    await screenshot(phone, '13-panel-implementation-fr-phone');
    await pumpFr.getByRole('form', { name: 'Collecte de données' }).scrollIntoViewIfNeeded();
    await animationsSettled(phone);
    await expectAccessible(phone, 'the action panel in French on a phone');
    await screenshot(phone, '14-panel-data-collection-fr-phone');

    // Delivered, the plan is a snapshot: the panel reads only, and says why.
    const analyst = await tokenOf('analyst');
    const tick = async (step: 'trainingMeeting' | 'actionsQuantification', date: string) => {
      const project = await call('project.get', { uuid: projectUuids.at(-1)! }, analyst);
      await call('decarbonizationPlan.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, steps: [{ step, date, done: true }] }, analyst);
    };
    await tick('trainingMeeting', '2026-09-10T08:00');
    await tick('actionsQuantification', '2026-10-01');
    await call('decarbonizationPlan.deliver', { uuid: planUuid }, analyst);
    await page.goto(`/decarbonization/${planUuid}/actions`);
    await card(page, heatPump).click();
    const frozen = panel(page, heatPump);
    await frozen.getByText('This is a delivered plan: it cannot be changed.').waitFor();
    expect(await frozen.getByRole('form').count()).toBe(0);
    await frozen.getByText('Order the pumps', { exact: true }).waitFor();
    await frozen.getByText('Alice Martin', { exact: true }).first().waitFor();
    expect(await frozen.getByTestId('implementation-start').first().textContent()).toBe('S1 2026');
    await frozen.getByRole('heading', { name: 'Implementation' }).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, '15-panel-delivered');
  });
});
