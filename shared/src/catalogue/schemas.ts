import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { messageIssue, refinementIssue, type FieldIssue } from '../errors.ts';
import { Gas, MethaneOrigin } from '../labels/enums.ts';
import { optionalText, optionalYear, requiredText, validationMessages } from '../validation/index.ts';
import { catalogueMessages, monetaryMismatch } from './messages.ts';
import {
  emissionFactorTypes,
  isMonetaryQuality,
  isValidSourceVersion,
  sourceUrlProblems,
  supplierFamily,
  valueHistoryProblems,
  type ValueHistoryRules,
} from './rules.ts';
import { sortValues } from './valueHistory.ts';

/*
 * Entities of the emission-factor and hypothesis catalogue (spec 2 section 3, spec 3 section 3)
 * and the inputs that create or update them, carrying every rule of spec 2 section 5 "Value
 * histories" as zod issues on the field they concern.
 */

const isMissing = (input: unknown) => input === undefined || input === null || input === '';
const requiredOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (isMissing(issue.input) ? catalogueMessages.required : message),
});

const requiredUuid = () => z.uuid(requiredOr(validationMessages.invalidUuid));
const nullableUuid = () =>
  z
    .union([z.uuid({ error: validationMessages.invalidUuid }), z.literal('')])
    .nullish()
    .transform((value) => value || null);

/** A number that must be given: missing gives 'Required', anything else not a finite number 'A number was expected'. */
const requiredNumber = () => z.number(requiredOr(catalogueMessages.expectedNumber));

/** Quality percentage: a whole number from 0 to 100; 100 means physical, anything else monetary. */
const qualityPercentage = () =>
  z
    .number(requiredOr(catalogueMessages.invalidQuality))
    .int(catalogueMessages.invalidQuality)
    .min(0, catalogueMessages.invalidQuality)
    .max(100, catalogueMessages.invalidQuality);

/** Required, then one of the spec's formats; a blank version reports only 'Required'. */
const sourceVersion = () =>
  z
    .string(requiredOr(catalogueMessages.invalidSourceVersion))
    .trim()
    .max(100, catalogueMessages.invalidSourceVersion)
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: catalogueMessages.required });
      else if (!isValidSourceVersion(value)) ctx.addIssue({ code: 'custom', message: catalogueMessages.invalidSourceVersion });
    });

/** An optional link, shown as a link in the apps, hence http or https only; blank becomes null. */
const sourceUrl = () =>
  z
    .url({ protocol: /^https?$/, error: catalogueMessages.invalidUrl })
    .max(textBounds.url, validationMessages.tooLong)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null);

// Stored entities: what the API answers with, already normalised by the inputs below.

const year = z.number().int();
const audit = {
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
};

export const HypothesisValue = z.object({
  /** Last year this value applies to; null for the open (current) entry. */
  until: year.nullable(),
  value: z.number(),
  source: z.string().nullable(),
  comment: z.string().nullable(),
});
export type HypothesisValue = z.infer<typeof HypothesisValue>;

export const Hypothesis = z.object({
  uuid: z.uuid(),
  name: z.string(),
  clientNameEn: z.string().nullable(),
  clientNameFr: z.string().nullable(),
  unitUuid: z.uuid(),
  family: z.string(),
  /** Derived from qualityPercentage: anything below 100 is monetary. */
  isMonetary: z.boolean(),
  qualityPercentage: z.number().int().min(0).max(100),
  /** Set for an asset-specific hypothesis, shown only for that asset. */
  assetUuid: z.uuid().nullable(),
  /** Open entry first, then by `until` descending. */
  values: z.array(HypothesisValue),
  ...audit,
});
export type Hypothesis = z.infer<typeof Hypothesis>;

export const EmissionFactorValue = z.object({
  until: year.nullable(),
  /** In the factor's gas unit per activity unit (kgCO₂e/kWh for a CO2E factor in kWh). */
  value: z.number(),
  source: z.string(),
  sourceVersion: z.string(),
  sourceUrl: z.string().nullable(),
  comment: z.string().nullable(),
  /** A private value (a licensed source) is hidden from clients: they see 'Private source'. */
  isPublic: z.boolean(),
});
export type EmissionFactorValue = z.infer<typeof EmissionFactorValue>;

