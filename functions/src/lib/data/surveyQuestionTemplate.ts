import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { keyedMessages, say } from '@cairn/shared/errorMessages';
import { resolveFormulaTemplates } from '@cairn/shared/questionnaires/questionTemplateCatalogue';
import type { SurveyQuestionType } from '@cairn/shared/surveys/model';
import {
  compareByName,
  matchesSurveyQuestionTemplateSearch,
  StoredSurveyQuestionTemplate,
  type ParsedSurveyQuestionTemplate,
  type SurveyQuestionTemplateDetail,
  type SurveyQuestionTemplateRow,
} from '@cairn/shared/surveys/templates';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { defineEntity, transact, type Actor, type Stored } from './entity.ts';
import { uniqueNames } from './nameClaim.ts';
import { surveyQuestionUsageCounts, surveyTemplatesListing } from './surveyTemplate.ts';

export const SurveyQuestionTemplateRecord = StoredSurveyQuestionTemplate;
export type SurveyQuestionTemplateRecord = z.infer<typeof SurveyQuestionTemplateRecord>;

/**
 * A survey question template of the staff's catalogue (spec 2 "/survey-questions"): one item
 * holding its fields, options (at most 100), commute labels and formula templates (at most 20, of
 * bounded text), so an edit replaces it whole in one version-conditional write.
 */
export const surveyQuestionTemplates = defineEntity({
  name: 'SurveyQuestionTemplate',
  schema: SurveyQuestionTemplateRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `SQTEMPLATE#${uuid}`, sk: 'SQTEMPLATE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** The whole catalogue (a few hundred templates), searched and ordered in the function. */
    all: {
      index: 'gsi1',
      pk: () => 'SQTEMPLATES',
      sk: (template) => `${catalogueNameKey(template.name)}#${template.uuid}`,
    },
  },
});

/** Makes a template's name unique, case aside: a survey's formulas read an answer as `s.<name>`. */
export const surveyQuestionTemplateNameClaims = defineEntity({
  name: 'SurveyQuestionTemplateNameClaim',
  schema: z.object({ name: z.string().min(1), surveyQuestionTemplateUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `SQTEMPLATENAME#${catalogueNameKey(name)}`, sk: 'SQTEMPLATENAME' }),
  identify: ({ name }) => ({ name }),
});

/** Survey question template names, unique by their claims. */
export const surveyQuestionTemplateNames = uniqueNames({
  claims: surveyQuestionTemplateNameClaims,
  label: (name) => say('server.nameTaken.surveyQuestionTemplate', { name }),
  claimOf: (name, surveyQuestionTemplateUuid) => ({ name, surveyQuestionTemplateUuid }),
  ownerOf: (claim) => claim.surveyQuestionTemplateUuid,
});

/** The record to store from a parsed form: its formula templates resolved against those it holds (a 400 names each at fault). */
function recordOf(uuid: string, input: ParsedSurveyQuestionTemplate, held: Pick<SurveyQuestionTemplateRecord, 'formulaTemplates'>): SurveyQuestionTemplateRecord {
  const formulaTemplates = resolveFormulaTemplates(input.formulaTemplates, held.formulaTemplates, randomUUID);
  if (!formulaTemplates.ok) throw invalidInput(formulaTemplates.issues);
  return SurveyQuestionTemplateRecord.parse({ ...input, uuid, formulaTemplates: formulaTemplates.formulaTemplates });
}

/** Creates a template and the claim on its name in one transaction; every formula template gets a new uuid. */
export async function createSurveyQuestionTemplate(input: ParsedSurveyQuestionTemplate, actor: Actor): Promise<Stored<SurveyQuestionTemplateRecord>> {
  const record = recordOf(randomUUID(), input, { formulaTemplates: [] });
  await surveyQuestionTemplateNames.write([surveyQuestionTemplateNames.claim(record.name, record.uuid, actor), surveyQuestionTemplates.ops.create(record, actor)], record.name, record.uuid);
  return surveyQuestionTemplates.require({ uuid: record.uuid }, { consistent: true });
}

/** Replaces a template edited from `expectedVersion`; a formula template that names one of its uuids keeps it, and a new name moves the claim. */
export async function replaceSurveyQuestionTemplate(
  uuid: string,
  input: ParsedSurveyQuestionTemplate,
  actor: Actor,
  expectedVersion: number,
): Promise<Stored<SurveyQuestionTemplateRecord>> {
  const current = await requireSurveyQuestionTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const record = recordOf(uuid, input, current);
  const parts = [...surveyQuestionTemplateNames.move(current.name, record.name, uuid, actor), surveyQuestionTemplates.ops.replace(current, record, actor)];
  await surveyQuestionTemplateNames.write(parts, record.name, uuid);
  return surveyQuestionTemplates.require({ uuid }, { consistent: true });
}

/**
 * Deletes a template loaded at `expectedVersion` and frees its name, in one transaction; one that a
 * survey template lists answers CONFLICT, saying how many do.
 */
export async function deleteSurveyQuestionTemplate(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireSurveyQuestionTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  // A survey template saved between this count and the deletion could still list it; a survey
  // created from that template then refuses the missing question (surveyQuestionsFromTemplate).
  const users = await surveyTemplatesListing(uuid);
  if (users) throw new AppError('CONFLICT', keyedMessages.surveyQuestionTemplateInUse(users));
  await transact([surveyQuestionTemplates.ops.remove({ uuid }, { expectedVersion }), surveyQuestionTemplateNames.release(current.name)]);
}

/** A survey question template that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireSurveyQuestionTemplate(uuid: string): Promise<Stored<SurveyQuestionTemplateRecord>> {
  const template = await surveyQuestionTemplates.get({ uuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', messages.notFound('Survey question template'));
  return template;
}

/** The catalogue's rows that match the search and type, by name. */
export async function listSurveyQuestionTemplates(filter: { search?: string | undefined; type?: SurveyQuestionType | undefined }): Promise<SurveyQuestionTemplateRow[]> {
  const [templates, counts] = await Promise.all([surveyQuestionTemplates.query('all', {}), surveyQuestionUsageCounts()]);
  return templates
    .filter((template) => matchesSurveyQuestionTemplateSearch(template, filter))
    .sort(compareByName)
    .map((template) => ({
      uuid: template.uuid,
      name: template.name,
      type: template.type,
      labelEn: template.labelEn,
      labelFr: template.labelFr,
      required: template.required,
      unit: template.unit,
      optionCount: template.options.length,
      formulaCount: template.formulaTemplates.length,
      surveyTemplateCount: counts.get(template.uuid) ?? 0,
      version: template.version,
    }));
}

/** A stored template as the API answers it, with how many survey templates list it. */
export async function toSurveyQuestionTemplateDetail(stored: Stored<SurveyQuestionTemplateRecord>): Promise<SurveyQuestionTemplateDetail> {
  const { createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, version, ...fields } = stored;
  return { ...fields, surveyTemplateCount: await surveyTemplatesListing(stored.uuid), version };
}
