import * as z from 'zod';
import { validationMessages } from '../validation/index.ts';

/*
 * A product footprint in the PACT (formerly Pathfinder) data model, version 2: the data type
 * `ProductFootprint` and its `pcf` (`CarbonFootprint`) of the PACT Technical Specifications for
 * PCF Data Exchange v2 (https://github.com/wbcsd/data-exchange-protocol, spec/v2/index.bs,
 * sections "Data Type: ProductFootprint", "Data Type: CarbonFootprint" and the data types they
 * name; the example `spec/v2/examples/list-footprints-response.json`). A supplier attaches such
 * documents to a year of its form, and `supplier.productFootprints.export` answers them as the
 * PACT API's ListFootprints does (`{ data: ProductFootprint[] }`).
 *
 * What is checked: every property the specification marks mandatory (M), with its format; the
 * optional properties this file names when they are present; the rules between properties
 * (reference period end after its start, `updated` after `created`, packaging emissions only when
 * included). Other optional properties (dqi, assurance, geography, extensions…) are kept as the
 * supplier sent them, unchecked, within the size bound: the export gives the document back whole.
 *
 * Decisions:
 * - Decimals are JSON strings in v2 ("Each Decimal MUST be encoded as a JSON String"): a dotted
 *   decimal, optionally signed, at most 40 characters.
 * - `specVersion` must be a 2.x.y version (optionally with a -YYYYMMDD suffix).
 * - `id` must be a UUID v4 as the specification says; `precedingPfIds` only need the UUID shape,
 *   since the specification's own example lists ids that are not v4.
 * - `productCategoryCpc` is a UN CPC v2.1 code: 1 to 5 digits.
 * - A document is at most 20,000 characters of JSON, a year holds at most 20 of them.
 */

export const pactLimits = {
  /** JSON characters of one document. */
  documentChars: 20_000,
  perYear: 20,
  ids: 50,
  text: 10_000,
  name: 500,
  urn: 500,
  decimal: 40,
  standards: 10,
  rules: 20,
} as const;

const invalid = validationMessages.invalid;

const text = (max: number = pactLimits.text) => z.string({ error: () => invalid }).max(max, validationMessages.tooLong);
const nonEmpty = (max: number = pactLimits.name) => text(max).min(1, validationMessages.required);

/** RFC 8141: `urn:` + a namespace id of 2 to 32 letters, digits or hyphens (not first or last) + ':' + a non-empty specific string. */
export const urnPattern = /^urn:[a-z0-9][a-z0-9-]{0,30}[a-z0-9]:\S+$/i;
const urn = () => z.string({ error: () => invalid }).max(pactLimits.urn, validationMessages.tooLong).regex(urnPattern, invalid);
const urnSet = () => z.array(urn()).min(1, validationMessages.required).max(pactLimits.ids, validationMessages.tooLong);

/** A dotted decimal as a JSON string ('10', '42.12', '-182.84'). */
export const decimalPattern = /^-?\d+(\.\d+)?$/;
const decimal = () => z.string({ error: () => invalid }).max(pactLimits.decimal, invalid).regex(decimalPattern, invalid);
// A value that is no decimal has its one issue already.
const decimalAtLeastZero = () => decimal().refine((value) => !decimalPattern.test(value) || Number(value) >= 0, validationMessages.mustBeZeroOrMore);
const decimalAboveZero = () => decimal().refine((value) => !decimalPattern.test(value) || Number(value) > 0, invalid);

/** A UTC date and time ('2022-03-01T09:32:20Z'). */
const dateTime = () => z.iso.datetime({ error: () => validationMessages.invalidDate }).max(40, validationMessages.invalidDate);
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PactDeclaredUnit = z.enum(['liter', 'kilogram', 'cubic meter', 'kilowatt hour', 'megajoule', 'ton kilometer', 'square meter']);
export const PactCrossSectoralStandard = z.enum(['GHG Protocol Product standard', 'ISO Standard 14067', 'ISO Standard 14044']);

const ProductOrSectorSpecificRule = z.looseObject({
  operator: z.enum(['PEF', 'EPD International', 'Other']),
  ruleNames: z.array(nonEmpty(pactLimits.text)).min(1, validationMessages.required).max(pactLimits.rules, validationMessages.tooLong),
  otherOperatorName: nonEmpty().optional(),
});

