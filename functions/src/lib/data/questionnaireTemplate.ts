import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import {
  categoryCount,
  compareQuestionnaireTemplates,
  missingQuestionIssues,
  StoredQuestionnaireTemplate,
  type QuestionnaireTemplateDetail,
  type QuestionnaireTemplateRow,
} from '@cairn/shared/questionnaires/questionnaireTemplateCatalogue';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { config } from '../config.ts';
import { defineEntity, transact, type Actor, type Stored, type TransactItem } from './entity.ts';
import { saveWithListedUsages } from './listedUsages.ts';
import { uniqueNames } from './nameClaim.ts';
import { questionTemplates } from './questionTemplate.ts';

export const QuestionnaireTemplateRecord = StoredQuestionnaireTemplate;
export type QuestionnaireTemplateRecord = z.infer<typeof QuestionnaireTemplateRecord>;

/** Fields the pipeline has parsed from `QuestionnaireTemplateInput`. */
export interface ParsedQuestionnaireTemplate {
  name: string;
  labelEn: string;
  labelFr: string | null;
  questionTemplateUuids: string[];
}

/**
 * A questionnaire template (spec 2 "/templates"): one item naming its question templates in order
 * (at most 500 uuids, under 20 KB), replaced whole by a version-conditional write.
 */
export const questionnaireTemplates = defineEntity({
  name: 'QuestionnaireTemplate',
  schema: QuestionnaireTemplateRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `QNTEMPLATE#${uuid}`, sk: 'QNTEMPLATE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Every questionnaire template (a few tens), ordered in the function. */
    all: {
      index: 'gsi1',
      pk: () => 'QNTEMPLATES',
      sk: (template) => `${catalogueNameKey(template.name)}#${template.uuid}`,
    },
  },
});

/** Makes a questionnaire template's name unique, case aside: staff pick a template by name. */
export const questionnaireTemplateNameClaims = defineEntity({
  name: 'QuestionnaireTemplateNameClaim',
  schema: z.object({ name: z.string().min(1), questionnaireTemplateUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `QNTEMPLATENAME#${catalogueNameKey(name)}`, sk: 'QNTEMPLATENAME' }),
  identify: ({ name }) => ({ name }),
});

/** Questionnaire template names, unique by their claims. */
export const questionnaireTemplateNames = uniqueNames({
  claims: questionnaireTemplateNameClaims,
  label: (name) => say('server.nameTaken.questionnaireTemplate', { name }),
  claimOf: (name, questionnaireTemplateUuid) => ({ name, questionnaireTemplateUuid }),
  ownerOf: (claim) => claim.questionnaireTemplateUuid,
});

/**
 * "This questionnaire template lists this question template": one item per pair in the question
 * template's own partition, so deleting a question template reads who lists it with one strongly
 * consistent query.
 */
export const questionTemplateUsages = defineEntity({
  name: 'QuestionTemplateUsage',
  schema: z.object({ questionTemplateUuid: z.uuid(), questionnaireTemplateUuid: z.uuid() }),
  key: ({ questionTemplateUuid, questionnaireTemplateUuid }: { questionTemplateUuid: string; questionnaireTemplateUuid: string }) => ({
    pk: `QTEMPLATE#${questionTemplateUuid}`,
    sk: `USEDBY#QNTEMPLATE#${questionnaireTemplateUuid}`,
  }),
  identify: ({ questionTemplateUuid, questionnaireTemplateUuid }) => ({ questionTemplateUuid, questionnaireTemplateUuid }),
  indexes: {
    /** The questionnaire templates that list a question template, beside the question template itself. */
    byQuestionTemplate: {
      index: 'primary',
      pk: ({ questionTemplateUuid }: { questionTemplateUuid: string }) => `QTEMPLATE#${questionTemplateUuid}`,
      skPrefix: 'USEDBY#QNTEMPLATE#',
    },
  },
});

/** A question template that must still exist when the transaction writes: a deletion in between fails it. */
function questionTemplateStillThere(questionTemplateUuid: string): TransactItem {
  return { ConditionCheck: { TableName: config.tableName(), Key: questionTemplates.key({ uuid: questionTemplateUuid }), ConditionExpression: 'attribute_exists(pk)' } };
}

/** The stored question templates these uuids name (strongly consistent), by uuid. */
async function questionTemplatesByUuid(uuids: readonly string[]) {
  const found = await questionTemplates.batchGet(uuids.map((uuid) => ({ uuid })), { consistent: true });
  return new Map(found.flatMap((template) => (template ? [[template.uuid, template] as const] : [])));
}

/** The record to store from a parsed form, or a 400 on each `questionTemplateUuids.<i>` that names no question template. */
async function recordOf(uuid: string, input: ParsedQuestionnaireTemplate): Promise<QuestionnaireTemplateRecord> {
  const found = await questionTemplatesByUuid(input.questionTemplateUuids);
  const missing = missingQuestionIssues(input.questionTemplateUuids, new Set(found.keys()));
  if (missing.length) throw invalidInput(missing);
  return QuestionnaireTemplateRecord.parse({ ...input, uuid });
}

/** The usage items a save adds and drops, as writes (each added question template checked to be still there). */
function usageWrites(questionnaireTemplateUuid: string, before: readonly string[], after: readonly string[], actor: Actor) {
  const added = after.filter((questionTemplateUuid) => !before.includes(questionTemplateUuid));
  const dropped = before.filter((questionTemplateUuid) => !after.includes(questionTemplateUuid));
  return {
    puts: added.map((questionTemplateUuid) => questionTemplateUsages.ops.put({ questionTemplateUuid, questionnaireTemplateUuid }, actor)),
    checks: added.map(questionTemplateStillThere),
    removals: dropped.map((questionTemplateUuid) => questionTemplateUsages.ops.remove({ questionTemplateUuid, questionnaireTemplateUuid })),
  };
}

