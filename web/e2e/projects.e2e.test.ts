/**
 * The consultants' projects: the list with its filters in the address and the 4-month warning,
 * a project's panel where ticking a step moves the status (its lock first), and the creation of
 * a project whose module the client then sees on its home.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverMessageTexts } from '@cairn/shared/errorMessages';
import { labelOf } from '@cairn/shared/labels';
import { enProjects } from '../src/i18n/messages/projects.ts';
import { animationsSettled, screenshot, signIn, toast, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();
const text = enProjects;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

async function openProjects(page: Page, query = ''): Promise<void> {
  await signIn(page, 'analyst');
  await page.goto(`/projects${query}`);
  // An open dialog hides the page behind it from assistive technology, its heading included.
  if (!query.includes('create')) await page.getByRole('heading', { level: 1, name: text['projects.page.title'], exact: true }).waitFor();
}

const projectButton = (page: Page, client: string, name: string) => page.getByRole('button', { name: fill(text['projects.list.open'], { name: `${client} – ${name}` }), exact: true });

describe('the projects list', () => {
  it('lists the book with the 4-month warning, and keeps its filters in the address', async () => {
    const page = await browser.newPage();
    await openProjects(page);
    const late = projectButton(page, 'Transports Vallée du Rhône', 'Bilan carbone 2025');
    await late.waitFor();
    const row = page.locator('tr', { has: late });
    expect(await visibleText(row)).toContain(text['projects.list.outdated']);
    await animationsSettled(page);
    await screenshot(page, '01-list');

    await page.getByRole('combobox', { name: text['projects.filter.type'] }).selectOption('LIGHT_REVIEW');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('LIGHT_REVIEW');
    await expect.poll(() => page.locator('tr[data-project-row]').count()).toBe(1);
    await page.getByRole('checkbox', { name: text['projects.filter.outdated'] }).check({ force: true });
    await page.getByText(text['projects.page.empty']).waitFor();
    await page.getByRole('button', { name: text['projects.filter.clear'], exact: true }).click();
    await late.waitFor();

    // A reload of a filtered address shows the same list.
    await page.goto('/projects?frigo=true');
    await projectButton(page, 'Atelier Mécanique du Jura', fill(text['projects.list.unnamed'], { type: text['projects.type.LIGHT_REVIEW'], year: '2025' })).waitFor();
    expect(await page.locator('tr[data-project-row]').count()).toBe(1);
  });
});

describe('a project’s steps', () => {
  it('refuses the onboarding call before its notes, then ticking it moves the status, and unticking goes back', async () => {
    const page = await browser.newPage();
    await openProjects(page);
    await projectButton(page, 'Transports Vallée du Rhône', 'Bilan carbone 2025').click();
    const panel = page.getByRole('dialog');
    const status = panel.locator('[data-project-status]');
    await expect.poll(() => status.getAttribute('data-project-status')).toBe('ONBOARDING_CALL_FIXED');
    expect(new URL(page.url()).searchParams.get('open')).not.toBeNull();

    const onboarding = panel.getByRole('checkbox', { name: text['projects.step.onboardingCall'], exact: true });
    await onboarding.check({ force: true });
    // Staff are told a refusal's first issue, with the field it is on.
    await page.getByRole('region', { name: /notifications/i }).getByText(serverMessageTexts['server.project.onboardingNotesRequired']).waitFor();
    // The app's notice of the refusal shows before the step list redraws its boxes: the untick is waited for.
    await expect.poll(() => onboarding.isChecked()).toBe(false);

    await panel.getByRole('textbox', { name: text['projects.field.onboardingNotes'] }).fill('Two depots, one fleet, telematics export.');
    await panel.locator('form', { has: page.getByRole('textbox', { name: text['projects.field.onboardingNotes'] }) }).getByRole('button', { name: text['projects.panel.save'], exact: true }).click();
    await toast(page, text['projects.panel.saved']).first().waitFor();

    await onboarding.check({ force: true });
    await expect.poll(() => status.getAttribute('data-project-status')).toBe('PREPARE_DATA_COLLECTION');
    expect(await visibleText(status)).toBe(labelOf('projectStatus', 'PREPARE_DATA_COLLECTION', 'en'));
    await animationsSettled(page);
    await screenshot(page, '02-step-ticked');

    await onboarding.uncheck({ force: true });
    await expect.poll(() => status.getAttribute('data-project-status')).toBe('ONBOARDING_CALL_FIXED');

    // A meeting is planned on a day and a half-hour time; the day alone is marked as incomplete.
    const day = panel.getByLabel(fill(text['projects.step.date'], { step: text['projects.step.onboardingCall'] }), { exact: true });
    const time = panel.getByRole('combobox', { name: fill(text['projects.step.time'], { step: text['projects.step.onboardingCall'] }), exact: true });
    await day.fill('2026-03-02');
    await day.blur();
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    await animationsSettled(page);
    await screenshot(page, '03-meeting-without-time');
    await time.selectOption('09:30');
    await expect.poll(() => time.getAttribute('aria-invalid')).toBeNull();
    // Kept, once the steps' saves have landed: a reload of the same address shows the meeting as planned.
    await expect.poll(() => panel.getByRole('list', { name: text['projects.panel.steps'] }).getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    await page.reload();
    // The panel loads again first (a poll's own few seconds may not cover it on a busy machine).
    const reloadedTime = panel.getByRole('combobox', { name: fill(text['projects.step.time'], { step: text['projects.step.onboardingCall'] }), exact: true });
    await reloadedTime.waitFor();
    await expect.poll(() => reloadedTime.inputValue(), { timeout: 30_000 }).toBe('09:30');
    expect(await panel.getByLabel(fill(text['projects.step.date'], { step: text['projects.step.onboardingCall'] }), { exact: true }).inputValue()).toBe('2026-03-02');
    // A step that is not a meeting takes a day only.
    expect(await panel.getByRole('combobox', { name: fill(text['projects.step.time'], { step: text['projects.step.sendQuestions'] }) }).count()).toBe(0);

    // The footprint's own fields, as the seed set them.
    const periodStart = panel.getByLabel(text['projects.field.startDate']);
    await periodStart.scrollIntoViewIfNeeded();
    expect(await periodStart.inputValue()).toBe('2025-01-01');
    expect(await panel.getByLabel(text['projects.field.endDate']).inputValue()).toBe('2025-12-31');
    await panel.getByRole('checkbox', { name: text['projects.field.methodologyGHG'] }).waitFor({ state: 'attached' });
    await panel.getByRole('group', { name: text['projects.field.methodologies'] }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '03b-footprint-fields');

    // The plan of the same client goes with this footprint.
    const linkSelect = panel.getByRole('combobox', { name: text['projects.linked.add'] });
    await expect.poll(() => linkSelect.locator('option').allTextContents()).toContain('Plan de transition 2024-2030');
    await linkSelect.selectOption({ label: 'Plan de transition 2024-2030' });
    await panel.getByRole('button', { name: fill(text['projects.linked.remove'], { name: 'Plan de transition 2024-2030' }) }).waitFor();
  });
});

describe('opening a project', () => {
  it('creates the client’s module with it: the client then sees it among its ongoing projects', async () => {
    const page = await browser.newPage();
    await openProjects(page, '?create=true');
    const dialog = page.getByRole('dialog', { name: text['projects.create.title'] });
    await dialog.waitFor();

    // Refused first: no client, no period; each problem on its field.
    await dialog.getByRole('button', { name: text['projects.create.submit'], exact: true }).click();
    await expect.poll(() => dialog.getByRole('combobox', { name: text['projects.field.asset'] }).getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('searchbox', { name: text['projects.field.assetSearch'] }).fill('Atelier');
    const asset = dialog.getByRole('combobox', { name: text['projects.field.asset'] });
    await expect.poll(() => asset.locator('option').allTextContents()).toContain('Atelier Mécanique du Jura');
    await asset.selectOption({ label: 'Atelier Mécanique du Jura' });
    await dialog.getByRole('textbox', { name: text['projects.field.moduleName'] }).fill('Bilan carbone 2026');
    await dialog.getByLabel(text['projects.field.startDate']).fill('2026-01-01');
    await dialog.getByLabel(text['projects.field.endDate']).fill('2026-12-31');
    // The team: two added, the second made main by her star, then the first taken off again
    // (the analyst's own 'My modules' is read by the staff test, so she stays off this project).
    const addAssignee = dialog.getByRole('combobox', { name: text['projects.field.addAssignee'] });
    await addAssignee.selectOption({ label: 'Camille Laurent' });
    await addAssignee.selectOption({ label: 'Léa Dubois' });
    await dialog.getByRole('button', { name: fill(text['projects.field.makeMain'], { name: 'Léa Dubois' }) }).click();
    await dialog.getByRole('button', { name: fill(text['projects.field.isMain'], { name: 'Léa Dubois' }) }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '04-create');
    await dialog.getByRole('button', { name: fill(text['projects.field.removeAssignee'], { name: 'Camille Laurent' }) }).click();
    await expect.poll(() => dialog.getByRole('list', { name: text['projects.field.assignees'] }).getByRole('listitem').count()).toBe(1);
    await dialog.getByRole('button', { name: text['projects.create.submit'], exact: true }).click();
    await toast(page, text['projects.create.created']).waitFor();
    // The new project opens in its panel.
    await expect.poll(() => new URL(page.url()).searchParams.get('open')).toMatch(/^[0-9a-f-]{36}$/);
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: 'Bilan carbone 2026' }).waitFor();
    const team = panel.getByRole('list', { name: text['projects.field.assignees'] });
    await expect.poll(() => team.getByRole('listitem').allInnerTexts(), { timeout: 30_000 }).toEqual([expect.stringContaining('Léa Dubois')]);
    await team.getByRole('button', { name: fill(text['projects.field.isMain'], { name: 'Léa Dubois' }) }).waitFor();

    const client = await browser.newPage();
    await signIn(client, 'workshop');
    const ongoing = client.getByRole('region', { name: 'Ongoing projects' });
    await ongoing.getByRole('link', { name: /Bilan carbone 2026/ }).waitFor();
    await screenshot(client, '05-client-home');
  });
});
