/**
 * The action cards and their image library (/images, /action-cards): an analyst reaches them
 * from the sidebar, uploads a picture (converted to a 100 px webp in the browser), creates a card
 * with a parameter and a formula whose p. typo is refused on its field before anything is sent,
 * finds it by search, edits it (asked 'Discard changes?' on Escape), meets the refusal to delete
 * an image a card shows, and deletes both; then the pages in French. What the test creates is its
 * own, named with a random tag, and gone at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enActionCards } from '../src/i18n/messages/actionCards.ts';
import { frActionCards } from '../src/i18n/messages/actionCards.fr.ts';
import { expectAccessible } from './axe.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enActionCards;

const say = (message: string, params: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });
const group = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });

/** The rows of the table named `label` as their cells' text, whitespace collapsed, the picture and actions' cells left out. */
function rowsOf(page: Page, label: string): Promise<string[][]> {
  return page
    .getByRole('region', { name: label, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(1, -1).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
}

async function rowsIfShown(page: Page, label: string): Promise<string[][]> {
  if ((await page.getByRole('region', { name: label, exact: true }).count()) === 0) return [];
  return rowsOf(page, label);
}

/** A picture as a camera or a drawing tool would give it: a 240 × 160 PNG, drawn by the browser itself. */
async function pngPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#87ceeb';
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#2f6f3e';
    context.fillRect(0, 110, 240, 50);
    context.fillStyle = '#f5c542';
    context.beginPath();
    context.arc(190, 40, 22, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

describe('the action cards and their images', () => {
  it('lets an analyst upload an image, build a card on it, find, edit and delete both', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    const tag = `t${randomUUID().slice(0, 6)}`;
    const adminNav = page.getByRole('navigation', { name: 'Admin sections' });

    // The library, under Action cards in the sidebar.
    await adminNav.getByRole('link', { name: 'Images', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['images.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/images');
    expect(await page.title()).toBe('Images · Cairn admin');

    await button(page, text['images.page.new']).click();
    const upload = page.getByRole('dialog', { name: text['images.dialog.createTitle'], exact: true });
    // Nothing chosen yet: the picture is required, on its own field.
    await textbox(upload, text['images.dialog.name']).fill(`Solar roof ${tag}`);
    await button(upload, text['images.dialog.save']).click();
    await upload.getByRole('alert').filter({ hasText: 'Required' }).waitFor();
    await upload.locator('input[type=file]').setInputFiles({ name: 'solar-roof.png', mimeType: 'image/png', buffer: await pngPicture(page) });
    await upload.getByText(/^Ready: 100 × 67 pixels/).waitFor();
    await textbox(upload, text['images.dialog.keywords']).fill('énergie, solar, roof');
    await upload.getByRole('img', { name: `Preview of Solar roof ${tag}` }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the image upload');
    await screenshot(page, 'cards-01-upload');
    await textbox(upload, text['images.dialog.keywords']).press('Enter');
    await toast(page, text['images.dialog.created']).waitFor();
    await upload.waitFor({ state: 'hidden' });

    // Found by a keyword, accents aside.
    await page.getByRole('searchbox', { name: text['images.page.search'], exact: true }).fill(`energie`);
    await page.waitForURL((url) => url.searchParams.get('q') === 'energie');
    await expect.poll(async () => (await rowsOf(page, text['images.table.label'])).find((cells) => cells[0]!.startsWith(`Solar roof ${tag}`)), { timeout: 30_000 }).toEqual([
      `Solar roof ${tag} énergie solar roof`,
      text['images.table.unused'],
    ]);
    // The stored picture is a webp, served by the image route.
    const thumbnail = page.getByRole('region', { name: text['images.table.label'], exact: true }).locator('tbody tr', { hasText: `Solar roof ${tag}` }).locator('img');
    const src = await thumbnail.getAttribute('src');
    expect(src).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.webp$/);
    const served = await page.request.get(src!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect((await served.body()).subarray(8, 12).toString('ascii')).toBe('WEBP');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(100);
    await animationsSettled(page);
    await expectAccessible(page, 'the image library');
    await screenshot(page, 'cards-02-images');

    // A card on that image, with a parameter and a formula.
    await adminNav.getByRole('link', { name: 'Action cards', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['actionCards.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/action-cards');
    await button(page, text['actionCards.page.new']).click();
    const created = page.getByRole('dialog', { name: text['actionCards.dialog.createTitle'], exact: true });
    const name = `Install solar panels ${tag}`;
    await textbox(created, text['actionCards.dialog.nameEn']).fill(name);
    await textbox(created, text['actionCards.dialog.nameFr']).fill(`Installer des panneaux solaires ${tag}`);
    await textbox(created, text['actionCards.dialog.operationalCategoryEn']).fill('Buildings');
    await textbox(created, text['actionCards.dialog.operationalCategoryFr']).fill('Bâtiments');
    await textbox(created, text['actionCards.dialog.description']).fill('Cover the warehouse roof with photovoltaic panels.');
    await combobox(created, text['actionCards.dialog.image']).selectOption({ label: `Solar roof ${tag}` });
    await created.getByRole('img', { name: text['actionCards.dialog.imageAlt'] }).waitFor();

    await button(created, text['actionCards.dialog.addParameter']).click();
    const parameter = group(created, say(text['actionCards.dialog.parameter'], { number: 1 }));
    await expect.poll(() => textbox(parameter, text['actionCards.dialog.parameterName']).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('y');
    await textbox(parameter, text['actionCards.dialog.parameterLabel']).fill('Electricity produced per year');
    await textbox(parameter, text['actionCards.dialog.parameterUnit']).fill('kWh');
    await textbox(parameter, text['actionCards.dialog.parameterDefault']).fill('42 000');

    await button(created, text['actionCards.dialog.addFormula']).click();
    const formula = group(created, say(text['actionCards.dialog.formula'], { number: 1 }));
    await expect.poll(() => textbox(formula, text['actionCards.dialog.formulaLabel']).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Grid electricity avoided');
    await combobox(formula, text['actionCards.dialog.formulaScope']).selectOption({ label: 'Scope 2' });
    await combobox(formula, text['actionCards.dialog.formulaGhgCategory']).selectOption('PURCHASED_ELECTRICITY');
    // A typo in the parameter's name: refused on the expression, before anything is sent.
    await textbox(formula, text['actionCards.dialog.formulaExpression']).fill('ef.x * p.z');
    await button(created, text['actionCards.dialog.save']).click();
    await formula.getByText('Not a parameter of this card: p.z', { exact: true }).waitFor();
    await expect.poll(() => textbox(formula, text['actionCards.dialog.formulaExpression']).evaluate((element) => element === document.activeElement)).toBe(true);
    await formula.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await expectAccessible(page, 'the action card editor');
    await screenshot(page, 'cards-03-typo');
    await textbox(formula, text['actionCards.dialog.formulaExpression']).fill('ef.x * p.y');
    await textbox(created, text['actionCards.dialog.nameEn']).press('Enter');
    await toast(page, text['actionCards.dialog.created']).waitFor();
    await created.waitFor({ state: 'hidden' });

    // Found by search, in its operational category too.
    await page.getByRole('searchbox', { name: text['actionCards.page.search'], exact: true }).fill(`solar panels ${tag}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `solar panels ${tag}`);
    await expect.poll(() => rowsIfShown(page, text['actionCards.table.label']), { timeout: 30_000 }).toEqual([[`${name} Quantitative`, 'Buildings', '1 parameter 1 formula']]);
    await animationsSettled(page);
    await expectAccessible(page, 'the action cards');
    await screenshot(page, 'cards-04-list');

    // Edit: Escape with changes asks first; keeping them goes back to the form.
    await button(page, say(text['actionCards.table.edit'], { name })).click();
    const edited = page.getByRole('dialog', { name: say(text['actionCards.dialog.editTitle'], { name }), exact: true });
    await expect.poll(() => textbox(edited, text['actionCards.dialog.nameEn']).inputValue()).toBe(name);
    expect(await textbox(group(edited, say(text['actionCards.dialog.parameter'], { number: 1 })), text['actionCards.dialog.parameterDefault']).inputValue()).toBe('42000');
    await combobox(edited, text['actionCards.dialog.type']).selectOption({ label: text['actionCards.type.QUALITATIVE'] });
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await discard.waitFor({ state: 'hidden' });
    await textbox(edited, text['actionCards.dialog.nameEn']).press('Enter');
    await toast(page, text['actionCards.dialog.updated']).waitFor();
    await edited.waitFor({ state: 'hidden' });
    await expect.poll(() => rowsIfShown(page, text['actionCards.table.label'])).toEqual([[`${name} Qualitative`, 'Buildings', '1 parameter 1 formula']]);

    // The image a card shows cannot go; once the card is gone, it can.
    await page.goto(`/images?q=${tag}`);
    await expect.poll(async () => (await rowsIfShown(page, text['images.table.label']))[0]?.[1], { timeout: 30_000 }).toBe('1 action card');
    await button(page, say(text['images.table.delete'], { name: `Solar roof ${tag}` })).click();
    let confirm = page.getByRole('alertdialog', { name: text['images.delete.title'], exact: true });
    await button(confirm, text['images.delete.confirm']).click();
    await confirm.getByText('This image is shown by 1 action card: give that card another image before deleting it').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'cards-05-image-in-use');
    await button(confirm, text['images.delete.cancel']).click();

    await page.goto(`/action-cards?q=${tag}`);
    await button(page, say(text['actionCards.table.delete'], { name })).click();
    confirm = page.getByRole('alertdialog', { name: text['actionCards.delete.title'], exact: true });
    await button(confirm, text['actionCards.delete.confirm']).click();
    await toast(page, text['actionCards.delete.done']).waitFor();
    await page.getByText(text['actionCards.page.noMatch'], { exact: true }).waitFor();

    await page.goto(`/images?q=${tag}`);
    await expect.poll(async () => (await rowsIfShown(page, text['images.table.label']))[0]?.[1], { timeout: 30_000 }).toBe(text['images.table.unused']);
    await button(page, say(text['images.table.delete'], { name: `Solar roof ${tag}` })).click();
    confirm = page.getByRole('alertdialog', { name: text['images.delete.title'], exact: true });
    await button(confirm, text['images.delete.confirm']).click();
    await toast(page, text['images.delete.done']).waitFor();
    await page.getByText(text['images.page.noMatch'], { exact: true }).waitFor();
  });

  it('speaks French', async () => {
    const words = (key: keyof typeof frActionCards) => frActionCards[key] as string;
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    const adminNav = page.getByRole('navigation', { name: 'Sections de l’administration' });
    await adminNav.getByRole('link', { name: 'Fiches actions', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: words('actionCards.page.title'), exact: true }).waitFor();
    await button(page, words('actionCards.page.new')).click();
    const created = page.getByRole('dialog', { name: words('actionCards.dialog.createTitle'), exact: true });
    await textbox(created, words('actionCards.dialog.nameEn')).fill(`Réduire le chauffage ${randomUUID().slice(0, 6)}`);
    await button(created, words('actionCards.dialog.addFormula')).click();
    const formula = group(created, say(words('actionCards.dialog.formula'), { number: 1 }));
    await textbox(formula, words('actionCards.dialog.formulaLabel')).fill('Gaz évité');
    await combobox(formula, words('actionCards.dialog.formulaGhgCategory')).selectOption('STATIONARY_COMBUSTION');
    await textbox(formula, words('actionCards.dialog.formulaExpression')).fill('q.gaz * ef.x');
    await button(created, words('actionCards.dialog.save')).click();
    await formula.getByText('Une formule d’action ne lit que ef., hyp. et p.', { exact: true }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the action card editor (fr)');
    await screenshot(page, 'cards-06-editor-fr');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await discard.waitFor();
    await button(discard, 'Abandonner').click();
    await created.waitFor({ state: 'hidden' });

    await adminNav.getByRole('link', { name: 'Images', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: words('images.page.title'), exact: true }).waitFor();
    await button(page, words('images.page.new')).click();
    const upload = page.getByRole('dialog', { name: words('images.dialog.createTitle'), exact: true });
    await upload.getByText(words('images.dialog.pictureHelp'), { exact: true }).waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the image upload (fr)');
    await screenshot(page, 'cards-07-upload-fr');
  });
});
