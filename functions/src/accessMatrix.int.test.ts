import { putObject } from './lib/aws/objects.ts';
import { importJobs, storedFiles } from './lib/data/index.ts';
import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr';
import { procedureNames, procedures, type Access, type InputOf, type ProcedureName, type Procedures } from '@cairn/shared/contract';
import { blankReportSettings, type Role } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createQuestionnaireOn, createUser, externalReportInput, testPassword, unique } from '../../test/fixtures.ts';
import { useGateway } from '../../test/gateway.ts';
import { createSupplier, createSupplierGroup, expense, yearData } from '../../test/suppliers.ts';

/*
 * Every procedure of the contract, called by every kind of caller: the pipeline must refuse
 * those its access level excludes before it reads any input. New procedures join the matrix
 * by being declared. Then every procedure that is not public is called by a client of another
 * asset about an object of this one (the cross-tenant matrix below): a new procedure without a
 * case there does not compile, and fails here.
 */

const api = useGateway();

type Caller = 'anonymous' | 'client' | Role;
const callers: Caller[] = ['anonymous', 'client', 'SALES', 'ACCOUNTING', 'ANALYST', 'DEV', 'PRODUCT_MANAGER'];

function allowed(access: Access, caller: Caller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'client':
      return caller !== 'anonymous';
    case 'staff':
      return caller !== 'anonymous' && caller !== 'client';
    case 'analyst':
      return caller === 'ANALYST' || caller === 'DEV' || caller === 'PRODUCT_MANAGER';
  }
}

describe('access matrix', () => {
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    const asset = await createAsset();
    const users = await Promise.all(
      callers
        .filter((caller) => caller !== 'anonymous')
        .map(async (caller) => [
          caller,
          caller === 'client' ? await createUser({ assetUuid: asset.uuid }) : await createUser({ isAdmin: true, role: caller as Role }),
        ] as const),
    );
    for (const [caller, user] of users) {
      tokens.set(caller, (await api.call('user.login', { username: user.username, password: testPassword })).body.result.data.token);
    }
  });

  // Signing out ends the callers' sessions, so it goes last.
  const order = [...procedureNames.filter((name) => name !== 'user.logout'), 'user.logout' as const];
  for (const name of order) {
    const { access } = procedures[name];
    it(`${name} (${access})`, async () => {
      for (const caller of callers) {
        // Input left out: a refusal must come before validation, whatever was sent.
        const { status, body } = await api.call(name, undefined, tokens.get(caller));
        if (allowed(access, caller)) {
          expect([401, 403], `${caller} should reach ${name}`).not.toContain(status);
        } else if (caller === 'anonymous') {
          expect({ status, error: body.error }).toEqual({ status: 401, error: { message: 'Invalid token', key: 'validation.message.invalidToken', code: 'UNAUTHORIZED' } });
        } else {
          expect({ caller, status, code: body.error?.code }).toEqual({ caller, status: 403, code: 'FORBIDDEN' });
        }
      }
    });
  }
});

/*
 * The cross-tenant matrix: how each procedure that is not public keeps one client from another's
 * data, as its contract's tenancy declares it.
 * - caller: it acts on its caller only (the user, the session, the settings); its input names
 *   nothing of another tenant.
 * - staffOnly: no client reaches it at all (its access level, proven above).
 * - everyone: it reads nothing a tenant owns (the place search): clients of two assets asking
 *   the same get the same answer.
 * - otherwise it names an object of asset A: a client of asset B asking for it gets the answer
 *   `refused`, while the object's own reader (`reader`) does not, so the case names a real object.
 */

interface Tenants {
  assetUuid: string;
  footprintUuid: string;
  reportUuid: string;
  externalReportUuid: string;
  fileUuid: string;
  factorUuid: string;
  hypothesisUuid: string;
  importJobUuid: string;
  questionnaireUuid: string;
  questionUuid: string;
  /** The questionnaire's table question, the one an import fills. */
  tableQuestionUuid: string;
  /** A survey whose answers the client reads (showAnswersToClient), and one of its answers. */
  surveyUuid: string;
  surveyAnswerUuid: string;
  /** A decarbonization trajectory's module (its plan's uuid) and one of its actions. */
  planUuid: string;
  actionUuid: string;
  /** A financial institution's portfolio-emissions reporting (its module's uuid). */
  reportingUuid: string;
  /** A financial institution's project tracking (its PROJECT_MANAGEMENT module's uuid). */
  projectManagementUuid: string;
  /** A supplier of the asset. */
  supplierUuid: string;
}

