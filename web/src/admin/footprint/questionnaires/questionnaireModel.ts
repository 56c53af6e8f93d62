import type { InputOf } from '@cairn/shared/contract';
import { phaseOf } from '@cairn/shared/questionnaires/lifecycle';
import type { QuestionnaireSummary, QuestionnaireView } from '@cairn/shared/questionnaires/questionnaire';

/*
 * The Questionnaires tab of the staff footprint page, as pure rules: the state a row's badge
 * says, what closing or reopening a row offers, the categories a template lets staff hide from
 * the client, and the creation and settings forms' values to and from the procedures' inputs.
 */

/** A row's badge: open for answers, validated by the client under a name, or closed by staff. */
export type QuestionnaireBadge = { kind: 'ONGOING' } | { kind: 'VALIDATED'; name: string | null } | { kind: 'CLOSED' };

type StateFields = Pick<QuestionnaireSummary, 'isValidated' | 'clientValidationName' | 'dataCollectionDone'>;

/** Closed wins over validated: a closed questionnaire is closed, whoever validated it before. */
export function badgeOf(state: StateFields): QuestionnaireBadge {
  switch (phaseOf(state)) {
    case 'CLOSED':
      return { kind: 'CLOSED' };
    case 'VALIDATED':
      return { kind: 'VALIDATED', name: state.clientValidationName?.trim() || null };
    case 'OPEN':
      return { kind: 'ONGOING' };
  }
}

export const badgeColours: Readonly<Record<QuestionnaireBadge['kind'], string>> = {
  ONGOING: 'orange',
  VALIDATED: 'blue',
  CLOSED: 'green',
};

export type StateAction = 'close' | 'reopen';

/**
 * What a row offers for its state: closing the data collection while it is open, reopening it
 * once closed, and both once the client validated (staff close it, or give it back when the
 * answers need more work). Reopening gives the client the questionnaire back unvalidated.
 */
export function stateActionsOf(state: Pick<QuestionnaireSummary, 'isValidated' | 'dataCollectionDone'>): StateAction[] {
  if (state.dataCollectionDone) return ['reopen'];
  return state.isValidated ? ['close', 'reopen'] : ['close'];
}

/**
 * The categories a client may be kept from seeing: each named category of the questions, in the
 * order the questionnaire's navigation lists them (first appearance). Questions without a
 * category cannot be hidden (the server hides by name), so they offer no box.
 */
export function categoriesOf(questions: readonly { category: string | null }[]): string[] {
  const seen = new Set<string>();
  for (const { category } of questions) if (category !== null && category.trim() !== '') seen.add(category);
  return [...seen];
}

/** A category's box was ticked (shown to the client) or not: the hidden list after it. */
export function withCategoryShown(hidden: readonly string[], category: string, shown: boolean): string[] {
  const others = hidden.filter((name) => name !== category);
  return shown ? others : [...others, category];
}

/** What the creation and settings dialogs edit; the creation also chooses a template. */
export interface QuestionnaireValues {
  templateUuid: string;
  labelEn: string;
  labelFr: string;
  numberingEnabled: boolean;
  /** Staff user uuids, in the order chosen. */
  assignedTo: string[];
  /** Categories the client does not see; the dialog shows them as unticked boxes. */
  hiddenCategories: string[];
}

export interface TemplateLabels {
  uuid: string;
  labelEn: string;
  labelFr: string | null;
}

/** A new questionnaire starts with the footprint's consultants, numbered, every category shown. */
export function newQuestionnaireValues(consultantUuids: readonly string[], template: TemplateLabels | null): QuestionnaireValues {
  return {
    templateUuid: template?.uuid ?? '',
    labelEn: template?.labelEn ?? '',
    labelFr: template?.labelFr ?? '',
    numberingEnabled: true,
    assignedTo: [...consultantUuids],
    hiddenCategories: [],
  };
}

/**
 * Another template chosen: its labels replace those the previous one filled in (typed labels
 * stay), and every category of the new one starts shown, the old one's choices meaning nothing.
 */
export function withTemplate(values: QuestionnaireValues, previous: TemplateLabels | null, next: TemplateLabels | null): QuestionnaireValues {
  const untouched = (typed: string, filled: string | null | undefined) => typed.trim() === '' || typed === (filled ?? '');
  return {
    ...values,
    templateUuid: next?.uuid ?? '',
    labelEn: untouched(values.labelEn, previous?.labelEn) ? (next?.labelEn ?? '') : values.labelEn,
    labelFr: untouched(values.labelFr, previous?.labelFr) ? (next?.labelFr ?? '') : values.labelFr,
    hiddenCategories: [],
  };
}

/** Only categories the questions have are sent: a box of another template is no choice at all. */
const hiddenAmong = (hidden: readonly string[], categories: readonly string[]) => categories.filter((category) => hidden.includes(category));

export function createInputOf(carbonFootprintUuid: string, values: QuestionnaireValues, categories: readonly string[]): InputOf<'questionnaire.create'> {
  return {
    carbonFootprintUuid,
    templateUuid: values.templateUuid,
    labelEn: values.labelEn,
    labelFr: values.labelFr,
    numberingEnabled: values.numberingEnabled,
    assignedTo: values.assignedTo,
    hiddenCategories: hiddenAmong(values.hiddenCategories, categories),
  };
}

/** The settings dialog starts from the questionnaire as stored. */
export function settingsValuesOf(view: QuestionnaireView): QuestionnaireValues {
  return {
    templateUuid: view.templateUuid ?? '',
    labelEn: view.labelEn,
    labelFr: view.labelFr ?? '',
    numberingEnabled: view.numberingEnabled,
    assignedTo: view.assignedTo.map((consultant) => consultant.uuid),
    hiddenCategories: hiddenAmong(view.hiddenCategories, categoriesOf(view.questions)),
  };
}

/** The settings saved over the version read, so a colleague's change meanwhile answers CONFLICT. */
export function updateInputOf(view: QuestionnaireView, values: QuestionnaireValues): InputOf<'questionnaire.update'> {
  return {
    uuid: view.uuid,
    expectedVersion: view.version,
    labelEn: values.labelEn,
    labelFr: values.labelFr,
    numberingEnabled: values.numberingEnabled,
    assignedTo: values.assignedTo,
    hiddenCategories: hiddenAmong(values.hiddenCategories, categoriesOf(view.questions)),
  };
}

/** The label in the reader's language: the French one in French when it has one, else the English one every questionnaire has. */
export const labelOf = (questionnaire: Pick<QuestionnaireSummary, 'labelEn' | 'labelFr'>, language: 'en' | 'fr'): string =>
  (language === 'fr' ? questionnaire.labelFr : null) ?? questionnaire.labelEn;

/** A whole percentage as the language writes it: '40%' in English, '40 %' in French. */
export const percentText = (percent: number, language: 'en' | 'fr'): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
