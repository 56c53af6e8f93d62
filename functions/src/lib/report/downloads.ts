import { redactPrivateValues } from '@cairn/shared/calc/report';
import type { Language, ReportSnapshot } from '@cairn/shared/schemas';
import { downloadLink, objectHead, putObject } from '../aws/objects.ts';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import { readSnapshot, type ReportRecord } from '../data/report.ts';
export type ReportFileKind = 'results' | 'factors' | 'activityData' | 'auditActivityData' | 'pdf';

/**
 * How one kind of report file is made. Each download names its own (`files/workbookFiles.ts`,
 * `files/pdfFile.ts`), so a function bundles only its generator: the PDF's pdfkit stays out of
 * the spreadsheets' Lambdas.
 */
export interface ReportFileBuilder {
  kind: ReportFileKind;
  extension: 'pdf' | 'xlsx';
  contentType: string;
  build(input: { snapshot: ReportSnapshot; reportName: string; assetName: string; language: Language }): Uint8Array | Promise<Uint8Array>;
}

const fileNames: Record<Language, Record<ReportFileKind, string>> = {
  en: {
    results: 'Results',
    factors: 'Emission factors and hypotheses',
    activityData: 'Activity data',
    auditActivityData: 'Data for audit',
    pdf: 'Report',
  },
  fr: {
    results: 'Résultats',
    factors: 'Facteurs d’émission et hypothèses',
    activityData: 'Données d’activité',
    auditActivityData: 'Données pour audit',
    pdf: 'Rapport',
  },
};

/**
 * Bump when a generated file shows something else for the same snapshot (a new redaction rule):
 * files kept under the old format are then never served again, and are made anew on next ask.
 */
export const reportFileFormat = 2;

/** Where a generated file of a snapshot version is kept: the snapshot never changes under it. */
export const reportFileKey = (report: Pick<ReportRecord, 'uuid' | 'snapshotVersion'>, kind: ReportFileKind, extension: string) =>
  `reports/${report.uuid}/v${report.snapshotVersion}/${kind}-f${reportFileFormat}.${extension}`;

/**
 * A report's file, kept in the bucket: generated from the snapshot the first time it is asked
 * for, then served as kept. The caller has checked that the user may read the report. Every file
 * but staff's audit file reaches clients, so it is made from the snapshot without what would
 * give a private value back (docs/private-values.md), whoever asks first: one kept file serves all.
 * The file, not its reader, decides the redaction, so callers hand in the report alone.
 */
export async function ensureReportFile(report: Stored<ReportRecord>, builder: ReportFileBuilder) {
  const [asset, snapshot] = await Promise.all([assets.get({ uuid: report.assetUuid }), readSnapshot(report)]);
  const assetName = asset?.name ?? '';
  const { kind, extension, contentType } = builder;
  const key = reportFileKey(report, kind, extension);
  if (!(await objectHead(key))) {
    const shown = kind === 'auditActivityData' ? snapshot : redactPrivateValues(snapshot);
    const bytes = await builder.build({ snapshot: shown, reportName: report.name, assetName, language: snapshot.language });
    await putObject(key, bytes, contentType);
  }
  const name = `${[assetName, report.name, fileNames[snapshot.language][kind]].filter(Boolean).join(' - ')}.${extension}`;
  return { key, name, contentType };
}

/** A short-lived link to a report's file (docs/architecture.md, "Files"). */
export async function reportFile(report: Stored<ReportRecord>, builder: ReportFileBuilder) {
  const file = await ensureReportFile(report, builder);
  return { name: file.name, contentType: file.contentType, ...(await downloadLink(file.key, file)) };
}
