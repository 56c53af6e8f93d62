import type { enPortfolioEstimates } from './portfolioEstimates.ts';

/** The portfolioEstimates messages in French: the same keys as the English ones in portfolioEstimates.ts. */
export const frPortfolioEstimates: { readonly [K in keyof typeof enPortfolioEstimates]: string } = {
  'portfolioEstimates.hypothesis.internal': 'Émissions du bilan carbone {year} réalisé avec Cairn.',
  'portfolioEstimates.hypothesis.audited': 'Émissions {year} telles que l’entreprise les a publiées, vérifiées par un audit.',
  'portfolioEstimates.hypothesis.lightReview': 'Émissions {year} telles que l’entreprise les a publiées, contrôlées par une revue légère.',
  'portfolioEstimates.hypothesis.reported': 'Émissions {year} telles que l’entreprise les a publiées, sans vérification.',
  'portfolioEstimates.hypothesis.manual': 'Émissions {year} estimées et saisies à la main.',
  'portfolioEstimates.hypothesis.revenueExtrapolation':
    'Les émissions {year} sont celles de l’année de référence, ajustées à l’évolution du chiffre d’affaires\u00a0: les émissions par euro de chiffre d’affaires sont supposées inchangées depuis l’année de référence.',
  'portfolioEstimates.hypothesis.employeeExtrapolation':
    'Les émissions {year} sont celles de l’année de référence, ajustées à l’évolution des effectifs\u00a0: les émissions par salarié sont supposées inchangées depuis l’année de référence.',
  'portfolioEstimates.hypothesis.baseYearCairnReport': 'L’année de référence et ses émissions sont celles du bilan carbone {year} de l’entreprise réalisé avec Cairn.',
  'portfolioEstimates.hypothesis.baseYearExternalReport': 'L’année de référence et ses émissions sont celles du bilan carbone {year} de l’entreprise réalisé par un autre prestataire.',
  'portfolioEstimates.hypothesis.sectoral':
    'Émissions totales {year} estimées à partir du chiffre d’affaires et de la moyenne du secteur, {intensityTPerM} tCO2e par M€ de chiffre d’affaires.',
  'portfolioEstimates.hypothesis.sectoralScope3IsRest': 'Les scopes 1 et 2 sont ceux saisis\u00a0; le scope 3 est le reste de l’estimation.',
  'portfolioEstimates.hypothesis.sectoralScopeMissing': 'Le scope {scope} n’a pas été saisi et compte pour zéro.',
  'portfolioEstimates.hypothesis.sectoralGivenAboveEstimate': 'Les scopes 1 et 2 saisis dépassent l’estimation sectorielle\u00a0: ils sont conservés et le scope 3 compte pour zéro.',
};
