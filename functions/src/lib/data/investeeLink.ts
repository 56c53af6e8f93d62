import { z } from 'zod';
import { defineEntity } from './entity.ts';

/** A financial institution's investee: the link that lets it read the investee's dashboard. */
export const investeeLinks = defineEntity({
  name: 'InvesteeLink',
  schema: z.object({ institutionUuid: z.uuid(), investeeUuid: z.uuid() }),
  key: ({ institutionUuid, investeeUuid }: { institutionUuid: string; investeeUuid: string }) => ({
    pk: `ASSET#${institutionUuid}`,
    sk: `INVESTEE#${investeeUuid}`,
  }),
  identify: ({ institutionUuid, investeeUuid }) => ({ institutionUuid, investeeUuid }),
  indexes: {
    /** The institutions that invest in an asset. */
    byInvestee: {
      index: 'gsi1',
      pk: (link) => `INVESTOR_OF#${link.investeeUuid}`,
      sk: (link) => `ASSET#${link.institutionUuid}`,
    },
  },
});
