import type { AssetExternalReport } from '@cairn/shared/assets/schemas';
import type { ElectricityReporting } from '@cairn/shared/labels';
import type { InputOf } from '@cairn/shared/contract';
import type { Currency, ExternalReportStandard } from '@cairn/shared/schemas';

/*
 * The staff form of an external report (the asset's External reports tab): the provider's totals
 * are typed in tCO2e, as reports print them, and stored in kgCO2e. Numbers are text while typed,
 * in English or French writing.
 */

export interface ExternalReportValues {
  name: string;
  year: string;
  provider: string;
  standard: ExternalReportStandard;
  electricityReporting: ElectricityReporting;
  /** tCO2e, as typed. */
  scope1: string;
  scope2Location: string;
  scope2Market: string;
  scope3: string;
  employeeNumber: string;
  turnover: string;
  currency: Currency | '';
  disclaimer: string;
  /** The provider's document: a stored file of the asset, once uploaded. */
  file: { uuid: string; name: string } | null;
}

/**
 * A number as typed, in English or French writing: spaces group thousands, a comma or a dot marks
 * decimals. Null for an empty field, NaN for anything else (the contract then refuses it).
 */
export function amountOf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const normalised = compact.includes('.') ? compact.replace(/,/g, '') : compact.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** tCO2e as typed to kgCO2e, rounded to the gram so 1.234 t is 1,234 kg and not 1,233.9999… */
export function kgOfTonnes(text: string): number | null {
  const tonnes = amountOf(text);
  if (tonnes === null || Number.isNaN(tonnes)) return tonnes;
  return Math.round(tonnes * 1_000_000) / 1000;
}

/** kgCO2e as the field shows it, in tonnes without trailing zeros. */
export function tonnesTextOf(kg: number | null): string {
  return kg === null ? '' : String(Math.round(kg) / 1000);
}

/** The form for a module: its report's values, or a new report named after the module and its year. */
export function externalReportValuesOf(entry: Pick<AssetExternalReport, 'moduleName' | 'year' | 'report'>): ExternalReportValues {
  const report = entry.report;
  if (!report) {
    return {
      name: entry.moduleName,
      year: entry.year === null ? '' : String(entry.year),
      provider: '',
      standard: 'GHG_PROTOCOL',
      electricityReporting: 'LOCATION',
      scope1: '',
      scope2Location: '',
      scope2Market: '',
      scope3: '',
      employeeNumber: '',
      turnover: '',
      currency: 'EURO',
      disclaimer: '',
      file: null,
    };
  }
  return {
    name: report.name,
    year: String(report.year),
    provider: report.provider,
    standard: report.standard,
    electricityReporting: report.electricityReporting,
    scope1: tonnesTextOf(report.scope1),
    scope2Location: tonnesTextOf(report.scope2Location),
    scope2Market: tonnesTextOf(report.scope2Market),
    scope3: tonnesTextOf(report.scope3),
    employeeNumber: report.employeeNumber === null ? '' : String(report.employeeNumber),
    turnover: report.turnover === null ? '' : String(report.turnover),
    currency: report.currency ?? '',
    disclaimer: report.disclaimer,
    file: report.file,
  };
}

/** A required number left blank: sent as missing, so the contract says so on its field. */
const blankNumber = undefined as unknown as number;

/**
 * `externalReport.save`'s input. A blank scope 1 or year is sent as missing, so the contract says
 * 'Required' on its field; a scope 2 the electricity reporting does not use is dropped.
 */
export function externalReportInputOf(values: ExternalReportValues, moduleUuid: string, version: number | null): InputOf<'externalReport.save'> {
  const year = amountOf(values.year);
  return {
    moduleUuid,
    name: values.name,
    year: year ?? blankNumber,
    provider: values.provider,
    standard: values.standard,
    electricityReporting: values.electricityReporting,
    scope1: kgOfTonnes(values.scope1) ?? blankNumber,
    scope2Location: values.electricityReporting === 'MARKET' ? null : kgOfTonnes(values.scope2Location),
    scope2Market: values.electricityReporting === 'LOCATION' ? null : kgOfTonnes(values.scope2Market),
    scope3: kgOfTonnes(values.scope3),
    employeeNumber: amountOf(values.employeeNumber),
    turnover: amountOf(values.turnover),
    currency: values.currency === '' ? null : values.currency,
    disclaimer: values.disclaimer,
    fileUuid: values.file?.uuid ?? null,
    ...(version === null ? {} : { expectedVersion: version }),
  };
}
