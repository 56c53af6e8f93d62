/**
 * A plan's slides as its client sees them. The demo's `analyst` opens, through the API, a
 * decarbonization plan on the demo `client`'s asset (baseline 2024, target 2030) with three
 * actions the client selects. Then `client`, in the browser, opens the slides, moves between
 * them with ArrowRight, Space and ArrowLeft (the slide kept in the address), presents and leaves
 * with Escape, and downloads the PDF, one page per slide. The project (and its module) is
 * deleted at the end, so no other file meets it.
 */
import type { InputOf } from '@cairn/shared/contract';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { animationsSettled, call, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A name no other run has. */
const stamp = Math.random().toString(36).slice(2, 8);
const planName = `Slides ${stamp}`;

let projectUuid: string | null = null;

afterAll(async () => {
  if (projectUuid === null) return;
  const token = await tokenOf('analyst');
  const project = await call('project.get', { uuid: projectUuid }, token);
  await call('project.delete', { uuid: projectUuid, expectedVersion: project.version }, token);
});

/** The plan and its three actions, made as staff make them, then selected by the client. */
async function createPlan(): Promise<string> {
  const staff = await tokenOf('analyst');
  const client = await tokenOf('client');
  const project = await call('project.create', { type: 'DECARBONIZATION', assetUuid: uuidOf.asset('client'), moduleName: planName, year: 2024, assignedTo: [uuidOf.user('analyst')] }, staff);
  projectUuid = project.uuid;
  const planUuid = project.moduleUuid;
  if (!planUuid) throw new Error('The plan project made no module');
  const { plan } = await call('decarbonizationPlan.get', { uuid: planUuid }, staff);
  await call(
    'decarbonizationPlan.update',
    {
      uuid: planUuid,
      expectedVersion: plan.version,
      language: 'en',
      baselineYear: 2024,
      targetYear: 2030,
      baselineValue: { total: null, scope1: 600_000, scope2: 150_000, scope3: 1_250_000, scope1And2: null, byGhgCategory: {} },
      sbtTrajectories: [{ type: 'SCOPE_1_AND_2', targets: [{ uuid: crypto.randomUUID(), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE', physicalKeyFigureUuid: null, ghgCategories: [], absoluteReduction: null }] }],
    },
    staff,
  );
  const actions = [
    { name: 'Heat pumps in the main offices', impact: -180_000, scope: 'ONE', start: '2025-01-01', end: '2026-07-01', feasibility: 7, cost: 'HIGH' },
    { name: 'Green electricity contract', impact: -120_000, scope: 'TWO', start: '2025-07-01', end: '2025-07-01', feasibility: 9, cost: 'LOW' },
    { name: 'Low-carbon purchasing policy', impact: -300_000, scope: 'THREE', start: '2026-01-01', end: '2028-07-01', feasibility: 4, cost: 'MEDIUM' },
  ] as const;
  for (const each of actions) {
    const created = await call('decarbonizationAction.create', { planUuid, name: each.name }, staff);
    const updated = await call(
      'decarbonizationAction.update',
      {
        uuid: created.uuid,
        expectedVersion: created.version,
        showCarbonImpact: true,
        carbonImpact: each.impact,
        implementationStartDate: each.start,
        implementationEndDate: each.end,
        formulas: [{ uuid: crypto.randomUUID(), label: each.name, scope: each.scope, averageImpact: each.impact, carbonImpactStartYear: Number(each.start.slice(0, 4)), carbonImpactEndYear: 2027 }],
        scores: { cost: { value: each.cost }, feasibility: { value: each.feasibility }, opportunity: { value: 'HIGH' }, risk: { value: 'LOW' } },
      } as InputOf<'decarbonizationAction.update'>,
      staff,
    );
    await call('action.updateStatus', { uuid: updated.uuid, status: 'SELECTED' }, client);
  }
  return planUuid;
}

const stage = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+:/ });
const slideParam = (page: Page) => new URL(page.url()).searchParams.get('slide');

/** The page count of a pdfkit file, read from its single page tree. */
function pageCount(bytes: Buffer): number {
  const counts = [...bytes.toString('latin1').matchAll(/\/Type \/Pages\n\/Count (\d+)/g)].map((match) => Number(match[1]));
  expect(counts).toHaveLength(1);
  return counts[0]!;
}

describe('a plan’s slides', () => {
  it('are moved through with the keyboard, presented, left with Escape and downloaded as a PDF', async () => {
    const planUuid = await createPlan();
    const page = await browser.newPage();
    await signIn(page, 'client');
    await page.goto(`/decarbonization/${planUuid}/slides`);
    await page.getByRole('heading', { level: 1, name: planName, exact: true }).waitFor();

    // Cover, baseline, actions, waterfall, projection per year, matrix, calendar.
    const list = page.getByRole('list', { name: 'Slides' });
    // The viewer loads with its slides page, after the plan's header.
    await list.getByRole('button').first().waitFor();
    expect(await list.getByRole('button').count()).toBe(7);
    expect(await list.getByRole('button', { name: '1. Cover', exact: true }).getAttribute('aria-current')).toBe('true');
    await stage(page).getByText(planName, { exact: true }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the slide viewer');
    await screenshot(page, '01-cover');

    // ArrowRight, Space, ArrowLeft from the slide itself; the address follows.
    await stage(page).click();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('slide') === '2');
    await page.getByRole('region', { name: 'Slide 2 of 7: Baseline emissions 2024', exact: true }).getByText('Total: 2,000\u00a0tCO2e', { exact: true }).waitFor();
    await page.keyboard.press(' ');
    await page.waitForURL((url) => url.searchParams.get('slide') === '3');
    const actionsSlide = page.getByRole('region', { name: 'Slide 3 of 7: Selected actions', exact: true });
    await actionsSlide.getByText('Heat pumps in the main offices', { exact: true }).waitFor();
    await actionsSlide.getByText('Carbon impact: -180\u00a0tCO2e a year', { exact: true }).waitFor();
    expect(await list.getByRole('button', { name: '3. Selected actions', exact: true }).getAttribute('aria-current')).toBe('true');
    await animationsSettled(page);
    await screenshot(page, '02-actions');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.get('slide') === '2');

    // The other slides, from the list and the Next button.
    await list.getByRole('button', { name: '4. Absolute decarbonization projection', exact: true }).click();
    await expect.poll(() => slideParam(page)).toBe('4');
    await stage(page).getByText('Target 2030', { exact: true }).waitFor();
    await screenshot(page, '03-waterfall');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await stage(page).getByText('SBT Scopes 1 and 2 · 1.5°C', { exact: true }).waitFor();
    await screenshot(page, '04-projection');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await stage(page).getByText('Quick wins', { exact: true }).waitFor();
    await screenshot(page, '05-matrix');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await stage(page).getByText('S2 2028', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, '06-calendar');

    // Present, then Escape: the slide alone over the whole screen, then back, the focus on Present.
    await list.getByRole('button', { name: '3. Selected actions', exact: true }).click();
    const present = page.getByRole('button', { name: 'Present', exact: true });
    await present.click();
    await expect.poll(() => stage(page).getAttribute('data-presenting')).not.toBeNull();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('slide') === '4');
    const box = await stage(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    await screenshot(page, '07-present');
    await page.keyboard.press('Escape');
    await expect.poll(() => stage(page).getAttribute('data-presenting')).toBeNull();
    await expect.poll(() => present.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(slideParam(page)).toBe('4');

    // The PDF: one 1122 × 794 page per slide.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`${planName}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(7);
    const link = await call('decarbonizationPlan.downloadSlides', { planUuid }, await tokenOf('client'));
    expect(link.contentType).toBe('application/pdf');

    // A slide beyond the deck shows the first.
    await page.goto(`/decarbonization/${planUuid}/slides?slide=99`);
    await page.getByRole('region', { name: 'Slide 1 of 7: Cover', exact: true }).waitFor();
  });

  it('present over the whole window where the browser refuses full screen, Escape leaving', async () => {
    if (projectUuid === null) throw new Error('The first test made the plan');
    const project = await call('project.get', { uuid: projectUuid }, await tokenOf('analyst'));
    const page = await browser.newPage();
    // A browser (or a frame) without the Fullscreen API.
    await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
    await signIn(page, 'client');
    await page.goto(`/decarbonization/${project.moduleUuid ?? ''}/slides?slide=5`);
    const present = page.getByRole('button', { name: 'Present', exact: true });
    await present.click();
    await expect.poll(() => stage(page).getAttribute('data-presenting')).toBe('overlay');
    expect(await stage(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Leave the presentation', exact: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.get('slide') === '4');
    await animationsSettled(page);
    await screenshot(page, '09-present-overlay');
    await page.keyboard.press('Escape');
    await expect.poll(() => stage(page).getAttribute('data-presenting')).toBeNull();
    await expect.poll(() => present.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('speak the plan’s language with the viewer’s controls in the reader’s', async () => {
    if (projectUuid === null) throw new Error('The first test made the plan');
    const project = await call('project.get', { uuid: projectUuid }, await tokenOf('analyst'));
    const page = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(page, 'client');
    await page.goto(`/decarbonization/${project.moduleUuid ?? ''}/slides?slide=3`);
    await page.getByRole('region', { name: 'Diapositive 3 sur 7\u00a0: Selected actions', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Présenter', exact: true }).waitFor();
    await animationsSettled(page);
    // The preview list scrolls on its own; the page never sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
    await expectAccessible(page, 'the slide viewer in French on a phone');
    await screenshot(page, '08-phone-fr');
  });
});
