import type { LabelEnumName, LabelEnumValue, LabelTable } from '@cairn/shared/labels';
import { enLabels } from '@cairn/shared/labels/en';

/**
 * Enumeration labels as catalogue messages (`module.type.<TYPE>`, `module.status.<STATUS>`,
 * `home.contacts.<KIND>`), read from the one label catalogue in `@cairn/shared/labels` that the
 * generated files and the PDF use too, so a label is written once for every place that shows it.
 * Each language reads its own table only (the French one loads with the French catalogue).
 */
type LabelMessages<Prefix extends string, Name extends LabelEnumName> = {
  readonly [Value in LabelEnumValue<Name> as `${Prefix}.${Value}`]: string;
};

function labelMessages<Prefix extends string, Name extends LabelEnumName>(
  prefix: Prefix,
  labels: LabelTable[Name],
): LabelMessages<Prefix, Name> {
  return Object.fromEntries(Object.entries(labels).map(([value, label]) => [`${prefix}.${value}`, label])) as LabelMessages<Prefix, Name>;
}

/** The label messages of one language's complete table. */
export const labelMessagesOf = (table: LabelTable) => ({
  ...labelMessages<'module.type', 'moduleType'>('module.type', table.moduleType),
  ...labelMessages<'module.status', 'moduleStatus'>('module.status', table.moduleStatus),
  ...labelMessages<'home.contacts', 'contactKind'>('home.contacts', table.contactKind),
});

export const enLabelMessages = labelMessagesOf(enLabels);
