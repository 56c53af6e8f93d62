import { fieldIssue, fieldIssuesOf, type FieldIssue } from '@cairn/shared/errors';
import { pactLimits, PactProductFootprint } from '@cairn/shared/supplier/pact';
import { sayValidation } from '@cairn/shared/validationMessageTexts';

/*
 * The PACT product footprints a supplier attaches to a year from a .json file, read in the
 * browser: the file may hold what a PACT API's ListFootprints answers (`{ "data": [...] }`), a
 * bare array of documents, or one document. Each is checked with the shared schema the server
 * applies, so a refused file is said before anything is sent, on the document and property at
 * fault; nothing of a refused file is kept.
 */

/** The largest file read: 20 documents of at most 20,000 characters, with room for indentation. */
export const pactFileMaxBytes = 1_000_000;
/** How many of a refused file's problems are said: the first ones, document by document. */
export const pactProblemsShown = 5;

export type PactFileProblem =
  | { reason: 'tooLarge' | 'notJson' | 'noDocument' | 'tooMany' }
  /** `document` counts from 1 in the file; `field` is the property's path in it ('pcf.declaredUnit'), empty for the whole document. */
  | { reason: 'invalid'; document: number; field: string; issue: FieldIssue };

export type PactFileReading = { footprints: PactProductFootprint[]; problems: [] } | { footprints: null; problems: PactFileProblem[] };

const refused = (...problems: PactFileProblem[]): PactFileReading => ({ footprints: null, problems });

/** The documents a parsed file holds, in its order: `{ data: [...] }`, an array, or one object; null for anything else. */
function documentsOf(parsed: unknown): unknown[] | null {
  if (Array.isArray(parsed)) return parsed;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const data = (parsed as { data?: unknown }).data;
  if (Array.isArray(data)) return data;
  return 'data' in parsed ? null : [parsed];
}

/** Reads a file's text (already bounded by its size) into checked footprints, or its problems. */
export function readPactFile(text: string): PactFileReading {
  if (text.length > pactFileMaxBytes) return refused({ reason: 'tooLarge' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refused({ reason: 'notJson' });
  }
  const documents = documentsOf(parsed);
  if (documents === null || documents.length === 0) return refused({ reason: 'noDocument' });
  if (documents.length > pactLimits.perYear) return refused({ reason: 'tooMany' });
  const footprints: PactProductFootprint[] = [];
  const problems: PactFileProblem[] = [];
  documents.forEach((document, index) => {
    const checked = PactProductFootprint.safeParse(document);
    if (checked.success) footprints.push(checked.data);
    else {
      for (const issue of fieldIssuesOf(checked.error)) {
        // A problem zod words itself (a value outside an enumeration) has no key: said as 'invalid' in the reader's language.
        const keyed = issue.key ? issue : fieldIssue(issue.path, sayValidation('validation.message.invalid'));
        problems.push({ reason: 'invalid', document: index + 1, field: issue.path.join('.'), issue: keyed });
      }
    }
  });
  return problems.length > 0 ? refused(...problems.slice(0, pactProblemsShown)) : { footprints, problems: [] };
}

const idOf = (footprint: PactProductFootprint) => footprint.id.toLowerCase();

/**
 * The year's footprints with a file's added: a document with the id of one held replaces it in its
 * place (a newer version of the same footprint), the others follow; past the year's bound, a problem.
 */
export function withFootprints(held: readonly PactProductFootprint[], added: readonly PactProductFootprint[]): PactFileReading {
  const byId = new Map(added.map((footprint) => [idOf(footprint), footprint]));
  const kept = held.map((footprint) => byId.get(idOf(footprint)) ?? footprint);
  const heldIds = new Set(held.map(idOf));
  const merged = [...kept, ...[...byId.values()].filter((footprint) => !heldIds.has(idOf(footprint)))];
  return merged.length > pactLimits.perYear ? refused({ reason: 'tooMany' }) : { footprints: merged, problems: [] };
}

/** The year's footprints without the one of this id. */
export const withoutFootprint = (held: readonly PactProductFootprint[], id: string) => held.filter((footprint) => idOf(footprint) !== id.toLowerCase());

/**
 * The first problem the server gave under `answers.productFootprints` (`answers.productFootprints.1.id`):
 * the document it is about (from 1, null for the list itself), the property's path and the problem.
 */
export function footprintProblemOf<T>(problems: ReadonlyMap<string, T>): { document: number | null; field: string; problem: T } | null {
  const prefix = 'answers.productFootprints';
  for (const [path, problem] of problems) {
    if (path !== prefix && !path.startsWith(`${prefix}.`)) continue;
    const [index, ...field] = path.slice(prefix.length + 1).split('.');
    const at = index === undefined || index === '' ? Number.NaN : Number(index);
    return { document: Number.isInteger(at) ? at + 1 : null, field: field.join('.'), problem };
  }
  return null;
}
