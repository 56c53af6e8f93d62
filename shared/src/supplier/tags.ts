import * as z from 'zod';
import { sayValidation } from '../areaValidationMessageTexts.ts';
import { supplierLimits } from './model.ts';

/*
 * Tags are typed one at a time as `Key:Value` (spec 2 section 5 "Supplier": 'Tags must be in the
 * format `Key:Value`') and stored as a record `Key` → `Value` (`SupplierTags`).
 */

/**
 * The key and value of a typed tag: exactly one colon, key and value trimmed and neither blank,
 * each within its bound; null otherwise. 'Country: France' gives Country → France; 'Country',
 * 'a:b:c', ':x' and 'x:' give null.
 */
export function parseSupplierTag(text: string): { key: string; value: string } | null {
  const parts = text.split(':');
  if (parts.length !== 2) return null;
  const key = parts[0]!.trim();
  const value = parts[1]!.trim();
  if (key === '' || value === '' || key.length > supplierLimits.tagKey || value.length > supplierLimits.tagValue) return null;
  return { key, value };
}

/** A tag as typed, refused with the spec's message when it is not `Key:Value`; parsed to its key and value. */
export const SupplierTagText = z
  .string()
  .max(supplierLimits.tagKey + supplierLimits.tagValue + 1, sayValidation('validation.message.supplierTagFormat').text)
  .transform((text, ctx) => {
    const tag = parseSupplierTag(text);
    if (tag === null) {
      ctx.addIssue({ code: 'custom', message: sayValidation('validation.message.supplierTagFormat').text });
      return z.NEVER;
    }
    return tag;
  });

/** How a stored tag is shown and typed back. */
export function supplierTagText(key: string, value: string): string {
  return `${key}:${value}`;
}

/**
 * A year's or an expense's tags as staff type them, one `Key:Value` each: refused with the
 * spec's message when one is not, and when two name the same key; parsed to the stored record.
 */
export const SupplierTagTexts = z
  .array(SupplierTagText)
  .max(supplierLimits.tags, sayValidation('validation.message.inputTooLarge').text)
  .superRefine((tags, ctx) => {
    tags.forEach((tag, index) => {
      if (tags.findIndex((other) => other.key === tag.key) !== index) ctx.addIssue({ code: 'custom', path: [index], message: sayValidation('validation.message.supplierTagTwice').text });
    });
  })
  .transform((tags) => Object.fromEntries(tags.map((tag) => [tag.key, tag.value])));
