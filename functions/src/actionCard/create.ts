import { createActionCard, toActionCardDetail } from '../lib/data/actionCard.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** Creates an action card and the usage item of its image, in one transaction. */
export const handler = defineProcedure('actionCard.create', async (input, { user }) => toActionCardDetail(await createActionCard(input, user.uuid)));
