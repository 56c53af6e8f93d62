import { listImages } from '../lib/data/imageListing.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** The image library, searched by name or keyword, by name. */
export const handler = defineProcedure('image.list', async ({ search }) => listImages(search));
