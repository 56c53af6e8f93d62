import { englishOf } from '@cairn/shared/errorMessages';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

/** A real 1×1 webp, as the browser's conversion sends it. */
const tinyWebp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const webpDataUrl = `data:image/webp;base64,${tinyWebp.toString('base64')}`;

/** A tag no other test uses, to find this test's rows among the others'. */
const tagged = (stem: string) => `${stem} ${randomUUID().slice(0, 8)}`;

const solarImage = (overrides: Record<string, unknown> = {}) => ({ name: tagged('Solar panels on a roof'), keywords: ['énergie', 'solar', ' Solar '], content: webpDataUrl, ...overrides });

/** LED lighting, with a number parameter and a formula over a factor and it. */
const ledCard = (overrides: Record<string, unknown> = {}) => ({
  nameEn: tagged('Switch to LED lighting'),
  nameFr: 'Passer à l’éclairage LED',
  description: 'Replace fluorescent tubes with LED panels in offices and warehouses.',
  baselineScenario: 'Fluorescent tubes throughout',
  operationalCategoryEn: 'Buildings',
  operationalCategoryFr: 'Bâtiments',
  type: 'QUANTITATIVE' as const,
  imageUuid: null,
  parameters: [{ name: 'kWhSaved', type: 'NUMBER' as const, label: 'Electricity saved per year', hint: 'From the lighting audit', unit: 'kWh', valueNumber: 12_000 }],
  formulas: [{ label: 'Electricity avoided', scope: 'TWO' as const, ghgCategory: 'PURCHASED_ELECTRICITY' as const, expression: '-ef.electricity_fr * p.kWhSaved' }],
  ...overrides,
});

const errorOf = (answer: { status: number; body: WireJson }) => ({ status: answer.status, code: answer.body.error?.code, issues: answer.body.error?.issues });

