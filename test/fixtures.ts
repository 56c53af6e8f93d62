import { hashPassword } from '@cairn/functions/auth';
import { assets, investeeLinks, portfolioFunds, portfolioInvestees, portfolioInvestments, projects, saveModule, usernameClaims, users, type Stored, type UserRecord } from '@cairn/functions/data';
import type { ParsedEmissionFactorInput } from '@cairn/shared/catalogue';
import type { ProjectStatus } from '@cairn/shared/labels';
import { emptyInvesteeData, type FundArticle, type PortfolioReportType } from '@cairn/shared/portfolio/model';
import { initialSteps } from '@cairn/shared/projects/changes';
import type { ProjectStep, StaffProjectType } from '@cairn/shared/projects/lifecycle';
import { moduleOfProject } from '@cairn/shared/projects/modules';
import type { InputOf } from '@cairn/shared/contract';
import type { ModuleStatus, ModuleType, Role } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { useGateway } from './gateway.ts';

/*
 * Records for integration tests, written through the real data layer into the emulated
 * table. Names carry a random suffix so test files running in parallel never collide.
 */

export const testPassword = 'Integration-Test-Pass';
let passwordHash: Promise<string> | undefined;

/** Signs the user in through the gateway, as the web client does; answers the session token. */
export async function tokenOf(api: ReturnType<typeof useGateway>, username: string): Promise<string> {
  return (await api.call('user.login', { username, password: testPassword })).body.result.data.token;
}

export const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

export async function createAsset(options: { name?: string; isFinancialInstitution?: boolean; supplierEngagementOpen?: boolean } = {}) {
  return assets.create(
    {
      uuid: randomUUID(),
      name: options.name ?? unique('Asset'),
      type: 'COMPANY',
      isFinancialInstitution: options.isFinancialInstitution ?? false,
      supplierEngagementOpen: options.supplierEngagementOpen ?? false,
    },
    'test',
  );
}

export async function linkInvestee(institutionUuid: string, investeeUuid: string) {
  return investeeLinks.create({ institutionUuid, investeeUuid }, 'test');
}

export async function createUser(
  options: {
    assetUuid?: string | null;
    isAdmin?: boolean;
    role?: Role | null;
    subentityUuid?: string | null;
    username?: string;
    disabled?: boolean;
    firstName?: string;
    email?: string;
  } = {},
): Promise<Stored<UserRecord>> {
  passwordHash ??= hashPassword(testPassword);
  const uuid = randomUUID();
  const username = options.username ?? unique('user');
  const user = await users.create(
    {
      uuid,
      username,
      passwordHash: await passwordHash,
      isAdmin: options.isAdmin ?? false,
      role: options.role ?? null,
      assetUuid: options.assetUuid ?? null,
      subentityUuid: options.subentityUuid ?? null,
      disabled: options.disabled ?? false,
      firstName: options.firstName ?? 'Test',
      lastName: 'User',
      email: options.email ?? `${username}@example.org`,
    },
    'test',
  );
  await usernameClaims.create({ username, userUuid: uuid }, 'test');
  return user;
}

export async function createModule(
  assetUuid: string,
  options: { type?: ModuleType; status?: ModuleStatus; year?: number | null; subentityUuid?: string | null; consultantUuids?: string[]; accountManagerUuid?: string | null } = {},
) {
  return saveModule(
    {
      uuid: randomUUID(),
      type: options.type ?? 'CARBON_FOOTPRINT',
      status: options.status ?? 'DATA_COLLECTION',
      year: options.year === undefined ? 2024 : options.year,
      moduleName: unique('Module'),
      assetUuid,
      subentityUuid: options.subentityUuid ?? null,
      consultantUuids: options.consultantUuids ?? [],
      accountManagerUuid: options.accountManagerUuid ?? null,
    },
    'test',
  );
}

/**
 * A simple factor as an import stages it once parsed: one public value with no end year. The
 * parsed type carries the schema's brand, hence the cast.
 */
