export {
  catalogueView,
  evaluateCombinationScript,
  evaluateWithCatalogue,
  linkedCatalogueUuids,
  maxCombinationDepth,
  type CatalogueEvaluation,
  type CatalogueFactor,
  type CatalogueFactorValue,
  type CatalogueHypothesis,
  type CatalogueUnit,
  type CatalogueView,
  type ValueYear,
} from './context.ts';