/** A combination's values carry provenance and years; the value itself is computed from the script. */
export const CombinationValue = EmissionFactorValue.extend({ value: z.number().nullable().optional() });
export type CombinationValue = z.infer<typeof CombinationValue>;

export const EmissionFactorType = z.enum(emissionFactorTypes);
export type EmissionFactorType = z.infer<typeof EmissionFactorType>;

const emissionFactorFields = {
  uuid: z.uuid(),
  name: z.string(),
  clientNameEn: z.string().nullable(),
  clientNameFr: z.string().nullable(),
  group: z.string().nullable(),
  family: z.string(),
  unitUuid: z.uuid(),
  gas: Gas,
  /** For a CH4 factor: which GWP100 converts it (fossil, non-fossil, or the generic value when absent or null). */
  methaneOrigin: MethaneOrigin.nullable().optional(),
  isMonetary: z.boolean(),
  qualityPercentage: z.number().int().min(0).max(100),
  assetUuid: z.uuid().nullable(),
  linkedSupplierUuid: z.uuid().nullable(),
  /** When this factor was frozen as a version (its name then ends in -v and digits). */
  versionedAt: z.iso.datetime().nullable(),
  ...audit,
};

export const SimpleEmissionFactor = z.object({
  type: z.literal('SIMPLE'),
  ...emissionFactorFields,
  values: z.array(EmissionFactorValue),
});
export type SimpleEmissionFactor = z.infer<typeof SimpleEmissionFactor>;

export const CombinationEmissionFactor = z.object({
  type: z.literal('COMBINATION'),
  ...emissionFactorFields,
  values: z.array(CombinationValue),
  script: z.string(),
  /** Derived from the script by the formula interpreter. */
  linkedEmissionFactorUuids: z.array(z.uuid()).optional(),
  linkedHypothesisUuids: z.array(z.uuid()).optional(),
  /** The script's current result; absent until it has been evaluated. */
  computedValue: z.number().nullable().optional(),
});
export type CombinationEmissionFactor = z.infer<typeof CombinationEmissionFactor>;

export const EmissionFactor = z.discriminatedUnion('type', [SimpleEmissionFactor, CombinationEmissionFactor]);
export type EmissionFactor = z.infer<typeof EmissionFactor>;

// Inputs of the create and edit forms. No uuid means creation.

const HypothesisValueInput = z.object({
  until: optionalYear(),
  value: requiredNumber(),
  source: optionalText(textBounds.text),
  comment: optionalText(textBounds.longText),
});

const EmissionFactorValueInput = z.object({
  until: optionalYear(),
  value: requiredNumber(),
  source: requiredText(textBounds.text),
  sourceVersion: sourceVersion(),
  sourceUrl: sourceUrl(),
  comment: optionalText(textBounds.longText),
  // Private unless said otherwise: showing a licensed value by mistake cannot be undone.
  isPublic: z.boolean().default(false),
});

const CombinationValueInput = EmissionFactorValueInput.extend({
  value: z.number({ error: catalogueMessages.expectedNumber }).nullish(),
});

/** One value per year: a few hundred is already centuries of history. */
const valuesList = <T extends z.ZodType>(entry: T) => z.array(entry, { error: catalogueMessages.required }).max(500, validationMessages.tooLong);

/** Shared by both inputs; `isMonetary` may be sent but must agree with the quality. */
const catalogueItemInput = {
  uuid: z.uuid({ error: validationMessages.invalidUuid }).optional(),
  name: requiredText(),
  clientNameEn: optionalText(),
  clientNameFr: optionalText(),
  unitUuid: requiredUuid(),
  qualityPercentage: qualityPercentage(),
  isMonetary: z.boolean().optional(),
  assetUuid: nullableUuid(),
};

type Loose = Record<string, unknown>;
type Ctx = z.RefinementCtx<unknown>;

const addProblems = (ctx: Ctx, prefix: (string | number)[], problems: FieldIssue[]) => {
  for (const problem of problems) ctx.addIssue(refinementIssue({ ...problem, path: [...prefix, ...problem.path] }));
};

