import { portfolioOutlook, type OutlookInvestee } from '../calc/portfolio/outlook.ts';
import type { PortfolioProjectionInput, ProjectionMeasures, TrajectoryType } from '../calc/portfolio/projection.ts';
import { aggregationMethods, type CombinedScore, type ScopeScore, type Scored } from '../calc/temperature/types.ts';
import { labelOf } from '../labels/labels.ts';
import type { Sheet, SheetCell } from '../spreadsheet/index.ts';

/*
 * The decarbonization dashboard's workbook (`portfolioDecarbonization.downloadExcel`, spec 3
 * sections 2.2 and 7): the figures the dashboard draws, every scope counted (the workbook has no
 * filter), as pure rows in the reporting's language; the handler writes them as .xlsx. Emissions
 * in tonnes, intensities in tCO2e per M€, scores in °C, nothing rounded.
 */

type Language = 'en' | 'fr';

/** What the workbook is computed from: the dashboard read's engine inputs. */
export interface DecarbonizationWorkbookInput {
  projection: PortfolioProjectionInput;
  investees: readonly OutlookInvestee[];
  horizonYears: readonly number[];
}

const texts = {
  en: {
    sheets: { trajectory: 'Trajectory', byType: 'By type', bySector: 'By sector', temperature: 'Temperature', assets: 'Assets' },
    year: 'Year',
    kind: { header: 'Actual or projected', ACTUAL: 'Actual', PROJECTED: 'Projected' },
    measures: {
      financedEmissionsKg: 'Financed emissions (tCO2e)',
      absoluteEmissionsKg: 'Absolute emissions (tCO2e)',
      investmentIntensityTPerM: 'Investment intensity (tCO2e/M€)',
      waciTPerM: 'WACI (tCO2e/M€)',
    },
    bars: {
      previousYear: 'Previous year',
      previousProjected: 'Previous projected (tCO2e)',
      excluded: 'Excluded investments (tCO2e)',
      new: 'New investments (tCO2e)',
      actual: 'Actual (tCO2e)',
    },
    type: 'Trajectory type',
    types: { ACTUAL: 'Actual emissions', INTERNAL: 'Internal (Cairn plan)', EXTERNAL: 'External (reported target)', ESTIMATE: 'Estimated (sector pathway)', none: 'Not set' },
    sector: 'Sector',
    noSector: 'No sector',
    horizon: 'Horizon year',
    score: (method: string) => `${method} (°C)`,
    asset: 'Investee',
    financedIn: (year: number) => `Financed emissions ${year} (tCO2e)`,
    scores: { aggregated: 'aggregated', scope1: 'scope 1', scope2: 'scope 2', scope3: 'scope 3' },
    temperatureOf: (year: number, part: string) => `Temperature ${year}, ${part} (°C)`,
    leftOut: 'Left out of the projection',
    reasons: {
      NO_EMISSIONS: 'no emissions in the delivered portfolio',
      NO_TYPE: 'no trajectory type',
      NO_PLAN: 'no delivered plan',
      NO_TARGET: 'no reported target',
      NO_TARGET_AFTER_REPORTING_YEAR: 'no target after the reporting year',
      NO_ACTIVITY: 'no activity to read an intensity on',
      NO_SECTOR_PATHWAY: 'no pathway for its sector',
    },
  },
  fr: {
    sheets: { trajectory: 'Trajectoire', byType: 'Par type', bySector: 'Par secteur', temperature: 'Température', assets: 'Actifs' },
    year: 'Année',
    kind: { header: 'Réel ou projeté', ACTUAL: 'Réel', PROJECTED: 'Projeté' },
    measures: {
      financedEmissionsKg: 'Émissions financées (tCO2e)',
      absoluteEmissionsKg: 'Émissions absolues (tCO2e)',
      investmentIntensityTPerM: 'Intensité des investissements (tCO2e/M€)',
      waciTPerM: 'WACI (tCO2e/M€)',
    },
    bars: {
      previousYear: 'Année précédente',
      previousProjected: 'Projection précédente (tCO2e)',
      excluded: 'Investissements sortis (tCO2e)',
      new: 'Nouveaux investissements (tCO2e)',
      actual: 'Réel (tCO2e)',
    },
    type: 'Type de trajectoire',
    types: { ACTUAL: 'Émissions réelles', INTERNAL: 'Interne (plan Cairn)', EXTERNAL: 'Externe (objectif publié)', ESTIMATE: 'Estimé (trajectoire sectorielle)', none: 'Non renseigné' },
    sector: 'Secteur',
    noSector: 'Sans secteur',
    horizon: 'Année d’horizon',
    score: (method: string) => `${method} (°C)`,
    asset: 'Participation',
    financedIn: (year: number) => `Émissions financées ${year} (tCO2e)`,
    scores: { aggregated: 'agrégée', scope1: 'scope 1', scope2: 'scope 2', scope3: 'scope 3' },
    temperatureOf: (year: number, part: string) => `Température ${year}, ${part} (°C)`,
    leftOut: 'Exclu de la projection',
    reasons: {
      NO_EMISSIONS: 'pas d’émissions dans le portefeuille livré',
      NO_TYPE: 'pas de type de trajectoire',
      NO_PLAN: 'pas de plan livré',
      NO_TARGET: 'pas d’objectif publié',
      NO_TARGET_AFTER_REPORTING_YEAR: 'pas d’objectif après l’année du reporting',
      NO_ACTIVITY: 'pas d’activité sur laquelle lire une intensité',
      NO_SECTOR_PATHWAY: 'pas de trajectoire pour son secteur',
    },
  },
} as const;

