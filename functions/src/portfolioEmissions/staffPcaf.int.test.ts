import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * Staff override an investee's PCAF score (spec 3 section 7, "pcafScore integer 1 to 5 (admin
 * schema)"; section 9, "weighted average by outstanding amount") through
 * `financialInstitutionReporting.update`, and the results read it in place of the score the
 * reporting type implies (docs/methodology.md, "Portfolio emissions (PCAF)").
 *
 * One fund, two lines:
 * - Verrerie du Morvan, EXTERNAL_REPORT (automatic score 2), outstanding 6 M€;
 * - Fromagerie des Causses, MANUAL_ESTIMATE (automatic score 5), outstanding 2 M€.
 * The fund's and the portfolio's score is Σ score × outstanding / Σ outstanding (8 M€):
 * - automatic:                (2 × 6 + 5 × 2) / 8 = 22 / 8 = 2.75
 * - Verrerie set to 5:        (5 × 6 + 5 × 2) / 8 = 40 / 8 = 5
 * - and Fromagerie set to 1:  (5 × 6 + 1 × 2) / 8 = 32 / 8 = 4 (a plain mean would say 3)
 * - Verrerie back to null:    (2 × 6 + 1 × 2) / 8 = 14 / 8 = 1.75
 * - after delivery, Verrerie set to 4 in the PREVIEW: (4 × 6 + 1 × 2) / 8 = 26 / 8 = 3.25, while
 *   the FINAL keeps 1.75.
 *
 * Who may call the procedure (analysts; not a client, not a sales user) is proven for every
 * procedure by the access matrix (`accessMatrix.int.test.ts`), not repeated here.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
});

const versionOf = async (reportingUuid: string): Promise<number> => (await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst)).version;

const staffStep = async (reportingUuid: string, action: 'openDataCollection' | 'confirmValidation' | 'completeResults' | 'deliver') =>
  api.ok('financialInstitutionReporting.update', { reportingUuid, expectedVersion: await versionOf(reportingUuid), change: { action } }, world.analyst);

/** Sets a score on the reporting's current version; the raw answer, to read refusals. */
const setScore = async (reportingUuid: string, investeeUuid: string, pcafScore: number | null, expectedVersion?: number) =>
  api.call(
    'financialInstitutionReporting.update',
    { reportingUuid, expectedVersion: expectedVersion ?? (await versionOf(reportingUuid)), change: { action: 'investeePcafScore', investeeUuid, pcafScore } },
    world.analyst,
  );

const preview = (reportingUuid: string) => api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }, world.analyst);

/** The line of an investee in the results' only fund. */
const lineOf = (results: WireJson, investeeUuid: string) => results.funds[0].assets.find((asset: WireJson) => asset.investeeUuid === investeeUuid);

/**
 * The two lines above, typed as a complete questionnaire (not yet validated): by the client, but
 * for the manual estimate's type, which only staff may choose.
 */
async function twoLineReporting() {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  const reportingUuid = module.uuid as string;
  await staffStep(reportingUuid, 'openDataCollection');
  const collect = (change: Record<string, unknown>, token = world.client) => api.ok('portfolioEmissions.collectData', { reportingUuid, ...change } as never, token);
  const { funds } = await collect({ field: 'addFundName', name: 'Aurore Croissance II' });
  const fundUuid = funds[0].uuid as string;

  const addLine = async (name: string, reportType: string, fields: Record<string, unknown>, outstanding: number) => {
    const added = await collect({ field: 'newInvestee', fundUuid, newInvesteeName: name });
    const investeeUuid = added.investees[0].uuid as string;
    const typist = reportType === 'MANUAL_ESTIMATE' ? world.analyst : world.client;
    let version = (await collect({ field: 'reportingType', investeeUuid, portfolioEmissionsReportType: reportType, expectedVersion: added.investees[0].version }, typist)).investees[0].version;
    for (const [field, value] of Object.entries(fields)) {
      version = (await collect({ field, investeeUuid, value, expectedVersion: version })).investees[0].version;
    }
    await collect({ field: 'outstandingAmount', investmentUuid: added.investments[0].uuid, value: outstanding, expectedVersion: added.investments[0].version });
    return investeeUuid;
  };
  const common = { sector: 'MANUFACTURING_INDUSTRY', totalScope1Kg: 100_000, totalScope2Kg: 50_000, totalScope3Kg: 350_000 };
  const verrerie = await addLine('Verrerie du Morvan', 'EXTERNAL_REPORT', { ...common, valuation: 60_000_000, turnover: 20_000_000 }, 6_000_000);
  const fromagerie = await addLine('Fromagerie des Causses', 'MANUAL_ESTIMATE', { ...common, valuation: 20_000_000, turnover: 5_000_000 }, 2_000_000);
  return { reportingUuid, verrerie, fromagerie };
}