type NonPublicName = { [N in ProcedureName]: Procedures[N]['access'] extends 'public' ? never : N }[ProcedureName];
type CrossTenantCase<N extends ProcedureName> =
  | 'caller'
  | 'staffOnly'
  | { sameForEveryone: InputOf<N> }
  | { input: (tenants: Tenants) => InputOf<N>; refused: { status: 403 | 404; message: string }; reader: 'client' | 'analyst' };

const forbidden = { status: 403, message: 'You do not have access to this resource' } as const;
const missing = (what: string) => ({ status: 404, message: `${what} not found` }) as const;
const ofReport = (tenants: Tenants) => ({ reportUuid: tenants.reportUuid });
const report = { input: (tenants: Tenants) => ({ uuid: tenants.reportUuid }), refused: missing('Report'), reader: 'client' } as const;
const deliverable = { input: (tenants: Tenants) => ({ deliverableUuid: tenants.reportUuid }), refused: missing('Report'), reader: 'client' } as const;

const crossTenant: { [N in NonPublicName]: CrossTenantCase<N> } = {
  'user.logout': 'caller',
  'user.refreshToken': 'caller',
  'user.get': 'caller',
  'dashboard.get': { input: (tenants) => ({ assetUuid: tenants.assetUuid }), refused: forbidden, reader: 'client' },
  'feedback.send': 'caller',
  'settings.update': 'caller',
  'editing.list': 'staffOnly',
  'editing.update': 'staffOnly',
  'editing.remove': 'staffOnly',
  'file.prepareUpload': 'caller',
  'file.register': { input: (tenants) => ({ uploadUuid: randomUUID(), assetUuid: tenants.assetUuid }), refused: forbidden, reader: 'client' },
  'file.download': { input: (tenants) => ({ uuid: tenants.fileUuid }), refused: missing('File'), reader: 'client' },
  'emissionFactor.list': 'staffOnly',
  'emissionFactor.semanticSearch': 'staffOnly',
  'emissionFactor.get': { input: (tenants) => ({ uuid: tenants.factorUuid }), refused: missing('Emission factor'), reader: 'client' },
  'emissionFactor.create': 'staffOnly',
  'emissionFactor.update': 'staffOnly',
  'emissionFactor.duplicate': 'staffOnly',
  'emissionFactor.delete': 'staffOnly',
  'emissionFactor.batchImport': 'staffOnly',
  'import.status': { input: (tenants) => ({ jobUuid: tenants.importJobUuid }), refused: missing('Import'), reader: 'analyst' },
  'emissionFactor.importTemplate': 'staffOnly',
  'emissionFactor.group.update': 'staffOnly',
  'hypothesis.list': 'staffOnly',
  'hypothesis.get': { input: (tenants) => ({ uuid: tenants.hypothesisUuid }), refused: missing('Hypothesis'), reader: 'client' },
  'hypothesis.create': 'staffOnly',
  'hypothesis.update': 'staffOnly',
  'hypothesis.delete': 'staffOnly',
  'unit.list': 'staffOnly',
  'unit.create': 'staffOnly',
  'unit.update': 'staffOnly',
  'carbonFootprint.get': 'staffOnly',
  'carbonFootprint.get.client': { input: (tenants) => ({ uuid: tenants.footprintUuid }), refused: missing('Carbon footprint'), reader: 'client' },
  'reportSnapshot.get': { input: ofReport, refused: missing('Report'), reader: 'client' },
  'report.list': 'staffOnly',
  'reportComparison.get.client': { input: ofReport, refused: missing('Report'), reader: 'client' },
  'report.results.download': report,
  'report.emissionFactorsAndHypotheses.download': deliverable,
  'report.pdf.download': report,
  'carbonFootprint.clientActivityData.download': deliverable,
  'carbonFootprint.adminActivityData.download': 'staffOnly',
  'report.share': report,
  'report.unshare': report,
  'report.save': 'staffOnly',
  'report.deliver': 'staffOnly',
  'report.computeEntries': 'staffOnly',
  'carbonFootprint.activityData.generateSheet': 'staffOnly',
  'externalReport.get.client': { input: (tenants) => ({ uuid: tenants.externalReportUuid }), refused: missing('External report'), reader: 'client' },
  'externalReport.save': 'staffOnly',
  'project.list': 'staffOnly',
  'project.get': 'staffOnly',
  'project.create': 'staffOnly',
  'project.update': 'staffOnly',
  'project.delete': 'staffOnly',
  'project.assignableUsers': 'staffOnly',
  'project.deliver': 'staffOnly',
  'project.commentForFir': 'staffOnly',
  'carbonFootprint.card.update': 'staffOnly',
  'decarbonizationPlan.card.update': 'staffOnly',
  'financialInstitutionReporting.card.update': 'staffOnly',
  'lightReview.card.update': 'staffOnly',
  'audit.card.update': 'staffOnly',
  'carbonFootprint.card.setReviewer': 'staffOnly',
  'financialInstitutionReporting.setReviewer': 'staffOnly',
  'sector.list': 'staffOnly',
  'sector.update': 'staffOnly',
  'asset.list': 'staffOnly',
  'asset.get': 'staffOnly',
  'asset.create': 'staffOnly',
  'asset.update': 'staffOnly',
  'subentity.create': 'staffOnly',
  'subentity.rename': 'staffOnly',
  'user.invite': 'staffOnly',
  'user.listByAsset': 'staffOnly',
  'user.setDisabled': 'staffOnly',
  'user.impersonate': 'staffOnly',
  'hubspotDeal.list': 'staffOnly',
  'hubspotDeal.import': 'staffOnly',
  'hubspotDeal.sync': 'staffOnly',
  'timeEntry.import': 'staffOnly',
  'projectClockifyReport.get': 'staffOnly',
  'projectClockifyReport.refresh': 'staffOnly',
  'deliveryFeedback.get': 'staffOnly',
  'deliveryFeedback.start': 'staffOnly',
  'deliveryFeedbackQuestion.update': 'staffOnly',
  'selectList.list': 'staffOnly',
  'selectList.create': 'staffOnly',
  'selectList.update': 'staffOnly',
  'selectList.delete': 'staffOnly',
  'gMaps.autocomplete': { sameForEveryone: { text: 'Paris', language: 'en' } },
  'gMaps.geocode': { sameForEveryone: { placeId: 'geonames:2988507', language: 'en' } },
  'naces.list': { sameForEveryone: {} },
  'questionnaire.get.client': { input: (tenants) => ({ uuid: tenants.questionnaireUuid }), refused: missing('Questionnaire'), reader: 'client' },
  'questionnaire.updateClientAnswers': { input: (tenants) => ({ uuid: tenants.questionnaireUuid, answers: [] }), refused: missing('Questionnaire'), reader: 'client' },
  'question.addComment': { input: (tenants) => ({ questionUuid: tenants.questionUuid, message: 'Is this ours?' }), refused: missing('Question'), reader: 'client' },
  'questionComment.markAsSeen': { input: (tenants) => ({ questionUuid: tenants.questionUuid, questionCommentUuids: [randomUUID()] }), refused: missing('Question'), reader: 'client' },
  'question.downloadSpreadsheet': { input: (tenants) => ({ uuid: tenants.tableQuestionUuid, language: 'en' }), refused: missing('Question'), reader: 'client' },
  'question.extractFromSpreadsheet': {
    input: (tenants) => ({ questionUuid: tenants.tableQuestionUuid, language: 'en', fileName: 'fuel.xlsx', b64File: 'UEsDBA==' }),
    refused: missing('Question'),
    reader: 'client',
  },
  'question.batchCreate': {
    input: (tenants) => ({ questionUuid: tenants.tableQuestionUuid, language: 'en', rows: [['Diesel', 12]], expectedVersion: 0 }),
    refused: missing('Question'),
    reader: 'client',
  },
  'questionTemplate.list': 'staffOnly',
  'questionTemplate.get': 'staffOnly',
  'questionTemplate.create': 'staffOnly',
  'questionTemplate.update': 'staffOnly',
  'questionTemplate.delete': 'staffOnly',
  'questionnaireTemplate.list': 'staffOnly',
  'questionnaireTemplate.get': 'staffOnly',
  'questionnaireTemplate.create': 'staffOnly',
  'questionnaireTemplate.update': 'staffOnly',
  'questionnaireTemplate.delete': 'staffOnly',
  'surveyQuestionTemplate.list': 'staffOnly',
  'surveyQuestionTemplate.get': 'staffOnly',
  'surveyQuestionTemplate.create': 'staffOnly',
  'surveyQuestionTemplate.update': 'staffOnly',
  'surveyQuestionTemplate.delete': 'staffOnly',
  'surveyTemplate.list': 'staffOnly',
  'surveyTemplate.get': 'staffOnly',
  'surveyTemplate.create': 'staffOnly',
  'surveyTemplate.update': 'staffOnly',
  'surveyTemplate.delete': 'staffOnly',
  'image.list': 'staffOnly',
  'image.create': 'staffOnly',
  'image.update': 'staffOnly',
  'image.delete': 'staffOnly',
  'actionCard.list': 'staffOnly',
  'actionCard.get': 'staffOnly',
  'actionCard.create': 'staffOnly',
  'actionCard.update': 'staffOnly',
  'actionCard.delete': 'staffOnly',
  'questionnaire.list': 'staffOnly',
  'questionnaire.create': 'staffOnly',
  'questionnaire.get': 'staffOnly',
  'questionnaire.activityData.generateSheet': 'staffOnly',
  'questionnaire.update': 'staffOnly',
  'questionnaire.setDataCollectionDone': 'staffOnly',
  'questionnaire.delete': 'staffOnly',
  'survey.list': 'staffOnly',
  'survey.create': 'staffOnly',
  'survey.duplicate': 'staffOnly',
  'survey.get': 'staffOnly',
  'survey.update': 'staffOnly',
  'survey.delete': 'staffOnly',
  'surveyAnswer.getAll': { input: (tenants) => ({ surveyUuid: tenants.surveyUuid }), refused: missing('Survey'), reader: 'client' },
  'surveyAnswer.get': { input: (tenants) => ({ surveyAnswerUuid: tenants.surveyAnswerUuid }), refused: missing('Survey answer'), reader: 'client' },
  'surveyAnswer.download': { input: (tenants) => ({ surveyUuid: tenants.surveyUuid, language: 'en' }), refused: missing('Survey'), reader: 'client' },
  'decarbonizationPlan.get': 'staffOnly',
  'financialInstitutionReporting.get': 'staffOnly',
  'financialInstitutionReporting.update': 'staffOnly',
  'portfolioDecarbonization.getInvestees': 'staffOnly',
  'portfolioDecarbonization.updateInvestee': 'staffOnly',
  'portfolioDecarbonization.updateSettings': 'staffOnly',
  'portfolioEmissions.getDataCollection': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid }), refused: missing('Reporting'), reader: 'client' },
  'portfolioEmissions.collectData': {
    input: (tenants) => ({ field: 'addFundName', reportingUuid: tenants.reportingUuid, name: 'Growth fund' }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'portfolioEmissions.deleteInvestment': {
    input: (tenants) => ({ reportingUuid: tenants.reportingUuid, investmentUuid: '00000000-0000-4000-8000-000000000001' }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'portfolioEmissions.validateDataCollection': {
    input: (tenants) => ({ reportingUuid: tenants.reportingUuid, validationAuthor: 'Camille Martin' }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'portfolioEmissions.spreadsheetExport': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid }), refused: missing('Reporting'), reader: 'client' },
  'portfolioEmissions.importFromSpreadsheet': {
    input: (tenants) => ({ reportingUuid: tenants.reportingUuid, uploadUuid: '00000000-0000-4000-8000-000000000002' }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'portfolioEmissions.get': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }), refused: missing('Reporting'), reader: 'client' },
  'clientPortfolioDecarbonization.get': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid }), refused: missing('Reporting'), reader: 'client' },
  'portfolioDecarbonization.downloadExcel': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid }), refused: missing('Reporting'), reader: 'client' },
  'portfolioEmissions.download': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid, snapshot: 'PREVIEW' }), refused: missing('Reporting'), reader: 'client' },
  'pmdr.client': { input: (tenants) => ({ assetUuid: tenants.assetUuid }), refused: forbidden, reader: 'client' },
  'pmdr.spreadsheetExport': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid }), refused: missing('Reporting'), reader: 'client' },
  'pmdr.importFromSpreadsheet': {
    input: (tenants) => ({ reportingUuid: tenants.reportingUuid, uploadUuid: '00000000-0000-4000-8000-000000000002' }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'pmdr.updatePmdrInvestee': {
    input: (tenants) => ({
      reportingUuid: tenants.reportingUuid,
      uuid: '00000000-0000-4000-8000-000000000004',
      expectedVersion: 1,
      assetName: 'Atelier',
      valuation: null,
      euroTurnover: null,
      totalScope1Kg: null,
      totalScope2Kg: null,
      totalScope3Kg: null,
      answers: emptyPmdrAnswers,
      inFundsActions: [],
    }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'pmdr.createPmdrInvestee': {
    input: (tenants) => ({
      reportingUuid: tenants.reportingUuid,
      assetName: 'Atelier',
      valuation: null,
      euroTurnover: null,
      totalScope1Kg: null,
      totalScope2Kg: null,
      totalScope3Kg: null,
      answers: emptyPmdrAnswers,
      inFundsActions: [{ action: 'addToFund', fundUuid: '00000000-0000-4000-8000-000000000005', outstandingAmount: null }],
    }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'pmdr.deleteInvestee': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid, uuid: '00000000-0000-4000-8000-000000000004' }), refused: missing('Reporting'), reader: 'client' },
  'pmdr.updatePmdrFunds': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid, updates: [], removals: [], newFunds: [{ name: 'Growth fund' }] }), refused: missing('Reporting'), reader: 'client' },
  'pai.download': { input: (tenants) => ({ reportingUuid: tenants.reportingUuid, fundUuid: null, format: 'EXCEL' }), refused: missing('Reporting'), reader: 'client' },
  'projectManagement.get': { input: (tenants) => ({ uuid: tenants.projectManagementUuid }), refused: missing('Project management'), reader: 'client' },
  'projectManagement.update': 'staffOnly',
  'lowDataReportSnapshot.get': {
    input: (tenants) => ({ reportingUuid: tenants.reportingUuid, uuid: '00000000-0000-4000-8000-000000000003', snapshot: 'PREVIEW' }),
    refused: missing('Reporting'),
    reader: 'client',
  },
  'decarbonizationPlan.get.client': { input: (tenants) => ({ uuid: tenants.planUuid }), refused: missing('Decarbonization plan'), reader: 'client' },
  'decarbonizationPlan.downloadSpreadsheet': { input: (tenants) => ({ planUuid: tenants.planUuid, format: 'XLSX' }), refused: missing('Decarbonization plan'), reader: 'client' },
  'decarbonizationPlan.downloadSlides': { input: (tenants) => ({ planUuid: tenants.planUuid }), refused: missing('Decarbonization plan'), reader: 'client' },
  'decarbonizationPlan.update': 'staffOnly',
  'decarbonizationPlan.suggestAction': {
    input: (tenants) => ({ planUuid: tenants.planUuid, title: 'Cycle to work', operationalCategoryUuid: null, actionDescription: null }),
    refused: missing('Decarbonization plan'),
    reader: 'client',
  },
  'decarbonizationPlan.editMembers': {
    input: (tenants) => ({ planUuid: tenants.planUuid, teamMembers: [{ action: 'CREATE', name: 'Ada Lovelace', initials: 'AL' }] }),
    refused: missing('Decarbonization plan'),
    reader: 'client',
  },
  'decarbonizationPlan.deliver': 'staffOnly',
  'decarbonizationAction.create': 'staffOnly',
  'decarbonizationAction.update': 'staffOnly',
  'decarbonizationAction.delete': 'staffOnly',
  'action.updateStatus': { input: (tenants) => ({ uuid: tenants.actionUuid, status: 'SUBMITTED' }), refused: missing('Decarbonization action'), reader: 'client' },
  'action.editVotes': {
    input: (tenants) => ({ planUuid: tenants.planUuid, uuid: tenants.actionUuid, newVotersUuid: [], removedVotersUuid: [] }),
    refused: missing('Decarbonization plan'),
    reader: 'client',
  },
  'decarbonizationAction.parameterUpdate': {
    input: (tenants) => ({ uuid: tenants.actionUuid, parameterUuid: randomUUID(), valueNumber: 1200 }),
    refused: missing('Decarbonization action'),
    reader: 'client',
  },
  'decarbonizationAction.investmentsUpdate': 'staffOnly',
  'decarbonizationAction.scoresUpdate': 'staffOnly',
  'decarbonizationAction.scoresUpdate.client': { input: (tenants) => ({ uuid: tenants.actionUuid, feasibility: { value: 5 } }), refused: missing('Decarbonization action'), reader: 'client' },
  'decarbonizationAction.implementationUpdate': { input: (tenants) => ({ uuid: tenants.actionUuid, followUpKPIs: [] }), refused: missing('Decarbonization action'), reader: 'client' },
  'decarbonizationAction.implementationDataCollection': {
    input: (tenants) => ({ uuid: tenants.actionUuid, implementationStartDate: '2027-01-01' }),
    refused: missing('Decarbonization action'),
    reader: 'client',
  },
  'action.updateStep': {
    input: (tenants) => ({ actionUuid: tenants.actionUuid, stepUuid: randomUUID(), action: 'SetDone', done: true }),
    refused: missing('Decarbonization action'),
    reader: 'client',
  },
  'action.updateFollowUpKPI': { input: (tenants) => ({ actionUuid: tenants.actionUuid, kpiUuid: randomUUID(), value: 3 }), refused: missing('Decarbonization action'), reader: 'client' },
  'supplierEngagement.get': { input: (tenants) => ({ assetUuid: tenants.assetUuid, year: 2024 }), refused: forbidden, reader: 'client' },
  'supplier.get': { input: (tenants) => ({ uuid: tenants.supplierUuid }), refused: missing('Supplier'), reader: 'client' },
  'supplier.productFootprints.export': { input: (tenants) => ({ assetUuid: tenants.assetUuid, year: 2024 }), refused: forbidden, reader: 'client' },
  'supplier.add': 'staffOnly',
  'supplier.spreadsheetExport': 'staffOnly',
  'supplier.importFromSpreadsheet': 'staffOnly',
  'supplierCampaign.create': 'staffOnly',
  'supplierCampaign.list': 'staffOnly',
  'supplier.sendEmail': {
    input: (tenants) => ({ assetUuid: tenants.assetUuid, sendUuid: randomUUID(), templateUuid: randomUUID(), supplierUuids: [tenants.supplierUuid] }),
    refused: forbidden,
    reader: 'client',
  },
  'supplier.delete': 'staffOnly',
  'supplier.resetToken': 'staffOnly',
  'supplier.editNotes': 'staffOnly',
  'supplier.reviewData': 'staffOnly',
  'supplier.clientEdit': {
    input: (tenants) => ({ uuid: tenants.supplierUuid, expectedVersion: 1, action: { type: 'commentFromClient', text: 'Our main supplier', fileUuids: [], uploadUuids: [] } }),
    refused: missing('Supplier'),
    reader: 'client',
  },
  'supplier.manualEmailSent.create': 'staffOnly',
  'supplier.manualEmailSent.update': 'staffOnly',
  'supplier.manualEmailSent.delete': 'staffOnly',
  'supplier.expense.emissionFactor.set': 'staffOnly',
  'supplier.expense.emissionFactor.delete': 'staffOnly',
  'supplierGroup.create': 'staffOnly',
  'supplierGroup.update': 'staffOnly',
  'supplierGroup.delete': 'staffOnly',
  'supplierEmailTemplate.create': 'staffOnly',
  'supplierEmailTemplate.update': 'staffOnly',
  'supplierEmailTemplate.delete': 'staffOnly',
  'supplier.edit': 'staffOnly',
  'supplier.year.add': 'staffOnly',
  'supplier.year.update': 'staffOnly',
  'supplier.year.editQuestions': 'staffOnly',
  'supplier.link': 'staffOnly',
};

