import * as z from 'zod';
import {
  ActionCardDetail,
  ActionCardInput,
  ActionCardListInput,
  ActionCardRow,
  ActionCardUpdateInput,
} from '../plans/actionCards.ts';
import { ImageCreateInput, ImageListInput, ImageRow, ImageUpdateInput } from '../plans/actionImages.ts';
import { uuid, validationMessages } from '../validation/index.ts';
import { ok } from './common.ts';
import { mutation, query } from './define.ts';

/** Names a stored image or card and the version its form or row was read at. */
const versionedUuid = z
  .object({
    uuid: uuid(),
    expectedVersion: z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid),
  })
  .strict();

const imageReads = ['image.list'] as const;
const actionCardReads = ['actionCard.list', 'actionCard.get'] as const;

/**
 * The staff's action cards and their image library (spec 2 "/action-cards", "/images"): the
 * reusable actions a decarbonization plan starts from, and the pictures they show. Analyst-level
 * staff only.
 */
export const actionCardProcedures = {
  'image.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'The image library found by a text in a name or a keyword (case and accents aside), by name, at most 500, each with how many action cards show it.',
    input: ImageListInput,
    output: z.array(ImageRow),
  }),
  'image.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Adds an image to the library: a name, at most 20 keywords of at most 40 characters, and the picture the browser converted to webp, as a data URL of at most 256 kB, refused unless its bytes are webp.',
    input: ImageCreateInput,
    output: ImageRow,
    invalidates: imageReads,
  }),
  'image.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Renames an image and replaces its keywords; a stale expectedVersion answers CONFLICT.',
    input: ImageUpdateInput,
    output: ImageRow,
    invalidates: imageReads,
  }),
  'image.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes an image and its picture; one an action card shows, or a stale expectedVersion, answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: imageReads,
  }),
  'actionCard.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'The action cards found by a text in their names or operational category (case and accents aside), by English name, at most 500.',
    input: ActionCardListInput,
    output: z.array(ActionCardRow),
  }),
  'actionCard.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'An action card whole, for its edit form: its texts, parameters and formulas.',
    input: z.object({ uuid: uuid() }).strict(),
    output: ActionCardDetail,
  }),
  'actionCard.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Creates an action card. Parameter names are formula names, each once; each formula must parse and read only ef., hyp. and p.<a parameter of the card>, with a GHG category of its scope; the image must be in the library.',
    input: ActionCardInput,
    output: ActionCardDetail,
    invalidates: [...actionCardReads, ...imageReads],
  }),
  'actionCard.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces an action card from its edit form, under the rules of its creation; a stale expectedVersion answers CONFLICT.',
    input: ActionCardUpdateInput,
    output: ActionCardDetail,
    invalidates: [...actionCardReads, ...imageReads],
  }),
  'actionCard.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes an action card, which frees its image; a stale expectedVersion answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: [...actionCardReads, ...imageReads],
  }),
} as const;
