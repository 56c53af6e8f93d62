import * as z from 'zod';
import { files, requestBounds } from '../constants.ts';
import {
  CatalogueUsage,
  CombinationEmissionFactor,
  CombinationValue,
  EmissionFactorInput,
  EmissionFactorValue,
  Hypothesis,
  HypothesisInput,
  SimpleEmissionFactor,
  Unit,
} from '../catalogue/index.ts';
import { requiredText, validationMessages } from '../validation/index.ts';
import { fileWork, MessageParamsSchema, nothing, ok } from './common.ts';
import { mutation, query } from './define.ts';
import { uploadUuid } from './files.ts';
import { FileLink } from '../files.ts';

/** The base64 of the largest spreadsheet an import takes (the general upload limit). */
const importMaxBase64 = Math.ceil(files.defaultMaxBytes / 3) * 4;

/**
 * The spreadsheet of an import: an upload sent to the bucket first (`file.prepareUpload`,
 * purpose CATALOGUE_IMPORT), or, for a small file, its base64 in the request with its name.
 */
const batchImportInput = z
  .object({
    uploadUuid: uploadUuid.optional(),
    b64File: z.string().max(importMaxBase64, validationMessages.tooLong).optional(),
    fileName: requiredText().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.uploadUuid === undefined && value.b64File === undefined) ctx.addIssue({ code: 'custom', path: ['uploadUuid'], message: validationMessages.required });
    if (value.b64File !== undefined && value.fileName === undefined) ctx.addIssue({ code: 'custom', path: ['fileName'], message: validationMessages.required });
  });

const byUuid = z.object({ uuid: z.uuid({ error: validationMessages.invalidUuid }) });
const expectedVersion = z.number({ error: () => validationMessages.required }).int().positive();
/** An update names the item and the version the form was loaded with; a stale one answers CONFLICT. */
const catalogueUpdate = z.object({ uuid: z.uuid({ error: validationMessages.invalidUuid }), expectedVersion });
const catalogueSearch = z.object({ search: z.string().trim().max(200).optional() }).optional().default({});

/**
 * A factor as one caller may see it: a private value (isPublic false) reaches a client with
 * its value null and its source kept, so the app can show 'Private source'.
 */
const VisibleValue = EmissionFactorValue.extend({ value: z.number().nullable() });
/** Answers carry the stored version, which an edit form sends back as `expectedVersion`. */
const version = z.number().int().positive();
/** Who uses an entry: answered to staff only (clients get an empty list). */
const usages = z.array(CatalogueUsage);
const VisibleEmissionFactor = z.discriminatedUnion('type', [
  SimpleEmissionFactor.extend({ values: z.array(VisibleValue), version, usages }),
  CombinationEmissionFactor.extend({ values: z.array(CombinationValue), version, usages }),
]);
const VersionedEmissionFactor = z.discriminatedUnion('type', [SimpleEmissionFactor.extend({ version }), CombinationEmissionFactor.extend({ version })]);
const VersionedHypothesis = Hypothesis.extend({ version });
const VersionedUnit = Unit.extend({ version });

const UnitInput = Unit.omit({ uuid: true });

/**
 * What a spreadsheet import answers: every problem of the file with its row, or the import
 * committed (Success), or still committing (Pending: poll `import.status` with `jobUuid`).
 */
const importAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Success'), created: z.number().int() }),
  z.object({ status: z.literal('Pending'), jobUuid: z.uuid(), progressPercent: z.number().int().min(0).max(100) }),
  z.object({
    status: z.literal('Errors'),
    /** `row` is the 1-based spreadsheet row, null for a problem of the whole file. */
    errors: z.array(
      z.object({
        row: z.number().int().nullable(),
        column: z.string().optional(),
        message: z.string(),
        /** The message's catalogue key and parameters, when it has them: the web says it by key. */
        key: z.string().optional(),
        params: MessageParamsSchema.optional(),
      }),
    ),
  }),
]);

/**
 * The emission-factor, hypothesis and unit catalogue (spec 2 sections 3 and 5), with its
 * spreadsheet import.
 */
