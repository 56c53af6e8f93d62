/**
 * No serious barrier on the built pages (WCAG 2.1 A and AA, as axe-core checks them), in
 * English and in French: sign-in, the client's and the institution's home, resources, the
 * footprint list, a report's dashboard, the comparison, a public report, the admin home, the
 * emission-factor list and a factor, hypotheses, units, question templates, select lists and the survey catalogue, the staff footprint
 * page with a draft's entries, settings and preview, the asset list and an asset's tabs.
 */
import type { Language } from '@cairn/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoDraftReportUuid } from '@cairn/scripts/seed/draftReport.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { frReports } from '../src/i18n/messages/reports.fr.ts';
import { enReports } from '../src/i18n/messages/reports.ts';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const languages: Language[] = ['en', 'fr'];
const shareWords = {
  en: { share: enReports['reports.share.button'], create: enReports['reports.share.create'], revoke: enReports['reports.share.revoke'], notShared: enReports['reports.share.notShared'] },
  fr: { share: frReports['reports.share.button'], create: frReports['reports.share.create'], revoke: frReports['reports.share.revoke'], notShared: frReports['reports.share.notShared'] },
};

/** Opens `path` and waits until its main heading is there and nothing is loading. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

describe.each(languages)('every page is accessible (%s)', (language) => {
  it('sign-in', async () => {
    const page = await browser.newPage({ language });
    await visit(page, '/login');
    await expectAccessible(page, `sign-in (${language})`);
  });

  it("the client's pages: home, resources, the footprint list, a report, the comparison and the public report", async () => {
    const page = await browser.newPage({ language });
    await signIn(page, 'client');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the client's home (${language})`);
    for (const path of [
      '/resources',
      '/carbon-footprint',
      `/carbon-footprint/${uuidOf.module('client-cf-2024')}/${demoReportUuid(2024)}`,
      `/report-comparison/${demoReportUuid(2024)}`,
    ]) {
      await visit(page, path);
      await expectAccessible(page, `${path} (${language})`);
    }

    // The public report: shared for the visit, its link revoked afterwards.
    await visit(page, `/carbon-footprint/${uuidOf.module('client-cf-2023')}/${demoReportUuid(2023)}`);
    await page.getByRole('button', { name: shareWords[language].share, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: shareWords[language].create, exact: true }).click();
    const link = await dialog.getByRole('textbox').inputValue();
    try {
      const visitor = await browser.newPage({ language });
      await visit(visitor, link);
      await expectAccessible(visitor, `the public report (${language})`);
    } finally {
      await dialog.getByRole('button', { name: shareWords[language].revoke, exact: true }).click();
      await dialog.getByText(shareWords[language].notShared, { exact: true }).waitFor();
    }
  });

  it("the institution's home", async () => {
    const page = await browser.newPage({ language });
    await signIn(page, 'fi');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the institution's home (${language})`);
  });

  it('the admin home, the emission factors, a factor, hypotheses, units, question templates, select lists, the survey catalogue and the action cards', async () => {
    const page = await browser.newPage({ language });
    await signIn(page, 'analyst');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the admin home (${language})`);
    await visit(page, '/emission-factors');
    await expectAccessible(page, `the emission factors (${language})`);
    await page.getByRole('main').getByRole('link', { name: /empreinte-production-mix-electrique-europe$/ }).first().click();
    await page.getByRole('heading', { level: 1, name: /empreinte-production-mix-electrique-europe$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `a factor (${language})`);
    for (const path of ['/hypotheses', '/units', '/questions', '/templates', '/select-lists', '/survey-questions', '/survey-templates', '/action-cards', '/images']) {
      await visit(page, path);
      await expectAccessible(page, `${path} (${language})`);
    }
  });

  it("the staff footprint page: a draft's entries, settings and preview", async () => {
    const page = await browser.newPage({ language });
    await signIn(page, 'analyst');
    const path = `/carbon-footprints/${uuidOf.module('investee-cf-2024')}?reportUuid=${demoDraftReportUuid}`;
    // Each tab once what it shows is drawn: the entries' table, the settings' fields, the preview's charts.
    const drawn = { ENTRIES: page.getByRole('table').last(), SETTINGS: page.getByRole('textbox').first(), PREVIEW: page.locator('canvas').first() };
    for (const [tab, shown] of Object.entries(drawn)) {
      await visit(page, `${path}&reportTab=${tab}`);
      await shown.waitFor();
      await expectAccessible(page, `the staff footprint page, ${tab} (${language})`);
    }
  });

  it("the asset list and an asset's tabs", async () => {
    const page = await browser.newPage({ language });
    await signIn(page, 'sales');
    const asset = `/assets/${uuidOf.asset('client')}`;
    for (const path of ['/assets', asset, `${asset}?tab=MODULES`, `${asset}?tab=SUBENTITIES`, `${asset}?tab=USERS`, `/assets/${uuidOf.asset('investee2')}?tab=EXTERNAL`]) {
      await visit(page, path);
      await expectAccessible(page, `${path} (${language})`);
    }
  });
});
