import * as z from 'zod';
import { defineEntity } from './entity.ts';

/** An institution's partition: its asset item and its investee links. */
const institutionPartition = ({ institutionUuid }: { institutionUuid: string }) => `ASSET#${institutionUuid}`;

/** A financial institution's investee: the link that lets it read the investee's dashboard. */
export const investeeLinks = defineEntity({
  name: 'InvesteeLink',
  schema: z.object({ institutionUuid: z.uuid(), investeeUuid: z.uuid() }),
  key: ({ institutionUuid, investeeUuid }: { institutionUuid: string; investeeUuid: string }) => ({
    pk: institutionPartition({ institutionUuid }),
    sk: `INVESTEE#${investeeUuid}`,
  }),
  identify: ({ institutionUuid, investeeUuid }) => ({ institutionUuid, investeeUuid }),
  indexes: {
    /** An institution's investees. */
    investees: { index: 'primary', pk: institutionPartition, skPrefix: 'INVESTEE#' },
    /** The institutions that invest in an asset. */
    byInvestee: {
      index: 'gsi1',
      pk: ({ investeeUuid }: { investeeUuid: string }) => `INVESTOR_OF#${investeeUuid}`,
      sk: (link) => `ASSET#${link.institutionUuid}`,
    },
  },
});
