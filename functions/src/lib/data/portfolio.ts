import { DecarbonizationSettings, InvesteeDecarbonizationFields, noChartNotes, StoredChartNotes } from '@cairn/shared/portfolio/decarbonization';
import { Fund, initialReportingState, Investee, Investment, PortfolioReportType, Reporting } from '@cairn/shared/portfolio/model';
import { StoredPmdrAnswers } from '@cairn/shared/portfolio/pmdr';
import * as z from 'zod';
import { defineEntity } from './entity.ts';
import { ImportMarker } from '../import/journal.ts';
import type { ModuleRecord } from './module.ts';

/*
 * A portfolio-emissions reporting lives in its own partition `FIR#<uuid>` (the uuid of its
 * PORTFOLIO_EMISSIONS module): the reporting item (settings and data-collection state), its
 * funds, investment lines and investees, each an item under its own version so two editors of
 * different investees never collide and two editors of one investee get CONFLICT. The reporting
 * item is created on its first write with the defaults; the FINAL snapshot is an object in the
 * bucket (a reporting of thousands of investees outgrows an item), named by the snapshot item.
 */

export const reportingKey = (uuid: string) => `FIR#${uuid}`;
const partition = ({ reportingUuid }: { reportingUuid: string }) => reportingKey(reportingUuid);

/**
 * An import written in several transactions, while it runs (lib/portfolio/importJournal.ts):
 * which one, and since when, so that one left by a stopped process can be undone.
 */
export { ImportMarker } from '../import/journal.ts';

export const ReportingRecord = Reporting.extend({
  importInProgress: ImportMarker.nullable().default(null),
  /*
   * The decarbonization dashboard's settings, set by staff once delivered
   * (`portfolioDecarbonization.updateSettings`); records written before them read as not set.
   */
  consolidatedDecarbonizationTargetYear: DecarbonizationSettings.shape.consolidatedDecarbonizationTargetYear.default(null),
  temperatureHorizonYears: DecarbonizationSettings.shape.temperatureHorizonYears.default([]),
  chartNotes: StoredChartNotes.default(noChartNotes),
});
export type ReportingRecord = z.infer<typeof ReportingRecord>;

export const reportings = defineEntity({
  name: 'PortfolioReporting',
  schema: ReportingRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: reportingKey(uuid), sk: 'REPORTING' }),
  identify: ({ uuid }) => ({ uuid }),
});

export const FundRecord = Fund.extend({ reportingUuid: z.uuid() });
export type FundRecord = z.infer<typeof FundRecord>;

export const funds = defineEntity({
  name: 'PortfolioFund',
  schema: FundRecord,
  key: ({ reportingUuid, uuid }: { reportingUuid: string; uuid: string }) => ({ pk: reportingKey(reportingUuid), sk: `FUND#${uuid}` }),
  identify: ({ reportingUuid, uuid }) => ({ reportingUuid, uuid }),
  indexes: {
    /** A reporting's funds. */
    ofReporting: { index: 'primary', pk: partition, skPrefix: 'FUND#' },
  },
});

export const InvestmentRecord = Investment.extend({ reportingUuid: z.uuid() });
export type InvestmentRecord = z.infer<typeof InvestmentRecord>;

export const investments = defineEntity({
  name: 'PortfolioInvestment',
  schema: InvestmentRecord,
  key: ({ reportingUuid, uuid }: { reportingUuid: string; uuid: string }) => ({ pk: reportingKey(reportingUuid), sk: `INVESTMENT#${uuid}` }),
  identify: ({ reportingUuid, uuid }) => ({ reportingUuid, uuid }),
  indexes: {
    /** A reporting's investment lines, every fund's. */
    ofReporting: { index: 'primary', pk: partition, skPrefix: 'INVESTMENT#' },
  },
});

/**
 * The investee with its PMDR answers (spec 3 section 3 "PMDR investee") and when they last
 * changed: kept on the record, beside the portfolio-emissions data, because PMDR is collected on
 * the same reporting's investees. Not part of `Investee`, so the portfolio views, snapshots and
 * import journals stay as they were; records written before PMDR read as unanswered.
 */
