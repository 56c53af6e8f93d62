import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translate.ts';
import { adminDocumentTitle } from './documentTitle.ts';

describe('adminDocumentTitle', () => {
  it('names the section before the app, in the user language', () => {
    expect(adminDocumentTitle(translatorFor('en'), 'Emission factors')).toBe('Emission factors · Cairn admin');
    expect(adminDocumentTitle(translatorFor('fr'), "Facteurs d'émission")).toBe("Facteurs d'émission · Cairn admin");
  });

  it('is the app name alone outside any section', () => {
    expect(adminDocumentTitle(translatorFor('en'), null)).toBe('Cairn admin');
  });
});
