import { canDeliver, isAnswered, type DeliveryFeedbackQuestion } from '@cairn/shared/projects/deliveryFeedback';
import { isMessageKey, translateKey, type Translate } from '../../../i18n/translate.ts';

/*
 * The rules of the delivery feedback panel (spec 2 section 4 "Feedback panel modes", section 9):
 * which mode an answer is in, what leaving it saves, when the panel collapses, and why a project
 * may not be delivered yet.
 */

/** Above this height the panel shows its top part and 'Show more' (spec 2 section 9). */
export const collapsedHeightPx = 200;

export const isCollapsible = (contentHeightPx: number) => contentHeightPx > collapsedHeightPx;

/**
 * An answer's mode: `create` while it is empty (a text area to write in), `read` once filled
 * (the text formatted, switching to edit on a double click), `edit` while it is being changed.
 */
export type AnswerMode = 'create' | 'read' | 'edit';

export function answerMode(answer: string | null, editing: boolean): AnswerMode {
  if (editing) return 'edit';
  return answer?.trim() ? 'read' : 'create';
}

/** What leaving a text area saves: the new text (null for a blank one), or nothing when it is unchanged. */
export function answerToSave(draft: string, saved: string | null): { answer: string | null } | null {
  const next = draft.trim() || null;
  return next === (saved?.trim() || null) ? null : { answer: next };
}

export type DeliverBlock = { kind: 'notStarted' } | { kind: 'unanswered'; count: number } | null;

/** Why a project may not be delivered yet, or null when it may (shared canDeliver). */
export function deliverBlock(questions: readonly Pick<DeliveryFeedbackQuestion, 'answer' | 'selectedQuickAnswers'>[]): DeliverBlock {
  if (canDeliver(questions)) return null;
  if (questions.length === 0) return { kind: 'notStarted' };
  return { kind: 'unanswered', count: questions.filter((question) => !isAnswered(question)).length };
}

export function deliverBlockText(t: Translate, block: DeliverBlock): string | null {
  if (block === null) return null;
  return block.kind === 'notStarted' ? t('projectExtras.feedback.notStarted') : t('projectExtras.feedback.unanswered', { count: block.count });
}

/** A stored key of the question set in the reader's language; the key itself if this version does not know it. */
function setText(t: Translate, view: 'feedbackQuestion' | 'feedbackCategory' | 'feedbackQuickAnswer', key: string): string {
  const messageKey = `projectExtras.${view}.${key}`;
  return isMessageKey(messageKey) ? translateKey(t, messageKey) : key;
}

export const questionText = (t: Translate, question: string) => setText(t, 'feedbackQuestion', question);
export const categoryText = (t: Translate, category: string) => setText(t, 'feedbackCategory', category);
export const quickAnswerText = (t: Translate, quickAnswer: string) => setText(t, 'feedbackQuickAnswer', quickAnswer);
