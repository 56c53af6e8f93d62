import { deliveryFeedbackQuestionSet, feedbackCategories } from '@cairn/shared/projects/deliveryFeedback';
import { describe, expect, it } from 'vitest';
import { enStaff as en } from '../../../i18n/enStaff.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import {
  answerMode,
  answerToSave,
  categoryText,
  collapsedHeightPx,
  deliverBlock,
  deliverBlockText,
  isCollapsible,
  questionText,
  quickAnswerText,
} from './feedbackPanel.ts';

const english = translatorFor('en');
const french = translatorFor('fr');

describe('an answer of the delivery feedback', () => {
  it('is written in a text area while empty, shown formatted once filled, and edited after a double click', () => {
    expect(answerMode(null, false)).toBe('create');
    expect(answerMode('   ', false)).toBe('create');
    expect(answerMode('Les relevés sont arrivés en retard.', false)).toBe('read');
    expect(answerMode('Les relevés sont arrivés en retard.', true)).toBe('edit');
  });

  it('is saved on leaving the field only when it changed, a blank text clearing it', () => {
    expect(answerToSave('  Relevés en retard ', null)).toEqual({ answer: 'Relevés en retard' });
    expect(answerToSave('Relevés en retard', 'Relevés en retard')).toBeNull();
    expect(answerToSave('Relevés en retard  ', 'Relevés en retard')).toBeNull();
    expect(answerToSave('', 'Relevés en retard')).toEqual({ answer: null });
    expect(answerToSave('   ', null)).toBeNull();
  });
});

describe('the panel', () => {
  it('collapses above 200 px', () => {
    expect(collapsedHeightPx).toBe(200);
    expect(isCollapsible(200)).toBe(false);
    expect(isCollapsible(201)).toBe(true);
  });

  it('says why a project may not be delivered yet, in both languages', () => {
    const answered = { answer: null, selectedQuickAnswers: ['ON_TIME'] };
    const open = { answer: ' ', selectedQuickAnswers: [] };
    expect(deliverBlock([])).toEqual({ kind: 'notStarted' });
    expect(deliverBlock([answered, open, open])).toEqual({ kind: 'unanswered', count: 2 });
    expect(deliverBlock([answered])).toBeNull();
    expect(deliverBlockText(english, deliverBlock([answered, open, open]))).toBe('Answer the 2 remaining questions before delivering.');
    expect(deliverBlockText(french, deliverBlock([answered, open]))).toBe('Répondez à la dernière question avant de livrer.');
    expect(deliverBlockText(french, deliverBlock([]))).toBe('Commencez le retour de livraison avant de livrer.');
    expect(deliverBlockText(english, null)).toBeNull();
  });

  it('words every question, category and quick answer of the set, in English and French', () => {
    const keys = [
      ...deliveryFeedbackQuestionSet.map((definition) => `projectExtras.feedbackQuestion.${definition.question}`),
      ...feedbackCategories.map((category) => `projectExtras.feedbackCategory.${category}`),
      ...deliveryFeedbackQuestionSet.flatMap((definition) => definition.quickAnswers.map((quickAnswer) => `projectExtras.feedbackQuickAnswer.${quickAnswer}`)),
    ];
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    expect(questionText(french, 'TIME_SOLD')).toBe('Le temps vendu a-t-il suffi ?');
    expect(categoryText(english, 'FOLLOW_UP')).toBe('Follow-up');
    expect(quickAnswerText(french, 'OVER_BUDGET')).toBe('Au-delà du budget');
    // A key this version does not know is shown as it is stored rather than hidden.
    expect(questionText(english, 'A_LATER_QUESTION')).toBe('A_LATER_QUESTION');
  });
});
