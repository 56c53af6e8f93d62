/*
 * The asset enumerations as plain values, apart from their schemas (schemas/enums.ts): the asset
 * list's address is checked before its page renders, and must not carry every schema to do so.
 * A test keeps them equal to the schemas' options.
 */

export const assetTypes = ['COMPANY', 'FINANCED_PROJECT', 'REAL_ESTATE'] as const;

export const assetSectors = [
  'INTELLECTUAL_SERVICES',
  'GENERAL_SERVICES',
  'LOGISTICS',
  'MANUFACTURING_INDUSTRY',
  'EXTRACTIVE_INDUSTRIES',
  'AGRIFOOD_INDUSTRIES',
  'AERONAUTIC_INDUSTRY',
  'REAL_ESTATE',
] as const;
