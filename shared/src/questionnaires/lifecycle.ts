import { say, type Message } from '../errorMessages.ts';
import { fieldIssue, type FieldIssue } from '../errors.ts';

/*
 * A questionnaire's life (spec 2 section 4 "Questionnaire"): open, then validated by the client
 * (who gives a validation name, then sees the answers without editing them, under a banner
 * saying they are being reviewed), then closed by the consultant ("dataCollectionDone": 'This
 * questionnaire is closed. You can no longer answer it.'). The spec does not show how the
 * consultant confirms or reopens; here staff close at any time, and reopening gives the client
 * the questionnaire back as it was before validation.
 *
 * And the rule that lets several people of one client answer at once: each question's answer has
 * its own version; a save names the version it was edited from, and a save made from an older
 * one is refused for that question only, by name, so nobody's answer is overwritten unseen.
 */

export interface QuestionnaireState {
  isValidated: boolean;
  clientValidationName: string | null;
  dataCollectionDone: boolean;
}

/** Where the questionnaire stands, as its banners say it. */
export type QuestionnairePhase = 'OPEN' | 'VALIDATED' | 'CLOSED';

export function phaseOf(state: QuestionnaireState): QuestionnairePhase {
  if (state.dataCollectionDone) return 'CLOSED';
  return state.isValidated ? 'VALIDATED' : 'OPEN';
}

/** Whether the client may still change answers (and the Validation section shows). */
export const clientCanAnswer = (state: QuestionnaireState): boolean => phaseOf(state) === 'OPEN';

export type Transition = { ok: true; state: QuestionnaireState } | { ok: false; issue: FieldIssue };

const refused = (message: Message, path: string[] = []): Transition => ({ ok: false, issue: fieldIssue(path, message) });

/** The client validates, signing with a name (trimmed; blank is 'Required'). */
export function validateByClient(state: QuestionnaireState, name: string): Transition {
  if (!clientCanAnswer(state)) return refused(readOnlyMessage(state)!);
  const signed = name.trim();
  if (signed === '') return refused(say('validation.message.required'), ['clientValidationName']);
  return { ok: true, state: { ...state, isValidated: true, clientValidationName: signed } };
}

/** The consultant closes the data collection, validated or not. */
export function closeDataCollection(state: QuestionnaireState): QuestionnaireState {
  return { ...state, dataCollectionDone: true };
}

/** The consultant reopens it, from any phase: the client answers again, and validates again when done. */
export function reopen(): QuestionnaireState {
  return { isValidated: false, clientValidationName: null, dataCollectionDone: false };
}

/** Why the client may not write, or null while open: the banner's words. */
export function readOnlyMessage(state: QuestionnaireState): Message | null {
  switch (phaseOf(state)) {
    case 'OPEN':
      return null;
    case 'VALIDATED':
      return say('server.questionnaire.validated');
    case 'CLOSED':
      return say('server.questionnaire.closed');
  }
}

/** A saved answer's version, by question. */
export interface AnswerVersion {
  questionUuid: string;
  /** 0 for a question never answered. */
  version: number;
}

/** One question's save: the version its answer was edited from. */
export interface AnswerSave {
  questionUuid: string;
  expectedVersion: number;
}

export type SaveCheck = { ok: true; versions: AnswerVersion[] } | { ok: false; conflicts: string[] };

/**
 * Checks a save of several answers against the stored versions: every question saved from the
 * version it holds moves to the next one; any question saved from an older (or newer) version is
 * a conflict, and then nothing is saved, so the user reloads those questions and saves again
 * without losing the others. Conflicts are listed in the order of the save.
 */
export function checkAnswerVersions(stored: readonly AnswerVersion[], saves: readonly AnswerSave[]): SaveCheck {
  const current = new Map(stored.map((answer) => [answer.questionUuid, answer.version]));
  const conflicts = saves.filter((save) => (current.get(save.questionUuid) ?? 0) !== save.expectedVersion).map((save) => save.questionUuid);
  if (conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, versions: saves.map((save) => ({ questionUuid: save.questionUuid, version: save.expectedVersion + 1 })) };
}
