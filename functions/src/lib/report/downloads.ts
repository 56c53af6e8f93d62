import { redactPrivateValues } from '@cairn/shared/calc/report';
import type { Language, ReportSnapshot } from '@cairn/shared/schemas';
import { downloadLink, objectHead, putObject } from '../aws/objects.ts';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import type { ReportRecord } from '../data/report.ts';
import { activityDataWorkbook, factorsWorkbook, resultsWorkbook } from './files/workbooks.ts';
import { reportPdf } from './files/pdf.ts';

export type ReportFileKind = 'results' | 'factors' | 'activityData' | 'auditActivityData' | 'pdf';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

interface Built {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

async function build(kind: ReportFileKind, snapshot: ReportSnapshot, reportName: string, assetName: string): Promise<Built> {
  const language = snapshot.language;
  switch (kind) {
    case 'results':
      return { bytes: resultsWorkbook({ snapshot, reportName, assetName, language }), contentType: xlsx, extension: 'xlsx' };
    case 'factors':
      return { bytes: factorsWorkbook({ snapshot, language }), contentType: xlsx, extension: 'xlsx' };
    case 'activityData':
    case 'auditActivityData':
      return { bytes: activityDataWorkbook({ snapshot, language, audit: kind === 'auditActivityData' }), contentType: xlsx, extension: 'xlsx' };
    case 'pdf':
      return { bytes: await reportPdf({ snapshot, reportName, assetName, language }), contentType: 'application/pdf', extension: 'pdf' };
  }
}

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
 */
export async function ensureReportFile(report: Stored<ReportRecord>, snapshot: ReportSnapshot, kind: ReportFileKind) {
  const asset = await assets.get({ uuid: report.assetUuid });
  const assetName = asset?.name ?? '';
  const extension = kind === 'pdf' ? 'pdf' : 'xlsx';
  const key = reportFileKey(report, kind, extension);
  const contentType = kind === 'pdf' ? 'application/pdf' : xlsx;
  if (!(await objectHead(key))) {
    const shown = kind === 'auditActivityData' ? snapshot : redactPrivateValues(snapshot);
    const built = await build(kind, shown, report.name, assetName);
    await putObject(key, built.bytes, built.contentType);
  }
  const name = `${[assetName, report.name, fileNames[snapshot.language][kind]].filter(Boolean).join(' - ')}.${extension}`;
  return { key, name, contentType };
}

/** A short-lived link to a report's file (docs/architecture.md, "Files"). */
export async function reportFile(report: Stored<ReportRecord>, snapshot: ReportSnapshot, kind: ReportFileKind) {
  const file = await ensureReportFile(report, snapshot, kind);
  return { name: file.name, contentType: file.contentType, ...(await downloadLink(file.key, file)) };
}
