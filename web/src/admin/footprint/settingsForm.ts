import { catalogueMessages } from '@cairn/shared/catalogue';
import { textBounds } from '@cairn/shared/constants';
import { englishOf } from '@cairn/shared/errorMessages';
import type { ElectricityReporting } from '@cairn/shared/labels';
import type { BenchmarkEntryType, ControlType, Currency, Language, ReportBenchmark, Sector } from '@cairn/shared/schemas';
import { isRealIsoDate, validationMessages } from '@cairn/shared/validation';
import { parseAmount, type DraftSettings } from '../../features/reports/editing/draftModel.ts';

/*
 * The report settings of the staff footprint page as plain data: the form's values (text as
 * typed), what is wrong with them, and the draft settings they make. The ratios (employees,
 * turnover, currency) and the benchmarks, with their typed entries, are settings too. What the
 * form does not show (key figures, notes, surveys…) stays as the draft had it.
 */

/** One typed entry of a benchmark: a target, another company, the company itself. */
export interface BenchmarkEntryValues {
  /** Stable while the list is edited (rows are added and removed). */
  key: string;
  type: BenchmarkEntryType;
  name: string;
  /** tCO2e per unit of the ratio, as the chart shows it; '' for the company's own, which then follows the report. */
  value: string;
  hidden: boolean;
}

export interface BenchmarkValues {
  key: string;
  ratio: ReportBenchmark['ratio'];
  entries: BenchmarkEntryValues[];
}

export interface SettingsValues {
  name: string;
  year: string;
  period: string;
  startDate: string;
  endDate: string;
  companyName: string;
  headquarters: string;
  language: Language;
  controlType: ControlType;
  standard: 'GHG' | 'BEGES';
  electricityReporting: ElectricityReporting;
  organizationalBoundaries: string;
  multi: boolean;
  showBCConformLogo: boolean;
  /** Whole percent; '' shows the PCAF score instead. */
  activityDataQuality: string;
  comparisonBaseYear: string;
  sector: Sector | '';
  employees: string;
  turnover: string;
  currency: Currency;
  benchmarkDisclaimer: string;
  benchmarks: BenchmarkValues[];
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Benchmark values are kgCO2e per unit; the form types them in tCO2e per unit, as the chart shows them. */
const kgPerTonne = 1_000;

function tonnesText(kg: number): string {
  // Shown as the chart shows it, without the binary noise of a division (3000 kg → '3', 1234.5 kg → '1.2345').
  return String(Number((kg / kgPerTonne).toPrecision(12)));
}

/** The form's values for a draft's settings; `newKey` names each benchmark and entry row. */
export function settingsValuesOf(settings: DraftSettings, newKey: () => string): SettingsValues {
  return {
    name: settings.name,
    year: String(settings.year),
    period: settings.period ?? '',
    startDate: settings.startDate,
    endDate: settings.endDate,
    companyName: settings.companyName,
    headquarters: settings.headquarters ?? '',
    language: settings.language,
    controlType: settings.controlType,
    standard: settings.beges ? 'BEGES' : 'GHG',
    electricityReporting: settings.electricityReporting,
    organizationalBoundaries: settings.organizationalBoundaries ?? '',
    multi: settings.multi,
    showBCConformLogo: settings.showBCConformLogo,
    activityDataQuality: text(settings.activityDataQualityPercentage),
    comparisonBaseYear: text(settings.comparisonBaseReportYear),
    sector: settings.sectorialBenchmark ?? '',
    employees: text(settings.employeeNumber),
    turnover: text(settings.turnover),
    currency: settings.currency,
    benchmarkDisclaimer: settings.benchmarkDisclaimer ?? '',
    benchmarks: settings.benchmarks.map((benchmark) => ({
      key: newKey(),
      ratio: benchmark.ratio,
      entries: benchmark.entries.map((entry) => ({
        key: newKey(),
        type: entry.type,
        name: entry.name,
        value: entry.type === 'ASSET_VALUE' && entry.value === 0 ? '' : tonnesText(entry.value),
        hidden: entry.isHidden === true,
      })),
    })),
  };
}

/** A new typed entry of a benchmark: a target by default, the usual thing to compare with. */
export function newBenchmarkEntry(key: string, type: BenchmarkEntryType = 'TARGET'): BenchmarkEntryValues {
  return { key, type, name: '', value: '', hidden: false };
}

/** Problems by field name as TanStack Form names fields (`year`, `benchmarks[0].entries[1].value`). */
export type SettingsProblems = Record<string, string>;

const yearPattern = /^\s*20\d{2}\s*$/;

export function settingsProblems(values: SettingsValues): SettingsProblems {
  const problems: SettingsProblems = {};
  const bounded = (field: string, value: string, max: number, required = false) => {
    if (value.trim() === '') {
      if (required) problems[field] = validationMessages.required;
    } else if (value.trim().length > max) problems[field] = validationMessages.tooLong;
  };
  const amount = (field: string, value: string, { required = false, min }: { required?: boolean; min?: number } = {}) => {
    const parsed = parseAmount(value);
    if (parsed === null) {
      if (required) problems[field] = validationMessages.required;
    } else if (!Number.isFinite(parsed)) problems[field] = catalogueMessages.expectedNumber;
    else if (min !== undefined && parsed < min) problems[field] = validationMessages.mustBeZeroOrMore;
  };

  bounded('name', values.name, textBounds.name, true);
  if (!yearPattern.test(values.year)) problems.year = values.year.trim() === '' ? validationMessages.required : validationMessages.invalidYear;
  bounded('period', values.period, textBounds.name);
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isRealIsoDate(values[field])) problems[field] = values[field] === '' ? validationMessages.required : validationMessages.invalidDate;
  }
  if (!problems.startDate && !problems.endDate && values.endDate < values.startDate) problems.endDate = englishOf('validation.message.invalidDates');
  bounded('companyName', values.companyName, textBounds.name, true);
  bounded('headquarters', values.headquarters, textBounds.name);
  bounded('organizationalBoundaries', values.organizationalBoundaries, textBounds.longText);
  if (values.activityDataQuality.trim() !== '' && !/^\s*(100|[1-9]?\d)\s*$/.test(values.activityDataQuality)) {
    problems.activityDataQuality = catalogueMessages.invalidQuality;
  }
  if (values.comparisonBaseYear.trim() !== '' && !yearPattern.test(values.comparisonBaseYear)) problems.comparisonBaseYear = validationMessages.invalidYear;
  amount('employees', values.employees, { min: 0 });
  amount('turnover', values.turnover, { min: 0 });
  bounded('benchmarkDisclaimer', values.benchmarkDisclaimer, textBounds.text);
  values.benchmarks.forEach((benchmark, benchmarkIndex) => {
    benchmark.entries.forEach((entry, entryIndex) => {
      const field = (name: string) => `benchmarks[${benchmarkIndex}].entries[${entryIndex}].${name}`;
      // The company's own entry may stay unnamed and unvalued: it then shows the company and follows the report.
      const own = entry.type === 'ASSET_VALUE';
      bounded(field('name'), entry.name, textBounds.name, !own);
      amount(field('value'), entry.value, { required: !own });
    });
  });
  return problems;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const amountOrNull = (value: string) => parseAmount(value);

