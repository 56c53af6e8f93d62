import { modules, portfolioFunds, portfolioInvesteeDecarbonizations, portfolioInvestees, portfolioInvestments, portfolioReportings, portfolioSnapshots, saveModule, storedFiles } from '@cairn/functions/data';
import { loadCollection } from '@cairn/functions/portfolio/collection';
import { finalInput, liveInput } from '@cairn/functions/portfolio/inputs';
import { pmdrYearCompletion } from '@cairn/shared/calc/pmdr/completion';
import { pmdrAssessment, pmdrStatuses } from '@cairn/shared/calc/pmdr/status';
import { pmdrAnswersOf } from '@cairn/shared/portfolio/pmdr';
import { InvesteeDecarbonization, investeeDecarbonizationYearIssues } from '@cairn/shared/portfolio/decarbonization';
import { PortfolioReportType } from '@cairn/shared/portfolio/model';
import { PortfolioInput } from '@cairn/shared/portfolio/results';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoModules, uuidOf } from './demo.ts';
import { demoPortfolioUuid, seedPortfolio } from './portfolio.ts';
import { seedSectorBenchmarks } from './sectors.ts';

/*
 * The institution's two demo reportings, seeded on their modules as `npm start` does (the
 * modules first, then the sector averages the snapshot keeps, then the reportings).
 */

const actor = 'system:seed';
const delivered = uuidOf.module('fi-pe-2024');
const open = uuidOf.module('fi-pe-2025');
const standalone = uuidOf.module('fi-pe-2023');

/** Every item of a reporting, with its version, in a stable order. */
async function itemsOf(reportingUuid: string) {
  const [reporting, funds, investments, investees, snapshot, decarbonizations] = await Promise.all([
    portfolioReportings.require({ uuid: reportingUuid }, { consistent: true }),
    portfolioFunds.query('ofReporting', { reportingUuid }, { consistent: true }),
    portfolioInvestments.query('ofReporting', { reportingUuid }, { consistent: true }),
    portfolioInvestees.query('ofReporting', { reportingUuid }, { consistent: true }),
    portfolioSnapshots.get({ reportingUuid }, { consistent: true }),
    portfolioInvesteeDecarbonizations.query('ofReporting', { reportingUuid }, { consistent: true }),
  ]);
  return { reporting, funds, investments, investees, snapshot, decarbonizations };
}

beforeAll(async () => {
  for (const key of ['fi-pe-2023', 'fi-pe-2024', 'fi-pe-2025']) {
    const { assetKey, consultants, accountManager, key: _key, ...module } = demoModules.find((candidate) => candidate.key === key)!;
    await saveModule(
      { uuid: uuidOf.module(key), ...module, assetUuid: uuidOf.asset(assetKey), consultantUuids: consultants.map(uuidOf.user), accountManagerUuid: accountManager ? uuidOf.user(accountManager) : null },
      actor,
    );
  }
  await seedSectorBenchmarks(actor);
  await seedPortfolio(actor);
});

