/**
 * A trajectory's projection, matrix and implementation pages as its client sees them. The demo's
 * `analyst` opens, through the API, a trajectory on the `workshop` user's asset (baseline 2024,
 * target 2030, an SBT trajectory for scopes 1 and 2, workshop three's graphs and the
 * implementation tab shown) with one quantified action (a heat pump avoiding 60 tCO2e a year from
 * 2026 to 2027, feasibility 7, low cost) and one step and one indicator to follow; `workshop`
 * dates its implementation (S1 2026 to S2 2027) while it is suggested, and submits it. Then, in
 * the browser, `workshop` finds the matrix placing it and opening it, implements it, follows the
 * projection and the calendar as they move, and ticks its step; again on a phone. The project
 * (and its module) is deleted at the end, so no other file meets them.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { expectAccessible } from './axe.ts';
import { animationsSettled, call, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A name no other run has. */
const stamp = Math.random().toString(36).slice(2, 8);
const trajectoryName = `Views ${stamp}`;
const heatPump = `Heat pump ${stamp}`;
const stepName = 'Order the heat pump';
const kpiName = 'Gas burnt';

let projectUuid: string | null = null;

afterAll(async () => {
  if (projectUuid === null) return;
  const token = await tokenOf('analyst');
  const project = await call('project.get', { uuid: projectUuid }, token);
  await call('project.delete', { uuid: projectUuid, expectedVersion: project.version }, token);
});

