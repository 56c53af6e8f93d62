import type { enFeedback } from './feedback.ts';

/** The feedback messages in French: the same keys as the English ones in feedback.ts. */
export const frFeedback: { readonly [K in keyof typeof enFeedback]: string } = {
  'feedback.dialog.open': 'Envoyer un avis',
  'feedback.dialog.title': 'Votre avis',
  'feedback.dialog.intro': 'Dites-nous ce qui fonctionne, ce qui ne fonctionne pas ou ce qui vous manque. Nous lisons chaque message.',
  'feedback.dialog.message': 'Message',
  'feedback.dialog.email': 'E-mail (facultatif, si vous souhaitez une réponse)',
  'feedback.dialog.cancel': 'Annuler',
  'feedback.dialog.send': 'Envoyer',
  'feedback.dialog.thanks': 'Merci pour votre retour !',
};
