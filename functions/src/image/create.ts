import { createImage, toImageRow } from '../lib/data/actionImage.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** Adds an image: its picture, checked as webp by its bytes, then its record. */
export const handler = defineProcedure('image.create', async (input, { user }) => toImageRow(await createImage(input, user.uuid), 0));
