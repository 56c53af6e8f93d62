import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { keyedMessages, say } from '@cairn/shared/errorMessages';
import { SelectOption } from '@cairn/shared/questionnaires/model';
import { resolveOptions, type ParsedSelectListInput, type SelectList } from '@cairn/shared/questionnaires/selectLists';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { defineEntity, transact, type Actor, type Stored } from './entity.ts';
import { uniqueNames } from './nameClaim.ts';

export const SelectListRecord = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  options: z.array(SelectOption),
});
export type SelectListRecord = z.infer<typeof SelectListRecord>;

export const selectLists = defineEntity({
  name: 'SelectList',
  schema: SelectListRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `SELECTLIST#${uuid}`, sk: 'SELECTLIST' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Every list, by name. */
    all: {
      index: 'gsi1',
      pk: () => 'SELECTLISTS',
      sk: (list) => `${catalogueNameKey(list.name)}#${list.uuid}`,
    },
  },
});

/**
 * "This question template's select column offers this list": one item per (list, template) in
 * the list's own partition, written and removed in the transaction that saves the template, so a
 * deletion of the list reads who uses it with one strongly consistent query.
 */
export const selectListUsages = defineEntity({
  name: 'SelectListUsage',
  schema: z.object({ selectListUuid: z.uuid(), questionTemplateUuid: z.uuid() }),
  key: ({ selectListUuid, questionTemplateUuid }: { selectListUuid: string; questionTemplateUuid: string }) => ({
    pk: `SELECTLIST#${selectListUuid}`,
    sk: `USEDBY#QTEMPLATE#${questionTemplateUuid}`,
  }),
  identify: ({ selectListUuid, questionTemplateUuid }) => ({ selectListUuid, questionTemplateUuid }),
  indexes: {
    /** The question templates that use a list, beside the list itself. */
    byList: { index: 'primary', pk: ({ selectListUuid }: { selectListUuid: string }) => `SELECTLIST#${selectListUuid}`, skPrefix: 'USEDBY#' },
  },
});

/** Makes a select list's name unique, case and surrounding spaces aside (a template's column picks a list by name). */
export const selectListNameClaims = defineEntity({
  name: 'SelectListNameClaim',
  schema: z.object({ name: z.string().min(1), selectListUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `SELECTLISTNAME#${catalogueNameKey(name)}`, sk: 'SELECTLISTNAME' }),
  identify: ({ name }) => ({ name }),
});

/** Select list names, unique by their claims: 'A select list named "…" already exists'. */
export const selectListNames = uniqueNames({
  claims: selectListNameClaims,
  label: (name) => say('server.nameTaken.selectList', { name }),
  claimOf: (name, selectListUuid) => ({ name, selectListUuid }),
  ownerOf: (claim) => claim.selectListUuid,
});

/** The options to store, or a 400 on the field of each option whose uuid the list does not hold. */
function optionsToStore(input: ParsedSelectListInput, held: readonly SelectOption[]): SelectOption[] {
  const resolved = resolveOptions(input.options, held, randomUUID);
  if (!resolved.ok) throw invalidInput(resolved.issues);
  return resolved.options;
}

/** Creates a select list and the claim on its name in one transaction; every option gets a new uuid. */
export async function createSelectList(input: ParsedSelectListInput, actor: Actor): Promise<Stored<SelectListRecord>> {
  const record = { uuid: randomUUID(), name: input.name, options: optionsToStore(input, []) };
  await selectListNames.write([selectListNames.claim(record.name, record.uuid, actor), selectLists.ops.create(record, actor)], record.name, record.uuid);
  return selectLists.require({ uuid: record.uuid }, { consistent: true });
}

/**
 * Replaces a select list edited from `expectedVersion`: an option that names one of the list's
 * uuids keeps it, a new one gets its own; a new name moves the claim in the same transaction.
 */
export async function replaceSelectList(uuid: string, input: ParsedSelectListInput, actor: Actor, expectedVersion: number): Promise<Stored<SelectListRecord>> {
  const current = await requireSelectList(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const patch = { name: input.name, options: optionsToStore(input, current.options) };
  await selectListNames.write([...selectListNames.move(current.name, patch.name, uuid, actor), selectLists.ops.replace(current, patch, actor)], patch.name, uuid);
  return selectLists.require({ uuid }, { consistent: true });
}

/**
 * Deletes a select list loaded at `expectedVersion` and frees its name, in one transaction; a
 * list that a question template's select column offers answers CONFLICT, saying how many use it.
 * A template saved between the count and the deletion could still name it (the window
 * `deleteHypothesis` has too): the template's own save checks that its lists exist, so only
 * that instant is open.
 */
export async function deleteSelectList(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireSelectList(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const usages = await selectListUsages.query('byList', { selectListUuid: uuid }, { consistent: true });
  if (usages.length) throw new AppError('CONFLICT', keyedMessages.selectListInUse(usages.length));
  // Conditional on the version read, so an edit saved meanwhile is not lost.
  await transact([selectLists.ops.remove({ uuid }, { expectedVersion }), selectListNames.release(current.name)]);
}

/** A select list that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireSelectList(uuid: string): Promise<Stored<SelectListRecord>> {
  const list = await selectLists.get({ uuid }, { consistent: true });
  if (!list) throw new AppError('NOT_FOUND', messages.notFound('Select list'));
  return list;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every select list, by name as people read it (accents and case aside, numbers by value). */
export async function listSelectLists(): Promise<Stored<SelectListRecord>[]> {
  const lists = await selectLists.query('all', {});
  return lists.sort((a, b) => byName.compare(a.name, b.name) || a.name.localeCompare(b.name));
}

/** A stored list as the API answers it, with the version its edit form sends back. */
export function toSelectList(stored: Stored<SelectListRecord>): SelectList {
  return { uuid: stored.uuid, name: stored.name, options: stored.options, version: stored.version };
}
