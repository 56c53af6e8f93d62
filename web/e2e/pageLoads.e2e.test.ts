/**
 * What one page load asks of the server: one page-view event, one read of each answer the page
 * needs, whatever the build: with React's development checks (StrictMode runs effects twice,
 * as in the browser tests' build when vitest's NODE_ENV=test reaches it) as in production.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** The API calls the page makes from now on, by procedure, with the event type of analytics calls. */
function recordCalls(page: Page): { procedure: string; eventType: string | null }[] {
  const calls: { procedure: string; eventType: string | null }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const procedure = url.pathname.slice('/api/'.length);
    let eventType: string | null = null;
    if (procedure === 'analytics.event') eventType = (JSON.parse(request.postData() ?? '{}') as { event?: { type?: string } }).event?.type ?? null;
    calls.push({ procedure, eventType });
  });
  return calls;
}

const count = (calls: { procedure: string; eventType: string | null }[], procedure: string, eventType: string | null = null) =>
  calls.filter((call) => call.procedure === procedure && (eventType === null || call.eventType === eventType)).length;

describe('one page load', () => {
  it('sends one page view and reads the dashboard once', async () => {
    const page = await browser.newPage();
    await signIn(page, 'client');
    const calls = recordCalls(page);
    await page.goto('/resources');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(count(calls, 'analytics.event', 'page-view')).toBe(1);
    expect(count(calls, 'dashboard.get')).toBe(1);

    // Following a menu entry is one more page view, not two.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('region', { name: 'Ongoing projects' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(count(calls, 'analytics.event', 'page-view')).toBe(2);
  });

  it('reads a shared report once on its public page, and counts one visit and one page view', async () => {
    // The client shares its 2023 report, and revokes the link afterwards.
    const owner = await browser.newPage();
    await signIn(owner, 'client');
    const reportUuid = demoReportUuid(2023);
    await owner.goto(`/carbon-footprint/${uuidOf.module('client-cf-2023')}/${reportUuid}`);
    await owner.getByRole('button', { name: 'Share page', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share this report' });
    await dialog.getByRole('button', { name: 'Create link', exact: true }).click();
    const link = dialog.getByRole('textbox', { name: 'Public link', exact: true });
    try {
      await link.waitFor();
      const visitor = await browser.newPage();
      const calls = recordCalls(visitor);
      await visitor.goto(await link.inputValue());
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      await visitor.getByRole('button', { name: /, how Total emissions is computed$/ }).waitFor();
      await visitor.waitForLoadState('networkidle');
      expect(count(calls, 'carbonFootprintReport.get.public')).toBe(1);
      expect(count(calls, 'analytics.event', 'page-view')).toBe(1);
      expect(count(calls, 'analytics.event', 'public-cf-visited')).toBe(1);
    } finally {
      await dialog.getByRole('button', { name: 'Revoke link', exact: true }).click();
      await dialog.getByText('The report is not shared.', { exact: true }).waitFor();
    }
  });
});
