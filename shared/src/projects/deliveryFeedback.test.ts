import { describe, expect, it } from 'vitest';
import {
  applyQuestionUpdate,
  canDeliver,
  deliveryFeedbackQuestionSet,
  DeliveryFeedbackQuestionUpdateInput,
  isAnswered,
  quickAnswerProblems,
  startingQuestions,
  toggleQuickAnswer,
} from './deliveryFeedback.ts';

const projectUuid = '00000000-0000-4000-8000-000000000001';
let counter = 0;
const newUuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('the delivery feedback question set', () => {
  it('starts every question of the set, in order, unanswered, with its quick answers', () => {
    const questions = startingQuestions(projectUuid, newUuid);
    expect(questions.map((q) => [q.position, q.category, q.question])).toEqual(
      deliveryFeedbackQuestionSet.map((definition, position) => [position, definition.category, definition.question]),
    );
    expect(questions.every((q) => q.answer === null && q.selectedQuickAnswers.length === 0 && q.availableQuickAnswers.length >= 3)).toBe(true);
    expect(new Set(questions.map((q) => q.uuid)).size).toBe(questions.length);
  });

  it('has keys that are unique, so a stored key names one question and one quick answer of it', () => {
    const keys = deliveryFeedbackQuestionSet.map((definition) => definition.question);
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of deliveryFeedbackQuestionSet) {
      expect(new Set(definition.quickAnswers).size, definition.question).toBe(definition.quickAnswers.length);
    }
  });
});

describe('canDeliver', () => {
  const question = (answer: string | null, selectedQuickAnswers: string[] = []) => ({ answer, selectedQuickAnswers });

  it('lets a project be delivered once every question has a text or a quick answer', () => {
    expect(canDeliver([question('Data came late from the plants'), question(null, ['ON_BUDGET']), question('Both', ['ACCEPTED'])])).toBe(true);
  });

  it('keeps it back while one question is unanswered, a blank text counting as none', () => {
    expect(canDeliver([question('Fine'), question(null)])).toBe(false);
    expect(canDeliver([question('Fine'), question('   \n')])).toBe(false);
    expect(isAnswered(question('   '))).toBe(false);
  });

  it('keeps back a project whose feedback is not started: it shows "Start delivery feedback" instead', () => {
    expect(canDeliver([])).toBe(false);
  });
});

describe('quick answers', () => {
  const available = ['UNDER_BUDGET', 'ON_BUDGET', 'OVER_BUDGET'];

  it('must be among those the question offers, each once, every problem on its place', () => {
    expect(quickAnswerProblems(available, ['ON_BUDGET'])).toEqual([]);
    expect(quickAnswerProblems(available, ['ON_BUDGET', 'FREE_LUNCH', 'ON_BUDGET'])).toEqual([
      {
        path: ['quickAnswers', 1],
        message: 'Quick answer FREE_LUNCH is not offered for this question',
        key: 'server.deliveryFeedback.unknownQuickAnswer',
        params: { quickAnswer: 'FREE_LUNCH' },
      },
      {
        path: ['quickAnswers', 2],
        message: 'Quick answer ON_BUDGET is chosen twice',
        key: 'server.deliveryFeedback.quickAnswerTwice',
        params: { quickAnswer: 'ON_BUDGET' },
      },
    ]);
  });

  it('are kept in the order the question offers them, whatever order they are sent in', () => {
    const question = { answer: null, availableQuickAnswers: available, selectedQuickAnswers: [] };
    expect(applyQuestionUpdate(question, { quickAnswers: ['OVER_BUDGET', 'UNDER_BUDGET'] })).toEqual({
      ok: true,
      value: { answer: null, selectedQuickAnswers: ['UNDER_BUDGET', 'OVER_BUDGET'] },
    });
  });

  it('toggle on and off like chips, in the offered order', () => {
    expect(toggleQuickAnswer(available, ['OVER_BUDGET'], 'UNDER_BUDGET')).toEqual(['UNDER_BUDGET', 'OVER_BUDGET']);
    expect(toggleQuickAnswer(available, ['UNDER_BUDGET', 'OVER_BUDGET'], 'UNDER_BUDGET')).toEqual(['OVER_BUDGET']);
  });
});

describe('a question update', () => {
  const question = { answer: 'Draft', availableQuickAnswers: ['ACCEPTED', 'REWORK_REQUESTED'], selectedQuickAnswers: ['ACCEPTED'] };

  it('replaces only what it names: the text, trimmed, and a blank text clears it', () => {
    expect(applyQuestionUpdate(question, { answer: '  Accepted at the delivery call  ' })).toEqual({
      ok: true,
      value: { answer: 'Accepted at the delivery call', selectedQuickAnswers: ['ACCEPTED'] },
    });
    expect(applyQuestionUpdate(question, { answer: null })).toEqual({ ok: true, value: { answer: null, selectedQuickAnswers: ['ACCEPTED'] } });
    expect(applyQuestionUpdate(question, { quickAnswers: [] })).toEqual({ ok: true, value: { answer: 'Draft', selectedQuickAnswers: [] } });
  });

  it('refuses a quick answer the question does not offer, changing nothing', () => {
    const change = applyQuestionUpdate(question, { answer: 'New', quickAnswers: ['ON_BUDGET'] });
    expect(change.ok).toBe(false);
  });

  it('needs the text or the quick answers: an update of neither is refused by its schema', () => {
    const uuid = newUuid();
    expect(DeliveryFeedbackQuestionUpdateInput.safeParse({ uuid }).success).toBe(false);
    expect(DeliveryFeedbackQuestionUpdateInput.safeParse({ uuid, answer: '' }).data).toEqual({ uuid, answer: null });
    expect(DeliveryFeedbackQuestionUpdateInput.safeParse({ uuid, quickAnswers: ['x'.repeat(61)] }).success).toBe(false);
  });
});
