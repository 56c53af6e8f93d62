import type { z } from 'zod';
import {
  AssetSector,
  AssetType,
  ClimateCommitment,
  ContactKind,
  ControlType,
  Currency,
  ModuleStatus,
  ModuleType,
  Role,
} from '../schemas/enums.ts';
import {
  ActionStatus,
  BegesCategory,
  BegesGroup,
  CrmStage,
  DataStatus,
  ElectricityReporting,
  EmissionSourceType,
  EstimateMethod,
  Gas,
  GhgCategory,
  MethaneOrigin,
  Level,
  OperationalCategory,
  ProjectStatus,
  ProjectType,
  ReportFormat,
  Scope,
  TargetKind,
  TargetScope,
  TemperatureTarget,
} from './enums.ts';
import { ColumnType, QuestionType } from '../questionnaires/model.ts';
import { FundArticle, LabelPosition, PortfolioReportType } from '../portfolio/model.ts';
import { DecarbonizationTrackingStatus, FootprintTrackingStatus, TrackedProjectType } from '../portfolio/projectManagement.ts';
import { EmailStatus, ExpenseDataSource, ExpenseDataType, ExpenseEmissionBasis, SupplierQuestionType } from '../supplier/enums.ts';
import { EmailStatusGroup, SupplierMaturity, SupplierTrackingStatus } from '../supplier/status.ts';

/** Every enumeration that has display labels, by the name callers pass to `labelOf`. */
export const labelEnums = {
  role: Role,
  assetType: AssetType,
  controlType: ControlType,
  climateCommitment: ClimateCommitment,
  // Every asset sector: the benchmark sectors and Real estate.
  sector: AssetSector,
  currency: Currency,
  moduleType: ModuleType,
  moduleStatus: ModuleStatus,
  contactKind: ContactKind,
  projectType: ProjectType,
  projectStatus: ProjectStatus,
  scope: Scope,
  operationalCategory: OperationalCategory,
  ghgCategory: GhgCategory,
  begesCategory: BegesCategory,
  begesGroup: BegesGroup,
  electricityReporting: ElectricityReporting,
  gas: Gas,
  methaneOrigin: MethaneOrigin,
  reportFormat: ReportFormat,
  targetScope: TargetScope,
  temperatureTarget: TemperatureTarget,
  targetKind: TargetKind,
  level: Level,
  actionStatus: ActionStatus,
  emissionSourceType: EmissionSourceType,
  crmStage: CrmStage,
  estimateMethod: EstimateMethod,
  dataStatus: DataStatus,
  // A question template's answer type and its table's column types (spec 2 "Answer types", "Column").
  questionType: QuestionType,
  columnType: ColumnType,
  // An investee's reporting type in a portfolio-emissions questionnaire (spec 3 "Combined reporting types").
  portfolioReportType: PortfolioReportType,
  // A fund's SFDR article (spec 3 section 2.3) and where the materiality map writes its name (section 2.1).
  fundArticle: FundArticle,
  labelPosition: LabelPosition,
  // The institution's project tracking (spec 3 section 4 "Project tracking statuses").
  footprintTrackingStatus: FootprintTrackingStatus,
  decarbonizationTrackingStatus: DecarbonizationTrackingStatus,
  trackedProjectType: TrackedProjectType,
  // Supplier engagement (spec 3 sections 3 and 4): a supplier's derived states, a sent e-mail's
  // status and the list's grouping of it, the form's question types, what a supplier's figure
  // about an expense measures, where an expense's emissions come from and which figure gave them.
  supplierTrackingStatus: SupplierTrackingStatus,
  supplierMaturity: SupplierMaturity,
  emailStatus: EmailStatus,
  emailStatusGroup: EmailStatusGroup,
  supplierQuestionType: SupplierQuestionType,
  expenseDataType: ExpenseDataType,
  expenseDataSource: ExpenseDataSource,
  expenseEmissionBasis: ExpenseEmissionBasis,
} as const;

export type LabelEnumName = keyof typeof labelEnums;
export type LabelEnumValue<Name extends LabelEnumName> = z.infer<(typeof labelEnums)[Name]>;

export const labelEnumNames = Object.keys(labelEnums) as LabelEnumName[];

/** A label for every value of every enumeration: English and French. */
export type LabelTable = {
  readonly [Name in LabelEnumName]: { readonly [Value in LabelEnumValue<Name>]: string };
};

/** Labels for some values only: the other languages, which fall back to English per value. */
export type PartialLabelTable = {
  readonly [Name in LabelEnumName]?: { readonly [Value in LabelEnumValue<Name>]?: string };
};

/** The values of one enumeration, in declaration order. */
export function enumValues<Name extends LabelEnumName>(enumName: Name): readonly LabelEnumValue<Name>[] {
  // Indexing the registry with a generic name loses the pairing of name and values; restore it.
  const values: readonly string[] = labelEnums[enumName].options;
  return values as readonly LabelEnumValue<Name>[];
}
