import { AppError, messages } from '@cairn/shared/errors';
import { englishOf } from '@cairn/shared/errorMessages';
import { ExternalReportFields, ExternalReportInput, type ExternalReport } from '@cairn/shared/schemas';
import * as z from 'zod';
import { assets } from './asset.ts';
import { defineEntity, type Actor, type Stored } from './entity.ts';
import { modules } from './module.ts';
import { storedFiles } from './storedFile.ts';

/**
 * An external carbon footprint as its provider reported it: one item per EXTERNAL_CARBON_FOOTPRINT
 * module, under the module's uuid. Totals are kgCO2e; `fileUuid` names the provider's document,
 * a stored file of the same asset.
 */
export const ExternalReportRecord = ExternalReportFields.extend({
  uuid: z.uuid(),
  moduleUuid: z.uuid(),
  assetUuid: z.uuid(),
  fileUuid: z.uuid().nullable(),
});
export type ExternalReportRecord = z.infer<typeof ExternalReportRecord>;

export const externalReports = defineEntity({
  name: 'ExternalReport',
  schema: ExternalReportRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `EXTREPORT#${uuid}`, sk: 'EXTREPORT' }),
  identify: ({ uuid }) => ({ uuid }),
});

export const externalReportErrors = {
  notExternal: englishOf('server.externalReport.notExternal'),
  fileOfAnotherAsset: englishOf('server.externalReport.fileOfAnotherAsset'),
} as const;

/**
 * Creates or replaces the external report of an EXTERNAL_CARBON_FOOTPRINT module. The document,
 * when named, must be a stored file of the module's asset: `file.download` checks that asset.
 */
export async function saveExternalReport(raw: z.input<typeof ExternalReportInput>, actor: Actor): Promise<Stored<ExternalReportRecord>> {
  const { moduleUuid, fileUuid, expectedVersion, ...fields } = ExternalReportInput.parse(raw);
  const module = await modules.get({ uuid: moduleUuid }, { consistent: true });
  if (!module) throw new AppError('NOT_FOUND', messages.notFound('Module'));
  if (module.type !== 'EXTERNAL_CARBON_FOOTPRINT') {
    throw new AppError('BAD_REQUEST', externalReportErrors.notExternal, [{ path: ['moduleUuid'], message: externalReportErrors.notExternal }]);
  }
  if (fileUuid !== null) {
    const file = await storedFiles.get({ uuid: fileUuid });
    if (file?.assetUuid !== module.assetUuid) {
      throw new AppError('BAD_REQUEST', externalReportErrors.fileOfAnotherAsset, [{ path: ['fileUuid'], message: externalReportErrors.fileOfAnotherAsset }]);
    }
  }
  const record: ExternalReportRecord = { ...fields, uuid: module.uuid, moduleUuid: module.uuid, assetUuid: module.assetUuid, fileUuid };
  const current = await externalReports.get({ uuid: module.uuid }, { consistent: true });
  if (!current) return externalReports.create(record, actor);
  return externalReports.update({ uuid: module.uuid }, record, actor, { expectedVersion });
}

/** The record as its page reads it, with its asset's name and its document's name. */
export function toExternalReport(record: Stored<ExternalReportRecord>, assetName: string, file: { uuid: string; name: string } | null): ExternalReport {
  return {
    uuid: record.uuid,
    moduleUuid: record.moduleUuid,
    assetUuid: record.assetUuid,
    assetName,
    name: record.name,
    year: record.year,
    provider: record.provider,
    standard: record.standard,
    electricityReporting: record.electricityReporting,
    scope1: record.scope1,
    scope2Location: record.scope2Location,
    scope2Market: record.scope2Market,
    scope3: record.scope3,
    employeeNumber: record.employeeNumber,
    turnover: record.turnover,
    currency: record.currency,
    disclaimer: record.disclaimer,
    file,
  };
}

/** The page's view of a stored record: its asset's name and its document's name read alongside. */
export async function externalReportView(record: Stored<ExternalReportRecord>): Promise<ExternalReport> {
  const [asset, file] = await Promise.all([
    assets.get({ uuid: record.assetUuid }),
    record.fileUuid ? storedFiles.get({ uuid: record.fileUuid }) : Promise.resolve(null),
  ]);
  return toExternalReport(record, asset?.name ?? '', file ? { uuid: file.uuid, name: file.name } : null);
}
