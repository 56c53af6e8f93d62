import type { CommuteLabels, CommuteType, SurveyQuestionType } from '@cairn/shared/surveys/model';

/*
 * The commute question's custom mode labels as the staff edit them, in a survey question template
 * and in a survey's own questions: every mode with two inputs, blank when it keeps its own name.
 */

/** The commute modes a survey may rename, in the order the form lists them (spec 2 "Enumerations for surveys"). */
export const commuteTypes = [
  'PUBLIC_TRANSPORTATION',
  'CAR',
  'CARPOOLING',
  'COMPANY_CAR',
  'MOTORBIKE',
  'SCOOTER',
  'ELECTRIC_BIKE',
  'BIKE',
  'WALK',
  'OTHER',
] as const satisfies readonly CommuteType[];

/** Whether a type asks the commute mode, whose choices a survey may rename. */
export const takesCommuteLabels = (type: SurveyQuestionType) => type === 'COMMUTE_DISTANCE';

/** Every commute mode's custom label as two inputs hold it, blank when it keeps its own. */
export type CommuteLabelValues = Record<CommuteType, { en: string; fr: string }>;

/** The inputs for stored labels: a mode the survey does not rename is blank. */
export function commuteLabelValues(stored: CommuteLabels = {}): CommuteLabelValues {
  return Object.fromEntries(commuteTypes.map((mode) => [mode, { en: stored[mode]?.en ?? '', fr: stored[mode]?.fr ?? '' }])) as CommuteLabelValues;
}

/**
 * The labels to send: none off the commute question, and no mode whose two labels are blank (it
 * keeps its own). Text goes as typed; the contract trims it and asks for the English one.
 */
export function commuteLabelsInputOf(type: SurveyQuestionType, values: CommuteLabelValues): Partial<CommuteLabelValues> {
  if (!takesCommuteLabels(type)) return {};
  return Object.fromEntries(commuteTypes.flatMap((mode) => (values[mode].en.trim() === '' && values[mode].fr.trim() === '' ? [] : [[mode, values[mode]]])));
}
