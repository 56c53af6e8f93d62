import { isStaff } from '@cairn/shared/access';
import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import type { CollectDataInput, DataCollectionChange } from '@cairn/shared/contract/portfolio';
import { AppError, fieldIssue, invalidInput, messages } from '@cairn/shared/errors';
import { sayValidation } from '@cairn/shared/areaValidationMessageTexts';
import { say } from '@cairn/shared/errorMessages';
import { emptyInvesteeData, portfolioLimits, type PortfolioReportType } from '@cairn/shared/portfolio/model';
import type { SessionUser } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { assets } from '../data/asset.ts';
import { investeeLinks } from '../data/investeeLink.ts';
import { transact, type Stored, type TransactItem } from '../data/entity.ts';
import { funds, investees, investments, reportings, type InvesteeRecord } from '../data/portfolio.ts';
import { forgetFiles, keepUploadAsFile } from '../files/uploads.ts';
import { assertMayCollect, assetsWithInternalReports, fundNotFound, fundView, investeeNotFound, investeeView, investmentNotFound, investmentView, reportingView, type CollectionState } from './collection.ts';
import { isNaceCode, naceCodeOfActivity } from '@cairn/shared/portfolio/nace/list';
import { clearedByTypeChange } from './rules.ts';
import { energyIssues, isEnergyField } from '@cairn/shared/portfolio/validation';

/*
 * One typed change of the questionnaire (`portfolioEmissions.collectData`). Each change writes
 * the items it touches under their versions; the lines of a reporting with a line limit are
 * added in a transaction that also moves the reporting item on, so two additions at once cannot
 * both pass the limit.
 */

type Change = CollectDataInput;
const empty = (): DataCollectionChange => ({ funds: [], investments: [], investees: [], removedInvestmentUuids: [], removedInvesteeUuids: [] });

export async function applyCollectData(state: CollectionState, change: Change, user: SessionUser): Promise<DataCollectionChange> {
  const { reporting } = state;
  assertMayCollect(user, reporting);
  const actor = user.uuid;
  const reportingUuid = reporting.uuid;
  const findInvestee = (uuid: string) => state.investees.find((investee) => investee.uuid === uuid) ?? null;
  const investeeChange = async (investee: Stored<InvesteeRecord>, patch: Partial<InvesteeRecord>, expectedVersion: number) => {
    const written = await investees.update({ reportingUuid, uuid: investee.uuid }, patch, actor, { expectedVersion });
    const withReports = await assetsWithInternalReports(written.assetUuid ? [written.assetUuid] : [], reporting.year);
    return { ...empty(), investees: [investeeView(written, withReports)] };
  };

  switch (change.field) {
    case 'fundName': {
      if (!state.funds.some((fund) => fund.uuid === change.fundUuid)) throw fundNotFound();
      const written = await funds.update({ reportingUuid, uuid: change.fundUuid }, { name: change.newName }, actor, { expectedVersion: change.expectedVersion });
      return { ...empty(), funds: [fundView(written)] };
    }
    case 'addFundName': {
      if (state.funds.length >= portfolioLimits.funds) throw new AppError('BAD_REQUEST', say('server.portfolio.maxLines'));
      const position = Math.max(-1, ...state.funds.map((fund) => fund.position)) + 1;
      const written = await funds.create({ reportingUuid, uuid: randomUUID(), name: change.name, article: null, materialityMapLabelPosition: 'RIGHT', position }, actor);
      return { ...empty(), funds: [fundView(written)] };
    }
    case 'newInvestee':
    case 'newInvestment':
      return addLine(state, change, user);
    case 'reportingType': {
      const investee = findInvestee(change.investeeUuid);
      if (!investee) throw investeeNotFound();
      const type = change.portfolioEmissionsReportType;
      if (type !== null && type !== investee.reportType && !isStaff(user) && !offeredToClient(reporting.allowedReportTypes, type)) {
        throw new AppError('BAD_REQUEST', say('server.portfolio.reportTypeNotAllowed'));
      }
      const cleared = clearedByTypeChange(investee, type);
      const view = await investeeChange(investee, { reportType: type, ...cleared }, change.expectedVersion);
      // The documents of the old type go with their references (spec 3 section 4).
      if (cleared.files) await forgetFiles(investee.files.map((file) => file.uuid));
      return view;
    }
    case 'outstandingAmount': {
      const investment = state.investments.find((line) => line.uuid === change.investmentUuid);
      if (!investment) throw investmentNotFound();
      const written = await investments.update({ reportingUuid, uuid: investment.uuid }, { outstandingAmount: change.value }, actor, { expectedVersion: change.expectedVersion });
      return { ...empty(), investments: [investmentView(written)] };
    }
    case 'comment': {
      const comment = change.comment?.trim() || null;
      const written = await reportings.update({ uuid: reportingUuid }, { clientComment: comment }, actor);
      return { ...empty(), reporting: await reportingView(state.module, written) };
    }
    case 'file':
      return changeFile(state, change, user);
    default: {
      const investee = findInvestee(change.investeeUuid);
      if (!investee) throw investeeNotFound();
      const patch: Partial<InvesteeRecord> = { [change.field]: change.value };
      if (change.field === 'naceCode' && change.value !== null) {
        const code = change.value.trim();
        if (code === '') patch.naceCode = null;
        else if (!isNaceCode(code)) throw invalidInput([fieldIssue(['value'], sayValidation('validation.message.invalidNaceCode'))]);
        else patch.naceCode = code;
      }
      // A renewable part over its total is refused whichever of the two changed (validation.ts); nothing is written.
      if (isEnergyField(change.field) && energyIssues({ ...investee, ...patch }).length > 0) {
        throw invalidInput([fieldIssue(['value'], sayValidation('validation.message.invalid'))]);
      }
      if (change.field === 'assetType' && change.value !== null) {
        if (!isStaff(user) && !reporting.allowedAssetTypes.includes(change.value)) throw new AppError('BAD_REQUEST', say('server.portfolio.assetTypeNotAllowed'));
        // A real-estate asset takes the Real estate sector (spec 3 section 5).
        if (change.value === 'REAL_ESTATE') patch.sector = 'REAL_ESTATE';
      }
      return investeeChange(investee, patch, change.expectedVersion);
    }
  }
}

