import type { Language } from '@cairn/shared/schemas';
import type { Column, Question } from '@cairn/shared/questionnaires/model';

/*
 * A question's and a column's words in the reader's language, English when the French is
 * missing (spec 2: "English/French with English fallback").
 */

const inLanguage = (language: Language, en: string, fr: string | null | undefined) => (language === 'fr' && fr && fr.trim() !== '' ? fr : en);

export function questionLabel(question: Question, language: Language): string {
  return inLanguage(language, question.labelEn, question.labelFr);
}

export function questionHint(question: Question, language: Language): string | null {
  const hint = inLanguage(language, question.hintEn ?? '', question.hintFr);
  return hint.trim() === '' ? null : hint;
}

export function faqOf(question: Question, language: Language): { question: string; answer: string }[] {
  return question.faq.map((entry) => ({ question: inLanguage(language, entry.questionEn, entry.questionFr), answer: inLanguage(language, entry.answerEn, entry.answerFr) }));
}

/** A column's header: its label, with its unit when it has one ('Litres (l)'). */
export function columnLabel(column: Column, language: Language): string {
  const label = inLanguage(language, column.labelEn, column.labelFr);
  return column.unit ? `${label} (${column.unit})` : label;
}

export function columnHint(column: Column, language: Language): string | null {
  const hint = inLanguage(language, column.hintEn ?? '', column.hintFr);
  return hint.trim() === '' ? null : hint;
}