describe('the image library', () => {
  it('adds a webp image, serves it, finds it by name or keyword (case and accents aside), renames it and deletes it', async () => {
    const input = solarImage();
    const created = await api.ok('image.create', input, world.analyst);
    expect(created).toEqual({ uuid: expect.any(String), name: input.name, keywords: ['énergie', 'solar'], actionCardCount: 0, version: 1 });
    const served = await fetch(`${api.url}/api/images/${created.uuid}.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyWebp)).toBe(true);

    const tag = input.name.split(' ').at(-1)!;
    for (const search of [tag.toUpperCase(), 'ENERGIE']) {
      const rows: WireJson[] = await api.ok('image.list', { search }, world.analyst);
      expect(rows.map((row) => row.uuid)).toContain(created.uuid);
    }
    expect((await api.ok('image.list', { search: `wind ${tag}` }, world.analyst)).map((row: WireJson) => row.uuid)).not.toContain(created.uuid);

    const renamed = await api.ok('image.update', { uuid: created.uuid, expectedVersion: 1, name: `Rooftop ${tag}`, keywords: ['pv'] }, world.analyst);
    expect(renamed).toMatchObject({ name: `Rooftop ${tag}`, keywords: ['pv'], version: 2 });
    const stale = await api.call('image.update', { uuid: created.uuid, expectedVersion: 1, name: 'Late', keywords: [] }, world.analyst);
    expect(errorOf(stale)).toMatchObject({ status: 409, code: 'CONFLICT' });

    expect(errorOf(await api.call('image.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst))).toMatchObject({ status: 409, code: 'CONFLICT' });
    await api.ok('image.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst);
    expect((await fetch(`${api.url}/api/images/${created.uuid}.webp`)).status).toBe(404);
    expect(errorOf(await api.call('image.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a picture that is not webp by its bytes, whatever its data URL says, on its field, and stores nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const input = solarImage({ content: `data:image/webp;base64,${png.toString('base64')}` });
    const refused = await api.call('image.create', input, world.analyst);
    expect(errorOf(refused)).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      issues: [{ path: ['content'], message: englishOf('validation.message.pictureNotWebp'), key: 'validation.message.pictureNotWebp' }],
    });
    expect(await api.ok('image.list', { search: input.name }, world.analyst)).toEqual([]);
  });

  it('refuses too many or too long keywords on their fields', async () => {
    const many = await api.call('image.create', solarImage({ keywords: Array.from({ length: 21 }, (_, index) => `k${index}`) }), world.analyst);
    expect(errorOf(many)).toMatchObject({ status: 400, issues: [{ path: ['keywords'], key: 'validation.message.tooLong' }] });
    const long = await api.call('image.create', solarImage({ keywords: ['x'.repeat(41)] }), world.analyst);
    expect(errorOf(long)).toMatchObject({ status: 400, issues: [{ path: ['keywords', 0], key: 'validation.message.tooLong' }] });
  });
});

describe('action cards', () => {
  it('creates a card with its image, answers it whole, lists and finds it, edits it at its version and deletes it', async () => {
    const image = await api.ok('image.create', solarImage(), world.analyst);
    const input = ledCard({ imageUuid: image.uuid });
    const created = await api.ok('actionCard.create', input, world.analyst);
    expect(created).toEqual({
      ...input,
      uuid: expect.any(String),
      parameters: [{ ...input.parameters[0], valueText: null }],
      formulas: [{ ...input.formulas[0], uuid: expect.any(String) }],
      version: 1,
    });
    expect(await api.ok('actionCard.get', { uuid: created.uuid }, world.analyst)).toEqual(created);

    const tag = input.nameEn.split(' ').at(-1)!;
    const found: WireJson[] = await api.ok('actionCard.list', { search: `ECLAIRAGE LED` }, world.analyst);
    expect(found.find((row) => row.uuid === created.uuid)).toEqual({
      uuid: created.uuid,
      nameEn: input.nameEn,
      nameFr: input.nameFr,
      operationalCategoryEn: 'Buildings',
      operationalCategoryFr: 'Bâtiments',
      type: 'QUANTITATIVE',
      imageUuid: image.uuid,
      parameterCount: 1,
      formulaCount: 1,
      version: 1,
    });
    expect((await api.ok('image.list', { search: image.name }, world.analyst))[0].actionCardCount).toBe(1);

    const edited = await api.ok(
      'actionCard.update',
      { ...input, uuid: created.uuid, expectedVersion: 1, nameEn: `LED lighting ${tag}`, formulas: [...input.formulas, { label: 'Fewer replacements', scope: 'THREE', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', expression: 'ef.led_tube * 2' }] },
      world.analyst,
    );
    expect(edited.version).toBe(2);
    // The formula in place keeps its uuid; the new one gets its own.
    expect(edited.formulas[0].uuid).toBe(created.formulas[0].uuid);
    expect(edited.formulas[1].uuid).not.toBe(created.formulas[0].uuid);

    const stale = await api.call('actionCard.update', { ...input, uuid: created.uuid, expectedVersion: 1 }, world.analyst);
    expect(errorOf(stale)).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await api.call('actionCard.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst)).status).toBe(409);
    await api.ok('actionCard.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst);
    expect(errorOf(await api.call('actionCard.get', { uuid: created.uuid }, world.analyst))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Its image is free again.
    await api.ok('image.delete', { uuid: image.uuid, expectedVersion: 1 }, world.analyst);
  });

  it('refuses to delete an image a card shows, saying so, until the card shows another', async () => {
    const image = await api.ok('image.create', solarImage(), world.analyst);
    const other = await api.ok('image.create', solarImage(), world.analyst);
    const card = await api.ok('actionCard.create', ledCard({ imageUuid: image.uuid }), world.analyst);
    const refused = await api.call('image.delete', { uuid: image.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: refused.status, code: refused.body.error.code, message: refused.body.error.message }).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This image is shown by 1 action card: give that card another image before deleting it',
    });
    expect((await fetch(`${api.url}/api/images/${image.uuid}.webp`)).status).toBe(200);
    await api.ok('actionCard.update', { ...ledCard({ imageUuid: other.uuid }), uuid: card.uuid, expectedVersion: 1 }, world.analyst);
    await api.ok('image.delete', { uuid: image.uuid, expectedVersion: 1 }, world.analyst);
    expect((await api.call('image.delete', { uuid: other.uuid, expectedVersion: 1 }, world.analyst)).status).toBe(409);
  });

  it('refuses unknown p. names, foreign prefixes, bad scripts and an unknown image on their fields, and writes nothing', async () => {
    const input = ledCard({
      parameters: [{ name: 'y', type: 'NUMBER', label: 'Y' }],
      formulas: [
        { label: 'Typo', scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', expression: 'ef.x * p.z' },
        { label: 'Questionnaire', scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', expression: 'q.litres * ef.x' },
        { label: 'Broken', scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', expression: 'ef.x * (' },
      ],
    });
    const refused = await api.call('actionCard.create', input, world.analyst);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((issue: WireJson) => ({ path: issue.path, key: issue.key }))).toEqual([
      { path: ['formulas', 0, 'expression'], key: 'validation.message.unknownActionParameter' },
      { path: ['formulas', 1, 'expression'], key: 'validation.message.actionFormulaPrefix' },
      { path: ['formulas', 2, 'expression'], key: expect.any(String) },
    ]);
    expect(refused.body.error.issues[0].message).toBe('Not a parameter of this card: p.z');
    const unknownImage = await api.call('actionCard.create', ledCard({ imageUuid: randomUUID() }), world.analyst);
    expect(errorOf(unknownImage)).toMatchObject({ status: 400, issues: [{ path: ['imageUuid'], key: 'server.actionCard.unknownImage' }] });
    expect((await api.ok('actionCard.list', { search: input.nameEn }, world.analyst))).toEqual([]);
  });

  it('keeps cards and images from sales staff and clients', async () => {
    const image = await api.ok('image.create', solarImage(), world.analyst);
    const card = await api.ok('actionCard.create', ledCard(), world.analyst);
    for (const token of [world.sales, world.client]) {
      const answers = await Promise.all([
        api.call('image.list', {}, token),
        api.call('image.create', solarImage(), token),
        api.call('image.update', { uuid: image.uuid, expectedVersion: 1, name: 'Mine', keywords: [] }, token),
        api.call('image.delete', { uuid: image.uuid, expectedVersion: 1 }, token),
        api.call('actionCard.list', {}, token),
        api.call('actionCard.get', { uuid: card.uuid }, token),
        api.call('actionCard.create', ledCard(), token),
        api.call('actionCard.update', { ...ledCard(), uuid: card.uuid, expectedVersion: 1 }, token),
        api.call('actionCard.delete', { uuid: card.uuid, expectedVersion: 1 }, token),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(403));
    }
    expect(await api.ok('actionCard.get', { uuid: card.uuid }, world.analyst)).toEqual(card);
  });
});
