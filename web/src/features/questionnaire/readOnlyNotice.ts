import { phaseOf, readOnlyMessage, type QuestionnaireState } from '@cairn/shared/questionnaires/lifecycle';
import type { Audience } from '@cairn/shared/questionnaires/progress';
import type { Translate } from '../../i18n/translate.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';

/*
 * The banner of a questionnaire that can no longer be answered, in its reader's words. The client
 * reads the server's own message ('You validated this questionnaire…'), the one a refused save
 * also carries; staff read about the client, who validated it (by name when signed) or whose
 * data collection is closed, since "you validated" is not theirs to have done.
 */

/** The read-only banner's text, or null while the questionnaire is open. */
export function readOnlyNotice(state: QuestionnaireState, audience: Audience, t: Translate): string | null {
  const phase = phaseOf(state);
  if (phase === 'OPEN') return null;
  if (audience === 'client') {
    const message = readOnlyMessage(state)!;
    return localizeMessage(t, { message: message.text, key: message.key, params: message.params });
  }
  if (phase === 'CLOSED') return t('questionnaire.page.staffClosed');
  const name = state.clientValidationName?.trim();
  return name ? t('questionnaire.page.staffValidatedBy', { name }) : t('questionnaire.page.staffValidated');
}