export const catalogueProcedures = {
  'emissionFactor.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'The emission-factor catalogue sorted by family, group and name, filtered by a text found in a name or client name.',
    input: catalogueSearch,
    output: z.array(VersionedEmissionFactor),
  }),
  'emissionFactor.semanticSearch': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'The emission factors closest in meaning to a search, best first: across English and French, synonyms, typos and plurals; each with its score.',
    input: z.object({
      search: z.string().trim().min(1, validationMessages.required).max(200),
      limit: z.number().int().min(1).max(50).optional().default(20),
    }),
    output: z.array(
      z.discriminatedUnion('type', [
        SimpleEmissionFactor.extend({ version, score: z.number() }),
        CombinationEmissionFactor.extend({ version, score: z.number() }),
      ]),
    ),
  }),
  'emissionFactor.get': query({
    access: 'client',
    tenancy: { rule: 'ownAssetOrShared', owner: 'emissionFactor', field: 'uuid' },
    summary:
      'One emission factor with what uses it (staff only); asset-specific ones only for staff and that asset, private values, and combinations reading one, hidden from clients.',
    input: byUuid,
    output: VisibleEmissionFactor,
  }),
  'emissionFactor.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Creates an emission factor, simple or combination, under a name no other factor has.',
    input: EmissionFactorInput,
    output: VersionedEmissionFactor,
    invalidates: ['emissionFactor.list', 'emissionFactor.get', 'emissionFactor.semanticSearch'],
  }),
  'emissionFactor.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces an emission factor from its edit form; a stale expectedVersion answers CONFLICT.',
    input: catalogueUpdate.and(EmissionFactorInput),
    output: VersionedEmissionFactor,
    invalidates: ['emissionFactor.list', 'emissionFactor.get', 'emissionFactor.semanticSearch'],
  }),
  'emissionFactor.duplicate': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Copies an emission factor as a frozen version named after it with the next -v suffix.',
    input: byUuid,
    output: VersionedEmissionFactor,
    invalidates: ['emissionFactor.list', 'emissionFactor.semanticSearch'],
  }),
  'emissionFactor.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes an emission factor nothing uses and frees its name; one still in use answers CONFLICT.',
    input: byUuid,
    output: ok,
    invalidates: ['emissionFactor.list', 'emissionFactor.get', 'emissionFactor.semanticSearch'],
  }),
  'emissionFactor.batchImport': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Imports emission factors from an .xlsx file (one row per value): the whole file is validated first, else every problem comes back with its row; a valid file is committed all or nothing by an import job, answered done or Pending (poll import.status).',
    input: batchImportInput,
    maxBodyBytes: importMaxBase64 + requestBounds.maxBodyBytes,
    output: importAnswer,
    runtime: fileWork,
    invalidates: ['emissionFactor.list', 'emissionFactor.semanticSearch'],
  }),
  'import.status': query({
    access: 'client',
    tenancy: { rule: 'creator', owner: 'importJob', field: 'jobUuid' },
    summary:
      'Where a spreadsheet import its caller started stands (Pending with its progress, Success or Errors); each call also moves the import on for a few seconds. Anyone but its creator gets NOT_FOUND.',
    input: z.object({ jobUuid: z.uuid({ error: validationMessages.invalidUuid }) }),
    output: importAnswer,
    runtime: fileWork,
  }),
  'emissionFactor.importTemplate': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'A short-lived link to the .xlsx template of the emission-factor batch import: a header row and two example rows.',
    input: nothing,
    output: FileLink,
  }),
  'emissionFactor.group.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Renames a group on every emission factor of that group.',
    input: z.object({ from: requiredText(), to: requiredText() }),
    output: z.object({ updated: z.number().int() }),
    invalidates: ['emissionFactor.list', 'emissionFactor.get', 'emissionFactor.semanticSearch'],
  }),
  'hypothesis.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'The hypothesis catalogue sorted by family and name, filtered by a text found in a name or client name.',
    input: catalogueSearch,
    output: z.array(VersionedHypothesis),
  }),
  'hypothesis.get': query({
    access: 'client',
    tenancy: { rule: 'ownAssetOrShared', owner: 'hypothesis', field: 'uuid' },
    summary: 'One hypothesis with what uses it; asset-specific ones only for staff and that asset.',
    input: byUuid,
    output: VersionedHypothesis.extend({ usages }),
  }),
  'hypothesis.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Creates a hypothesis under a name no other hypothesis has.',
    input: HypothesisInput,
    output: VersionedHypothesis,
    invalidates: ['hypothesis.list', 'hypothesis.get'],
  }),
  'hypothesis.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces a hypothesis from its edit form; a stale expectedVersion answers CONFLICT.',
    input: catalogueUpdate.and(HypothesisInput),
    output: VersionedHypothesis,
    invalidates: ['hypothesis.list', 'hypothesis.get'],
  }),
  'hypothesis.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a hypothesis nothing uses and frees its name; one still in use answers CONFLICT.',
    input: byUuid,
    output: ok,
    invalidates: ['hypothesis.list', 'hypothesis.get'],
  }),
  'unit.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'The activity units of the catalogue, by symbol.',
    input: nothing,
    output: z.array(VersionedUnit),
  }),
  'unit.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Adds an activity unit to the catalogue.',
    input: UnitInput,
    output: VersionedUnit,
    invalidates: ['unit.list'],
  }),
  'unit.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Changes an activity unit; a stale expectedVersion answers CONFLICT.',
    input: UnitInput.extend({ uuid: z.uuid({ error: validationMessages.invalidUuid }), expectedVersion }),
    output: VersionedUnit,
    invalidates: ['unit.list', 'emissionFactor.get', 'hypothesis.get'],
  }),
} as const;