/** MANUAL_ESTIMATE is kept where set but never chosen by a client (spec 3 section 4). */
function offeredToClient(allowed: readonly PortfolioReportType[], type: PortfolioReportType): boolean {
  return type !== 'MANUAL_ESTIMATE' && allowed.includes(type);
}

/** How many investment lines the reporting holds, across funds. */
const lineCount = (state: CollectionState) => state.investments.length;

async function addLine(state: CollectionState, change: Extract<Change, { field: 'newInvestee' | 'newInvestment' }>, user: SessionUser): Promise<DataCollectionChange> {
  const actor = user.uuid;
  const { reporting } = state;
  const reportingUuid = reporting.uuid;
  if (!state.funds.some((fund) => fund.uuid === change.fundUuid)) throw fundNotFound();
  const limit = Math.min(reporting.maxLinesNumber ?? portfolioLimits.investees, portfolioLimits.investees);
  if (lineCount(state) >= limit) throw new AppError('BAD_REQUEST', say('server.portfolio.maxLines'));

  let investee: Stored<InvesteeRecord> | InvesteeRecord | null = null;
  let created: InvesteeRecord | null = null;
  /** A company staff add that the institution did not hold yet: it becomes its investee. */
  let newlyHeld: string | null = null;
  if (change.field === 'newInvestee') {
    created = blankInvestee(reportingUuid, { assetUuid: null, nonValidatedAsset: { name: change.newInvesteeName, type: null, naceCodes: [] }, name: change.newInvesteeName });
  } else if (change.investeeUuid) {
    investee = state.investees.find((item) => item.uuid === change.investeeUuid) ?? null;
    if (!investee) throw investeeNotFound();
  } else if (change.assetUuid) {
    investee = state.investees.find((item) => item.assetUuid === change.assetUuid) ?? null;
    if (!investee) {
      // A client adds only the companies it holds (its investee links, which 'Add an asset'
      // offers): another company's uuid would bring that company's reports into its results.
      // Staff may add any: that makes the company the institution's investee (below).
      const [asset, held] = await Promise.all([
        assets.get({ uuid: change.assetUuid }),
        isStaff(user) ? true : investeeLinks.get({ institutionUuid: state.module.assetUuid, investeeUuid: change.assetUuid }),
      ]);
      if (!asset || !held) throw new AppError('NOT_FOUND', say('server.notFound.asset'));
      if (isStaff(user)) newlyHeld = asset.uuid;
      created = blankInvestee(reportingUuid, {
        assetUuid: asset.uuid,
        nonValidatedAsset: null,
        name: asset.name,
        assetType: asset.type ?? null,
        sector: asset.sector ?? null,
        // The asset's first activity code that names a NACE class (an asset holds French NAF sub-classes).
        naceCode: asset.naceCodes.map(naceCodeOfActivity).find((code) => code !== null) ?? null,
      });
    }
  } else {
    throw new AppError('BAD_REQUEST', say('server.notFound.investee'));
  }
  const investeeUuid = created?.uuid ?? investee!.uuid;
  if (state.investments.some((line) => line.fundUuid === change.fundUuid && line.investeeUuid === investeeUuid)) {
    throw new AppError('CONFLICT', say('server.portfolio.assetAlreadyInFund'));
  }
  const line = { reportingUuid, uuid: randomUUID(), fundUuid: change.fundUuid, investeeUuid, outstandingAmount: null, includeInPortfolioEmissions: true, exitYear: null };
  const items: TransactItem[] = [investments.ops.create(line, actor)];
  if (created) items.push(investees.ops.create(created, actor));
  // Staff adding a company make it the institution's investee (rewritten if it was one already):
  // its delivered reports then reach the results, and the institution may view its dashboard.
  if (newlyHeld) items.push(investeeLinks.ops.put({ institutionUuid: state.module.assetUuid, investeeUuid: newlyHeld }, actor));
  // The reporting moves on with every addition, so two additions that read the same count cannot both commit.
  items.push(reportings.ops.replace(reporting, {}, actor));
  await transact(items);
  const [writtenLine, writtenInvestee] = await Promise.all([
    investments.require({ reportingUuid, uuid: line.uuid }, { consistent: true }),
    investees.require({ reportingUuid, uuid: investeeUuid }, { consistent: true }),
  ]);
  const withReports = await assetsWithInternalReports(writtenInvestee.assetUuid ? [writtenInvestee.assetUuid] : [], reporting.year);
  return { ...empty(), investments: [investmentView(writtenLine)], investees: [investeeView(writtenInvestee, withReports)] };
}

