/**
 * A decarbonization plan as its consultant works on it. The demo's `analyst` makes, through the
 * API, an asset of its own and a DECARBONIZATION project on it; then, in the browser, opens the
 * plan from the asset's modules, edits the plan, creates an action, defines a parameter and a
 * formula over it, sets the parameter (saved on leaving the field, the server evaluating the
 * formula), implements the action, scores and costs it, marks workshop three done, delivers the
 * plan and lands on the delivered tab showing the frozen plan. The project (and its module) is
 * deleted at the end; the asset, with a name no other run has, stays as other files' assets do.
 */
import { readFile } from 'node:fs/promises';
import XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { expectAccessible } from './axe.ts';
import { select, textbox } from './flows.ts';
import { animationsSettled, call, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A name no other run has. */
const stamp = Math.random().toString(36).slice(2, 8);
const planName = `Plan ${stamp}`;
const actionName = `LED lighting ${stamp}`;

let projectUuid: string | null = null;

afterAll(async () => {
  if (projectUuid === null) return;
  const token = await tokenOf('analyst');
  const project = await call('project.get', { uuid: projectUuid }, token);
  await call('project.delete', { uuid: projectUuid, expectedVersion: project.version }, token);
});

async function createPlan(): Promise<{ assetUuid: string; planUuid: string }> {
  const token = await tokenOf('analyst');
  const asset = await call('asset.create', { name: `Luminaires ${stamp}`, type: 'COMPANY', language: 'en' }, token);
  const project = await call('project.create', { type: 'DECARBONIZATION', assetUuid: asset.uuid, moduleName: planName, year: 2026, assignedTo: [uuidOf.user('analyst')] }, token);
  projectUuid = project.uuid;
  if (!project.moduleUuid) throw new Error('The plan project made no module');
  return { assetUuid: asset.uuid, planUuid: project.moduleUuid };
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Plan sections' });
const tabLink = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });

async function look(page: Page, name: string, what: string) {
  await animationsSettled(page);
  await expectAccessible(page, what);
  await screenshot(page, name);
}

