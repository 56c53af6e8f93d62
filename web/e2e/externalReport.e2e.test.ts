/**
 * The client's page of an external carbon footprint (`/external-report/$uuid`): the demo
 * workshop's 2023 footprint by its provider, as its own user reads it.
 */
import { describe, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { enExternalReport } from '../src/i18n/messages/externalReport.ts';
import { frExternalReport } from '../src/i18n/messages/externalReport.fr.ts';
import { screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A message of the page in either language: the user's own setting decides which. */
const either = (key: keyof typeof enExternalReport) => new RegExp(`^(${enExternalReport[key]}|${frExternalReport[key]})$`);

describe('an external carbon footprint', () => {
  it('shows its total, its ratios and its scopes to the asset’s own user', async () => {
    const page = await browser.newPage();
    await signIn(page, 'workshop');
    await page.goto(`/external-report/${uuidOf.module('investee2-ext-2023')}`);
    await page.getByText(either('externalReport.summary.total')).waitFor();
    await page.getByText(either('externalReport.summary.perEmployee')).waitFor();
    await page.getByRole('heading', { name: either('externalReport.scopes.title') }).waitFor();
    await screenshot(page, '01-external-report');
  });
});