/** The `pcf` property: per declared unit, in kgCO2e. */
export const PactCarbonFootprint = z
  .looseObject({
    declaredUnit: PactDeclaredUnit,
    unitaryProductAmount: decimalAboveZero(),
    pCfExcludingBiogenic: decimalAtLeastZero(),
    pCfIncludingBiogenic: decimal().optional(),
    fossilGhgEmissions: decimalAtLeastZero(),
    fossilCarbonContent: decimalAtLeastZero(),
    biogenicCarbonContent: decimalAtLeastZero(),
    dLucGhgEmissions: decimal().optional(),
    landManagementGhgEmissions: decimal().optional(),
    otherBiogenicGhgEmissions: decimal().optional(),
    iLucGhgEmissions: decimal().optional(),
    biogenicCarbonWithdrawal: decimal().optional(),
    aircraftGhgEmissions: decimal().optional(),
    characterizationFactors: z.enum(['AR5', 'AR6']),
    crossSectoralStandardsUsed: z.array(PactCrossSectoralStandard).max(pactLimits.standards, validationMessages.tooLong),
    productOrSectorSpecificRules: z.array(ProductOrSectorSpecificRule).max(pactLimits.rules, validationMessages.tooLong).optional(),
    biogenicAccountingMethodology: z.enum(['PEF', 'ISO', 'GHGP', 'Quantis']).optional(),
    boundaryProcessesDescription: text(),
    referencePeriodStart: dateTime(),
    referencePeriodEnd: dateTime(),
    exemptedEmissionsPercent: z.number({ error: () => invalid }).min(0, invalid).max(5, invalid),
    exemptedEmissionsDescription: text(),
    packagingEmissionsIncluded: z.boolean({ error: () => invalid }),
    packagingGhgEmissions: decimalAtLeastZero().optional(),
    primaryDataShare: z.number({ error: () => invalid }).min(0, invalid).max(100, invalid).optional(),
  })
  .superRefine((pcf, context) => {
    if (Date.parse(pcf.referencePeriodEnd) <= Date.parse(pcf.referencePeriodStart)) {
      context.addIssue({ code: 'custom', message: validationMessages.invalidDate, path: ['referencePeriodEnd'] });
    }
    if (pcf.packagingGhgEmissions !== undefined && !pcf.packagingEmissionsIncluded) {
      context.addIssue({ code: 'custom', message: invalid, path: ['packagingGhgEmissions'] });
    }
  });
export type PactCarbonFootprint = z.infer<typeof PactCarbonFootprint>;

/** One product footprint, PACT data model v2. */
export const PactProductFootprint = z
  .looseObject({
    id: z.uuidv4({ error: () => validationMessages.invalidUuid }),
    specVersion: z.string({ error: () => invalid }).max(40, invalid).regex(/^2\.\d+\.\d+(-\d{8})?$/, invalid),
    precedingPfIds: z
      .array(z.string({ error: () => invalid }).max(40, validationMessages.invalidUuid).regex(uuidShape, validationMessages.invalidUuid))
      .min(1, validationMessages.required)
      .max(pactLimits.ids, validationMessages.tooLong)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, invalid)
      .optional(),
    version: z.number({ error: () => invalid }).int(invalid).min(0, invalid).max(2 ** 31 - 1, invalid),
    created: dateTime(),
    updated: dateTime().optional(),
    status: z.enum(['Active', 'Deprecated']),
    statusComment: text().optional(),
    validityPeriodStart: dateTime().optional(),
    validityPeriodEnd: dateTime().optional(),
    companyName: nonEmpty(),
    companyIds: urnSet(),
    productDescription: text(),
    productIds: urnSet(),
    productCategoryCpc: z.string({ error: () => invalid }).max(20, invalid).regex(/^\d{1,5}$/, invalid),
    productNameCompany: nonEmpty(),
    comment: text(),
    pcf: PactCarbonFootprint,
  })
  .superRefine((footprint, context) => {
    if (footprint.updated !== undefined && Date.parse(footprint.updated) <= Date.parse(footprint.created)) {
      context.addIssue({ code: 'custom', message: validationMessages.invalidDate, path: ['updated'] });
    }
    if (JSON.stringify(footprint).length > pactLimits.documentChars) {
      context.addIssue({ code: 'custom', message: validationMessages.tooLong, path: [] });
    }
  });
export type PactProductFootprint = z.infer<typeof PactProductFootprint>;

/** A year's product footprints as a supplier attaches them. */
export const PactProductFootprints = z.array(PactProductFootprint).max(pactLimits.perYear, validationMessages.tooLong);

/** The PACT API's ListFootprints answer. */
export const PactFootprintList = z.object({ data: z.array(PactProductFootprint) });
export type PactFootprintList = z.infer<typeof PactFootprintList>;