describe('the staff plan page', () => {
  it('edits the plan, creates, scores and costs an action, and delivers the plan', async () => {
    const { assetUuid, planUuid } = await createPlan();
    const page = await browser.newPage();
    await signIn(page, 'analyst');

    // The asset's modules open the plan, on its Edit tab.
    await page.goto(`/assets/${assetUuid}?tab=MODULES`);
    await page.getByRole('link', { name: planName, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/decarbonization-plans/${planUuid}/edit`);
    await page.getByRole('heading', { level: 1, name: planName, exact: true }).waitFor();

    // Slides wait for an action and Delivered for the delivery; a plan (not a trajectory) has no
    // matrix tab, and no implementation tab before it is enabled.
    expect(await tabLink(page, 'Edit').getAttribute('aria-current')).toBe('page');
    await tabLink(page, 'Actions').waitFor();
    await tabs(page).getByText('Slides (Add an action first)').waitFor();
    await tabs(page).getByText('Delivered (The plan has not been delivered yet)').waitFor();
    expect(await tabLink(page, 'Delivered').count()).toBe(0);
    expect(await tabs(page).getByRole('listitem').allTextContents()).toEqual([
      'Edit',
      'Actions',
      'Slides (Add an action first)',
      'Projection',
      'Delivered (The plan has not been delivered yet)',
    ]);
    const deliver = page.getByRole('button', { name: 'Deliver', exact: true });
    expect(await deliver.isDisabled()).toBe(true);
    await page.getByText('Workshop three is not done', { exact: true }).waitFor();
    await page.getByText('No delivered report for this asset: type the baseline.', { exact: true }).waitFor();

    // The plan: a typed baseline, years, a key figure, a SCOPE_3 trajectory whose target lacks its categories.
    await textbox(page, 'Total (kgCO2e)').fill('1200000');
    await textbox(page, 'Scope 1 (kgCO2e)').fill('200000');
    await textbox(page, 'Baseline year').fill('2024');
    await textbox(page, 'Target year').fill('2030');
    await textbox(page, 'Annual growth (%)').fill('1,5');
    await page.getByRole('button', { name: 'Add a key figure', exact: true }).click();
    await page.getByRole('group', { name: 'Key figure 1' }).getByRole('textbox', { name: /^Label/ }).fill('Employees');
    await page.getByRole('button', { name: 'Add a trajectory', exact: true }).click();
    const trajectory = page.getByRole('group', { name: 'Trajectory 1', exact: true });
    await select(trajectory, 'Scopes').selectOption({ label: 'Scope 3' });
    await page.getByRole('button', { name: 'Add a category', exact: true }).click();
    await page.getByRole('textbox', { name: /^Category 1/ }).fill('Buildings');
    await page.getByRole('button', { name: 'Save the plan', exact: true }).click();
    // The server's rule, on its field: a SCOPE_3 target names its categories.
    await trajectory.getByText('Required', { exact: true }).waitFor();
    await look(page, '01-edit-required', 'the plan form with an issue');
    await trajectory.getByRole('checkbox', { name: 'Business travel' }).check({ force: true });
    await page.getByRole('button', { name: 'Save the plan', exact: true }).click();
    await toast(page, 'Plan saved').waitFor();
    await look(page, '02-edit-saved', 'the saved plan form');

    // A new action opens on its page.
    await tabLink(page, 'Actions').click();
    await page.getByText('No action yet.', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(actionName);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, `${actionName} created`).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith(`/decarbonization-plans/${planUuid}/actions/`));
    // The address changes before the router draws the new page: the tabs follow, waited for.
    await expect.poll(() => tabLink(page, 'Actions').getAttribute('aria-current')).toBe('page');

    // A parameter and a formula over it; the server evaluates the formula when the action is saved.
    await page.getByRole('button', { name: 'Add a parameter', exact: true }).click();
    await page.getByRole('group', { name: 'Parameter 1' }).getByRole('textbox', { name: /^Name/ }).fill('lamps');
    await page.getByRole('group', { name: 'Parameter 1' }).getByRole('textbox', { name: 'Unit' }).fill('lamps');
    await page.getByRole('button', { name: 'Add a formula', exact: true }).click();
    const formula = page.getByRole('group', { name: 'Formula 1' });
    await formula.getByRole('textbox', { name: /^Label/ }).fill('Electricity saved');
    await select(formula, 'Scope').selectOption({ label: 'Scope 2' });
    await formula.getByRole('textbox', { name: 'Formula', exact: true }).fill('p.lamps * -500');
    await page.getByRole('button', { name: 'Save the action', exact: true }).click();
    await toast(page, 'Action saved').waitFor();
    // Its value is entered once the parameter is saved, and saved on leaving the field.
    const lamps = page.getByRole('textbox', { name: 'lamps (lamps)' });
    await lamps.fill('6');
    await lamps.press('Tab');
    await toast(page, 'lamps saved').waitFor();
    await formula.getByText(/^Evaluated: -3\s+tCO2e a year$/).waitFor();

    // Implemented, it is scored and costed.
    await page.getByRole('button', { name: 'Implement', exact: true }).click();
    await toast(page, 'Action moved to Selected').waitFor();
    const scores = page.getByRole('form', { name: 'Scores' });
    await scores.getByRole('textbox', { name: 'Feasibility (0 to 10)' }).fill('7');
    await select(scores, 'Cost').selectOption({ label: 'Low' });
    await scores.getByRole('button', { name: 'Save the scores', exact: true }).click();
    await toast(page, 'Scores saved').waitFor();
    const costs = page.getByRole('form', { name: 'Costs' });
    await costs.getByRole('button', { name: 'Add CAPEX', exact: true }).click();
    const line = costs.getByRole('group', { name: 'Cost line L1' });
    // A new line starts in the plan's baseline year, and a CAPEX line ends the year it starts.
    expect(await line.getByRole('textbox', { name: 'Start year' }).inputValue()).toBe('2024');
    expect(await line.getByRole('textbox', { name: 'End year' }).inputValue()).toBe('2024');
    await line.getByRole('textbox', { name: /^Yearly amount/ }).fill('12000');
    await costs.getByRole('button', { name: 'Save the costs', exact: true }).click();
    await toast(page, 'Costs saved').waitFor();
    await look(page, '03-action', 'the action page');

    await tabLink(page, 'Actions').click();
    await page.getByRole('link', { name: actionName, exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Feasibility 7 · Cost Low' }).waitFor();
    await look(page, '04-actions', 'the actions list');

    // An action from a card of the library, under the card's name in the plan's language (French).
    await select(page.getByRole('form', { name: 'New action' }), 'Start from').selectOption({ label: 'Switch to LED lighting' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, 'Passer à l’éclairage LED created').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith(`/decarbonization-plans/${planUuid}/actions/`));
    expect(await page.getByRole('textbox', { name: /^Name/ }).first().inputValue()).toBe('Passer à l’éclairage LED');
    await tabLink(page, 'Actions').click();
    await page.getByRole('link', { name: 'Passer à l’éclairage LED', exact: true }).waitFor();

    // The projection as the client will see it, with the plan as a spreadsheet for staff.
    await tabLink(page, 'Projection').click();
    await page.getByText('1 selected action', { exact: true }).waitFor();
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download spreadsheet (.xlsx)', exact: true }).click()]);
    const workbook = XLSX.read(await readFile(await sheet.path()));
    // In the plan's language, French unless staff chose another.
    expect(workbook.SheetNames).toEqual(['Actions', 'Coûts par année', 'Projection']);
    expect(JSON.stringify(XLSX.utils.sheet_to_json(workbook.Sheets.Actions!, { header: 1 }))).toContain(actionName);
    await look(page, '05-projection', 'the projection tab');

    // The slides, moved through with the keyboard and presented; Escape leaves.
    await tabLink(page, 'Slides').click();
    await page.waitForURL((url) => url.pathname === `/decarbonization-plans/${planUuid}/slides/preview`);
    const stage = page.getByRole('region', { name: /^Slide \d+ of \d+:/ });
    await stage.waitFor();
    await stage.click();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('slide') === '2');
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await expect.poll(() => stage.getAttribute('data-presenting')).not.toBeNull();
    await page.keyboard.press(' ');
    await page.waitForURL((url) => url.searchParams.get('slide') === '3');
    await page.keyboard.press('Escape');
    await expect.poll(() => stage.getAttribute('data-presenting')).toBeNull();
    await look(page, '06-slides', 'the slides tab');

    // Workshop three done, the plan can be delivered; it lands on the delivered tab.
    await tabLink(page, 'Edit').click();
    // By keyboard: a toast or the sticky header may lie over the switch's label once it is scrolled to.
    const workshopThree = page.getByLabel('Workshop three done', { exact: true });
    await workshopThree.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => workshopThree.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save the plan', exact: true }).click();
    await toast(page, 'Plan saved').waitFor();
    await deliver.click();
    const confirm = page.getByRole('alertdialog', { name: 'Deliver this plan?' });
    await animationsSettled(page);
    await screenshot(page, '07-deliver-confirm');
    await confirm.getByRole('button', { name: 'Deliver', exact: true }).click();
    await toast(page, 'Plan delivered').waitFor();
    await page.waitForURL((url) => url.pathname === `/decarbonization-plans/${planUuid}/delivered`);
    await expect.poll(() => tabLink(page, 'Delivered').getAttribute('aria-current')).toBe('page');
    const delivered = page.getByRole('region', { name: 'Actions as delivered' });
    await delivered.getByRole('cell', { name: actionName, exact: true }).waitFor();
    await delivered.getByRole('cell', { name: 'Selected', exact: true }).waitFor();
    await look(page, '08-delivered', 'the delivered plan');

    // In French too.
    const french = await browser.newPage({ language: 'fr' });
    await signIn(french, 'analyst');
    await french.goto(`/decarbonization-plans/${planUuid}/delivered`);
    await french.getByRole('heading', { level: 1, name: planName, exact: true }).waitFor();
    await french.getByRole('region', { name: 'Actions telles que livrées' }).waitFor();
    await look(french, '09-delivered-fr', 'the delivered plan in French');
  });

  it('opens a trajectory’s matrix, and an action from it', async () => {
    // The demo bakery's trajectory (scripts/src/seed/plans.ts): read only, nothing changed.
    const trajectoryUuid = uuidOf.module('investee-trajectory-2024');
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`/decarbonization-plans/${trajectoryUuid}/matrix`);
    expect(await tabLink(page, 'Matrix').getAttribute('aria-current')).toBe('page');
    // A trajectory has a matrix and no slides.
    expect(await tabs(page).getByText('Slides').count()).toBe(0);
    const list = page.getByRole('table', { name: 'Actions on the matrix' });
    await list.getByRole('row').nth(1).waitFor();
    await look(page, '10-matrix', 'the trajectory’s matrix');
    await list.getByRole('button', { name: /^View / }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`/decarbonization-plans/${trajectoryUuid}/actions/`));
    await expect.poll(() => tabLink(page, 'Actions').getAttribute('aria-current')).toBe('page');
  });
});