export function blankInvestee(reportingUuid: string, fields: Pick<InvesteeRecord, 'assetUuid' | 'nonValidatedAsset' | 'name'> & Partial<InvesteeRecord>): InvesteeRecord {
  return { reportingUuid, uuid: randomUUID(), ...emptyInvesteeData, files: [], ...emptyPmdrAnswers, pmdrUpdatedAt: null, ...fields };
}

async function changeFile(state: CollectionState, change: Extract<Change, { field: 'file' }>, user: SessionUser): Promise<DataCollectionChange> {
  const reportingUuid = state.reporting.uuid;
  const investee = state.investees.find((item) => item.uuid === change.investeeUuid);
  if (!investee) throw investeeNotFound();
  if (investee.version !== change.expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  let files = investee.files;
  let removed: string | null = null;
  if (change.file.action === 'CREATE') {
    if (files.length >= portfolioLimits.files) throw new AppError('BAD_REQUEST', say('server.portfolio.tooManyFiles', { max: portfolioLimits.files }));
    const kept = await keepUploadAsFile(user.uuid, change.file.uploadUuid, state.module.assetUuid, ['DOCUMENT'], user.uuid);
    files = [...files, { uuid: kept.uuid, name: kept.name }];
  } else {
    const { fileUuid } = change.file;
    if (!files.some((file) => file.uuid === fileUuid)) throw new AppError('NOT_FOUND', say('server.portfolio.fileNotOfInvestee'));
    files = files.filter((file) => file.uuid !== fileUuid);
    removed = fileUuid;
  }
  const written = await investees.update({ reportingUuid, uuid: investee.uuid }, { files }, user.uuid, { expectedVersion: change.expectedVersion });
  if (removed) await forgetFiles([removed]);
  const withReports = await assetsWithInternalReports(written.assetUuid ? [written.assetUuid] : [], state.reporting.year);
  return { ...empty(), investees: [investeeView(written, withReports)] };
}
