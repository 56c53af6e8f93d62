import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessagePart, translatorFor } from '../../i18n/translate.ts';
import { readOnlyNotice } from './readOnlyNotice.ts';

const open = { isValidated: false, clientValidationName: null, dataCollectionDone: false };
const validated = { isValidated: true, clientValidationName: 'Claire Martin', dataCollectionDone: false };
const closed = { ...validated, dataCollectionDone: true };

describe('the read-only banner of the questionnaire page', () => {
  beforeAll(async () => {
    await loadMessagePart('questionnaire', 'fr');
  });

  it('says nothing while the questionnaire is open, to anyone', () => {
    expect(readOnlyNotice(open, 'client', translatorFor('en'))).toBeNull();
    expect(readOnlyNotice(open, 'staff', translatorFor('en'))).toBeNull();
  });

  it('tells the client what it did, in the words a refused save carries', () => {
    expect(readOnlyNotice(validated, 'client', translatorFor('en'))).toBe('You validated this questionnaire: your answers are being reviewed and can no longer be changed.');
    expect(readOnlyNotice(closed, 'client', translatorFor('en'))).toBe('This questionnaire is closed. You can no longer answer it.');
  });

  it('tells staff who validated it, not that they did', () => {
    const en = translatorFor('en');
    expect(readOnlyNotice(validated, 'staff', en)).toBe('Claire Martin validated this questionnaire for the client: its answers are read-only until it is reopened.');
    expect(readOnlyNotice({ ...validated, clientValidationName: '  ' }, 'staff', en)).toBe('The client validated this questionnaire: its answers are read-only until it is reopened.');
    expect(readOnlyNotice(closed, 'staff', en)).toBe('The data collection is closed: the answers are read-only until it is reopened.');
    expect(readOnlyNotice(validated, 'staff', translatorFor('fr'))).toBe('Claire Martin a validé ce questionnaire pour le client : ses réponses sont en lecture seule jusqu’à sa réouverture.');
  });
});