/** Creates a template, the claim on its name and its usage items. */
export async function createQuestionnaireTemplate(input: ParsedQuestionnaireTemplate, actor: Actor): Promise<Stored<QuestionnaireTemplateRecord>> {
  const record = await recordOf(randomUUID(), input);
  const parts = [questionnaireTemplateNames.claim(record.name, record.uuid, actor), questionnaireTemplates.ops.create(record, actor)];
  await saveWithListedUsages(parts, usageWrites(record.uuid, [], record.questionTemplateUuids, actor), (items) => questionnaireTemplateNames.write(items, record.name, record.uuid));
  return questionnaireTemplates.require({ uuid: record.uuid }, { consistent: true });
}

/** Replaces a template edited from `expectedVersion`; a new name moves the claim, and the usage items follow its questions. */
export async function replaceQuestionnaireTemplate(
  uuid: string,
  input: ParsedQuestionnaireTemplate,
  actor: Actor,
  expectedVersion: number,
): Promise<Stored<QuestionnaireTemplateRecord>> {
  const current = await requireQuestionnaireTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const record = await recordOf(uuid, input);
  const parts = [...questionnaireTemplateNames.move(current.name, record.name, uuid, actor), questionnaireTemplates.ops.replace(current, record, actor)];
  await saveWithListedUsages(parts, usageWrites(uuid, current.questionTemplateUuids, record.questionTemplateUuids, actor), (items) =>
    questionnaireTemplateNames.write(items, record.name, uuid),
  );
  return questionnaireTemplates.require({ uuid }, { consistent: true });
}

/** Deletes a template loaded at `expectedVersion`, frees its name and removes its usage items. */
export async function deleteQuestionnaireTemplate(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireQuestionnaireTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  // Questionnaires do not exist yet: when they are created from templates, the check that
  // refuses deleting a template a questionnaire was made from (or records the link it keeps)
  // goes here, between reading the template and the transaction.
  const parts = [
    // Conditional on the version read, so an edit saved meanwhile is not lost.
    questionnaireTemplates.ops.remove({ uuid }, { expectedVersion }),
    questionnaireTemplateNames.release(current.name),
  ];
  const removals = usageWrites(uuid, current.questionTemplateUuids, [], 'unused: nothing is put').removals;
  await saveWithListedUsages(parts, { puts: [], checks: [], removals }, transact);
}

/** A questionnaire template that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireQuestionnaireTemplate(uuid: string): Promise<Stored<QuestionnaireTemplateRecord>> {
  const template = await questionnaireTemplates.get({ uuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', messages.notFound('Questionnaire template'));
  return template;
}

/**
 * How many questionnaire templates list a question template, read strongly: its usage items,
 * each confirmed by the template it names (a larger save's usage items may briefly run ahead of
 * its record, or outlive it after a crash).
 */
export async function usingTemplates(questionTemplateUuid: string): Promise<number> {
  const usages = await questionTemplateUsages.query('byQuestionTemplate', { questionTemplateUuid }, { consistent: true });
  if (!usages.length) return 0;
  const found = await questionnaireTemplates.batchGet(usages.map((usage) => ({ uuid: usage.questionnaireTemplateUuid })), { consistent: true });
  return found.filter((template) => template?.questionTemplateUuids.includes(questionTemplateUuid)).length;
}

/** How many questionnaire templates list each question template, from the templates themselves (the /questions list). */
export async function usageCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const template of await questionnaireTemplates.query('all', {})) {
    for (const questionTemplateUuid of template.questionTemplateUuids) counts.set(questionTemplateUuid, (counts.get(questionTemplateUuid) ?? 0) + 1);
  }
  return counts;
}

/** Every template by name, with its question and category counts (its questions read in batches of 100). */
export async function listQuestionnaireTemplates(): Promise<QuestionnaireTemplateRow[]> {
  const templates = (await questionnaireTemplates.query('all', {})).sort(compareQuestionnaireTemplates);
  const questions = await questionTemplatesByUuid([...new Set(templates.flatMap((template) => template.questionTemplateUuids))]);
  return templates.map((template) => {
    const present = template.questionTemplateUuids.flatMap((questionUuid) => questions.get(questionUuid) ?? []);
    return {
      uuid: template.uuid,
      name: template.name,
      labelEn: template.labelEn,
      labelFr: template.labelFr,
      questionCount: present.length,
      categoryCount: categoryCount(present),
      version: template.version,
    };
  });
}

/** A stored template as the API answers it: its questions in order (one missing since is left out). */
export async function toQuestionnaireTemplateDetail(stored: Stored<QuestionnaireTemplateRecord>): Promise<QuestionnaireTemplateDetail> {
  const questions = await questionTemplatesByUuid(stored.questionTemplateUuids);
  const present = stored.questionTemplateUuids.flatMap((questionUuid) => questions.get(questionUuid) ?? []);
  return {
    uuid: stored.uuid,
    name: stored.name,
    labelEn: stored.labelEn,
    labelFr: stored.labelFr,
    questionTemplateUuids: present.map((question) => question.uuid),
    questions: present.map(({ uuid, name, type, labelEn, labelFr, adminOnly, category, subcategory }) => ({ uuid, name, type, labelEn, labelFr, adminOnly, category, subcategory })),
    version: stored.version,
  };
}
