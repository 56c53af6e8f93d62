import { redactPrivateValues } from '@cairn/shared/calc/report';
import { procedures } from '@cairn/shared/contract';
import type { PublicReportView, ReportSnapshot } from '@cairn/shared/schemas';
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { getObject, putObject } from '../aws/objects.ts';
import { config } from '../config.ts';
import { assets } from '../data/asset.ts';
import { readSnapshot, type ReportRecord } from '../data/report.ts';
import { PreparedAnswer } from '../http/envelope.ts';
import { prepareAnswer } from '../http/areas/reports.ts';

type PublicReport = Pick<ReportRecord, 'uuid' | 'name' | 'year' | 'assetUuid' | 'snapshotVersion' | 'snapshotChunks'>;

/**
 * What a shared report's link shows: the report's name and year, its company's name and its
 * snapshot, nothing else about the client. Every public answer, stored or not, is built here: a
 * rule on what the public may see belongs in this function (and bumps `publicAnswerFormat`).
 */
export async function publicReportView(report: PublicReport, snapshot?: ReportSnapshot): Promise<PublicReportView> {
  const [asset, frozen] = await Promise.all([assets.get({ uuid: report.assetUuid }), snapshot ?? readSnapshot(report)]);
  // The public never sees what would give a licensed value back (docs/private-values.md).
  return { report: { uuid: report.uuid, name: report.name, year: report.year }, assetName: asset?.name ?? '', snapshot: redactPrivateValues(frozen) };
}

/**
 * Bump when `publicReportView` answers differently for the same stored report (a new redaction,
 * a renamed field): stored answers of the old format are then never served, and are rebuilt on
 * their next read.
 */
export const publicAnswerFormat = 2;

/** 16 hex digits that change with any of the format, the deployment version and the output schema. */
export function fingerprintOf(format: number, version: string, output: z.ZodType): string {
  const schema = z.toJSONSchema(output, { io: 'output', unrepresentable: 'any' });
  return createHash('sha256').update(JSON.stringify([format, version, schema])).digest('hex').slice(0, 16);
}

let fingerprint: string | undefined;

/**
 * What a stored answer must have been made by: this format, this deployment (`CAIRN_VERSION`, so
 * every deploy starts from fresh answers) and this output schema (so a contract change does too,
 * even where the version is the same `dev` of every local run).
 */
export function publicAnswerFingerprint(): string {
  fingerprint ??= fingerprintOf(publicAnswerFormat, config.version(), procedures['carbonFootprintReport.get.public'].output);
  return fingerprint;
}

/** Where a snapshot version's public answer is kept, gzipped: beside its PDF, never changing under its key. */
export const publicAnswerKey = (report: Pick<ReportRecord, 'uuid' | 'snapshotVersion'>) =>
  `reports/${report.uuid}/v${report.snapshotVersion}/public-answer-${publicAnswerFingerprint()}.json.gz`;

/**
 * Builds a delivered report's public answer (checked against the contract and serialised as the
 * pipeline would) and keeps it. Delivery calls it; so does a read that finds none.
 */
export async function storePublicAnswer(report: PublicReport, snapshot?: ReportSnapshot): Promise<PreparedAnswer> {
  const answer = prepareAnswer('carbonFootprintReport.get.public', await publicReportView(report, snapshot));
  await putObject(publicAnswerKey(report), answer.gzipBody, 'application/gzip');
  return answer;
}

/**
 * A delivered report's public answer: the kept bytes, one object read, or built and kept when
 * they are missing (a report delivered before answers were kept, a new deployment or format).
 * The caller has checked that the report is delivered and shared.
 */
export async function publicAnswer(report: PublicReport): Promise<PreparedAnswer> {
  const stored = await getObject(publicAnswerKey(report));
  return stored ? new PreparedAnswer(stored) : storePublicAnswer(report);
}
