import { z } from 'zod';
import { defineEntity } from './entity.ts';

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
    byAsset: { index: 'gsi1', pk: (file) => `ASSET#${file.assetUuid}`, sk: (file) => `FILE#${file.uuid}` },
  },
});
