import type { InputOf } from '@cairn/shared/contract';
import type { SurveySummary, SurveyType } from '@cairn/shared/surveys/model';

/*
 * Creating a survey on a footprint (spec 2 "Survey definition": custom with labels and type,
 * from a template, or a duplicate under new labels), as the dialogs' values and inputs.
 */

export interface CreateValues {
  source: 'custom' | 'template';
  templateUuid: string;
  labelEn: string;
  labelFr: string;
  type: SurveyType;
}

/** A new survey is custom until a template is chosen; employee surveys are the common kind. */
export function newSurveyValues(): CreateValues {
  return { source: 'custom', templateUuid: '', labelEn: '', labelFr: '', type: 'EMPLOYEE' };
}

/** `survey.create`'s input: the template alone, or the labels and type of a custom survey. */
export function createInputOf(carbonFootprintUuid: string, values: CreateValues): InputOf<'survey.create'> {
  if (values.source === 'template') return { carbonFootprintUuid, templateUuid: values.templateUuid };
  return { carbonFootprintUuid, labelEn: values.labelEn, labelFr: values.labelFr, type: values.type };
}

export interface DuplicateValues {
  labelEn: string;
  labelFr: string;
}

/** A copy is proposed under 'Copy of …' labels, each in its own language; the French one only when the source has one. */
export function duplicateValuesOf(source: Pick<SurveySummary, 'labelEn' | 'labelFr'>, copyOf: Record<'en' | 'fr', (label: string) => string>): DuplicateValues {
  return { labelEn: copyOf.en(source.labelEn), labelFr: source.labelFr ? copyOf.fr(source.labelFr) : '' };
}
