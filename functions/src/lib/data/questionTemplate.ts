import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { keyedMessages, say } from '@cairn/shared/errorMessages';
import {
  compareQuestionTemplates,
  matchesQuestionTemplateSearch,
  missingSelectListIssues,
  resolveColumns,
  resolveFormulaTemplates,
  selectListsOf,
  StoredQuestionTemplate,
  type QuestionTemplateDetail,
  type QuestionTemplateRow,
} from '@cairn/shared/questionnaires/questionTemplateCatalogue';
import type { QuestionType } from '@cairn/shared/questionnaires/model';
import type { ParsedQuestionTemplate } from '@cairn/shared/questionnaires/questionTemplates';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { config } from '../config.ts';
import { defineEntity, transact, type Actor, type Stored, type TransactItem } from './entity.ts';
import { uniqueNames } from './nameClaim.ts';
import { usageCounts, usingTemplates } from './questionnaireTemplate.ts';
import { selectListUsages, selectLists } from './selectList.ts';

export const QuestionTemplateRecord = StoredQuestionTemplate;
export type QuestionTemplateRecord = z.infer<typeof QuestionTemplateRecord>;

/**
 * A question template of the staff's catalogue (spec 2 "/questions"): one item holding its fields,
 * FAQ, columns and formula templates (at most 30 columns, 20 FAQ entries and 20 formula templates
 * of bounded text), so an edit replaces it whole in one version-conditional write.
 */
export const questionTemplates = defineEntity({
  name: 'QuestionTemplate',
  schema: QuestionTemplateRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `QTEMPLATE#${uuid}`, sk: 'QTEMPLATE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** The whole catalogue (a few hundred templates), searched and ordered in the function. */
    all: {
      index: 'gsi1',
      pk: () => 'QTEMPLATES',
      sk: (template) => `${catalogueNameKey(template.name)}#${template.uuid}`,
    },
  },
});

/** Makes a template's name unique, case aside: formulas read a question as `q.<name>`. */
export const questionTemplateNameClaims = defineEntity({
  name: 'QuestionTemplateNameClaim',
  schema: z.object({ name: z.string().min(1), questionTemplateUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `QTEMPLATENAME#${catalogueNameKey(name)}`, sk: 'QTEMPLATENAME' }),
  identify: ({ name }) => ({ name }),
});

/** Question template names, unique by their claims: 'A question template named "…" already exists'. */
export const questionTemplateNames = uniqueNames({
  claims: questionTemplateNameClaims,
  label: (name) => say('server.nameTaken.questionTemplate', { name }),
  claimOf: (name, questionTemplateUuid) => ({ name, questionTemplateUuid }),
  ownerOf: (claim) => claim.questionTemplateUuid,
});

/** A select list that must still exist when the transaction writes: a deletion in between fails it. */
function selectListStillThere(selectListUuid: string): TransactItem {
  return { ConditionCheck: { TableName: config.tableName(), Key: selectLists.key({ uuid: selectListUuid }), ConditionExpression: 'attribute_exists(pk)' } };
}

/**
 * The fields to store from a parsed form: its columns and formula templates resolved against
 * those the template holds (`held`), and each select column's list checked to exist. A 400 names
 * every column and formula template at fault.
 */
async function recordOf(uuid: string, input: ParsedQuestionTemplate, held: Pick<QuestionTemplateRecord, 'columns' | 'formulaTemplates'>): Promise<QuestionTemplateRecord> {
  const columns = resolveColumns(input.columns, held.columns, randomUUID);
  const formulaTemplates = resolveFormulaTemplates(input.formulaTemplates, held.formulaTemplates, randomUUID);
  if (!columns.ok || !formulaTemplates.ok) throw invalidInput([...(columns.ok ? [] : columns.issues), ...(formulaTemplates.ok ? [] : formulaTemplates.issues)]);
  const wanted = selectListsOf(columns.columns);
  const found = await selectLists.batchGet(wanted.map((listUuid) => ({ uuid: listUuid })), { consistent: true });
  const missing = missingSelectListIssues(columns.columns, new Set(found.flatMap((list) => (list ? [list.uuid] : []))));
  if (missing.length) throw invalidInput(missing);
  return QuestionTemplateRecord.parse({ ...input, uuid, columns: columns.columns, formulaTemplates: formulaTemplates.formulaTemplates });
}

/**
 * The usage items that move a template from the lists it offered to those it offers now: new
 * ones written (each list checked to be still there), dropped ones removed.
 */
function usageChanges(questionTemplateUuid: string, before: readonly string[], after: readonly string[], actor: Actor): TransactItem[] {
  const added = after.filter((listUuid) => !before.includes(listUuid));
  const dropped = before.filter((listUuid) => !after.includes(listUuid));
  return [
    ...added.flatMap((selectListUuid) => [selectListUsages.ops.put({ selectListUuid, questionTemplateUuid }, actor), selectListStillThere(selectListUuid)]),
    ...dropped.map((selectListUuid) => selectListUsages.ops.remove({ selectListUuid, questionTemplateUuid })),
  ];
}

