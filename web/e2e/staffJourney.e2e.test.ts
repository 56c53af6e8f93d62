/**
 * A consultancy signs a new client, end to end, in one run: an analyst creates the client's
 * asset and invites its first user (who registers from the e-mailed link), opens a
 * CARBON_FOOTPRINT project for it (which creates the footprint the new user then sees on their
 * home), ticks the project's first steps and sees its status move, builds a draft report of
 * three formula entries on the footprint's staff page, delivers it, and the new user reads the
 * delivered report. Everything here is created by the test, so no other test reads it.
 *
 * The figures follow from the catalogue's 2024 values (French grid 0.033 kgCO2e/kWh, diesel
 * 3.07 kgCO2e/L, natural gas 0.215 kgCO2e/kWh); our texts come from the message catalogues.
 */
import { randomUUID } from 'node:crypto';
import { labelOf } from '@cairn/shared/labels';
import { describe, expect, it } from 'vitest';
import { enProjects } from '../src/i18n/messages/projects.ts';
import {
  addFormulaEntry,
  createCompanyAsset,
  deliverReport,
  invitationLink,
  inviteUser,
  openAssets,
  registerFromLink,
  reportTab,
  textbox,
  totalFigure,
} from './flows.ts';
import { animationsSettled, screenshot, signIn, toast, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();
/** A poll that waits on the server (a save, a search): longer than a poll's default second on a busy machine. */
const serverWait = { timeout: 30_000 };
const text = enProjects;

const factors = {
  grid: 'electricity.location.FR',
  diesel: 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10',
  gas: 'ademe-chauffage.FE.gaz',
} as const;

describe('signing a new client', () => {
  it('goes from a new asset and its invited user to a delivered footprint report the user reads', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');

    // The client: its asset, and its first user registered from the invitation.
    const assetName = `Fromagerie du Haut-Doubs ${randomUUID().slice(0, 6)}`;
    await openAssets(page);
    await createCompanyAsset(page, { name: assetName, sector: 'AGRIFOOD_INDUSTRIES', language: 'en' });
    const invitation = await inviteUser(page, `lucie.${randomUUID().slice(0, 6)}`);
    const link = await invitationLink(page, invitation, `Your Cairn account for ${assetName}`);
    const client = await registerFromLink(browser, link, 'Comte-du-Haut-Doubs!', assetName);

    // The project, which creates the client's footprint.
    const moduleName = 'Carbon footprint 2024';
    await page.goto('/projects?create=true');
    const dialog = page.getByRole('dialog', { name: text['projects.create.title'] });
    await dialog.getByRole('searchbox', { name: text['projects.field.assetSearch'] }).fill(assetName);
    const asset = dialog.getByRole('combobox', { name: text['projects.field.asset'] });
    await expect.poll(() => asset.locator('option').allTextContents(), { timeout: 30_000 }).toContain(assetName);
    await asset.selectOption({ label: assetName });
    expect(await dialog.getByRole('combobox', { name: text['projects.field.type'] }).inputValue()).toBe('CARBON_FOOTPRINT');
    await textbox(dialog, text['projects.field.moduleName']).fill(moduleName);
    await dialog.getByLabel(text['projects.field.startDate']).fill('2024-01-01');
    await dialog.getByLabel(text['projects.field.endDate']).fill('2024-12-31');
    await dialog.getByRole('button', { name: text['projects.create.submit'], exact: true }).click();
    await toast(page, text['projects.create.created']).waitFor();
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: moduleName }).waitFor();

    // The new user sees it at once on their home, with its first status.
    await client.reload();
    const ongoing = client.getByRole('region', { name: 'Ongoing projects' });
    const footprintLink = ongoing.getByRole('link', { name: new RegExp(moduleName) });
    await footprintLink.waitFor();
    expect(await visibleText(footprintLink)).toContain(labelOf('moduleStatus', 'DATA_COLLECTION', 'en'));

    // The first steps: the onboarding call (its notes first), then the questionnaires sent.
    const status = panel.locator('[data-project-status]');
    await expect.poll(() => status.getAttribute('data-project-status'), serverWait).toBe('QUOTE_SIGNED');
    const notes = panel.getByRole('textbox', { name: text['projects.field.onboardingNotes'] });
    await notes.fill('One dairy, two delivery vans, a gas-fired boiler.');
    // `has` looks inside each form, so the field is named from the page, not the panel.
    await panel.locator('form', { has: page.getByRole('textbox', { name: text['projects.field.onboardingNotes'] }) }).getByRole('button', { name: text['projects.panel.save'], exact: true }).click();
    await toast(page, text['projects.panel.saved']).first().waitFor();
    await panel.getByRole('checkbox', { name: text['projects.step.onboardingCall'], exact: true }).check({ force: true });
    await expect.poll(() => status.getAttribute('data-project-status'), serverWait).toBe('PREPARE_DATA_COLLECTION');
    await panel.getByRole('checkbox', { name: text['projects.step.sendQuestions'], exact: true }).check({ force: true });
    await expect.poll(() => status.getAttribute('data-project-status'), serverWait).toBe('ONGOING');
    expect(await visibleText(status)).toBe(labelOf('projectStatus', 'ONGOING', 'en'));
    await animationsSettled(page);
    await screenshot(page, '01-project-ongoing');

    // The footprint's staff page, from the project, and a draft of three formula entries.
    await panel.getByRole('link', { name: text['projects.panel.openModule'], exact: true }).click();
    await page.getByRole('heading', { level: 1, name: moduleName, exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Reporting', exact: true }).click();
    await page.getByRole('button', { name: 'New draft report', exact: true }).click();
    const draft = page.getByRole('dialog', { name: 'New draft report', exact: true });
    expect(await textbox(draft, 'Report name').inputValue()).toBe(moduleName);
    expect(await draft.getByRole('combobox', { name: 'Year', exact: true }).inputValue()).toBe('2024');
    await draft.getByRole('button', { name: 'Create the draft', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: moduleName, exact: true }).waitFor();

    // 210,000 kWh × 0.033 = 6,930; 5,000 L × 3.07 = 15,350; 90,000 kWh × 0.215 = 19,350 kgCO2e.
    const entries = [
      { label: 'Electricity, dairy', activity: '210000', unit: 'kWh', scope: 'Scope 2', factor: factors.grid, expected: '6,930 kgCO2e' },
      { label: 'Diesel, delivery vans', activity: '5000', unit: 'litre', ghg: '1.2 Mobile combustion', factor: factors.diesel, expected: '15,350 kgCO2e' },
      { label: 'Natural gas, boiler', activity: '90000', unit: 'kWh', factor: factors.gas, expected: '19,350 kgCO2e' },
    ];
    for (const { factor, ...entry } of entries) await addFormulaEntry(page, { ...entry, formula: `q.activity * ef["${factor}"]` });
    // 6,930 + 15,350 + 19,350 = 41,630 kgCO2e.
    await page.getByText('2024 · 3 entries · total 41.6 tCO2e', { exact: true }).waitFor();
    const bar = page.getByRole('region', { name: 'Draft', exact: true });
    await bar.getByRole('button', { name: 'Save the draft', exact: true }).click();
    await bar.getByText('All changes saved', { exact: true }).waitFor();
    await reportTab(page, moduleName, 'Preview').click();
    expect(await visibleText(totalFigure(page))).toBe('41.6 tCO2e');
    await deliverReport(page, moduleName);
    await animationsSettled(page);
    await screenshot(page, '02-delivered');

    // The new user reads the delivered report from their menu: their only footprint opens at once.
    await client.reload();
    await client.getByRole('navigation', { name: 'Main menu', exact: true }).getByRole('link', { name: 'Carbon footprint', exact: true }).click();
    await client.getByRole('heading', { level: 2, name: moduleName, exact: true }).waitFor();
    await totalFigure(client).waitFor();
    expect(await visibleText(totalFigure(client))).toBe('41.6 tCO2e');
    await animationsSettled(client);
    await screenshot(client, '03-client-reads-report');
  });
});