export const InvesteeRecord = Investee.extend({
  reportingUuid: z.uuid(),
  ...StoredPmdrAnswers.shape,
  pmdrUpdatedAt: z.iso.datetime().nullable().default(null),
});
export type InvesteeRecord = z.infer<typeof InvesteeRecord>;

export const investees = defineEntity({
  name: 'PortfolioInvestee',
  schema: InvesteeRecord,
  key: ({ reportingUuid, uuid }: { reportingUuid: string; uuid: string }) => ({ pk: reportingKey(reportingUuid), sk: `INVESTEE#${uuid}` }),
  identify: ({ reportingUuid, uuid }) => ({ reportingUuid, uuid }),
  indexes: {
    /** A reporting's investees. */
    ofReporting: { index: 'primary', pk: partition, skPrefix: 'INVESTEE#' },
  },
});

export const InvesteeDecarbonizationRecord = InvesteeDecarbonizationFields.extend({ reportingUuid: z.uuid(), investeeUuid: z.uuid() });
export type InvesteeDecarbonizationRecord = z.infer<typeof InvesteeDecarbonizationRecord>;

/**
 * An investee's consolidated decarbonization data (portfolio decarbonization), set by staff on the
 * delivered reporting: beside the FINAL snapshot, not in it, so it changes without a new delivery.
 * Absent until first set (the defaults apply, version 0 to the editor).
 */
export const investeeDecarbonizations = defineEntity({
  name: 'PortfolioInvesteeDecarbonization',
  schema: InvesteeDecarbonizationRecord,
  key: ({ reportingUuid, investeeUuid }: { reportingUuid: string; investeeUuid: string }) => ({ pk: reportingKey(reportingUuid), sk: `DECARBONIZATION#${investeeUuid}` }),
  identify: ({ reportingUuid, investeeUuid }) => ({ reportingUuid, investeeUuid }),
  indexes: {
    /** A reporting's investees' decarbonization data. */
    ofReporting: { index: 'primary', pk: partition, skPrefix: 'DECARBONIZATION#' },
  },
});

/** The delivered results' inputs, frozen: where the bucket keeps them and when they were taken. */
export const portfolioSnapshots = defineEntity({
  name: 'PortfolioSnapshot',
  schema: z.object({ reportingUuid: z.uuid(), takenAt: z.string(), objectKey: z.string() }),
  key: ({ reportingUuid }: { reportingUuid: string }) => ({ pk: reportingKey(reportingUuid), sk: 'SNAPSHOT#FINAL' }),
  identify: ({ reportingUuid }) => ({ reportingUuid }),
});

export const snapshotObjectKey = (reportingUuid: string, takenAt: string) => `portfolio/${reportingUuid}/final-${takenAt.replace(/[^0-9]/g, '')}.json.gz`;

/** Where an import in several transactions keeps what it overwrites, until it has written everything. */
export const importJournalKey = (reportingUuid: string, importUuid: string) => `portfolio/${reportingUuid}/import-${importUuid}.json.gz`;

/** The report types offered by default: every type but MANUAL_ESTIMATE, which is only kept where staff set it. */
export const defaultReportTypes: PortfolioReportType[] = PortfolioReportType.options.filter((type) => type !== 'MANUAL_ESTIMATE');

/** The reporting a module starts with: data collection closed until staff open it, every asset type and the usual report types. */
export function defaultReporting(module: Pick<ModuleRecord, 'uuid' | 'assetUuid' | 'year'>, language: 'en' | 'fr'): ReportingRecord {
  return ReportingRecord.parse({
    uuid: module.uuid,
    assetUuid: module.assetUuid,
    year: module.year ?? 2024,
    language,
    ...initialReportingState,
    allowedAssetTypes: ['COMPANY', 'FINANCED_PROJECT', 'REAL_ESTATE'],
    allowedReportTypes: defaultReportTypes,
  });
}