const measureKeys = ['financedEmissionsKg', 'absoluteEmissionsKg', 'investmentIntensityTPerM', 'waciTPerM'] as const satisfies readonly (keyof ProjectionMeasures)[];
const scoreParts = ['aggregated', 'scope1', 'scope2', 'scope3'] as const;

const tonnes = (kg: number) => kg / 1000;
/** The four measures as the dashboard states them: emissions in tonnes, intensities as they are. */
const measureCells = (measures: ProjectionMeasures): SheetCell[] => [
  tonnes(measures.financedEmissionsKg),
  tonnes(measures.absoluteEmissionsKg),
  measures.investmentIntensityTPerM,
  measures.waciTPerM,
];
/** A score, or nothing when it could not be computed (the dashboard leaves it out too). */
const scoreOf = (scored: Scored<ScopeScore | CombinedScore> | undefined): number | null => (scored?.ok ? scored.value.score : null);

export function decarbonizationSheets({ projection: input, investees, horizonYears }: DecarbonizationWorkbookInput, language: Language): Sheet[] {
  const t = texts[language];
  const { projection, temperature } = portfolioOutlook(input, investees, horizonYears, 'ALL');
  const measureHeaders = measureKeys.map((key) => t.measures[key]);
  const typeLabel = (type: TrajectoryType | 'ACTUAL' | null) => (type === null ? t.types.none : t.types[type]);

  const trajectory: SheetCell[][] = [
    [t.year, t.kind.header, ...measureHeaders, t.bars.previousYear, t.bars.previousProjected, t.bars.excluded, t.bars.new, t.bars.actual],
    ...projection.years.map((row): SheetCell[] => [
      row.year,
      t.kind[row.kind],
      ...measureCells(row.measures),
      ...(row.bars
        ? [row.bars.previousYear, tonnes(row.bars.previousProjectedKg), tonnes(row.bars.excludedKg), tonnes(row.bars.newKg), tonnes(row.bars.actualKg)]
        : [null, null, null, null, null]),
    ]),
  ];
  const byType: SheetCell[][] = [
    [t.year, t.kind.header, t.type, ...measureHeaders],
    ...projection.years.flatMap((row) => row.byType.map((group): SheetCell[] => [row.year, t.kind[row.kind], typeLabel(group.key), ...measureCells(group.measures)])),
  ];
  const bySector: SheetCell[][] = [
    [t.year, t.kind.header, t.sector, ...measureHeaders],
    ...projection.years.flatMap((row) =>
      row.bySector.map((group): SheetCell[] => [row.year, t.kind[row.kind], group.key === null ? t.noSector : labelOf('sector', group.key, language), ...measureCells(group.measures)]),
    ),
  ];
  const horizons = temperature?.horizons ?? [];
  const temperatureRows: SheetCell[][] = [
    [t.horizon, ...aggregationMethods.map((method) => t.score(method))],
    ...horizons.map((horizon): SheetCell[] => [horizon.horizonYear, ...aggregationMethods.map((method) => (horizon.portfolio[method].ok ? horizon.portfolio[method].score : null))]),
  ];

  // The investees of the reporting year, as the projection counts them; the temperature engine
  // holds one holding per such investee, its companies in the holdings' order.
  const reportingYear = input.reporting.year;
  const actual = projection.years.find((row) => row.year === reportingYear)?.assets ?? [];
  const atTarget = new Map((projection.years.find((row) => row.year === input.targetYear)?.assets ?? []).map((asset) => [asset.investeeUuid, asset]));
  const types = new Map(input.reporting.trajectories.map((each) => [each.investeeUuid, each.consolidated?.type ?? null]));
  const missing = new Map(projection.missingTrajectories.map((each) => [each.investeeUuid, each.reason]));
  const holdingIds = temperature?.request.holdings.map((holding) => holding.id) ?? [];
  const assets: SheetCell[][] = [
    [
      t.asset,
      t.sector,
      t.type,
      t.financedIn(reportingYear),
      t.financedIn(input.targetYear),
      ...horizons.flatMap((horizon) => scoreParts.map((part) => t.temperatureOf(horizon.horizonYear, t.scores[part]))),
      t.leftOut,
    ],
    ...actual.map((asset): SheetCell[] => {
      const index = holdingIds.indexOf(asset.investeeUuid);
      const reason = missing.get(asset.investeeUuid);
      const target = atTarget.get(asset.investeeUuid);
      return [
        asset.name,
        asset.sector === null ? null : labelOf('sector', asset.sector, language),
        typeLabel(types.get(asset.investeeUuid) ?? null),
        tonnes(asset.financedEmissionsKg),
        target ? tonnes(target.financedEmissionsKg) : null,
        ...horizons.flatMap((horizon) => {
          const company = index < 0 ? null : horizon.companies[index];
          return company ? [scoreOf(company.aggregated), scoreOf(company.scope1), scoreOf(company.scope2), scoreOf(company.scope3)] : [null, null, null, null];
        }),
        reason === undefined ? null : t.reasons[reason],
      ];
    }),
  ];

  return [
    { name: t.sheets.trajectory, rows: trajectory },
    { name: t.sheets.byType, rows: byType },
    { name: t.sheets.bySector, rows: bySector },
    { name: t.sheets.temperature, rows: temperatureRows },
    { name: t.sheets.assets, rows: assets },
  ];
}
