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
  'kit.fileDrop.orDrop': 'ou déposer le fichier ici',
  'kit.fileDrop.accepts': '{types}, jusqu’à {size}',
  'kit.fileDrop.checking': 'Vérification du fichier…',
  'kit.fileDrop.chosen': 'Fichier choisi : {name} ({size})',
  'kit.fileDrop.oneFile': 'Déposez un seul fichier à la fois.',
  'kit.fileDrop.unreadable': 'Le fichier « {name} » n’a pas pu être lu.',
};
