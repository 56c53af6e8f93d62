import * as z from 'zod';
import { englishOf } from '../errorMessages.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { questionnaireLimits, SelectOption } from './model.ts';

/*
 * The staff's select lists (spec 2 "/select-lists"): a named list of options, each labelled in
 * English and French, that the SELECT columns of question templates offer. A cell of an answer
 * names its option by uuid, so an edit keeps the uuid of every option it keeps, and a label is
 * changed in place rather than by a new option.
 */

export const selectListMessages = {
  tooFewOptions: englishOf('validation.message.selectListTooFewOptions'),
  duplicateLabel: englishOf('validation.message.duplicateOptionLabel'),
  unknownOption: englishOf('server.selectList.unknownOption'),
} as const;

/** A choice needs two options; the most a list holds is the questionnaires' limit. */
export const selectListLimits = { minOptions: 2, maxOptions: questionnaireLimits.options } as const;

/** One option as the edit form sends it: a new option has no uuid, a kept one names its own. */
export const SelectOptionInput = z.object({
  uuid: uuid()
    .nullish()
    .transform((value) => value ?? null),
  labelEn: requiredText(),
  labelFr: optionalText(),
});
export type SelectOptionInput = z.input<typeof SelectOptionInput>;

/** The key two labels are compared by: trimmed, case aside. Blank labels compare with nothing. */
export const optionLabelKey = (label: string): string => label.trim().toLowerCase();

type Issue = { path: (string | number)[]; message: string };

/**
 * What is wrong with a list's options beyond each field: a label, English or French, that an
 * earlier option already has (the issue goes on the later option's field), and an option named
 * twice by uuid. Read loosely, so the rule runs on a form whose other fields are still invalid
 * and every problem shows at once.
 */
export function optionProblems(options: readonly unknown[]): Issue[] {
  const problems: Issue[] = [];
  const seen = { labelEn: new Set<string>(), labelFr: new Set<string>(), uuid: new Set<string>() };
  options.forEach((option, index) => {
    if (typeof option !== 'object' || option === null) return;
    const fields = option as Record<string, unknown>;
    for (const field of ['labelEn', 'labelFr'] as const) {
      const label = fields[field];
      if (typeof label !== 'string' || label.trim() === '') continue;
      const key = optionLabelKey(label);
      if (seen[field].has(key)) problems.push({ path: ['options', index, field], message: selectListMessages.duplicateLabel });
      else seen[field].add(key);
    }
    const optionUuid = fields.uuid;
    if (typeof optionUuid === 'string') {
      if (seen.uuid.has(optionUuid)) problems.push({ path: ['options', index, 'uuid'], message: validationMessages.invalid });
      else seen.uuid.add(optionUuid);
    }
  });
  return problems;
}

/** Create or edit a select list: a name and two to 500 options, no two with the same label in a language. */
export const SelectListInput = z
  .object({
    name: requiredText(),
    options: z
      .array(SelectOptionInput, { error: () => validationMessages.required })
      .min(selectListLimits.minOptions, selectListMessages.tooFewOptions)
      .max(selectListLimits.maxOptions, validationMessages.tooLong),
  })
  .superRefine(
    (data, ctx) => {
      const options: unknown = typeof data === 'object' && data !== null ? (data as { options?: unknown }).options : undefined;
      if (!Array.isArray(options)) return;
      for (const problem of optionProblems(options)) ctx.addIssue({ code: 'custom', ...problem });
    },
    // Also when a field is invalid: a duplicate label shows with a missing name, not after it.
    { when: () => true },
  );
export type SelectListInput = z.input<typeof SelectListInput>;
export type ParsedSelectListInput = z.output<typeof SelectListInput>;

/** A select list as the API answers it, with the version its edit form sends back. */
export const SelectList = z.object({
  uuid: z.uuid(),
  name: z.string(),
  options: z.array(SelectOption),
  version: z.number().int().positive(),
});
export type SelectList = z.infer<typeof SelectList>;

/**
 * The options to store from an edit: a kept option keeps its uuid, a new one (no uuid) gets
 * `newUuid()`. A uuid that none of `held` has (another list's option, one removed meanwhile,
 * any uuid at creation) is refused on that option's field.
 */
export function resolveOptions(
  input: readonly { uuid: string | null; labelEn: string; labelFr: string | null }[],
  held: readonly Pick<SelectOption, 'uuid'>[],
  newUuid: () => string,
): { ok: true; options: SelectOption[] } | { ok: false; issues: Issue[] } {
  const heldUuids = new Set(held.map((option) => option.uuid));
  const issues: Issue[] = [];
  const options = input.map((option, index): SelectOption => {
    if (option.uuid !== null && !heldUuids.has(option.uuid)) issues.push({ path: ['options', index, 'uuid'], message: selectListMessages.unknownOption });
    return { uuid: option.uuid ?? newUuid(), labelEn: option.labelEn, labelFr: option.labelFr };
  });
  return issues.length ? { ok: false, issues } : { ok: true, options };
}