describe('the demo financed emissions', () => {
  it('has two funds and over forty investees of every reporting type in the delivered 2024 reporting, their lines in either fund or both', async () => {
    const { reporting, funds, investments, investees } = await itemsOf(delivered);
    expect(funds.map((fund) => [fund.name, fund.article, fund.materialityMapLabelPosition])).toEqual([
      ['Aurore Croissance II', 'ARTICLE_8', 'RIGHT'],
      ['Aurore Transition Climat', 'ARTICLE_9', 'LEFT'],
    ]);
    expect(investees.length).toBeGreaterThanOrEqual(40);
    expect(new Set(investees.map((investee) => investee.reportType))).toEqual(new Set(PortfolioReportType.options));
    expect(reporting).toMatchObject({
      year: 2024,
      dataCollectionOpened: false,
      validationAuthor: 'Marc Lefèvre',
      validationConfirmedBy: uuidOf.user('analyst'),
      showMaterialityMap: true,
    });
    expect(reporting.validationDate).not.toBeNull();
    expect((await modules.require({ uuid: delivered })).status).toBe('DELIVERED');

    // The bakery, the workshop and the dairy are the platform's assets, the others typed by the client.
    const validated = investees.filter((investee) => investee.assetUuid !== null);
    expect(validated.map((investee) => investee.name).sort()).toEqual(['Atelier Mécanique du Jura', 'Boulangeries Maison Fournil', 'Fromagerie des Aravis']);
    expect(validated.every((investee) => investee.nonValidatedAsset === null)).toBe(true);
    expect(investees.filter((investee) => investee.assetUuid === null).every((investee) => investee.nonValidatedAsset?.name === investee.name)).toBe(true);
    expect(investees.every((investee) => investee.naceCode && /^\d{2}\.\d{2}$/.test(investee.naceCode))).toBe(true);

    // Five companies in both funds, one line left out, one owing more than it is worth, one worth nothing.
    const fundsOf = new Map<string, number>();
    for (const line of investments) fundsOf.set(line.investeeUuid, (fundsOf.get(line.investeeUuid) ?? 0) + 1);
    expect([...fundsOf.values()].filter((count) => count === 2)).toHaveLength(5);
    expect(investments.filter((line) => !line.includeInPortfolioEmissions)).toHaveLength(1);
    const valuation = new Map(investees.map((investee) => [investee.uuid, investee.valuation]));
    expect(investments.filter((line) => (line.outstandingAmount ?? 0) > (valuation.get(line.investeeUuid) ?? Infinity) && valuation.get(line.investeeUuid)! > 0)).toHaveLength(1);
    expect(investees.filter((investee) => investee.valuation === 0)).toHaveLength(1);

    // Audits and light reviews carry the provider's document, stored as a file of the institution.
    const documented = investees.filter((investee) => investee.reportType === 'AUDIT' || investee.reportType === 'LIGHT_REVIEW');
    expect(documented.length).toBeGreaterThan(0);
    for (const investee of documented) {
      expect(investee.files).toHaveLength(1);
      expect(await storedFiles.get({ uuid: investee.files[0]!.uuid })).toMatchObject({ assetUuid: uuidOf.asset('fi'), contentType: 'application/pdf' });
    }
  });

  it('froze the delivered inputs in the FINAL snapshot, which reads back as the live questionnaire', async () => {
    const final = await finalInput(delivered);
    expect(final).not.toBeNull();
    const { reporting } = await itemsOf(delivered);
    expect(reporting.deliveredAt).toBe(final!.takenAt);
    const live = PortfolioInput.parse(await liveInput(await loadCollection(await modules.require({ uuid: delivered }), actor)));
    expect(final!.input).toEqual(live);
    expect(final!.input.investees.length).toBeGreaterThanOrEqual(40);
    expect(final!.input.sectorIntensityTPerM.MANUFACTURING_INDUSTRY).toBe(591);
  });

  it('gives most 2024 investees the PAI energy figures, some renewable, one a production, one the fossil-fuel flag, two none', async () => {
    const { investees } = await itemsOf(delivered);
    const withEnergy = investees.filter((investee) => investee.energyConsumptionKWh !== null);
    expect(investees.length - withEnergy.length).toBe(2);
    expect(withEnergy.every((investee) => investee.renewableEnergyConsumptionKWh !== null && investee.renewableEnergyConsumptionKWh <= investee.energyConsumptionKWh!)).toBe(true);
    expect(withEnergy.filter((investee) => (investee.renewableEnergyConsumptionKWh ?? 0) > 0).length).toBeGreaterThan(20);
    expect(investees.filter((investee) => investee.energyProductionKWh !== null).map((investee) => investee.name)).toEqual(['Parc logistique des Essarts']);
    expect(investees.filter((investee) => investee.isActiveInFossilFuelSector === true).map((investee) => investee.name)).toEqual(['Compagnie fluviale de la Saône']);
    // 2025 has none yet.
    expect((await itemsOf(open)).investees.every((investee) => investee.energyConsumptionKWh === null && investee.isActiveInFossilFuelSector === null)).toBe(true);
  });

  it('gives the delivered 2024 reporting its dashboard settings and a mix of trajectories, each as staff could have set it', async () => {
    const { reporting, investees, decarbonizations } = await itemsOf(delivered);
    expect(reporting).toMatchObject({ consolidatedDecarbonizationTargetYear: 2050, temperatureHorizonYears: [2029, 2034, 2050] });
    const held = new Set(investees.map((investee) => investee.uuid));
    expect(decarbonizations.every((item) => held.has(item.investeeUuid))).toBe(true);
    for (const item of decarbonizations) {
      const parsed = InvesteeDecarbonization.safeParse(item);
      expect(parsed.success, item.investeeUuid).toBe(true);
      expect(investeeDecarbonizationYearIssues(parsed.data!, 2024)).toEqual([]);
    }
    const count = (type: string | null) => decarbonizations.filter((item) => item.type === type).length;
    // Most investees EXTERNAL or ESTIMATE, the cheese dairy on its own delivered trajectory; some without one, so the dashboard warns.
    expect(count('EXTERNAL')).toBeGreaterThanOrEqual(10);
    expect(count('ESTIMATE')).toBeGreaterThanOrEqual(20);
    const internal = decarbonizations.filter((item) => item.type === 'INTERNAL');
    expect(internal.map((item) => [investees.find((investee) => investee.uuid === item.investeeUuid)?.name, item.planUuid])).toEqual([
      ['Fromagerie des Aravis', uuidOf.module('investee3-trajectory-2024')],
    ]);
    expect(investees.length - count('EXTERNAL') - count('ESTIMATE') - count('INTERNAL')).toBeGreaterThanOrEqual(3);
    const kinds = new Set(decarbonizations.flatMap((item) => (item.external ? [`${item.external.absoluteOrIntensity.kind} ${item.external.target.kind}`] : [])));
    expect(kinds).toEqual(new Set(['ABSOLUTE LINEAR', 'ABSOLUTE GRANULAR', 'INTENSITY LINEAR']));
    const benchmarked = decarbonizations.filter((item) => item.benchmarks.ONE !== null);
    expect(benchmarked.length).toBeGreaterThan(investees.length / 2);
    expect(benchmarked.length).toBeLessThan(decarbonizations.length);
    // 2025 is not delivered: nothing of the kind.
    expect(await itemsOf(open)).toMatchObject({ reporting: { consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [] }, decarbonizations: [] });
  });

  it('leaves 2025 open and partly filled, under a limit of 60 lines', async () => {
    const { reporting, funds, investments, investees, snapshot } = await itemsOf(open);
    expect(reporting).toMatchObject({ year: 2025, dataCollectionOpened: true, maxLinesNumber: 60, validationDate: null, deliveredAt: null });
    expect((await modules.require({ uuid: open })).status).toBe('DATA_COLLECTION');
    expect(snapshot).toBeNull();
    expect(funds).toHaveLength(2);
    expect(investments.length).toBeLessThanOrEqual(60);
    expect(investees.length).toBeGreaterThanOrEqual(40);
    // Work for the client: investees without a type, others with a type and a missing figure.
    expect(investees.filter((investee) => investee.reportType === null).length).toBeGreaterThanOrEqual(5);
    const verrerie = investees.find((investee) => investee.name === 'Verrerie du Morvan')!;
    expect(verrerie).toMatchObject({ reportType: 'AUDIT', files: [] });
    const lemoine = investees.find((investee) => investee.uuid === demoPortfolioUuid.investee('fi-pe-2025', 'lemoine'))!;
    expect(lemoine).toMatchObject({ reportType: 'EXTERNAL_REPORT', totalScope3Kg: null });
    expect(lemoine.totalScope1Kg).toBeGreaterThan(0);
  });

  it('gives the 2024 reporting complete PMDR answers over every status and both flags, and the report; 2025 none', async () => {
    const { reporting, investees } = await itemsOf(delivered);
    expect(reporting.pmdrStatus).toBe('DASHBOARD_AVAILABLE');
    const answers = investees.map(pmdrAnswersOf);
    expect(pmdrYearCompletion(answers)).toBe('COMPLETE');
    const assessments = answers.map(pmdrAssessment);
    const count = (status: string) => assessments.filter((assessment) => assessment.status === status).length;
    // By the table in portfolio.ts: not started 6 + 2 without a pathway; capturing 8 + 3 with scope 3
    // shared; preparing 8 + 2 emerging enablers; aligning 7 + 1 enabler; net zero 4 by Q12 + 3 climate solutions.
    expect(pmdrStatuses.map((status) => [status, count(status)])).toEqual([
      ['NotStarted', 8],
      ['CapturingData', 11],
      ['PreparingToDecarbonize', 10],
      ['Aligning', 8],
      ['NetZeroAligned', 7],
    ]);
    expect(assessments.filter((assessment) => assessment.noPathwayToAlign)).toHaveLength(2);
    expect(new Set(assessments.map((assessment) => assessment.enablerKind))).toEqual(new Set(['ENABLER', 'EMERGING', null]));
    // The three aligned through it, and the two emerging enablers (Q2 and Q3 Yes), only preparing.
    expect(assessments.filter((assessment) => assessment.climateSolution)).toHaveLength(5);
    expect(investees.every((investee) => investee.pmdrUpdatedAt !== null)).toBe(true);

    const next = await itemsOf(open);
    expect(next.reporting.pmdrStatus).toBeNull();
    expect(pmdrYearCompletion(next.investees.map(pmdrAnswersOf))).toBe('NOT_STARTED');
  });

  it('gives 2023 a standalone PMDR portfolio of thirty companies with no report type, a stage earlier, its report available', async () => {
    const { reporting, funds, investees, investments } = await itemsOf(standalone);
    expect(reporting).toMatchObject({ year: 2023, standalone: true, pmdrStatus: 'DASHBOARD_AVAILABLE' });
    expect(funds.map((fund) => fund.name).sort()).toEqual(['Aurore Croissance II', 'Aurore Transition Climat']);
    expect(investees).toHaveLength(30);
    // Figures typed as they are: no report type anywhere.
    expect(investees.every((investee) => investee.reportType === null)).toBe(true);
    // The workshop's audited 2024 scope 1 (398.4 t) a year earlier, before the 5 % cut: 398.4 / 0.95 = 419.37 t, rounded to the tonne.
    const workshop = investees.find((investee) => investee.name === 'Atelier Mécanique du Jura')!;
    expect(workshop).toMatchObject({ assetUuid: uuidOf.asset('investee2'), totalScope1Kg: 419_000 });
    expect(investments.length).toBeGreaterThanOrEqual(30);
    const answers = investees.map(pmdrAnswersOf);
    expect(pmdrYearCompletion(answers)).toBe('COMPLETE');
    const assessments = answers.map(pmdrAssessment);
    const count = (status: string) => assessments.filter((assessment) => assessment.status === status).length;
    // The thirty companies, each a stage back from its 2024 answers (portfolio.ts, earlierPmdrCode): not started
    // 6 of 2024's capturing + 3 not started + the foundry without a pathway; capturing 6 of 2024's preparing + 2
    // capturing with scope 3; preparing 5 aligning + the 2 emerging enablers; aligning the 3 net zero by Q12;
    // net zero the 2 climate solutions.
    expect(pmdrStatuses.map((status) => [status, count(status)])).toEqual([
      ['NotStarted', 10],
      ['CapturingData', 8],
      ['PreparingToDecarbonize', 7],
      ['Aligning', 3],
      ['NetZeroAligned', 2],
    ]);
    // The bakery and the dairy had no footprint in 2023: no emissions typed.
    expect(investees.filter((investee) => investee.totalScope1Kg === null).map((investee) => investee.name).sort()).toEqual(['Boulangeries Maison Fournil', 'Fromagerie des Aravis']);
    expect(assessments.filter((assessment) => assessment.noPathwayToAlign)).toHaveLength(1);
  });

  it('writes nothing when seeded again, and brings a changed value back', async () => {
    const before = await Promise.all([itemsOf(standalone), itemsOf(delivered), itemsOf(open)]);
    await seedPortfolio(actor);
    expect(await Promise.all([itemsOf(standalone), itemsOf(delivered), itemsOf(open)])).toEqual(before);

    const lemoine = { reportingUuid: delivered, uuid: demoPortfolioUuid.investee('fi-pe-2024', 'lemoine') };
    await portfolioInvestees.update(lemoine, { valuation: 1 }, 'someone');
    await seedPortfolio(actor);
    const restored = await portfolioInvestees.require(lemoine, { consistent: true });
    expect(restored.valuation).toBe(26_000_000);
    // The snapshot was taken on the demo's values, so it stands.
    expect((await portfolioSnapshots.require({ reportingUuid: delivered }, { consistent: true })).takenAt).toBe(before[1].snapshot!.takenAt);
  });
});
