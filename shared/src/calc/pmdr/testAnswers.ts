import { pmdrQuestionKeys, type PmdrAnswer, type PmdrAnswers, type PmdrQuestionKey } from './questions.ts';

/**
 * Answers written as twelve characters, question 1 first: Y (Yes), N (No), ? (Don't know or not
 * answered). Spaces are ignored, so a table can group them: 'YNY NNN YNY YYN' is Q1-3, Q4-6,
 * Q7-9, Q10-12.
 */
export function answersOf(code: string): PmdrAnswers {
  const letters = code.replaceAll(' ', '');
  if (!/^[YN?]{12}$/.test(letters)) throw new Error(`Twelve answers expected (Y, N or ?): '${code}'`);
  const value = (letter: string): PmdrAnswer => (letter === 'Y' ? true : letter === 'N' ? false : null);
  return Object.fromEntries(pmdrQuestionKeys.map((key, index) => [key, value(letters[index]!)])) as Record<PmdrQuestionKey, PmdrAnswer>;
}
