import * as z from 'zod';
import { defineEntity } from './entity.ts';

/** Where a stored file's bytes live: under its asset, by its uuid. */
export const storedFileKey = (assetUuid: string, fileUuid: string) => `assets/${assetUuid}/files/${fileUuid}`;

/** A file in the bucket, owned by an asset; read back only through `file.download`. */
export const storedFiles = defineEntity({
  name: 'StoredFile',
  schema: z.object({
    uuid: z.uuid(),
    assetUuid: z.uuid(),
    name: z.string().min(1),
    contentType: z.string().min(1),
    sizeBytes: z.number().int().nonnegative(),
    objectKey: z.string().min(1),
  }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `FILE#${uuid}`, sk: 'FILE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    byAsset: { index: 'gsi1', pk: ({ assetUuid }: { assetUuid: string }) => `ASSET#${assetUuid}`, sk: (file) => `FILE#${file.uuid}`, skPrefix: 'FILE#' },
  },
});