/**
 * The cross-field rules. They run on the whole form even when some field is invalid, so every
 * problem shows at once; hence the loose reading of the data.
 */
function crossFieldRules(history: ValueHistoryRules & { sourceUrlOnCreation: boolean; familyUnlessSupplier: boolean }) {
  return (data: unknown, ctx: Ctx) => {
    if (typeof data !== 'object' || data === null) return;
    const input = data as Loose;
    if (Array.isArray(input.values)) {
      addProblems(ctx, ['values'], valueHistoryProblems(input.values, history));
      if (history.sourceUrlOnCreation) {
        addProblems(ctx, ['values'], sourceUrlProblems(input.values, isMissing(input.uuid)));
      }
    }
    if (history.familyUnlessSupplier && isMissing(input.linkedSupplierUuid) && isBlankText(input.family)) {
      ctx.addIssue({ code: 'custom', message: catalogueMessages.required, path: ['family'] });
    }
    const quality = input.qualityPercentage;
    if (
      typeof input.isMonetary === 'boolean' &&
      typeof quality === 'number' &&
      qualityPercentage().safeParse(quality).success &&
      input.isMonetary !== isMonetaryQuality(quality)
    ) {
      ctx.addIssue(messageIssue(monetaryMismatch(quality), ['isMonetary']));
    }
  };
}

const isBlankText = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const always = { when: () => true };

/**
 * Create or update a hypothesis. Output: isMonetary derived from the quality, values sorted
 * open entry first then by `until` descending.
 */
export const HypothesisInput = z
  .object({
    ...catalogueItemInput,
    family: requiredText(),
    values: valuesList(HypothesisValueInput),
  })
  .superRefine(
    crossFieldRules({ untilRequiredAfterFirst: false, sourceUrlOnCreation: false, familyUnlessSupplier: false }),
    always,
  )
  .transform((input) => ({
    ...input,
    isMonetary: isMonetaryQuality(input.qualityPercentage),
    values: sortValues(input.values),
  }));
export type HypothesisInput = z.input<typeof HypothesisInput>;
export type ParsedHypothesisInput = z.output<typeof HypothesisInput>;

const emissionFactorInput = {
  ...catalogueItemInput,
  group: optionalText(),
  // Checked with the linked supplier below: a factor with one is forced to SUPPLIER.
  family: optionalText(),
  gas: z.enum(Gas.options, requiredOr(catalogueMessages.invalidGas)),
  methaneOrigin: MethaneOrigin.nullable().optional(),
  linkedSupplierUuid: nullableUuid(),
};

/**
 * Create or update an emission factor, simple or combination. Output: family forced to
 * SUPPLIER when a supplier is linked, isMonetary derived from the quality, values sorted open
 * entry first then by `until` descending.
 */
export const EmissionFactorInput = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('SIMPLE'), ...emissionFactorInput, values: valuesList(EmissionFactorValueInput) }),
      z.object({
        type: z.literal('COMBINATION'),
        ...emissionFactorInput,
        values: valuesList(CombinationValueInput),
        script: requiredText(textBounds.longText),
      }),
    ],
    // The issue's input is the whole object when its type matches no option.
    { error: (issue) => (isMissing((issue.input as Loose | undefined)?.type) ? catalogueMessages.required : catalogueMessages.invalidType) },
  )
  .superRefine(
    crossFieldRules({ untilRequiredAfterFirst: true, sourceUrlOnCreation: true, familyUnlessSupplier: true }),
    always,
  )
  .transform((input) => ({
    ...input,
    family: input.linkedSupplierUuid ? supplierFamily : (input.family as string),
    // Only methane has an origin; on another gas it would mean nothing.
    methaneOrigin: input.gas === 'CH4' ? (input.methaneOrigin ?? null) : null,
    isMonetary: isMonetaryQuality(input.qualityPercentage),
    values: sortValues<(typeof input.values)[number]>(input.values),
  }));
export type EmissionFactorInput = z.input<typeof EmissionFactorInput>;
export type ParsedEmissionFactorInput = z.output<typeof EmissionFactorInput>;
