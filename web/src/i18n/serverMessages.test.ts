import { catalogueMessages } from '@cairn/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from './serverMessages.ts';
import { translatorFor } from './translate.ts';

describe('server messages in the user language', () => {
  const fr = translatorFor('fr');
  const en = translatorFor('en');

  it('shows the catalogue rules in French, and keeps the spec wording in English', () => {
    expect(localizeMessage(fr, catalogueMessages.exactlyOneOpenEntry)).toBe('Exactement une entrée doit avoir une année vide');
    expect(localizeMessage(en, catalogueMessages.exactlyOneOpenEntry)).toBe('Exactly one entry should have an empty year');
    expect(localizeMessage(en, catalogueMessages.combinationReferences)).toBe(catalogueMessages.combinationReferences);
  });

  it('shows an unknown message as sent', () => {
    expect(localizeMessage(fr, 'Emission factor diesel not found')).toBe('Emission factor diesel not found');
  });
});
