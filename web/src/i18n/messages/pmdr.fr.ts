import type { MessageText } from '@cairn/shared/errors';
import type { enPmdr } from './pmdr.ts';

/** The PMDR pages' shared messages in French. */
export const frPmdr: { readonly [K in keyof typeof enPmdr]: MessageText } = {
  'pmdr.status.NotStarted': 'Non démarré',
  'pmdr.status.CapturingData': 'Collecte des données',
  'pmdr.status.PreparingToDecarbonize': 'Préparation à la décarbonation',
  'pmdr.status.Aligning': 'En cours d’alignement',
  'pmdr.status.NetZeroAligned': 'Aligné net zéro',
  'pmdr.flag.decarbonizationEnabler': 'Catalyseur de décarbonation',
  'pmdr.flag.emergingEnabler': 'Catalyseur de décarbonation émergent',
  'pmdr.flag.noPathwayToAlign': 'Sans trajectoire d’alignement',
  'pmdr.completion.DONE': 'Terminé',
  'pmdr.completion.IN_PROGRESS': 'En cours',
  'pmdr.completion.PENDING': 'En attente',
  'pmdr.completion.COMPLETE': 'Complète',
  'pmdr.completion.NOT_STARTED': 'Non démarrée',
  'pmdr.completion.missingData': 'Données manquantes',
  'pmdr.missingData.noTurnover': 'Pas de chiffre d’affaires',
  'pmdr.missingData.noValuation': 'Pas de valeur de l’actif',
  'pmdr.missingData.noOutstandingAmount': 'Pas d’encours',
  'pmdr.missingData.noEmissions': 'Pas d’émissions totales',
  'pmdr.answer.yes': 'Oui',
  'pmdr.answer.no': 'Non',
  'pmdr.answer.dontKnow': 'Je ne sais pas',
  'pmdr.question.pmdrTransitionEnablingActivities': 'Les activités de l’entreprise sont-elles couvertes par la taxonomie des activités de transition du fonds ?',
  'pmdr.question.pmdrSubstantialMitigationContribution': 'L’activité de l’entreprise contribue-t-elle substantiellement à l’atténuation du changement climatique ?',
  'pmdr.question.pmdrNoSubstantialAdverseImpact': 'L’activité de l’entreprise évite-t-elle tout impact négatif substantiel sur les autres objectifs environnementaux ?',
  'pmdr.question.pmdrEnablingRevenueOver50': 'Plus de 50 % du chiffre d’affaires de l’entreprise provient-il d’activités habilitantes ?',
  'pmdr.question.pmdrEnablingRevenueOver10HighEmittingUnder50':
    'Plus de 10 % du chiffre d’affaires de l’entreprise provient-il d’activités habilitantes, et moins de 50 % d’activités fortement émettrices ?',
  'pmdr.question.pmdrUnfeasibleHighEmittingOver50':
    'Plus de 50 % du chiffre d’affaires de l’entreprise provient-il d’activités fortement émettrices sans voie de décarbonation possible ?',
  'pmdr.question.pmdrScope1And2Measuring': 'Les émissions des scopes 1 et 2 de l’entreprise sont-elles mesurées ?',
  'pmdr.question.pmdrScope3Material': 'Le scope 3 est-il significatif (40 % ou plus des émissions totales de l’entreprise) ?',
  'pmdr.question.pmdrScope3FundReporting': 'Les émissions du scope 3 de l’entreprise sont-elles mesurées et partagées avec le fonds ?',
  'pmdr.question.pmdrDecarbonizationPlan': 'L’entreprise a-t-elle engagé un plan de décarbonation ?',
  'pmdr.question.pmdrNetZeroAlignedCommitment': 'L’entreprise s’est-elle engagée sur un objectif de réduction à court terme fondé sur la science ?',
  'pmdr.question.pmdrNetZeroAlignedReduction': 'Le profil annuel des émissions de l’entreprise est-il en ligne avec une trajectoire net zéro ?',
};
