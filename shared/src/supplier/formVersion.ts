import * as z from 'zod';
import { validationMessages } from '../validation/index.ts';
import type { PublicSupplierYear } from './selfUpdate.ts';

/*
 * The version of one year of a supplier's form, which `supplier.selfUpdate` is checked against,
 * so that a save conflicts only with a change of what its form showed (spec 2 "Supplier
 * self-update form": the supplier comes back with the same link and must not lose a save to a
 * write it cannot see).
 *
 * Decision: the version is derived, never stored. It is a fingerprint (64-bit FNV-1a, in hex) of
 * the year exactly as the form shows it (`PublicSupplierYear` but its version: the answers, files
 * and product footprints, the purchases it reminds, the questions it asks, open or closed), with
 * object keys sorted so that the order storage gives them in does not count. Rather than a
 * counter per year:
 * - every write that changes what the form shows moves it, whoever writes and without having to
 *   remember to (staff's year edits and questions, an import's purchases, the supplier's own
 *   saves), and every write the form does not show leaves it as it was (an e-mail's delivery
 *   status, a sent e-mail, staff's notes and review, tags, an expense's factor, the client's
 *   comment);
 * - a year that still asks its group's questions shows them, so they count too; when a change of
 *   the group gives the year a copy of the questions it asked, the form shows the same and the
 *   version stays;
 * - nothing is stored, so a supplier stored before versions existed needs no migration.
 * A year changed and changed back has its first version again: a save on it then loses nothing
 * its form did not show. The fingerprint proves nothing and hides nothing: a save is checked
 * against the year's current questions and purchases whatever version it names, so a forged or
 * colliding version (1 in 2^64 by accident) only lets a supplier overwrite its own answers.
 */

/** A year's form version as the form names it in a save: 16 hexadecimal digits. */
export const YearFormVersion = z
  .string({ error: () => validationMessages.required })
  .max(16, validationMessages.invalid)
  .regex(/^[0-9a-f]{16}$/, validationMessages.invalid);
export type YearFormVersion = z.infer<typeof YearFormVersion>;

/**
 * JSON with every object's keys sorted and undefined properties left out (as `JSON.stringify`
 * leaves them out), so two equal values read in different key orders write the same text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hexadecimal digits. The 64-bit state is kept
 * as four 16-bit limbs (least significant first) so that every product stays exact in a double:
 * multiplying by the FNV prime 2^40 + 0x1b3 is the state times 0x1b3 plus the state shifted left
 * by 40 bits (two limbs and 8 bits), carried limb by limb and cut to 64 bits.
 */
export function fnv1a64(text: string): string {
  // Offset basis 0xcbf29ce484222325.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of new TextEncoder().encode(text)) {
    h0 ^= byte;
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}

/** The version of a year's form: the fingerprint of what the form shows of it (`toPublicForm` sets it). */
export function yearFormVersion(shown: Omit<PublicSupplierYear, 'version'>): YearFormVersion {
  return fnv1a64(canonicalJson(shown));
}