/** Creates a template, the claim on its name and its lists' usage items in one transaction; every column gets a new uuid. */
export async function createQuestionTemplate(input: ParsedQuestionTemplate, actor: Actor): Promise<Stored<QuestionTemplateRecord>> {
  const record = await recordOf(randomUUID(), input, { columns: [], formulaTemplates: [] });
  const parts = [
    questionTemplateNames.claim(record.name, record.uuid, actor),
    questionTemplates.ops.create(record, actor),
    ...usageChanges(record.uuid, [], selectListsOf(record.columns), actor),
  ];
  await questionTemplateNames.write(parts, record.name, record.uuid);
  return questionTemplates.require({ uuid: record.uuid }, { consistent: true });
}

/**
 * Replaces a template edited from `expectedVersion`: a column or formula template that names one
 * of the template's uuids keeps it, a new one gets its own; a new name moves the claim, and the lists' usage items
 * follow the select columns, in the same transaction (at most 1 + 2 + 2 × 30 + 30 parts).
 */
export async function replaceQuestionTemplate(uuid: string, input: ParsedQuestionTemplate, actor: Actor, expectedVersion: number): Promise<Stored<QuestionTemplateRecord>> {
  const current = await requireQuestionTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const record = await recordOf(uuid, input, current);
  const parts = [
    ...questionTemplateNames.move(current.name, record.name, uuid, actor),
    questionTemplates.ops.replace(current, record, actor),
    ...usageChanges(uuid, selectListsOf(current.columns), selectListsOf(record.columns), actor),
  ];
  await questionTemplateNames.write(parts, record.name, uuid);
  return questionTemplates.require({ uuid }, { consistent: true });
}

/**
 * Deletes a template loaded at `expectedVersion`, frees its name and removes its lists' usage
 * items, in one transaction; one that a questionnaire template lists answers CONFLICT, saying how
 * many use it.
 */
export async function deleteQuestionTemplate(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireQuestionTemplate(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  // A questionnaire template saved between this count and the deletion could still list it (the
  // window `deleteSelectList` has too); creating a questionnaire refuses a missing question.
  const users = await usingTemplates(uuid);
  if (users) throw new AppError('CONFLICT', keyedMessages.questionTemplateInUse(users));
  await transact([
    // Conditional on the version read, so an edit saved meanwhile is not lost.
    questionTemplates.ops.remove({ uuid }, { expectedVersion }),
    questionTemplateNames.release(current.name),
    ...selectListsOf(current.columns).map((selectListUuid) => selectListUsages.ops.remove({ selectListUuid, questionTemplateUuid: uuid })),
  ]);
}

/** A question template that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireQuestionTemplate(uuid: string): Promise<Stored<QuestionTemplateRecord>> {
  const template = await questionTemplates.get({ uuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', messages.notFound('Question template'));
  return template;
}

/** The catalogue's rows that match the search and type, by category, subcategory and name. */
export async function listQuestionTemplates(filter: { search?: string | undefined; type?: QuestionType | undefined }): Promise<QuestionTemplateRow[]> {
  const [templates, counts] = await Promise.all([questionTemplates.query('all', {}), usageCounts()]);
  return templates
    .filter((template) => matchesQuestionTemplateSearch(template, filter))
    .sort(compareQuestionTemplates)
    .map((template) => ({
      uuid: template.uuid,
      name: template.name,
      type: template.type,
      labelEn: template.labelEn,
      labelFr: template.labelFr,
      unit: template.unit,
      impactedScopes: template.impactedScopes,
      important: template.important,
      oneLine: template.oneLine,
      allowFiles: template.allowFiles,
      adminOnly: template.adminOnly,
      category: template.category,
      subcategory: template.subcategory,
      columnCount: template.columns.length,
      questionnaireTemplateCount: counts.get(template.uuid) ?? 0,
      version: template.version,
    }));
}

/** A stored template as the API answers it: each select column with its list's name, read in one batch. */
export async function toQuestionTemplateDetail(stored: Stored<QuestionTemplateRecord>): Promise<QuestionTemplateDetail> {
  const listUuids = selectListsOf(stored.columns);
  const [lists, users] = await Promise.all([selectLists.batchGet(listUuids.map((uuid) => ({ uuid }))), usingTemplates(stored.uuid)]);
  const names = new Map(lists.flatMap((list) => (list ? [[list.uuid, list.name] as const] : [])));
  const { createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, version, ...fields } = stored;
  return {
    ...fields,
    columns: stored.columns.map((column) => ({ ...column, selectListName: column.selectListUuid === null ? null : (names.get(column.selectListUuid) ?? null) })),
    questionnaireTemplateCount: users,
    version,
  };
}