export function parsedSimpleFactor(name: string, unitUuid: string, { group = 'Test import', value = 0.1 } = {}): ParsedEmissionFactorInput {
  return {
    type: 'SIMPLE',
    name,
    clientNameEn: null,
    clientNameFr: null,
    family: 'ENERGY',
    group,
    unitUuid,
    gas: 'CO2E',
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    linkedSupplierUuid: null,
    values: [{ until: null, value, source: 'Test', sourceVersion: '1', sourceUrl: null, comment: null, isPublic: true }],
  } as unknown as ParsedEmissionFactorInput;
}

/**
 * The usual cast of a staff workspace test: an asset with its own client user, an analyst and a
 * sales user, each signed in through the gateway.
 */
export async function createStaffWorld(api: ReturnType<typeof useGateway>, assetOptions: Parameters<typeof createAsset>[0] = {}) {
  const asset = await createAsset(assetOptions);
  const [analyst, sales, client] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST' }),
    createUser({ isAdmin: true, role: 'SALES' }),
    createUser({ assetUuid: asset.uuid }),
  ]);
  return {
    analyst: await tokenOf(api, analyst.username),
    sales: await tokenOf(api, sales.username),
    client: await tokenOf(api, client.username),
    assetUuid: asset.uuid,
    analystUuid: analyst.uuid,
  };
}

/** A provider's footprint as `externalReport.save` takes it: location-based, no scope 3, no document. */
export function externalReportInput(moduleUuid: string, overrides: Partial<InputOf<'externalReport.save'>> = {}): InputOf<'externalReport.save'> {
  return {
    moduleUuid,
    name: 'Bilan GES 2023',
    year: 2023,
    provider: 'Carbone Conseil',
    standard: 'BEGES',
    electricityReporting: 'LOCATION',
    scope1: 120_000,
    scope2Location: 30_000,
    scope2Market: null,
    scope3: null,
    employeeNumber: 40,
    turnover: 6_000_000,
    currency: 'EURO',
    disclaimer: '',
    fileUuid: null,
    ...overrides,
  };
}

/**
 * A questionnaire on a footprint, made the way staff make one: question templates (a number, a
 * text and a table of fuel kind and litres), a questionnaire template listing them, and the
 * questionnaire created from it through the gateway. Answers the questionnaire as staff read it.
 */
export async function createQuestionnaireOn(api: ReturnType<typeof useGateway>, analystToken: string, analystUuid: string, carbonFootprintUuid: string) {
  const tag = randomUUID().slice(0, 8);
  const call = async <N extends 'questionTemplate.create' | 'questionnaireTemplate.create' | 'questionnaire.create' | 'questionnaire.get'>(name: N, input: InputOf<N>) => {
    const { status, body } = await api.call(name, input, analystToken);
    if (status !== 200) throw new Error(`${name}: ${status} ${JSON.stringify(body)}`);
    return body.result.data;
  };
  const electricity = await call('questionTemplate.create', { name: `q${tag}_electricity`, type: 'NUMERIC', labelEn: 'Electricity bought', unit: 'kWh', category: 'Energy', important: true });
  const notes = await call('questionTemplate.create', { name: `q${tag}_notes`, type: 'TEXT', labelEn: 'Anything to add', category: 'Energy', subcategory: 'Notes' });
  const fuel = await call('questionTemplate.create', {
    name: `q${tag}_fuel`,
    type: 'TABLE',
    labelEn: 'Fuel bought',
    category: 'Transport',
    columns: [
      { name: 'kind', type: 'TEXT', labelEn: 'Kind' },
      { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'l' },
    ],
  } as never);
  const template = await call('questionnaireTemplate.create', { name: `Template ${tag}`, labelEn: 'Data collection', questionTemplateUuids: [electricity.uuid, notes.uuid, fuel.uuid] });
  const created = await call('questionnaire.create', { carbonFootprintUuid, templateUuid: template.uuid, labelEn: `Collection ${tag}`, labelFr: null, assignedTo: [analystUuid] });
  return call('questionnaire.get', { uuid: created.uuid });
}