/**
 * The draft's settings with the values applied (call once `settingsProblems` is empty); `base`
 * keeps what the form does not show.
 */
export function settingsOf(values: SettingsValues, base: DraftSettings): DraftSettings {
  return {
    ...base,
    name: values.name.trim(),
    year: Number(values.year),
    period: orNull(values.period),
    startDate: values.startDate,
    endDate: values.endDate,
    companyName: values.companyName.trim(),
    headquarters: orNull(values.headquarters),
    language: values.language,
    controlType: values.controlType,
    beges: values.standard === 'BEGES',
    electricityReporting: values.electricityReporting,
    organizationalBoundaries: orNull(values.organizationalBoundaries),
    multi: values.multi,
    showBCConformLogo: values.showBCConformLogo,
    activityDataQualityPercentage: values.activityDataQuality.trim() === '' ? null : Number(values.activityDataQuality),
    comparisonBaseReportYear: values.comparisonBaseYear.trim() === '' ? null : Number(values.comparisonBaseYear),
    sectorialBenchmark: values.sector === '' ? null : values.sector,
    employeeNumber: amountOrNull(values.employees),
    turnover: amountOrNull(values.turnover),
    currency: values.currency,
    benchmarkDisclaimer: orNull(values.benchmarkDisclaimer),
    benchmarks: values.benchmarks.map((benchmark) => ({
      ratio: benchmark.ratio,
      entries: benchmark.entries.map((entry) => ({
        type: entry.type,
        name: entry.name.trim(),
        value: Math.round((parseAmount(entry.value) ?? 0) * kgPerTonne * 1e6) / 1e6,
        ...(entry.hidden ? { isHidden: true } : {}),
      })),
    })),
  };
}

