/**
 * Who else is editing a field, end to end: two analysts open the same emission factor's edit
 * page, Camille in English and Léa in French, each in a browser context of her own. When one
 * focuses a field, the other sees her avatar beside that field's label without a reload (the
 * change is pushed over the websocket); it goes when she leaves the field, and when she closes
 * her page. Nothing is saved: the factor is the seed's, left as it was.
 */
import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enEditing } from '../src/i18n/messages/editing.ts';
import { frEditing } from '../src/i18n/messages/editing.fr.ts';
import { enCatalogueForms } from '../src/i18n/messages/catalogueForms.ts';
import { frCatalogueForms } from '../src/i18n/messages/catalogueForms.fr.ts';
import { animationsSettled, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
/** A simple factor of the seeded catalogue, with a value history. */
const factorName = 'ademe.transport.transports-commun.bus.impact-par-km.gazole';

const fill = (template: unknown, values: Record<string, string>) => String(template).replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');
const avatarsNaming = (page: Page, label: string) => page.getByRole('img', { name: label, exact: true });

/**
 * Resolves once the page's channel has told it its connection id: from then on, what the page
 * says it edits is tied to that connection, and closing the page ends it.
 */
function connectionKnown(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket: WebSocket) => {
      if (new URL(socket.url()).pathname !== '/api/events') return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"connection"')) resolve();
      });
    });
  });
}

/** The edit page's address of the seeded factor, found as an analyst finds it: by searching the list. */
async function factorEditPath(page: Page): Promise<string> {
  await page.goto(`/emission-factors?q=${encodeURIComponent(factorName)}`);
  await page.getByRole('main').getByRole('link', { name: factorName, exact: true }).click();
  await page.waitForURL((url) => /^\/emission-factors\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: factorName, exact: true }).waitFor();
  return `${new URL(page.url()).pathname}/edit`;
}

async function openForm(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

describe('who else is editing', () => {
  it("shows an analyst's avatar beside the field she edits to another analyst, live, until she leaves it or closes her page", async () => {
    const camille = await browser.newPage();
    const lea = await browser.newPage({ language: 'fr' });
    const camilleConnected = connectionKnown(camille);
    const leaConnected = connectionKnown(lea);
    await Promise.all([signIn(camille, 'analyst'), signIn(lea, 'pm')]);
    await Promise.all([camilleConnected, leaConnected]);

    const path = await factorEditPath(camille);
    await Promise.all([
      openForm(camille, path, fill(enCatalogueForms['catalogue.form.editTitle'], { name: factorName })),
      openForm(lea, path, fill(frCatalogueForms['catalogue.form.editTitle'], { name: factorName })),
    ]);
    // A reload would also show the avatar: count page loads to prove there was none.
    let leaLoads = 0;
    lea.on('load', () => (leaLoads += 1));

    const camilleInFrench = avatarsNaming(lea, fill(frEditing['editing.avatars.label'], { names: 'Camille Laurent' }));
    const leaInEnglish = avatarsNaming(camille, fill(enEditing['editing.avatars.label'], { names: 'Léa Dubois' }));
    const nameOnCamillePage = camille.getByRole('textbox', { name: enCatalogueForms['catalogue.form.name'], exact: true });

    // Camille edits the name: Léa sees her initials beside « Nom », and Camille does not see herself.
    await nameOnCamillePage.click();
    await camilleInFrench.waitFor();
    await expect.poll(() => camille.getByTestId('editing-avatars').count()).toBe(0);
    expect(await camilleInFrench.textContent()).toBe('CL');
    const nameField = lea.getByRole('textbox', { name: frCatalogueForms['catalogue.form.name'], exact: true });
    // Beside the name's label, above its input.
    const [avatarBox, inputBox] = await Promise.all([camilleInFrench.boundingBox(), nameField.boundingBox()]);
    expect(avatarBox!.y + avatarBox!.height).toBeLessThanOrEqual(inputBox!.y + 1);
    expect(avatarBox!.x + avatarBox!.width).toBeLessThanOrEqual(inputBox!.x + inputBox!.width + 1);
    await animationsSettled(lea);
    await screenshot(lea, '01-fr-camille-edits-the-name');

    // Resting the pointer on her avatar says who and since when.
    await camilleInFrench.locator(':scope > *').first().hover();
    const tooltip = lea.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/^Camille Laurent, en train de modifier depuis \d{2}:\d{2}$/);
    await animationsSettled(lea);
    await screenshot(lea, '02-fr-tooltip');
    await lea.mouse.move(0, 0);

    // She tabs on to the next field: the name is no longer being edited.
    await nameOnCamillePage.press('Tab');
    await camilleInFrench.waitFor({ state: 'detached' });

    // Léa edits the value history (a whole section): Camille, in English, sees her beside its title.
    await lea.getByRole('group', { name: 'Valeur 1', exact: true }).getByRole('textbox', { name: 'Source', exact: true }).click();
    await leaInEnglish.waitFor();
    expect(await leaInEnglish.textContent()).toBe('LD');
    // Moving inside the section is still editing it.
    await lea.keyboard.press('Tab');
    await animationsSettled(camille);
    await screenshot(camille, '03-en-lea-edits-the-values');
    expect(await leaInEnglish.count()).toBe(1);
    const heading = camille.getByRole('heading', { level: 2, name: enCatalogueForms['catalogue.form.values'], exact: true });
    const [valuesAvatarBox, headingBox] = await Promise.all([leaInEnglish.boundingBox(), heading.boundingBox()]);
    expect(Math.abs(valuesAvatarBox!.y + valuesAvatarBox!.height / 2 - (headingBox!.y + headingBox!.height / 2))).toBeLessThan(12);

    // Camille edits the name again, then closes her page without leaving the field.
    await nameOnCamillePage.click();
    await camilleInFrench.waitFor();
    await camille.close();
    await camilleInFrench.waitFor({ state: 'detached' });
    await screenshot(lea, '04-fr-camille-gone');
    expect(leaLoads).toBe(0);
  });
});
