import type { MessageText } from '@cairn/shared/errors';
import type { enPlanSlides } from './planSlides.ts';

/** The slide viewer's messages in French: the same keys as the English ones in planSlides.ts. */
export const frPlanSlides: { readonly [K in keyof typeof enPlanSlides]: MessageText } = {
  'planSlides.page.title': 'Diapositives',
  'planSlides.viewer.list': 'Diapositives',
  'planSlides.viewer.thumbnail': '{index}. {title}',
  'planSlides.viewer.slide': 'Diapositive {index} sur {count}\u00a0: {title}',
  'planSlides.viewer.position': 'Diapositive {index} sur {count}',
  'planSlides.viewer.previous': 'Précédente',
  'planSlides.viewer.next': 'Suivante',
  'planSlides.viewer.present': 'Présenter',
  'planSlides.viewer.exit': 'Quitter la présentation',
  'planSlides.viewer.keys': 'Les flèches ou la barre d’espace changent de diapositive\u00a0; Échap quitte la présentation.',
  'planSlides.viewer.download': 'Télécharger le PDF',
  'planSlides.viewer.downloadFailed': 'Le PDF n’a pas pu être téléchargé',
};
