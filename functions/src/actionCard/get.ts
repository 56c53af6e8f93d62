import { requireActionCard, toActionCardDetail } from '../lib/data/actionCard.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** An action card whole, for its edit form. */
export const handler = defineProcedure('actionCard.get', async ({ uuid }) => toActionCardDetail(await requireActionCard(uuid)));
