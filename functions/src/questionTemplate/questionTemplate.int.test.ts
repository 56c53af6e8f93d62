import { questionTemplateMessages } from '@cairn/shared/questionnaires/questionTemplateCatalogue';
import { englishOf } from '@cairn/shared/errorMessages';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
/** A list like the demo's 'Vehicle fuels', the test's own. */
let fuels: WireJson;

beforeAll(async () => {
  world = await createStaffWorld(api);
  fuels = await api.ok(
    'selectList.create',
    {
      name: unique('Vehicle fuels'),
      options: [
        { labelEn: 'Diesel', labelFr: 'Gazole' },
        { labelEn: 'Petrol', labelFr: 'Essence' },
        { labelEn: 'Electricity', labelFr: 'Électricité' },
      ],
    },
    world.analyst,
  );
});

/** A formula name no other test takes: `fuel_<8 hex>`. */
const uniqueName = (stem: string) => `${stem}_${randomUUID().slice(0, 8)}`;

/** The fuel table of a footprint's questionnaire, with a select column on the test's list. */
const fuelTable = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('fuel'),
  type: 'TABLE' as const,
  labelEn: 'Fuel bought for your vehicles',
  labelFr: 'Carburant acheté pour vos véhicules',
  impactedScopes: ['ONE' as const],
  important: true,
  category: 'Transport',
  subcategory: 'Vehicles',
  hintEn: 'From your **fuel cards**.',
  faq: [{ questionEn: 'Rental cars?', answerEn: 'Only those you pay the fuel of.' }],
  columns: [
    { name: 'kind', type: 'SELECT' as const, labelEn: 'Fuel', labelFr: 'Carburant', selectListUuid: fuels.uuid },
    { name: 'litres', type: 'NUMERIC' as const, labelEn: 'Litres', unit: 'L' },
  ],
  ...overrides,
});

/** The rows of `questionTemplate.list` whose names start with `prefix`. */
async function listed(prefix: string, filter: Record<string, unknown> = {}): Promise<WireJson[]> {
  const rows: WireJson[] = await api.ok('questionTemplate.list', filter, world.analyst);
  return rows.filter((row) => row.name.startsWith(prefix));
}

