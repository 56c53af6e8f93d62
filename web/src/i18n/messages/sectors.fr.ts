import type { MessageText } from '@cairn/shared/errors';
import type { enSectors } from './sectors.ts';

/** Messages of the /sectors page in French; same keys and parameters as `sectors.ts`. */
export const frSectors: { readonly [K in keyof typeof enSectors]: MessageText } = {
  'sectors.page.title': 'Secteurs',
  'sectors.page.subtitle':
    'Les moyennes sectorielles auxquelles un rapport compare une entreprise. Un rapport prend les valeurs en vigueur lors de son enregistrement ; les rapports livrés gardent les leurs.',
  'sectors.page.notFound': 'Les moyennes sectorielles sont introuvables.',
  'sectors.page.retry': 'Réessayer',
  'sectors.table.label': 'Moyennes sectorielles',
  'sectors.table.sector': 'Secteur',
  'sectors.table.perTurnover': 'tCO2e par M€ de chiffre d’affaires',
  'sectors.table.perEmployee': 'tCO2e par salarié',
  'sectors.table.lastChange': 'Dernière modification',
  'sectors.table.actions': 'Actions',
  'sectors.table.specValues': 'Valeurs de la spécification',
  'sectors.table.changedBy': '{name}, {date}',
  'sectors.table.differsFromSpec': 'La spécification indique {value}',
  'sectors.table.edit': 'Modifier {sector}',
  'sectors.dialog.title': 'Modifier {sector}',
  'sectors.dialog.perTurnover': 'tCO2e par million d’euros de chiffre d’affaires',
  'sectors.dialog.perEmployee': 'tCO2e par salarié',
  'sectors.dialog.specValue': 'Valeur de la spécification : {value}. Entre 0 et 100 000.',
  'sectors.dialog.nextReports':
    'Les rapports enregistrés à partir de maintenant se comparent à ces valeurs ; les rapports déjà enregistrés gardent les leurs.',
  'sectors.dialog.save': 'Enregistrer',
  'sectors.dialog.cancel': 'Annuler',
  'sectors.dialog.close': 'Fermer',
  'sectors.dialog.saved': 'Moyennes enregistrées : {sector}',
  'sectors.dialog.conflict':
    'Quelqu’un a modifié ce secteur depuis son ouverture. Fermez la fenêtre et rouvrez-la pour voir ses valeurs.',
} as const;
