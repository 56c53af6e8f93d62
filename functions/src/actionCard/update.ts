import { replaceActionCard, toActionCardDetail } from '../lib/data/actionCard.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** Replaces an action card if nobody saved it since `expectedVersion`; its image's usage item follows. */
export const handler = defineProcedure('actionCard.update', async ({ uuid, expectedVersion, ...input }, { user }) =>
  toActionCardDetail(await replaceActionCard(uuid, input, user.uuid, expectedVersion)),
);
