import { labelsOf, type LabelEnumName, type LabelEnumValue } from '@cairn/shared/labels';
import type { Language } from '@cairn/shared/schemas';

/**
 * Enumeration labels as catalogue messages (`module.type.<TYPE>`, `module.status.<STATUS>`,
 * `home.contacts.<KIND>`),
 * read from the one label catalogue in `@cairn/shared/labels` that the generated files and the
 * PDF use too, so a label is written once for every place that shows it.
 */
type LabelMessages<Prefix extends string, Name extends LabelEnumName> = {
  readonly [Value in LabelEnumValue<Name> as `${Prefix}.${Value}`]: string;
};

function labelMessages<Prefix extends string, Name extends LabelEnumName>(
  prefix: Prefix,
  enumName: Name,
  language: Language,
): LabelMessages<Prefix, Name> {
  return Object.fromEntries(labelsOf(enumName, language).map(({ value, label }) => [`${prefix}.${value}`, label])) as LabelMessages<Prefix, Name>;
}

const labelMessagesIn = (language: Language) => ({
  ...labelMessages('module.type', 'moduleType', language),
  ...labelMessages('module.status', 'moduleStatus', language),
  ...labelMessages('home.contacts', 'contactKind', language),
});

export const enLabelMessages = labelMessagesIn('en');
export const frLabelMessages = labelMessagesIn('fr');
