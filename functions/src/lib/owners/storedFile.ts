import { storedFiles } from '../data/storedFile.ts';
import { notFound, type OwnerSource } from './source.ts';

type StoredFile = NonNullable<Awaited<ReturnType<typeof storedFiles.get>>>;

export const storedFileOwner: OwnerSource<StoredFile> = {
  load: (uuid) => storedFiles.get({ uuid }),
  ownership: (file) => ({ assetUuid: file.assetUuid }),
  refusal: notFound('File'),
};
