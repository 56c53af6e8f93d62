/**
 * The web app under its Content-Security-Policy (shared/src/securityHeaders.ts), as the local
 * stack serves it: the headers come with the page, and the pages that use what a policy can
 * break (runtime styles, charts, images, the websocket, a file download) report no violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/**
 * Collects what the browser refused: `securitypolicyviolation` events (recorded in the page
 * from its first script on) and the console errors Chromium writes for each refusal.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

describe('the Content-Security-Policy', () => {
  it('comes with the page and its files, with frame and sniffing protection', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/login');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets a client use the app without a single violation: sign-in, home, a report dashboard, resources', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    try {
      await page.goto('/login');
      await signIn(page, 'client');
      // A delivered report: its dashboard's figures and charts, once everything has loaded.
      await page.goto(`/carbon-footprint/${uuidOf.module('client-cf-2024')}`);
      await page.getByRole('button', { name: 'Share page', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.goto('/resources');
      await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    } finally {
      // Also when a step failed: a refused script or style is then the likely cause.
      expect(await violations()).toEqual([]);
    }
  });

  it('lets a visitor read a shared report, and staff use the catalogue, without a violation', async () => {
    const staff = await browser.newPage();
    const violations = await watchViolations(staff);
    await staff.goto('/login');
    await signIn(staff, 'analyst');
    await staff.goto('/admin');
    await staff.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    expect(await violations()).toEqual([]);
    // The public report page exists only once shared; whatever it answers, nothing is refused.
    const visitor = await browser.newPage();
    const visitorViolations = await watchViolations(visitor);
    await visitor.goto(`/carbon-footprint-report/${demoReportUuid(2024)}`);
    await visitor.locator('main, [role="alert"], h1').first().waitFor();
    expect(await visitorViolations()).toEqual([]);
  });
});
