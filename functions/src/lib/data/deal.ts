import { DealFields } from '@cairn/shared/projects/deal';
import { defineEntity } from './entity.ts';

/** A sales deal (shared/src/projects/deal.ts); all deals share one `gsi1` partition, read whole by the project dialog's picker. */
export const deals = defineEntity({
  name: 'Deal',
  schema: DealFields,
  key: ({ uuid }: { uuid: string }) => ({ pk: `DEAL#${uuid}`, sk: 'DEAL' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    all: { index: 'gsi1', pk: () => 'DEALS', sk: (deal) => `DEAL#${deal.name.toLowerCase()}#${deal.uuid}`, skPrefix: 'DEAL#' },
  },
});
