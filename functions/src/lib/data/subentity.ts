import * as z from 'zod';
import { defineEntity } from './entity.ts';

/** A part of an asset (site, business unit) that a user may be bound to. */
export const subentities = defineEntity({
  name: 'Subentity',
  schema: z.object({ uuid: z.uuid(), assetUuid: z.uuid(), name: z.string().min(1) }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `SUBENTITY#${uuid}`, sk: 'SUBENTITY' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    byAsset: {
      index: 'gsi1',
      pk: ({ assetUuid }: { assetUuid: string }) => `ASSET#${assetUuid}`,
      sk: (subentity) => `SUBENTITY#${subentity.name.toLowerCase()}#${subentity.uuid}`,
      skPrefix: 'SUBENTITY#',
    },
  },
});
