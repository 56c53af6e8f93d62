import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { foldedIncludes, foldText } from '../text/fold.ts';
import { requiredText, uuid, validationMessages } from '../validation/index.ts';

/*
 * The staff's image library (spec 2 "/images", "Image: uuid, name, keywords"): the pictures an
 * action card, and the plan actions made from it, show. The browser converts an upload to webp
 * (spec 2 section 9: width 100, quality 0.85) and sends it as a data URL; the server checks the
 * bytes are webp and stores them where `/api/images/{uuid}.webp` serves them.
 */

export const imageLimits = {
  /** Keywords per image. */
  maxKeywords: 20,
  /** Characters per keyword. */
  keywordLength: 40,
  /**
   * The converted picture's bytes: a 100 px wide webp weighs a few kB; a very tall one more. The
   * data URL of this many bytes stays well within a request body (`requestBounds.maxBodyBytes`).
   */
  maxBytes: 256 * 1024,
  /** Images one list answers: the library holds a few hundred; a search narrows it. */
  maxListed: 500,
} as const;

/** The longest data URL of an image of `imageLimits.maxBytes` bytes: its prefix and the base64. */
export const imageContentMaxLength = 'data:image/webp;base64,'.length + Math.ceil(imageLimits.maxBytes / 3) * 4;

/** Keywords as typed: each trimmed, blank ones dropped, repeats (case and accents aside) kept once. */
export const ImageKeywords = z
  .array(z.string().trim().max(imageLimits.keywordLength, validationMessages.tooLong))
  .max(imageLimits.maxKeywords, validationMessages.tooLong)
  .default([])
  .transform((keywords) => distinctKeywords(keywords));

/** Keywords without blanks and repeats, in their first spelling and order. */
export function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const keyword of keywords) {
    const trimmed = keyword.trim();
    const folded = foldText(trimmed);
    if (trimmed === '' || seen.has(folded)) continue;
    seen.add(folded);
    kept.push(trimmed);
  }
  return kept;
}

/** An image's name and keywords, as the library's form edits them. */
export const ImageFields = z.object({ name: requiredText(), keywords: ImageKeywords }).strict();

/** `image.create`: the fields and the picture, a webp data URL (or bare base64) the server checks by its bytes. */
export const ImageCreateInput = ImageFields.extend({
  content: z.string(validationMessages.required).min(1, validationMessages.required).max(imageContentMaxLength, validationMessages.tooLong),
}).strict();
export type ImageCreateInput = z.input<typeof ImageCreateInput>;

export const ImageUpdateInput = ImageFields.extend({
  uuid: uuid(),
  expectedVersion: z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid),
}).strict();

/** An image as stored and answered. */
export const StoredImage = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  keywords: z.array(z.string()),
});
export type StoredImage = z.infer<typeof StoredImage>;

export const ImageRow = StoredImage.extend({
  /** How many action cards show it: one in use cannot be deleted. */
  actionCardCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type ImageRow = z.infer<typeof ImageRow>;

/** `image.list`: a text found in a name or a keyword (case and accents aside). */
export const ImageListInput = z
  .object({ search: z.string().trim().max(textBounds.name, validationMessages.tooLong).optional() })
  .strict()
  .optional()
  .default({});

/** Whether an image answers the library's search: in its name or one of its keywords; a blank search keeps all. */
export function matchesImageSearch(image: Pick<StoredImage, 'name' | 'keywords'>, search: string | undefined): boolean {
  return foldedIncludes([image.name, ...image.keywords], search);
}

/** Where a stored image is served (spec 2: /api/images/{uuid}.webp). */
export function imageUrl(uuid: string): string {
  return `/api/images/${uuid}.webp`;
}
