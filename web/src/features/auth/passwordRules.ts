import { validationMessages, passwordProblems } from '@cairn/shared/validation';
import type { PlainKey } from '../../i18n/translate.ts';

/** The spec's password rules in its order, each with the problem shared validation reports when it fails. */
const rules = [
  { label: 'auth.register.ruleLength', problem: validationMessages.tooShort },
  { label: 'auth.register.ruleBytes', problem: validationMessages.tooLong },
  { label: 'auth.register.ruleDigits', problem: validationMessages.tooManyConsecutiveNumbers },
  { label: 'auth.register.ruleDistinct', problem: validationMessages.tooFewDifferentCharacters },
] as const satisfies readonly { label: PlainKey; problem: string }[];

export interface RuleState {
  label: (typeof rules)[number]['label'];
  met: boolean;
}

/** Which rules a password meets, from the same function the server's validation uses. */
export function passwordRuleStates(password: string): RuleState[] {
  const problems = new Set<string>(passwordProblems(password));
  return rules.map(({ label, problem }) => ({ label, met: !problems.has(problem) }));
}