describe('question templates', () => {
  it('creates a table with a select column, answers it whole with its list’s name, and lists it', async () => {
    const input = fuelTable();
    const created = await api.ok('questionTemplate.create', input, world.analyst);
    expect(created).toMatchObject({
      name: input.name,
      type: 'TABLE',
      labelFr: 'Carburant acheté pour vos véhicules',
      unit: null,
      impactedScopes: ['ONE'],
      important: true,
      oneLine: false,
      allowFiles: false,
      adminOnly: false,
      category: 'Transport',
      subcategory: 'Vehicles',
      hintEn: 'From your **fuel cards**.',
      hintFr: null,
      faq: [{ questionEn: 'Rental cars?', questionFr: null, answerEn: 'Only those you pay the fuel of.', answerFr: null }],
      questionnaireTemplateCount: 0,
      version: 1,
    });
    expect(created.columns.map(({ uuid: _uuid, ...column }: WireJson) => column)).toEqual([
      { name: 'kind', type: 'SELECT', labelEn: 'Fuel', labelFr: 'Carburant', unit: null, hintEn: null, hintFr: null, selectListUuid: fuels.uuid, selectListName: fuels.name, adminOnly: false },
      { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', labelFr: null, unit: 'L', hintEn: null, hintFr: null, selectListUuid: null, selectListName: null, adminOnly: false },
    ]);
    expect(new Set(created.columns.map((column: WireJson) => column.uuid)).size).toBe(2);

    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
    expect(await listed(input.name)).toEqual([
      {
        uuid: created.uuid,
        name: input.name,
        type: 'TABLE',
        labelEn: input.labelEn,
        labelFr: input.labelFr,
        unit: null,
        impactedScopes: ['ONE'],
        important: true,
        oneLine: false,
        allowFiles: false,
        adminOnly: false,
        category: 'Transport',
        subcategory: 'Vehicles',
        columnCount: 2,
        questionnaireTemplateCount: 0,
        version: 1,
      },
    ]);
  });

  it('lists by category, subcategory and name, found by a text (case and accents aside) and by type', async () => {
    const tag = randomUUID().slice(0, 8);
    const make = (name: string, fields: Record<string, unknown>) =>
      api.ok('questionTemplate.create', { name: `q${tag}_${name}`, labelEn: name, ...fields } as never, world.analyst);
    await make('notes', { type: 'TEXT', allowFiles: true });
    await make('heating', { type: 'NUMERIC', unit: 'kWh', category: 'Énergie', subcategory: 'Chauffage' });
    await make('electricity', { type: 'NUMERIC', unit: 'kWh', category: 'Énergie' });
    await make('fuel', { ...fuelTable(), name: `q${tag}_fuel`, category: 'Transport' });
    await make('boilers', { type: 'NUMERIC', unit: 'kWh', category: 'Énergie', subcategory: 'Chauffage' });

    const names = (rows: WireJson[]) => rows.map((row) => row.name.slice(tag.length + 2));
    // Uncategorised last; a category's own questions before its subcategories.
    expect(names(await listed(`q${tag}`))).toEqual(['electricity', 'boilers', 'heating', 'fuel', 'notes']);
    expect(names(await listed(`q${tag}`, { type: 'NUMERIC' }))).toEqual(['electricity', 'boilers', 'heating']);
    expect(names(await listed(`q${tag}`, { search: ' energie ' }))).toEqual(['electricity', 'boilers', 'heating']);
    expect(names(await listed(`q${tag}`, { search: 'CHAUFF', type: 'NUMERIC' }))).toEqual(['boilers', 'heating']);
    expect(names(await listed(`q${tag}`, { search: 'Carburant acheté' }))).toEqual(['fuel']);
    expect(await listed(`q${tag}`, { search: 'chauffage', type: 'TEXT' })).toEqual([]);
  });

  it('updates a template: named columns keep their uuid, a new one gets its own, a removed one goes', async () => {
    const created = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const [kind, litres] = created.columns;
    const renamed = uniqueName('vehicle_fuel');
    const updated = await api.ok(
      'questionTemplate.update',
      {
        ...fuelTable({ name: renamed, important: false, impactedScopes: ['ONE', 'THREE'] }),
        uuid: created.uuid,
        expectedVersion: 1,
        columns: [
          { uuid: litres.uuid, name: 'volume', type: 'NUMERIC', labelEn: 'Volume', unit: 'L', hintEn: 'Litres **bought**' },
          { name: 'distance', type: 'DISTANCE_KMS', labelEn: 'Distance', labelFr: 'Distance' },
          { uuid: kind.uuid, name: 'kind', type: 'SELECT', labelEn: 'Fuel type', selectListUuid: fuels.uuid },
        ],
      },
      world.analyst,
    );
    expect(updated).toMatchObject({ uuid: created.uuid, name: renamed, important: false, impactedScopes: ['ONE', 'THREE'], version: 2 });
    expect(updated.columns.map((column: WireJson) => [column.uuid, column.name, column.labelEn])).toEqual([
      [litres.uuid, 'volume', 'Volume'],
      [expect.any(String), 'distance', 'Distance'],
      [kind.uuid, 'kind', 'Fuel type'],
    ]);
    expect([kind.uuid, litres.uuid]).not.toContain(updated.columns[1].uuid);
    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(updated);
    // The old name is free again.
    await api.ok('questionTemplate.create', fuelTable({ name: created.name }), world.analyst);
  });

  it('refuses a stale update with CONFLICT and writes nothing', async () => {
    const created = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const edit = { ...fuelTable({ name: created.name }), uuid: created.uuid, columns: created.columns.map(({ selectListName: _name, ...column }: WireJson) => column) };
    const saved = await api.ok('questionTemplate.update', { ...edit, labelEn: 'Fuel', expectedVersion: 1 }, world.analyst);
    const stale = await api.call('questionTemplate.update', { ...edit, name: uniqueName('stale'), labelEn: 'Stale', expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code, key: stale.body.error.key }).toEqual({ status: 409, code: 'CONFLICT', key: 'validation.message.staleWrite' });
    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(saved);
    expect(saved).toMatchObject({ labelEn: 'Fuel', version: 2 });
  });

  it('refuses a name another template has, whatever its case, with CONFLICT on the name', async () => {
    const first = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const takenName = first.name.toUpperCase();
    const taken = await api.call('questionTemplate.create', fuelTable({ name: takenName }), world.analyst);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('CONFLICT');
    expect(taken.body.error.issues).toEqual([
      { path: ['name'], message: `A question template named "${takenName}" already exists`, key: 'server.nameTaken.questionTemplate', params: { name: takenName } },
    ]);
    expect(await listed(first.name)).toHaveLength(1);

    const second = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const rename = await api.call('questionTemplate.update', { ...fuelTable({ name: first.name }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(rename.status).toBe(409);
    expect(rename.body.error.issues[0]).toMatchObject({ path: ['name'], key: 'server.nameTaken.questionTemplate' });
    expect(await api.ok('questionTemplate.get', { uuid: second.uuid }, world.analyst)).toMatchObject({ name: second.name, version: 1 });
  });

  it('refuses a select list that does not exist, and a column uuid the template does not hold, on their fields', async () => {
    const gone = randomUUID();
    const input = fuelTable({
      columns: [
        { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
        { name: 'kind', type: 'SELECT', labelEn: 'Fuel', selectListUuid: gone },
      ],
    });
    const missing = await api.call('questionTemplate.create', input, world.analyst);
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([
      { path: ['columns', 1, 'selectListUuid'], message: questionTemplateMessages.unknownSelectList, key: 'server.questionTemplate.unknownSelectList' },
    ]);
    expect(await listed(input.name)).toEqual([]);

    const created = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const other = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const borrowed = await api.call(
      'questionTemplate.update',
      { ...fuelTable({ name: created.name }), uuid: created.uuid, expectedVersion: 1, columns: [{ uuid: other.columns[1].uuid, name: 'litres', type: 'NUMERIC', labelEn: 'Litres' }] },
      world.analyst,
    );
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.issues).toEqual([{ path: ['columns', 0, 'uuid'], message: questionTemplateMessages.unknownColumn, key: 'server.questionTemplate.unknownColumn' }]);
    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
  });

  it('refuses what the template’s own rules refuse, on the field at fault', async () => {
    const { status, body } = await api.call(
      'questionTemplate.create',
      fuelTable({ columns: [{ name: 'litres', type: 'NUMERIC', labelEn: 'Litres' }, { name: 'Litres', type: 'TEXT', labelEn: 'Again' }] }),
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: ['columns', 1, 'name'], message: englishOf('validation.message.duplicateName'), key: 'validation.message.duplicateName' }]);
    const spaced = await api.call('questionTemplate.create', fuelTable({ name: 'fuel litres' }), world.analyst);
    expect(spaced.body.error.issues).toEqual([{ path: ['name'], message: englishOf('validation.message.formulaName'), key: 'validation.message.formulaName' }]);
  });

  it('keeps question templates from sales staff and clients', async () => {
    const created = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    for (const token of [world.sales, world.client]) {
      expect((await api.call('questionTemplate.list', {}, token)).status).toBe(403);
      expect((await api.call('questionTemplate.get', { uuid: created.uuid }, token)).status).toBe(403);
      expect((await api.call('questionTemplate.create', fuelTable(), token)).status).toBe(403);
      expect((await api.call('questionTemplate.update', { ...fuelTable(), uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
      expect((await api.call('questionTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
    }
    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
  });

  it('deletes a template at the version read, frees its name, and then answers NOT_FOUND', async () => {
    const created = await api.ok('questionTemplate.create', fuelTable(), world.analyst);
    const stale = await api.call('questionTemplate.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await listed(created.name)).toHaveLength(1);

    expect(await api.ok('questionTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    expect(await listed(created.name)).toEqual([]);
    const again = await api.call('questionTemplate.get', { uuid: created.uuid }, world.analyst);
    expect({ status: again.status, message: again.body.error.message, key: again.body.error.key }).toEqual({
      status: 404,
      message: 'Question template not found',
      key: 'server.notFound.questionTemplate',
    });
    await api.ok('questionTemplate.create', fuelTable({ name: created.name }), world.analyst);
  });
});

/** A both-method formula over the fuel table's lines, as a consultant files it. */
const dieselFormula = (overrides: Record<string, unknown> = {}) => ({
  labelEn: 'Diesel burned',
  labelFr: 'Gazole brûlé',
  type: 'BOTH' as const,
  scope: 'ONE' as const,
  ghgCategory: 'MOBILE_COMBUSTION' as const,
  begesCategory: 'BEGES_1_2' as const,
  operationalCategory: 'TRAVELS' as const,
  splitTable: true,
  eval: 'row.kind == "Diesel" ? row.litres * ef.diesel : 0',
  explanationEn: 'Litres times the factor per litre.',
  ...overrides,
});

describe('a question template’s formula templates', () => {
  it('are saved with the template and read back whole, the electricity base dropped where it does not apply', async () => {
    const created = await api.ok('questionTemplate.create', fuelTable({ formulaTemplates: [dieselFormula({ electricityEmissionsBase: 'MARKET' })] }), world.analyst);
    expect(created.formulaTemplates).toEqual([
      {
        uuid: expect.any(String),
        labelEn: 'Diesel burned',
        labelFr: 'Gazole brûlé',
        type: 'BOTH',
        scope: 'ONE',
        ghgCategory: 'MOBILE_COMBUSTION',
        begesCategory: 'BEGES_1_2',
        operationalCategory: 'TRAVELS',
        electricityEmissionsBase: null,
        splitTable: true,
        eval: 'row.kind == "Diesel" ? row.litres * ef.diesel : 0',
        explanationEn: 'Litres times the factor per litre.',
        explanationFr: null,
      },
    ]);
    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
  });

  it('keep their uuids across an update; a new one gets its own, a removed one goes, another template’s is refused', async () => {
    const created = await api.ok('questionTemplate.create', fuelTable({ formulaTemplates: [dieselFormula(), dieselFormula({ labelEn: 'Petrol burned', eval: 'row.litres * ef.petrol' })] }), world.analyst);
    const [diesel, petrol] = created.formulaTemplates;
    const edit = { ...fuelTable({ name: created.name }), uuid: created.uuid, columns: created.columns.map(({ selectListName: _name, ...column }: WireJson) => column) };
    const updated = await api.ok(
      'questionTemplate.update',
      { ...edit, expectedVersion: 1, formulaTemplates: [dieselFormula({ uuid: petrol.uuid, labelEn: 'Petrol, all lines', eval: 'sum(l.litres) * ef.petrol', splitTable: false }), dieselFormula()] },
      world.analyst,
    );
    expect(updated.formulaTemplates.map((formula: WireJson) => [formula.uuid, formula.labelEn])).toEqual([
      [petrol.uuid, 'Petrol, all lines'],
      [expect.any(String), 'Diesel burned'],
    ]);
    expect([diesel.uuid, petrol.uuid]).not.toContain(updated.formulaTemplates[1].uuid);

    const other = await api.ok('questionTemplate.create', fuelTable({ formulaTemplates: [dieselFormula()] }), world.analyst);
    const borrowed = await api.call('questionTemplate.update', { ...edit, expectedVersion: 2, formulaTemplates: [dieselFormula({ uuid: other.formulaTemplates[0].uuid })] }, world.analyst);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.issues).toEqual([
      { path: ['formulaTemplates', 0, 'uuid'], message: questionTemplateMessages.unknownFormulaTemplate, key: 'server.questionTemplate.unknownFormulaTemplate' },
    ]);
    expect(await api.ok('questionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(updated);
  });

  it('refuse a bad formula on its field and write nothing', async () => {
    const input = fuelTable({
      formulaTemplates: [
        dieselFormula(),
        dieselFormula({ type: 'BEGES', begesCategory: null }),
        dieselFormula({ eval: 'row.litres * window.fuel' }),
        dieselFormula({ eval: 'c.volume * ef.diesel' }),
      ],
    });
    const { status, body } = await api.call('questionTemplate.create', input, world.analyst);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      { path: ['formulaTemplates', 1, 'begesCategory'], message: englishOf('validation.message.required'), key: 'validation.message.required' },
      { path: ['formulaTemplates', 2, 'eval'], message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' },
      { path: ['formulaTemplates', 3, 'eval'], message: 'Not a column of this question: volume', key: 'validation.message.unknownColumnReference', params: { names: 'volume' } },
    ]);
    expect(await listed(input.name)).toEqual([]);
    // The name was not claimed either.
    await api.ok('questionTemplate.create', fuelTable({ name: input.name }), world.analyst);
  });
});

describe('a select list used by question templates', () => {
  it('cannot be deleted while a template’s select column offers it, and can once none does', async () => {
    const list = await api.ok('selectList.create', { name: unique('Freight modes'), options: [{ labelEn: 'Road' }, { labelEn: 'Rail' }] }, world.analyst);
    const column = { name: 'mode', type: 'SELECT' as const, labelEn: 'Mode', selectListUuid: list.uuid };
    const first = await api.ok('questionTemplate.create', fuelTable({ columns: [column] }), world.analyst);
    const second = await api.ok('questionTemplate.create', fuelTable({ columns: [column, { name: 'tonnes', type: 'NUMERIC', labelEn: 'Tonnes', unit: 't' }] }), world.analyst);

    const refusal = async () => {
      const { status, body } = await api.call('selectList.delete', { uuid: list.uuid, expectedVersion: 1 }, world.analyst);
      return { status, code: body.error?.code, key: body.error?.key, params: body.error?.params, message: body.error?.message };
    };
    expect(await refusal()).toEqual({
      status: 409,
      code: 'CONFLICT',
      key: 'server.selectList.inUse',
      params: { count: 2 },
      message: 'This select list is used by 2 question templates: change their select columns before deleting the list',
    });

    // The first template's column changes to another list; the second is deleted.
    await api.ok(
      'questionTemplate.update',
      { ...fuelTable({ name: first.name }), uuid: first.uuid, expectedVersion: 1, columns: [{ ...column, uuid: first.columns[0].uuid, selectListUuid: fuels.uuid }] },
      world.analyst,
    );
    expect(await refusal()).toMatchObject({ status: 409, params: { count: 1 }, message: expect.stringContaining('used by 1 question template:') });
    await api.ok('questionTemplate.delete', { uuid: second.uuid, expectedVersion: 1 }, world.analyst);

    expect(await api.ok('selectList.delete', { uuid: list.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    // A template can no longer name it.
    const late = await api.call('questionTemplate.create', fuelTable({ columns: [column] }), world.analyst);
    expect(late.body.error.issues).toEqual([{ path: ['columns', 0, 'selectListUuid'], message: questionTemplateMessages.unknownSelectList, key: 'server.questionTemplate.unknownSelectList' }]);
  });
});
