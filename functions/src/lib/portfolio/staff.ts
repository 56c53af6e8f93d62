import type { ReportingChange, ReportingView } from '@cairn/shared/contract/portfolio';
import { AppError, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { portfolioLimits } from '@cairn/shared/portfolio/model';
import type { ModuleStatus } from '@cairn/shared/schemas';
import { now, transact, type Actor, type Stored } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { funds, investees, reportings, type ReportingRecord } from '../data/portfolio.ts';
import { forgetFiles, keepUploadAsFile } from '../files/uploads.ts';
import { assertNoImport } from './importJournal.ts';
import { fundNotFound, investeeNotFound, loadCollection, reportingOf, reportingView } from './collection.ts';
import { liveInput, writeFinalSnapshot } from './inputs.ts';

/*
 * The staff's changes of a reporting (`financialInstitutionReporting.update`). The reporting
 * item's version guards them all; a change of the module's status is written in the same
 * transaction, so the client's pill and the reporting never disagree.
 */

export async function applyReportingChange(module: Stored<ModuleRecord>, change: ReportingChange, expectedVersion: number, actor: Actor): Promise<ReportingView> {
  const reporting = await reportingOf(module, actor);
  // Nothing moves on a questionnaire half-written by an import: its results, least of all.
  assertNoImport(reporting);
  if (reporting.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const write = async (patch: Partial<ReportingRecord>, status?: ModuleStatus) => {
    await transact([reportings.ops.replace(reporting, patch, actor), ...(status && status !== module.status ? [modules.ops.replace(module, { status }, actor)] : [])]);
    const [written, writtenModule] = await Promise.all([reportings.require({ uuid: reporting.uuid }, { consistent: true }), modules.require({ uuid: module.uuid }, { consistent: true })]);
    return reportingView(writtenModule, written);
  };

  switch (change.action) {
    case 'settings': {
      const { action: _action, ...settings } = change;
      return write(settings);
    }
    case 'openDataCollection':
      return write({ dataCollectionOpened: true });
    case 'closeDataCollection':
      return write({ dataCollectionOpened: false });
    case 'confirmValidation':
      if (reporting.validationDate === null) throw new AppError('BAD_REQUEST', say('server.portfolio.notValidatedYet'));
      return write({ validationConfirmedAt: now(), validationConfirmedBy: actor, dataCollectionOpened: false }, 'FE_CALCULATION');
    case 'reopenValidation':
      return write({ validationDate: null, validationAuthor: null, validationConfirmedAt: null, validationConfirmedBy: null, dataCollectionOpened: true }, 'DATA_COLLECTION');
    case 'completeResults':
      if (reporting.validationConfirmedAt === null) throw new AppError('BAD_REQUEST', say('server.portfolio.notConfirmedYet'));
      return write({}, 'FE_COMPLETED');
    case 'deliver': {
      if (module.status !== 'FE_COMPLETED' && module.status !== 'DELIVERED') throw new AppError('BAD_REQUEST', say('server.portfolio.notCompletedYet'));
      const takenAt = await writeFinalSnapshot(await liveInput(await loadCollection(module, actor)), actor);
      return write({ deliveredAt: takenAt }, 'DELIVERED');
    }
    case 'addFile': {
      if (reporting.files.length >= portfolioLimits.reportingFiles) throw new AppError('BAD_REQUEST', say('server.portfolio.tooManyFiles', { max: portfolioLimits.reportingFiles }));
      const kept = await keepUploadAsFile(actor, change.uploadUuid, module.assetUuid, ['DOCUMENT'], actor);
      return write({ files: [...reporting.files, { uuid: kept.uuid, name: kept.name, type: change.type }] });
    }
    case 'removeFile': {
      if (!reporting.files.some((file) => file.uuid === change.fileUuid)) throw new AppError('NOT_FOUND', say('server.notFound.file'));
      const view = await write({ files: reporting.files.filter((file) => file.uuid !== change.fileUuid) });
      await forgetFiles([change.fileUuid]);
      return view;
    }
    case 'fund': {
      const fund = await funds.get({ reportingUuid: reporting.uuid, uuid: change.fundUuid }, { consistent: true });
      if (!fund) throw fundNotFound();
      await funds.update({ reportingUuid: reporting.uuid, uuid: fund.uuid }, { article: change.article, materialityMapLabelPosition: change.materialityMapLabelPosition }, actor);
      return write({});
    }
    case 'pmdrStatus':
      return write({ pmdrStatus: change.pmdrStatus });
    case 'investeePcafScore': {
      const investee = await investees.get({ reportingUuid: reporting.uuid, uuid: change.investeeUuid }, { consistent: true });
      if (!investee) throw investeeNotFound();
      await investees.update({ reportingUuid: reporting.uuid, uuid: investee.uuid }, { pcafScore: change.pcafScore }, actor);
      return write({});
    }
  }
}
