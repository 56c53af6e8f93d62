import type { OutputOf } from '@cairn/shared/contract';
import type { Translate } from '../../../i18n/translate.ts';

/** The two imports of a project's outside data: deals (the CRM's) and time entries (the tracker's). */
export type ImportKind = 'deals' | 'timeEntries';

type Success = Extract<OutputOf<'hubspotDeal.import'> | OutputOf<'timeEntry.import'>, { status: 'Success' }>;

/** What an import wrote, in a sentence. */
export function importSummary(t: Translate, result: Success): string {
  if ('trackerIds' in result) {
    return t('projectExtras.import.timeDone', { entries: result.entries, trackerIds: result.trackerIds, created: result.created, removed: result.removed });
  }
  return t('projectExtras.import.dealsDone', { created: result.created, updated: result.updated, unchanged: result.unchanged });
}
