import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../i18n/translate.ts';
import { importSummary } from './dataImport.ts';

describe('an import summary', () => {
  it('says what a deal import and a time-entry import wrote, in both languages', () => {
    expect(importSummary(translatorFor('en'), { status: 'Success', created: 2, updated: 1, unchanged: 0 })).toBe('Deals imported — new: 2, updated: 1, unchanged: 0.');
    expect(importSummary(translatorFor('fr'), { status: 'Success', trackerIds: 2, entries: 41, created: 3, removed: 1 })).toBe(
      'Saisies importées — ID clockify : 2, saisies : 41, nouvelles : 3, retirées : 1.',
    );
  });
});