describe('cross-tenant matrix', () => {
  const tenants = {} as Tenants;
  const tokens = {} as Record<'client' | 'intruder' | 'analyst', string>;

  beforeAll(async () => {
    const [asset, otherAsset] = await Promise.all([createAsset(), createAsset()]);
    const [client, intruder, analyst] = await Promise.all([
      createUser({ assetUuid: asset.uuid }),
      createUser({ assetUuid: otherAsset.uuid }),
      createUser({ isAdmin: true, role: 'ANALYST' }),
    ]);
    for (const [who, user] of [['client', client], ['intruder', intruder], ['analyst', analyst]] as const) {
      tokens[who] = (await api.call('user.login', { username: user.username, password: testPassword })).body.result.data.token;
    }
    const asAnalyst = async <N extends ProcedureName>(name: N, input: InputOf<N>) => {
      const { status, body } = await api.call(name, input, tokens.analyst);
      expect(status, JSON.stringify(body)).toBe(200);
      return body.result.data;
    };

    const footprint = await createModule(asset.uuid);
    const draft = await asAnalyst('report.save', {
      carbonFootprintUuid: footprint.uuid,
      settings: { ...blankReportSettings({ name: 'Carbon footprint 2024', year: 2024, companyName: 'Test company' }), employeeNumber: 10, turnover: 2_000_000 },
      entries: [],
    });
    await asAnalyst('report.deliver', { uuid: draft.uuid });

    const external = await createModule(asset.uuid, { type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DELIVERED', year: 2023 });
    await asAnalyst('externalReport.save', externalReportInput(external.uuid));

    const fileUuid = randomUUID();
    const objectKey = `assets/${asset.uuid}/files/${fileUuid}`;
    const pdf = Buffer.from('%PDF-1.3\n%%EOF\n');
    await putObject(objectKey, pdf, 'application/pdf');
    await storedFiles.create({ uuid: fileUuid, assetUuid: asset.uuid, name: 'summary.pdf', contentType: 'application/pdf', sizeBytes: pdf.length, objectKey }, 'test');

    const unit = await asAnalyst('unit.create', { symbol: unique('u'), labelEn: 'unit', labelFr: 'unité', quantityKind: 'VOLUME' });
    const ownEntry = { clientNameEn: null, clientNameFr: null, unitUuid: unit.uuid, qualityPercentage: 100, assetUuid: asset.uuid };
    const factor = await asAnalyst('emissionFactor.create', {
      ...ownEntry,
      type: 'SIMPLE',
      name: unique('own factor'),
      family: 'Transport',
      group: null,
      gas: 'CO2E',
      values: [{ until: null, value: 3.1, source: 'ADEME', sourceVersion: 'v23.4', isPublic: true }],
    });
    const hypothesis = await asAnalyst('hypothesis.create', {
      ...ownEntry,
      name: unique('own hypothesis'),
      family: 'BUILDINGS',
      values: [{ until: null, value: 110, source: 'Survey 2024' }],
    });

    const importJobUuid = randomUUID();
    await importJobs.create(
      { uuid: importJobUuid, kind: 'emissionFactor', fileName: 'factors.xlsx', status: 'DONE', cursor: 0, chunkCount: 0, itemCount: 0, createdAtSeconds: Math.floor(Date.now() / 1000) },
      analyst.uuid,
    );

    const questionnaire = await createQuestionnaireOn(api, tokens.analyst, analyst.uuid, footprint.uuid);

    const survey = await asAnalyst('survey.create', { carbonFootprintUuid: footprint.uuid, labelEn: 'Commuting 2024', labelFr: null, type: 'EMPLOYEE' });
    const { uuid: surveyUuid, version, questions, affiliations: _affiliations, ...settings } = survey;
    await asAnalyst('survey.update', { ...settings, uuid: surveyUuid, expectedVersion: version, questions, open: true, showAnswersToClient: true });
    const answer = await api.call('surveyAnswer.create', { surveyUuid, answers: {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const trajectory = await createModule(asset.uuid, { type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING', year: 2024 });
    const action = await asAnalyst('decarbonizationAction.create', { planUuid: trajectory.uuid, name: 'Switch the fleet to electric vans' });

    const reporting = await createModule(asset.uuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    const tracking = await createModule(asset.uuid, { type: 'PROJECT_MANAGEMENT', status: 'ONGOING', year: null });

    const supplierGroup = await createSupplierGroup(asset.uuid);
    const supplier = await createSupplier(asset.uuid, supplierGroup.uuid, { yearData: [yearData(2024, { expenses: [expense('Boxes', 1_200)] })] });

    Object.assign(tenants, {
      supplierUuid: supplier.uuid,
      reportingUuid: reporting.uuid,
      projectManagementUuid: tracking.uuid,
      planUuid: trajectory.uuid,
      actionUuid: action.uuid,
      questionnaireUuid: questionnaire.uuid,
      surveyUuid,
      surveyAnswerUuid: answer.body.result.data.uuid,
      questionUuid: questionnaire.questions[0]!.uuid,
      tableQuestionUuid: questionnaire.questions[2]!.uuid,
      assetUuid: asset.uuid,
      footprintUuid: footprint.uuid,
      reportUuid: draft.uuid,
      externalReportUuid: external.uuid,
      fileUuid,
      factorUuid: factor.uuid,
      hypothesisUuid: hypothesis.uuid,
      importJobUuid,
    } satisfies Tenants);
  });

  it('has a case for every procedure that is not public, and only for those', () => {
    const nonPublic = procedureNames.filter((name) => procedures[name].access !== 'public');
    expect(Object.keys(crossTenant).sort()).toEqual([...nonPublic].sort());
  });

  for (const name of Object.keys(crossTenant) as NonPublicName[]) {
    const testCase = crossTenant[name] as CrossTenantCase<ProcedureName>;
    const { access, tenancy } = procedures[name];
    it(`${name} (${typeof testCase === 'string' ? testCase : tenancy.rule})`, async () => {
      if (typeof testCase === 'object' && 'sameForEveryone' in testCase) {
        expect(tenancy.rule).toBe('everyone');
        const [own, other] = await Promise.all(['client', 'intruder'].map((who) => api.call(name as ProcedureName, testCase.sameForEveryone as never, tokens[who as 'client' | 'intruder'])));
        expect(own!.status, JSON.stringify(own!.body)).toBe(200);
        expect(other!.body).toEqual(own!.body);
        return;
      }
      if (testCase === 'caller') {
        expect(tenancy.rule).toBe('caller');
        return;
      }
      if (testCase === 'staffOnly') {
        expect({ access, rule: tenancy.rule }).toEqual({ access: expect.stringMatching(/^(staff|analyst)$/), rule: 'staffOnly' });
        return;
      }
      expect(tenancy).toHaveProperty('owner');
      const input = testCase.input(tenants);
      const answer = async (token: string) => {
        const { status, body } = await api.call(name as ProcedureName, input as never, token);
        return { status, message: body.error?.message };
      };
      expect(await answer(tokens.intruder)).toEqual(testCase.refused);
      expect(await answer(tokens[testCase.reader])).not.toEqual(testCase.refused);
    });
  }
});