/** The trajectory and its action, made as staff make them, then dated and submitted by the client. */
async function createTrajectory(): Promise<{ planUuid: string; actionUuid: string; stepUuid: string }> {
  const token = await tokenOf('analyst');
  const project = await call(
    'project.create',
    { type: 'DECARBONIZATION_TRAJECTORY', assetUuid: uuidOf.asset('investee2'), moduleName: trajectoryName, year: 2026, assignedTo: [uuidOf.user('analyst')] },
    token,
  );
  projectUuid = project.uuid;
  const planUuid = project.moduleUuid;
  if (!planUuid) throw new Error('The trajectory project made no module');
  const { plan } = await call('decarbonizationPlan.get', { uuid: planUuid }, token);
  await call(
    'decarbonizationPlan.update',
    {
      uuid: planUuid,
      expectedVersion: plan.version,
      baselineYear: 2024,
      targetYear: 2030,
      baselineValue: { total: 1_000_000, scope1: 200_000, scope2: 100_000, scope3: 700_000, scope1And2: 300_000, byGhgCategory: {} },
      sbtTrajectories: [{ type: 'SCOPE_1_AND_2', targets: [{ uuid: crypto.randomUUID(), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE', physicalKeyFigureUuid: null, ghgCategories: [], absoluteReduction: null }] }],
      showWorkshopThreeGraphs: true,
      showImplementationTab: true,
    },
    token,
  );
  const created = await call('decarbonizationAction.create', { planUuid, name: heatPump }, token);
  await call(
    'decarbonizationAction.update',
    {
      uuid: created.uuid,
      expectedVersion: created.version,
      categoryLabel: 'Energy',
      impactedScopes: ['ONE'],
      carbonImpact: -60_000,
      showCarbonImpact: true,
      formulas: [
        {
          uuid: crypto.randomUUID(),
          label: 'Gas no longer burnt',
          scope: 'ONE',
          ghgCategory: null,
          expression: null,
          averageImpact: -60_000,
          carbonImpactStartYear: 2026,
          carbonImpactEndYear: 2027,
          noBaselineModification: false,
          comments: null,
          displayedEval: null,
          emissionFactors: [],
          hypotheses: [],
          evaluationError: null,
        },
      ],
      investments: [{ uiId: 'capex', type: 'CAPEX', startYear: 2026, endYear: 2027, yearlyAmount: 80_000, amortizationYears: 10, reliability: null }],
      scores: {
        cost: { value: 'LOW', reliability: null, comments: null },
        feasibility: { value: 7, reliability: null, comments: null },
        opportunity: { value: null, reliability: null, comments: null },
        risk: { value: null, reliability: null, comments: null },
        carbonImpact: { value: 'HIGH', reliability: null, comments: null },
      },
    },
    token,
  );
  const client = await tokenOf('workshop');
  const stepUuid = crypto.randomUUID();
  await call(
    'decarbonizationAction.implementationUpdate',
    {
      uuid: created.uuid,
      implementationSteps: [{ uuid: stepUuid, name: stepName, done: false, deadline: null }],
      followUpKPIs: [{ uuid: crypto.randomUUID(), name: kpiName, value: null, targetValue: 0, unit: 'MWh' }],
    },
    client,
  );
  await call('decarbonizationAction.implementationDataCollection', { uuid: created.uuid, implementationStartDate: '2026-01-01', implementationEndDate: '2027-07-01' }, client);
  await call('action.updateStatus', { uuid: created.uuid, status: 'SUBMITTED' }, client);
  return { planUuid, actionUuid: created.uuid, stepUuid };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Plan pages' });
const implementing = (page: Page) => page.getByRole('table', { name: 'Implementation calendar' }).getByText('Being implemented', { exact: true });
/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('a trajectory’s projection, matrix and implementation', () => {
  it('place the action on the matrix, move the projection and the calendar once it is implemented, and tick its step', async () => {
    const { planUuid, actionUuid, stepUuid } = await createTrajectory();
    const page = await browser.newPage();
    await signIn(page, 'workshop');
    await page.goto(`/decarbonization/${planUuid}/actions?status=SUBMITTED`);
    await page.getByRole('heading', { level: 1, name: trajectoryName, exact: true }).waitFor();

    // Nothing is selected yet: the projection is not offered; the matrix and the implementation are.
    await nav(page).locator('[aria-disabled="true"]', { hasText: 'Projection' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Projection' }).count()).toBe(0);

    // The matrix places the action, and its View link opens it.
    await nav(page).getByRole('link', { name: 'Matrix', exact: true }).click();
    await page.getByRole('heading', { name: 'Feasibility versus impact' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: heatPump });
    await row.getByText('60 tCO2e', { exact: true }).waitFor();
    await row.getByText('Fill-ins', { exact: true }).waitFor();
    const chart = page.getByRole('img', { name: /^Feasibility versus impact:/ });
    expect(await chart.getAttribute('aria-label')).toContain(heatPump);
    await animationsSettled(page);
    await expectAccessible(page, 'the matrix page');
    await screenshot(page, '01-matrix');
    await row.getByRole('button', { name: `View ${heatPump}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: heatPump });
    await panel.getByRole('heading', { name: 'Greenhouse gas impact' }).waitFor();
    expect(new URL(page.url()).searchParams.get('viewActionUuid')).toBe(actionUuid);

    // Implemented from its detail, it makes the projection available.
    await panel.getByRole('button', { name: 'Implement', exact: true }).click();
    await toast(page, `${heatPump} moved to Selected`).waitFor();
    // Selected, its scores are the client's to give, but for the cost, the consultant's.
    const scores = panel.getByRole('form', { name: 'Scores' });
    await panel.getByText('Cost (set by your consultant)', { exact: true }).waitFor();
    expect(await scores.getByRole('combobox', { name: 'Cost', exact: true }).count()).toBe(0);
    await scores.getByRole('combobox', { name: 'Opportunity', exact: true }).selectOption({ label: 'High' });
    await scores.getByRole('button', { name: 'Save the scores', exact: true }).click();
    await toast(page, 'Scores saved').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await nav(page).getByRole('link', { name: 'Projection', exact: true }).click();
    await page.getByRole('heading', { name: '1 selected action' }).waitFor();

    // The waterfall steps down by the action's 60 t from the 1,000 t baseline to 940 t in 2030.
    const waterfall = page.getByRole('figure', { name: /^Absolute decarbonization projection:/ });
    const waterfallText = (await waterfall.getAttribute('aria-label')) ?? '';
    expect(waterfallText).toContain('Baseline 2024 1,000\u00a0tCO2e');
    expect(waterfallText).toContain(`${heatPump} -60\u00a0tCO2e`);
    expect(waterfallText).toContain('Projection 2030 940\u00a0tCO2e');
    // Per year: the ramp takes half the impact in 2026 (1,000 − 30 = 970 t) and all of it from 2027 (940 t).
    const perYear = (await page.getByRole('img', { name: /^Projection per year:/ }).getAttribute('aria-label')) ?? '';
    expect(perYear).toContain('2026 Projected emissions 970 tCO2e');
    expect(perYear).toContain('2027 Projected emissions 940 tCO2e');
    expect(perYear).toContain('SBT trajectory Scopes 1 and 2 (1.5°C)');

    // The calendar: S1 2026 to S2 2027 is four half-years.
    await page.getByRole('table', { name: 'Implementation calendar' }).waitFor();
    expect(await implementing(page).count()).toBe(4);
    await animationsSettled(page);
    await expectAccessible(page, 'the projection page');
    await screenshot(page, '02-projection');

    // A one-year window from 2022 holds none of it; moved on to 2027, its two half-years.
    await page.getByRole('button', { name: '1 year', exact: true }).click();
    expect(await implementing(page).count()).toBe(0);
    for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'One year later', exact: true }).click();
    await page.getByRole('columnheader', { name: 'S2 2027', exact: true }).waitFor();
    expect(await implementing(page).count()).toBe(2);

    // The scope filter: scope 3 alone has no action, so stays at its 700 t.
    await page.getByRole('combobox', { name: 'Scopes' }).selectOption({ label: 'Scope 3' });
    const scope3 = (await page.getByRole('img', { name: /^Projection per year:/ }).getAttribute('aria-label')) ?? '';
    expect(scope3).toContain('2030 Projected emissions 700 tCO2e');

    // Highlighted, the action is marked in the address and in the charts.
    await page.getByRole('button', { name: `Highlight ${heatPump} in the charts`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('focusActionUuid') === actionUuid);
    // The address changes before the router draws the highlight: waited for.
    await expect.poll(() => page.getByRole('button', { name: `Highlight ${heatPump} in the charts`, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await animationsSettled(page);
    await screenshot(page, '03-projection-focused');

    // The implementation page: the step is ticked once the server stored it.
    await nav(page).getByRole('link', { name: 'Implementation', exact: true }).click();
    const step = page.getByRole('checkbox', { name: stepName });
    await step.waitFor();
    expect(await step.isChecked()).toBe(false);
    await page.getByText(stepName, { exact: true }).click();
    await page.getByText('Steps done: 1 of 1', { exact: true }).waitFor();
    expect(await step.isChecked()).toBe(true);
    // A deadline: July 2026.
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'July' });
    await page.getByRole('textbox', { name: 'Year' }).fill('2026');
    await page.getByRole('textbox', { name: 'Year' }).press('Enter');
    // The indicator's value.
    await page.getByRole('textbox', { name: kpiName }).fill('12,5');
    await page.getByRole('textbox', { name: kpiName }).press('Enter');
    await expect
      .poll(async () => {
        const { actions } = await call('decarbonizationPlan.get', { uuid: planUuid }, await tokenOf('analyst'));
        const stored = actions.find((each) => each.uuid === actionUuid);
        return [stored?.implementationSteps.find((each) => each.uuid === stepUuid), stored?.followUpKPIs[0]?.value];
      })
      .toEqual([{ uuid: stepUuid, name: stepName, done: true, deadline: '2026-07-01' }, 12.5]);
    await expect.poll(() => page.getByRole('textbox', { name: kpiName }).isEnabled()).toBe(true);
    // Enabled again when the save ends; the field shows the stored figure once the refetched plan is drawn.
    await expect.poll(() => page.getByRole('textbox', { name: kpiName }).inputValue()).toBe('12.5');
    await animationsSettled(page);
    await expectAccessible(page, 'the implementation page');
    await screenshot(page, '04-implementation');

    // On a phone, in French: every page fits the width.
    const phone = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(phone, 'workshop');
    await phone.goto(`/decarbonization/${planUuid}/projection`);
    await phone.getByRole('heading', { name: '1 action sélectionnée' }).waitFor();
    await phone.getByRole('table', { name: 'Calendrier de mise en œuvre' }).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await animationsSettled(phone);
    await screenshot(phone, '05-projection-fr-phone');
    await phone.getByRole('navigation', { name: 'Pages du plan' }).getByRole('link', { name: 'Matrice', exact: true }).click();
    await phone.getByRole('heading', { name: 'Faisabilité et impact' }).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await animationsSettled(phone);
    await screenshot(phone, '06-matrix-fr-phone');
    await phone.getByRole('navigation', { name: 'Pages du plan' }).getByRole('link', { name: 'Mise en œuvre', exact: true }).click();
    await phone.getByRole('checkbox', { name: stepName }).waitFor();
    expect(await phone.getByRole('checkbox', { name: stepName }).isChecked()).toBe(true);
    expect(await phone.getByRole('textbox', { name: kpiName }).inputValue()).toBe('12,5');
    expect(await scrollsSideways(phone)).toBe(false);
    await animationsSettled(phone);
    await expectAccessible(phone, 'the implementation page in French on a phone');
    await screenshot(phone, '07-implementation-fr-phone');

    // Until staff show workshop three's graphs, the client sees the waterfall but neither the calendar nor the projections in time.
    const analyst = await tokenOf('analyst');
    const { plan } = await call('decarbonizationPlan.get', { uuid: planUuid }, analyst);
    await call('decarbonizationPlan.update', { uuid: planUuid, expectedVersion: plan.version, showWorkshopThreeGraphs: false }, analyst);
    await page.goto(`/decarbonization/${planUuid}/projection`);
    await page.getByText('Your consultant will show the implementation calendar and the projections in time at the third workshop.').waitFor();
    await page.getByRole('figure', { name: /^Absolute decarbonization projection:/ }).waitFor();
    expect(await page.getByRole('table', { name: 'Implementation calendar' }).count()).toBe(0);

    // A page the plan does not have is not found.
    await page.goto(`/decarbonization/${planUuid}/elsewhere`);
    await page.getByText('This decarbonization plan does not exist, or it is not yours.').waitFor();
  });
});