describe('the staff override of an investee’s PCAF score', () => {
  it('replaces the automatic score of the line and the weighted averages, and null gives the automatic score back', async () => {
    const { reportingUuid, verrerie, fromagerie } = await twoLineReporting();

    const automatic = await preview(reportingUuid);
    expect([lineOf(automatic, verrerie).pcafScore, lineOf(automatic, fromagerie).pcafScore]).toEqual([2, 5]);
    expect([automatic.funds[0].totals.pcafScore, automatic.totals.pcafScore]).toEqual([2.75, 2.75]);

    const set = await setScore(reportingUuid, verrerie, 5);
    expect(set.status).toBe(200);
    const five = await preview(reportingUuid);
    expect(lineOf(five, verrerie).pcafScore).toBe(5);
    expect([five.funds[0].totals.pcafScore, five.totals.pcafScore]).toEqual([5, 5]);
    // The questionnaire carries the override, which the staff page shows in its select.
    const collection = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.analyst);
    expect(collection.investees.find((investee: WireJson) => investee.uuid === verrerie).pcafScore).toBe(5);

    expect((await setScore(reportingUuid, fromagerie, 1)).status).toBe(200);
    const four = await preview(reportingUuid);
    expect([lineOf(four, verrerie).pcafScore, lineOf(four, fromagerie).pcafScore]).toEqual([5, 1]);
    expect([four.funds[0].totals.pcafScore, four.totals.pcafScore]).toEqual([4, 4]);

    expect((await setScore(reportingUuid, verrerie, null)).status).toBe(200);
    const back = await preview(reportingUuid);
    expect([lineOf(back, verrerie).pcafScore, lineOf(back, fromagerie).pcafScore]).toEqual([2, 1]);
    expect([back.funds[0].totals.pcafScore, back.totals.pcafScore]).toEqual([1.75, 1.75]);
  });

  it('refuses a score outside 1 to 5 or not whole, an unknown investee and a stale version, writing nothing', async () => {
    const { reportingUuid, verrerie } = await twoLineReporting();
    const before = await versionOf(reportingUuid);

    for (const pcafScore of [0, 6, 2.5]) {
      const refused = await setScore(reportingUuid, verrerie, pcafScore, before);
      expect({ pcafScore, status: refused.status, issues: refused.body.error.issues }).toEqual({
        pcafScore,
        status: 400,
        issues: [{ path: ['change', 'pcafScore'], message: 'Invalid', key: 'validation.message.invalid' }],
      });
    }

    const unknown = await setScore(reportingUuid, '00000000-0000-4000-8000-00000000abcd', 3, before);
    expect({ status: unknown.status, message: unknown.body.error.message }).toEqual({ status: 404, message: 'Investee not found' });

    expect((await setScore(reportingUuid, verrerie, 3, before)).status).toBe(200);
    // The same version again: another staff member's change came first.
    const stale = await setScore(reportingUuid, verrerie, 4, before);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });

    // Only the accepted change was written: one version more, the score 3.
    expect(await versionOf(reportingUuid)).toBe(before + 1);
    const collection = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.analyst);
    expect(collection.investees.find((investee: WireJson) => investee.uuid === verrerie).pcafScore).toBe(3);
    expect(lineOf(await preview(reportingUuid), verrerie).pcafScore).toBe(3);
  });

  it('moves the PREVIEW after delivery but never the delivered FINAL, whose input is frozen', async () => {
    const { reportingUuid, verrerie, fromagerie } = await twoLineReporting();
    expect((await setScore(reportingUuid, fromagerie, 1)).status).toBe(200);
    await api.ok('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client);
    await staffStep(reportingUuid, 'confirmValidation');
    await staffStep(reportingUuid, 'completeResults');
    await staffStep(reportingUuid, 'deliver');

    const final = () => api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE', 'TWO', 'THREE'] }, world.client);
    const delivered = await final();
    expect(lineOf(delivered, verrerie).pcafScore).toBe(2);
    expect(delivered.totals.pcafScore).toBe(1.75);

    // A delivered reporting stays open to staff (they may deliver again, like every other change
    // after delivery): the change is accepted and shows in the PREVIEW only.
    expect((await setScore(reportingUuid, verrerie, 4)).status).toBe(200);
    const moved = await preview(reportingUuid);
    expect(lineOf(moved, verrerie).pcafScore).toBe(4);
    expect(moved.totals.pcafScore).toBe(3.25);

    const still = await final();
    expect(lineOf(still, verrerie).pcafScore).toBe(2);
    expect([still.funds[0].totals.pcafScore, still.totals.pcafScore]).toEqual([1.75, 1.75]);
  });
});
