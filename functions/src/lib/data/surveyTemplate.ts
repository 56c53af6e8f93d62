import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import {
  compareByName,
  missingSurveyQuestionIssues,
  repeatedStandardQuestionIssues,
  StoredSurveyTemplate,
  surveyQuestionsFromTemplate,
  type TemplateSurveyQuestion,
  type ParsedSurveyTemplate,
  type SurveyTemplateDetail,
  type SurveyTemplateRow,
} from '@cairn/shared/surveys/templates';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { config } from '../config.ts';
import { defineEntity, transact, type Actor, type Stored, type TransactItem } from './entity.ts';
import { saveWithListedUsages, type ListedUsageWrites } from './listedUsages.ts';
import { uniqueNames } from './nameClaim.ts';
import { surveyQuestionTemplates, type SurveyQuestionTemplateRecord } from './surveyQuestionTemplate.ts';

export const SurveyTemplateRecord = StoredSurveyTemplate;
export type SurveyTemplateRecord = z.infer<typeof SurveyTemplateRecord>;

/**
 * A survey template (spec 2 "/survey-templates"): one item with its default texts and its survey
 * question templates in order (at most 60 uuids), replaced whole by a version-conditional write.
 */
export const surveyTemplates = defineEntity({
  name: 'SurveyTemplate',
  schema: SurveyTemplateRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `STEMPLATE#${uuid}`, sk: 'STEMPLATE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Every survey template (a few tens), ordered in the function. */
    all: {
      index: 'gsi1',
      pk: () => 'STEMPLATES',
      sk: (template) => `${catalogueNameKey(template.name)}#${template.uuid}`,
    },
  },
});

/** Makes a survey template's name unique, case aside: staff pick a template by name. */
export const surveyTemplateNameClaims = defineEntity({
  name: 'SurveyTemplateNameClaim',
  schema: z.object({ name: z.string().min(1), surveyTemplateUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `STEMPLATENAME#${catalogueNameKey(name)}`, sk: 'STEMPLATENAME' }),
  identify: ({ name }) => ({ name }),
});

/** Survey template names, unique by their claims. */
export const surveyTemplateNames = uniqueNames({
  claims: surveyTemplateNameClaims,
  label: (name) => say('server.nameTaken.surveyTemplate', { name }),
  claimOf: (name, surveyTemplateUuid) => ({ name, surveyTemplateUuid }),
  ownerOf: (claim) => claim.surveyTemplateUuid,
});

/**
 * "This survey template lists this survey question template": one item per pair in the question
 * template's own partition, so deleting a question template reads who lists it with one strongly
 * consistent query.
 */
export const surveyQuestionTemplateUsages = defineEntity({
  name: 'SurveyQuestionTemplateUsage',
  schema: z.object({ surveyQuestionTemplateUuid: z.uuid(), surveyTemplateUuid: z.uuid() }),
  key: ({ surveyQuestionTemplateUuid, surveyTemplateUuid }: { surveyQuestionTemplateUuid: string; surveyTemplateUuid: string }) => ({
    pk: `SQTEMPLATE#${surveyQuestionTemplateUuid}`,
    sk: `USEDBY#STEMPLATE#${surveyTemplateUuid}`,
  }),
  identify: ({ surveyQuestionTemplateUuid, surveyTemplateUuid }) => ({ surveyQuestionTemplateUuid, surveyTemplateUuid }),
  indexes: {
    /** The survey templates that list a question template, beside the question template itself. */
    bySurveyQuestionTemplate: {
      index: 'primary',
      pk: ({ surveyQuestionTemplateUuid }: { surveyQuestionTemplateUuid: string }) => `SQTEMPLATE#${surveyQuestionTemplateUuid}`,
      skPrefix: 'USEDBY#STEMPLATE#',
    },
  },
});

