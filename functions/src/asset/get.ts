import type { AssetExternalReport } from '@cairn/shared/assets/schemas';
import { requireAsset, toAsset } from '../lib/assets/store.ts';
import { externalReports, toExternalReport } from '../lib/data/externalReport.ts';
import { modules } from '../lib/data/module.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import { subentities } from '../lib/data/subentity.ts';
import { defineProcedure } from '../lib/http/areas/assets.ts';

/**
 * An asset's page: its details, its modules (one query of its partition), its sub-entities, and
 * the report of each external carbon-footprint module (one BatchGetItem, then one of their files).
 */
export const handler = defineProcedure('asset.get', async ({ uuid }) => {
  const record = await requireAsset(uuid);
  const [asset, moduleList, subentityList] = await Promise.all([
    toAsset(record),
    modules.query('byAsset', { assetUuid: uuid }),
    subentities.query('byAsset', { assetUuid: uuid }),
  ]);
  const externalModules = moduleList.filter((module) => module.type === 'EXTERNAL_CARBON_FOOTPRINT');
  const reports = await externalReports.batchGet(externalModules.map((module) => ({ uuid: module.uuid })));
  const fileUuids = reports.flatMap((report) => (report?.fileUuid ? [report.fileUuid] : []));
  const files = new Map((await storedFiles.batchGet(fileUuids.map((fileUuid) => ({ uuid: fileUuid })))).flatMap((file) => (file ? [[file.uuid, file] as const] : [])));

  const externalReportList: AssetExternalReport[] = externalModules.map((module, index) => {
    const report = reports[index];
    const file = report?.fileUuid ? files.get(report.fileUuid) : undefined;
    return {
      moduleUuid: module.uuid,
      moduleName: module.moduleName,
      year: module.year,
      status: module.status,
      report: report ? { ...toExternalReport(report, record.name, file ? { uuid: file.uuid, name: file.name } : null), version: report.version } : null,
    };
  });

  return {
    ...asset,
    // By type, then year, as the index sorts them.
    modules: moduleList.map((module) => ({
      uuid: module.uuid,
      type: module.type,
      status: module.status,
      year: module.year,
      moduleName: module.moduleName,
      subentityUuid: module.subentityUuid,
    })),
    subentities: subentityList.map((subentity) => ({ uuid: subentity.uuid, assetUuid: subentity.assetUuid, name: subentity.name, version: subentity.version })),
    externalReports: externalReportList,
  };
});
