import type { enPortfolioDecarbonization } from './portfolioDecarbonization.ts';

/** The portfolio decarbonization dashboard's messages in French. */
export const frPortfolioDecarbonization: { readonly [K in keyof typeof enPortfolioDecarbonization]: string } = {
  'portfolioDecarbonization.page.notFound': 'Cette décarbonation de portefeuille n’existe pas, ou elle ne vous est pas partagée.',
  'portfolioDecarbonization.page.back': 'Tous les tableaux de bord de décarbonation de portefeuille',
  'portfolioDecarbonization.page.title': 'Décarbonation du portefeuille {year}',
  'portfolioDecarbonization.page.intro':
    'Ce tableau de bord projette les émissions financées du portefeuille livré pour {year} jusqu’en {targetYear}, participation par participation, selon sa trajectoire consolidée\u00a0: son plan de décarbonation réalisé avec Cairn (interne), les objectifs qu’elle a publiés (externe) ou la trajectoire de son secteur (estimée).',
  'portfolioDecarbonization.page.futureExits':
    'Dans ce tableau de bord, les sorties futures sont prises en compte mais pas les acquisitions futures. Les projections dans le temps peuvent donc être sous-estimées.',
  'portfolioDecarbonization.filter.scope': 'Scopes',
  'portfolioDecarbonization.filter.ALL': 'Tous les scopes',
  'portfolioDecarbonization.filter.ONE': 'Scope 1',
  'portfolioDecarbonization.filter.TWO': 'Scope 2',
  'portfolioDecarbonization.filter.ONE_AND_TWO': 'Scopes 1 et 2',
  'portfolioDecarbonization.filter.THREE': 'Scope 3',
  'portfolioDecarbonization.trajectory.title': 'Trajectoire de décarbonation par',
  'portfolioDecarbonization.trajectory.measure': 'Mesure',
  'portfolioDecarbonization.measure.investmentIntensityTPerM': 'Intensité des investissements (tCO₂e/M€)',
  'portfolioDecarbonization.measure.financedEmissionsKg': 'Émissions financées (tCO₂e)',
  'portfolioDecarbonization.measure.absoluteEmissionsKg': 'Émissions absolues (tCO₂e)',
  'portfolioDecarbonization.measure.waciTPerM': 'WACI (tCO₂e/M€)',
  'portfolioDecarbonization.trajectory.actual': 'Réel',
  'portfolioDecarbonization.trajectory.projected': 'Projeté',
  'portfolioDecarbonization.trajectory.change': '{change} par rapport à {year}',
  'portfolioDecarbonization.temperature.title': 'Scores de température consolidés par horizon de temps (°C)',
  'portfolioDecarbonization.temperature.horizon': '{count} ans',
  'portfolioDecarbonization.temperature.score': 'Score de température',
  'portfolioDecarbonization.temperature.paris': 'Objectif de l’Accord de Paris',
  'portfolioDecarbonization.temperature.maximum': 'Température maximale',
  'portfolioDecarbonization.temperature.note': 'Les scores ont été consolidés selon la méthode de la moyenne pondérée des scores de température (WATS).',
  'portfolioDecarbonization.temperature.none': 'Aucun score\u00a0: aucune participation du portefeuille n’a pu être notée.',
  'portfolioDecarbonization.warnings.missingTemperature':
    'Les données de score de température manquent pour {count} actifs. Ils sont exclus du graphique des températures.',
  'portfolioDecarbonization.warnings.missingType':
    'Le type de trajectoire de décarbonation manque pour {count} actifs. Ils sont exclus du graphique des températures.',
  'portfolioDecarbonization.warnings.failedTemperature': 'Le calcul de température a échoué pour {count} actifs. Ils sont exclus du graphique des températures.',
  'portfolioDecarbonization.warnings.missingData': 'Les participations suivantes n’ont pas de données de décarbonation, elles sont ignorées dans le graphique',
  'portfolioDecarbonization.warnings.missingScope': 'Les plans suivants ont des actions sans scope, ce qui empêche le filtrage par scope\u00a0:',
  'portfolioDecarbonization.warnings.action': 'Une action du plan de {name}',
  'portfolioDecarbonization.reason.NO_EMISSIONS': 'pas d’émissions dans le portefeuille livré',
  'portfolioDecarbonization.reason.NO_TYPE': 'pas de type de trajectoire',
  'portfolioDecarbonization.reason.NO_PLAN': 'pas de plan livré',
  'portfolioDecarbonization.reason.NO_TARGET': 'pas d’objectif publié',
  'portfolioDecarbonization.reason.NO_TARGET_AFTER_REPORTING_YEAR': 'pas d’objectif après l’année du reporting',
  'portfolioDecarbonization.reason.NO_ACTIVITY': 'pas d’activité sur laquelle lire une intensité',
  'portfolioDecarbonization.reason.NO_SECTOR_PATHWAY': 'pas de trajectoire pour son secteur',
};