/** A question template that must still exist when the transaction writes: a deletion in between fails it. */
function questionStillThere(surveyQuestionTemplateUuid: string): TransactItem {
  return { ConditionCheck: { TableName: config.tableName(), Key: surveyQuestionTemplates.key({ uuid: surveyQuestionTemplateUuid }), ConditionExpression: 'attribute_exists(pk)' } };
}

/** The stored survey question templates these uuids name, by uuid. */
export async function surveyQuestionTemplatesByUuid(uuids: readonly string[], consistent = true): Promise<Map<string, Stored<SurveyQuestionTemplateRecord>>> {
  const found = await surveyQuestionTemplates.batchGet(uuids.map((uuid) => ({ uuid })), { consistent });
  return new Map(found.flatMap((template) => (template ? [[template.uuid, template] as const] : [])));
}

/** The record to store from a parsed form, or a 400 on each `questionTemplateUuids.<i>` that names no question template or repeats a standard one. */
async function recordOf(uuid: string, input: ParsedSurveyTemplate): Promise<SurveyTemplateRecord> {
  const found = await surveyQuestionTemplatesByUuid(input.questionTemplateUuids);
  const issues = [
    ...missingSurveyQuestionIssues(input.questionTemplateUuids, new Set(found.keys())),
    ...repeatedStandardQuestionIssues(input.questionTemplateUuids, new Map([...found.values()].map((question) => [question.uuid, question.type]))),
  ];
  if (issues.length) throw invalidInput(issues);
  return SurveyTemplateRecord.parse({ ...input, uuid });
}

/** The usage items a save adds and drops (each added question template checked to be still there). */
function usageWrites(surveyTemplateUuid: string, before: readonly string[], after: readonly string[], actor: Actor): ListedUsageWrites {
  const added = after.filter((questionUuid) => !before.includes(questionUuid));
  const dropped = before.filter((questionUuid) => !after.includes(questionUuid));
  return {
    puts: added.map((surveyQuestionTemplateUuid) => surveyQuestionTemplateUsages.ops.put({ surveyQuestionTemplateUuid, surveyTemplateUuid }, actor)),
    checks: added.map(questionStillThere),
    removals: dropped.map((surveyQuestionTemplateUuid) => surveyQuestionTemplateUsages.ops.remove({ surveyQuestionTemplateUuid, surveyTemplateUuid })),
  };
}

/** Creates a template, the claim on its name and its usage items. */
export async function createSurveyTemplate(input: ParsedSurveyTemplate, actor: Actor): Promise<Stored<SurveyTemplateRecord>> {
  const record = await recordOf(randomUUID(), input);
  const parts = [surveyTemplateNames.claim(record.name, record.uuid, actor), surveyTemplates.ops.create(record, actor)];
  await saveWithListedUsages(parts, usageWrites(record.uuid, [], record.questionTemplateUuids, actor), (items) => surveyTemplateNames.write(items, record.name, record.uuid));
  return surveyTemplates.require({ uuid: record.uuid }, { consistent: true });
}

/** Replaces a template edited from `expectedVersion`; a new name moves the claim, and the usage items follow its questions. */
export async function replaceSurveyTemplate(uuid: string, input: ParsedSurveyTemplate, actor: Actor, expectedVersion: number): Promise<Stored<SurveyTemplateRecord>> {
  const current = await requireSurveyTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const record = await recordOf(uuid, input);
  const parts = [...surveyTemplateNames.move(current.name, record.name, uuid, actor), surveyTemplates.ops.replace(current, record, actor)];
  await saveWithListedUsages(parts, usageWrites(uuid, current.questionTemplateUuids, record.questionTemplateUuids, actor), (items) => surveyTemplateNames.write(items, record.name, uuid));
  return surveyTemplates.require({ uuid }, { consistent: true });
}

