export { catalogueMessages } from './messages.ts';
export { currentValue, openEntrySortYear, sortValues, valueForYear, type DatedEntry } from './valueHistory.ts';
export {
  combinationReferencesProblem,
  isEcoinventSource,
  isMonetaryQuality,
  isValidSourceVersion,
  physicalQualityPercentage,
  sourceUrlProblems,
  supplierFamily,
  valueHistoryProblems,
  type ValueHistoryRules,
} from './rules.ts';
export { isVersionedName, nextVersionName, unversionedName } from './names.ts';
export { QuantityKind, Unit, factorUnitLabel, gasUnits, unitByUuid } from './units.ts';
export {
  CombinationEmissionFactor,
  CombinationValue,
  EmissionFactor,
  EmissionFactorInput,
  EmissionFactorType,
  EmissionFactorValue,
  Hypothesis,
  HypothesisInput,
  HypothesisValue,
  SimpleEmissionFactor,
  type ParsedEmissionFactorInput,
  type ParsedHypothesisInput,
} from './schemas.ts';
export { CatalogueUsage, UsageKind } from './usage.ts';
export { privateFactorUuids, type PrivacyNode } from './privacy.ts';
