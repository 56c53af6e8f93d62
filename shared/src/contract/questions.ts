import * as z from 'zod';
import { SelectList, SelectListInput } from '../questionnaires/selectLists.ts';
import { uuid, validationMessages } from '../validation/index.ts';
import { nothing, ok } from './common.ts';
import { mutation, query } from './define.ts';

/** The version an edit was loaded with; a stale one answers CONFLICT. */
const expectedVersion = z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid);
/** Names a stored list and the version its form or row was read at. */
const versionedUuid = z.object({ uuid: uuid(), expectedVersion });

const selectListReads = ['selectList.list'] as const;

/**
 * The staff's questions (spec 2 "Questions (Templates, Select lists)"): for now the select lists
 * that the SELECT columns of question templates offer. Analyst-level staff only.
 */
export const questionProcedures = {
  'selectList.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every select list with its options, sorted by name.',
    input: nothing,
    output: z.array(SelectList),
  }),
  'selectList.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Creates a select list under a name no other list has, with two to 500 options; no two options share a label in a language.',
    input: SelectListInput,
    output: SelectList,
    invalidates: selectListReads,
  }),
  'selectList.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces a select list from its edit form, each kept option keeping its uuid; a stale expectedVersion or a name another list has answers CONFLICT.',
    input: versionedUuid.and(SelectListInput),
    output: SelectList,
    invalidates: selectListReads,
  }),
  'selectList.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a select list and frees its name; a stale expectedVersion answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: selectListReads,
  }),
} as const;
