import * as z from 'zod';
import { enLabels } from './en.ts';
import { frLabels } from './fr.ts';
import {
  deLabels,
  esLabels,
  itLabels,
  jaLabels,
  nlLabels,
  plLabels,
  ptLabels,
  roLabels,
  skLabels,
  zhLabels,
} from './partial.ts';
import { enumValues, type LabelEnumName, type LabelEnumValue, type PartialLabelTable } from './registry.ts';

/** Languages of spec 1 section 1: the shell's English and French, and ten more for labels. */
export const supportedLabelLanguages = [
  'en',
  'fr',
  'pt',
  'de',
  'es',
  'it',
  'ro',
  'ja',
  'nl',
  'zh',
  'sk',
  'pl',
] as const;
export const LabelLanguage = z.enum(supportedLabelLanguages);
export type LabelLanguage = z.infer<typeof LabelLanguage>;

const labelTables: Readonly<Record<LabelLanguage, PartialLabelTable>> = {
  en: enLabels,
  fr: frLabels,
  pt: ptLabels,
  de: deLabels,
  es: esLabels,
  it: itLabels,
  ro: roLabels,
  ja: jaLabels,
  nl: nlLabels,
  zh: zhLabels,
  sk: skLabels,
  pl: plLabels,
};

/**
 * The label language for a BCP 47 tag: its primary subtag when supported ('fr-CA' gives 'fr',
 * 'zh-Hant' gives 'zh'), English otherwise, English being the default language of the spec.
 */
export function resolveLabelLanguage(language: string): LabelLanguage {
  const primary = language.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  const parsed = LabelLanguage.safeParse(primary);
  return parsed.success ? parsed.data : 'en';
}

/** Looks a value up as a plain string key: the tables are typed, the lookup need not be. */
function lookUp(table: PartialLabelTable, enumName: LabelEnumName, value: string): string | undefined {
  const labels: Readonly<Record<string, string | undefined>> | undefined = table[enumName];
  return labels?.[value];
}

/**
 * The label of one enumeration value in a language, falling back to English for a language or a
 * value without a label. A value outside the enumeration (possible only for untyped callers, e.g.
 * data newer than the client) shows as itself rather than as nothing.
 */
export function labelOf<Name extends LabelEnumName>(
  enumName: Name,
  value: LabelEnumValue<Name>,
  language: string,
): string {
  const table = labelTables[resolveLabelLanguage(language)];
  return lookUp(table, enumName, value) ?? lookUp(enLabels, enumName, value) ?? value;
}

export interface LabelOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/** Every value of an enumeration with its label, in the enumeration's order, for option lists. */
export function labelsOf<Name extends LabelEnumName>(
  enumName: Name,
  language: string,
): LabelOption<LabelEnumValue<Name>>[] {
  return enumValues(enumName).map((value) => ({ value, label: labelOf(enumName, value, language) }));
}
