import { fieldIssue, type FieldIssue } from '../errors.ts';
import { say } from '../errorMessages.ts';
import type { AssetSector, AssetType } from '../schemas/enums.ts';

/*
 * The rules of a client asset's creation and editing (spec 3 "Other": name, type, NACE codes,
 * sector, prescribers, validated; section 5 "Asset creation from an investee"), as pure functions:
 * the asset dialog applies them as staff type, the server's input schema runs the same ones.
 */

/** Most NACE codes one asset carries: a group's main activities, not its every site. */
export const maxNaceCodes = 10;
/** Most prescribers (the financial institutions that brought the client) one asset names. */
export const maxPrescribers = 20;

/**
 * A NACE Rev. 2 code as people write it: the division (`64`), the group (`64.2`), the class
 * (`64.20`), optionally with the letter of the French NAF sub-class (`49.41A`).
 */
const naceCodePattern = /^\d{2}(\.\d{1,2}[A-Z]?)?$/;

/** The code as stored: trimmed, its NAF letter upper-cased (`49.41a` is `49.41A`). */
export function normalizeNaceCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isNaceCode(code: string): boolean {
  return naceCodePattern.test(normalizeNaceCode(code));
}

/** The codes as stored: normalised, each once, in the order given. */
export function normalizeNaceCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normalizeNaceCode))];
}

/**
 * The key under which asset names are unique: trimmed, case ignored. Imports and the
 * institution's fund editing name assets, so two assets may not share a name.
 */
export function assetNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The sector an asset is stored with: a real-estate asset always takes the Real estate sector
 * (spec 3 section 5), whatever was chosen; any other keeps its choice (Real estate included, for
 * a company whose business is property).
 */
export function sectorOfAsset(type: AssetType | null, sector: AssetSector | null): AssetSector | null {
  return type === 'REAL_ESTATE' ? 'REAL_ESTATE' : sector;
}

/** What the rules read of an asset being created or edited. */
export interface AssetFields {
  uuid?: string | null;
  type: AssetType | null;
  naceCodes: readonly string[];
  prescriberUuids: readonly string[];
}

/**
 * Every problem of the fields, each on its field: a missing type ('Missing asset type', the
 * spec's words), a code that is not a NACE code (on that code), an asset naming itself as its
 * prescriber. The name's own rules (required, bounded) are the schema's.
 */
export function assetProblems(asset: AssetFields): FieldIssue[] {
  const problems: FieldIssue[] = [];
  if (asset.type === null) problems.push(fieldIssue(['type'], say('server.asset.missingType')));
  asset.naceCodes.forEach((code, index) => {
    if (!isNaceCode(code)) problems.push(fieldIssue(['naceCodes', index], say('validation.message.invalidNaceCode')));
  });
  const self = asset.uuid ? asset.prescriberUuids.indexOf(asset.uuid) : -1;
  if (self >= 0) problems.push(fieldIssue(['prescriberUuids', self], say('server.asset.prescribesItself')));
  return problems;
}
