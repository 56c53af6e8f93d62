import { listActionCards } from '../lib/data/actionCard.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** The action cards, searched by name or operational category, by English name. */
export const handler = defineProcedure('actionCard.list', async ({ search }) => listActionCards(search));