/** Deletes a template loaded at `expectedVersion`, frees its name and removes its usage items; surveys made from it keep their copy. */
export async function deleteSurveyTemplate(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireSurveyTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const parts = [surveyTemplates.ops.remove({ uuid }, { expectedVersion }), surveyTemplateNames.release(current.name)];
  const { removals } = usageWrites(uuid, current.questionTemplateUuids, [], 'unused: nothing is put');
  await saveWithListedUsages(parts, { puts: [], checks: [], removals }, transact);
}

/** A survey template that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireSurveyTemplate(uuid: string): Promise<Stored<SurveyTemplateRecord>> {
  const template = await surveyTemplates.get({ uuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', messages.notFound('Survey template'));
  return template;
}

/**
 * What a survey created from the template `uuid` copies (`survey.create` with a templateUuid): the
 * template (its labels, kind and texts) and its questions in order, each with its `templateUuid`.
 * NOT_FOUND for no template; a question template deleted since the template was saved answers
 * CONFLICT rather than a survey with a hole in it.
 */
export async function surveyTemplateCopy(uuid: string): Promise<{ template: Stored<SurveyTemplateRecord>; questions: TemplateSurveyQuestion[] }> {
  const template = await requireSurveyTemplate(uuid);
  const found = await surveyQuestionTemplatesByUuid(template.questionTemplateUuids);
  const made = surveyQuestionsFromTemplate(template, found.values());
  if (!made.ok) throw new AppError('CONFLICT', say('server.surveyTemplate.questionsChanged'));
  return { template, questions: made.questions };
}

/**
 * How many survey templates list a question template, read strongly: its usage items, each
 * confirmed by the template it names (a larger save's usage items may briefly run ahead of its
 * record, or outlive it after a crash).
 */
export async function surveyTemplatesListing(surveyQuestionTemplateUuid: string): Promise<number> {
  const usages = await surveyQuestionTemplateUsages.query('bySurveyQuestionTemplate', { surveyQuestionTemplateUuid }, { consistent: true });
  if (!usages.length) return 0;
  const found = await surveyTemplates.batchGet(usages.map((usage) => ({ uuid: usage.surveyTemplateUuid })), { consistent: true });
  return found.filter((template) => template?.questionTemplateUuids.includes(surveyQuestionTemplateUuid)).length;
}

/** How many survey templates list each question template, from the templates themselves (the /survey-questions list). */
export async function surveyQuestionUsageCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const template of await surveyTemplates.query('all', {})) {
    for (const questionUuid of template.questionTemplateUuids) counts.set(questionUuid, (counts.get(questionUuid) ?? 0) + 1);
  }
  return counts;
}

/** Every template by name, with its number of questions (those still there). */
export async function listSurveyTemplates(): Promise<SurveyTemplateRow[]> {
  const templates = (await surveyTemplates.query('all', {})).sort(compareByName);
  const questions = await surveyQuestionTemplatesByUuid([...new Set(templates.flatMap((template) => template.questionTemplateUuids))], false);
  return templates.map((template) => ({
    uuid: template.uuid,
    name: template.name,
    labelEn: template.labelEn,
    labelFr: template.labelFr,
    type: template.type,
    questionCount: template.questionTemplateUuids.filter((questionUuid) => questions.has(questionUuid)).length,
    version: template.version,
  }));
}

/** A stored template as the API answers it: its questions in order (one missing since is left out). */
export async function toSurveyTemplateDetail(stored: Stored<SurveyTemplateRecord>): Promise<SurveyTemplateDetail> {
  const questions = await surveyQuestionTemplatesByUuid(stored.questionTemplateUuids);
  const present = stored.questionTemplateUuids.flatMap((questionUuid) => questions.get(questionUuid) ?? []);
  const { createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, version, ...fields } = stored;
  return {
    ...fields,
    questionTemplateUuids: present.map((question) => question.uuid),
    questions: present.map(({ uuid, name, type, labelEn, labelFr, required }) => ({ uuid, name, type, labelEn, labelFr, required })),
    version,
  };
}