/**
 * A staff project of an asset with the client module it created (as `project.create` makes
 * them), in a given status, with the steps given done or dated and the others neither.
 */
export async function createTrackedProject(
  assetUuid: string,
  options: {
    type: StaffProjectType;
    status: ProjectStatus;
    steps?: Partial<Record<ProjectStep, { date?: string; done?: boolean }>>;
    comments?: { comment: string; createdAt: string }[];
    /** The deals it was sold under. */
    dealUuids?: string[];
  },
) {
  const uuid = randomUUID();
  const start = moduleOfProject[options.type];
  const module = start ? await createModule(assetUuid, { type: start.type, status: start.status, year: 2025 }) : null;
  if (module) await saveModule({ ...module, projectUuid: uuid }, 'test');
  return projects.create(
    {
      uuid,
      type: options.type,
      assetUuid,
      assetName: 'Asset',
      moduleUuid: module?.uuid ?? null,
      moduleType: module?.type ?? null,
      moduleName: null,
      assignedTo: [],
      deadline: null,
      deliveryDate: null,
      status: options.status,
      frigo: false,
      notes: null,
      analystFeedback: null,
      steps: initialSteps(options.type).map((step) => ({ ...step, date: options.steps?.[step.step]?.date ?? null, done: options.steps?.[step.step]?.done ?? false })),
      todos: [],
      hubspotDeals: (options.dealUuids ?? []).map((dealUuid) => ({ dealUuid, customAmount: null })),
      clockifyId: null,
      linkedProjectUuids: [],
      commentsForFir: (options.comments ?? []).map((comment) => ({ uuid: randomUUID(), ...comment })),
      reviewByUuid: null,
      year: null,
      startDate: null,
      endDate: null,
      hideYear: false,
      languageSupport: null,
      methodologies: [],
      electricityReporting: null,
      onboardingNotes: null,
      deliveryNotes: null,
      questionnairesClosedAndSplit: false,
      dataReceivedAt: null,
      reviewCompletedAt: null,
      externalReportUuid: null,
    },
    'test',
  );
}

/**
 * An institution's portfolio-emissions reporting written straight into its partition: its
 * module, its funds in order, and its investees (a platform asset, or a name typed in), each
 * held by the funds named by index.
 */
export async function createPortfolio(
  institutionUuid: string,
  options: {
    year: number;
    status: ModuleStatus;
    funds: { name: string; article: FundArticle | null }[];
    investees: { name: string; assetUuid: string | null; reportType: PortfolioReportType | null; funds: number[] }[];
  },
) {
  const module = await createModule(institutionUuid, { type: 'PORTFOLIO_EMISSIONS', status: options.status, year: options.year });
  const reportingUuid = module.uuid;
  const funds = await Promise.all(
    options.funds.map((fund, position) => portfolioFunds.create({ reportingUuid, uuid: randomUUID(), name: fund.name, article: fund.article, materialityMapLabelPosition: 'RIGHT', position }, 'test')),
  );
  for (const investee of options.investees) {
    const uuid = randomUUID();
    await portfolioInvestees.create(
      {
        reportingUuid,
        uuid,
        assetUuid: investee.assetUuid,
        nonValidatedAsset: investee.assetUuid ? null : { name: investee.name, type: 'COMPANY', naceCodes: [] },
        name: investee.name,
        ...emptyInvesteeData,
        assetType: 'COMPANY',
        reportType: investee.reportType,
      },
      'test',
    );
    for (const index of investee.funds) {
      await portfolioInvestments.create(
        { reportingUuid, uuid: randomUUID(), fundUuid: funds[index]!.uuid, investeeUuid: uuid, outstandingAmount: null, includeInPortfolioEmissions: true, exitYear: null },
        'test',
      );
    }
  }
  return module;
}
