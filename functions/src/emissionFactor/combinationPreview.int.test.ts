import { catalogueView, evaluateCombinationScript } from '@cairn/shared/calc/catalogue';
import { parse } from '@cairn/shared/calc/formula';
import type { ProcedureName } from '@cairn/shared/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * The combination preview of the factor form and the value the server stores must be the same
 * figure. The preview builds its catalogue from the three lists the browser has
 * (`evaluationContextOf` in web/src/admin/catalogue/factorForm: `catalogueView` of the lists,
 * then `evaluateCombinationScript` with the current values); the server reads only what the
 * script reaches, by name claim. Both then run the one shared reader, which this test checks
 * against the stored values, on the cases where the three builders used to disagree: a name
 * written in another case, and a combination read inside another after one of its inputs changed.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: 'km', labelEn: 'kilometre', labelFr: 'kilomètre', quantityKind: 'DISTANCE' });

const value = (amount: number | null, until: number | null = null) => ({ until, value: amount, source: 'Test', sourceVersion: '2024', isPublic: true });

async function call(procedure: ProcedureName, input: WireJson): Promise<WireJson> {
  const { status, body } = await api.call(procedure, input, world.analyst);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}

const common = () => ({ family: 'TRANSPORT', group: null, unitUuid: world.unitUuid, gas: 'CO2E', qualityPercentage: 100, clientNameEn: null, clientNameFr: null });
const factor = (fields: WireJson) => call('emissionFactor.create', { ...common(), ...fields });
/** The edit form's input for a stored factor, with `fields` changed. */
const edited = (stored: WireJson, fields: WireJson) => ({ ...common(), uuid: stored.uuid, expectedVersion: stored.version, type: stored.type, name: stored.name, ...fields });

/** What the browser's preview computes for `script`, from the lists the factor form loads. */
async function preview(script: string, editedUuid?: string) {
  const [factors, hypotheses, units] = await Promise.all([
    call('emissionFactor.list', {}),
    call('hypothesis.list', {}),
    call('unit.list', {}),
  ]);
  const parsed = parse(script);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return evaluateCombinationScript(parsed.formula, catalogueView({ factors, hypotheses, units }), 'current', editedUuid);
}

describe('the combination preview and the stored value', () => {
  it('agree, whatever the case of a name, and with a nested combination evaluated again from current values', async () => {
    const tag = randomUUID().slice(0, 8);
    // An open grid value of 0.05 kgCO₂e/km and an older one (2023) of 0.08 that must not be read.
    const grid = await factor({ type: 'SIMPLE', name: `Grid-${tag}`, values: [value(0.05), value(0.08, 2023)] });
    await call('hypothesis.create', { name: `Share-${tag}`, family: 'TEST', unitUuid: world.unitUuid, qualityPercentage: 100, values: [{ until: null, value: 0.2, source: 'Survey' }] });

    // Referenced in lower case: the server always matched names without case; the preview did not.
    const innerScript = `ef["grid-${tag}"] * hyp["share-${tag}"]`;
    const inner = await factor({ type: 'COMBINATION', name: `Inner-${tag}`, script: innerScript, values: [value(null)] });
    expect(inner.computedValue).toBeCloseTo(0.05 * 0.2, 12);
    const innerPreview = await preview(innerScript);
    expect(innerPreview.ok && innerPreview.value).toBeCloseTo(inner.computedValue, 12);

    // The grid's current value changes: the inner combination's stored value (0.01) is now stale.
    await call('emissionFactor.update', edited(grid, { values: [value(0.06), value(0.08, 2023)] }));
    const outerScript = `efc["INNER-${tag}"] * hyp["Share-${tag}"]`;
    const outer = await factor({ type: 'COMBINATION', name: `Outer-${tag}`, script: outerScript, values: [value(null)] });
    // 0.06 × 0.2 (the inner combination from today's values, not its stored 0.01) × 0.2.
    expect(outer.computedValue).toBeCloseTo(0.06 * 0.2 * 0.2, 12);
    expect(outer.linkedEmissionFactorUuids).toEqual([inner.uuid]);
    const outerPreview = await preview(outerScript);
    expect(outerPreview.ok && outerPreview.value).toBeCloseTo(outer.computedValue, 12);
  });

  it('refuse alike a combination edited to read itself through another', async () => {
    const tag = randomUUID().slice(0, 8);
    await factor({ type: 'SIMPLE', name: `fuel-${tag}`, values: [value(2.5)] });
    await factor({ type: 'SIMPLE', name: `oil-${tag}`, values: [value(3.1)] });
    const first = await factor({ type: 'COMBINATION', name: `first-${tag}`, script: `ef["fuel-${tag}"] + ef["oil-${tag}"]`, values: [value(null)] });
    await factor({ type: 'COMBINATION', name: `second-${tag}`, script: `efc["first-${tag}"] + ef["fuel-${tag}"]`, values: [value(null)] });

    const looping = `efc["second-${tag}"] + ef["fuel-${tag}"]`;
    const { status, body } = await api.call('emissionFactor.update', edited(first, { script: looping, values: [value(null)] }), world.analyst);
    expect(status).toBe(400);
    const seen = await preview(looping, first.uuid);
    expect(seen.ok).toBe(false);
    expect(body.error.issues[0].message).toBe(seen.ok ? null : seen.message);
    expect(body.error.issues[0].message).toContain('refers to itself');
  });
});
