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
export { catalogueNameKey, isVersionedName, nextVersionName, unversionedName } from './names.ts';
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
export {
  factorValueIsPublic,
  privacyNode,
  privateCombinationValue,
  privateFactorUuids,
  shownValue,
  withheldValue,
  type PrivacyNode,
  type PrivacySubject,
} from './privacy.ts';
