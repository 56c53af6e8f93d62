import type { MessageText } from '@cairn/shared/errors';
import type { enKit } from './kit.ts';

/** The UI kit's messages in French: the same keys as the English ones in kit.ts. */
export const frKit: { readonly [K in keyof typeof enKit]: MessageText } = {
  'kit.warningList.hide': 'Masquer',
  'kit.warningList.show': 'Afficher',
  'kit.selectionStats.label': 'Statistiques de la sélection',
  'kit.selectionStats.count': 'Nombre',
  'kit.selectionStats.sum': 'Somme',
  'kit.selectionStats.average': 'Moyenne',
  'kit.selectionStats.min': 'Min',
  'kit.selectionStats.max': 'Max',
  'kit.selectionStats.copyHint': 'Cliquez sur un nombre pour le copier.',
  'kit.selectionStats.copied': 'Copié : {value}',
  'kit.selectionStats.copyFailed': 'Impossible de copier {value} : sélectionnez le nombre et copiez-le vous-même.',
};
