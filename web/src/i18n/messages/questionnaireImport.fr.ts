import type { MessageText } from '@cairn/shared/errors';
import type { enQuestionnaireImport } from './questionnaireImport.ts';

/** The answers import messages in French: the same keys as the English ones in questionnaireImport.ts. */
export const frQuestionnaireImport: { readonly [K in keyof typeof enQuestionnaireImport]: MessageText } = {
  'questionnaireImport.dialog.title': 'Import des réponses',
  'questionnaireImport.dialog.intro': 'Téléchargez le modèle, remplissez une ligne par rangée, puis envoyez-le : le tableau est remplacé par les lignes du fichier.',
  'questionnaireImport.dialog.downloadTemplate': 'Télécharger le modèle',
  'questionnaireImport.dialog.templateFailed': 'Le modèle n’a pas pu être téléchargé ; veuillez réessayer.',
  'questionnaireImport.dialog.chooseFile': 'Choisir un fichier .xlsx',
  'questionnaireImport.dialog.reading': 'Lecture du fichier…',
  'questionnaireImport.dialog.preview': 'Aperçu',
  'questionnaireImport.dialog.lines': { one: '{count} ligne', other: '{count} lignes' },
  'questionnaireImport.dialog.invalidCells': { one: '{count} cellule doit être corrigée avant l’import', other: '{count} cellules doivent être corrigées avant l’import' },
  'questionnaireImport.dialog.line': 'Ligne',
  'questionnaireImport.dialog.cancel': 'Annuler',
  'questionnaireImport.dialog.close': 'Fermer',
  'questionnaireImport.dialog.submit': 'Valider',
  'questionnaireImport.dialog.imported': 'Réponses importées',
};
