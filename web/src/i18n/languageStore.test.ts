import { describe, expect, it } from 'vitest';
import { initialLanguage } from './languageStore.ts';

describe('the language a page starts in', () => {
  it('follows ?lang= on survey and supplier form paths only', () => {
    expect(initialLanguage({ pathname: '/survey/123', search: '?lang=fr' }, 'en')).toBe('fr');
    expect(initialLanguage({ pathname: '/supplier-engagement-survey/9', search: '?token=t&lang=fr' }, 'en')).toBe('fr');
    expect(initialLanguage({ pathname: '/supplier-survey/9', search: '?lang=fr' }, 'en')).toBe('en');
    expect(initialLanguage({ pathname: '/login', search: '?lang=fr' }, 'en')).toBe('en');
  });

  it('ignores a language it does not have', () => {
    expect(initialLanguage({ pathname: '/survey/123', search: '?lang=de' }, 'fr')).toBe('fr');
    expect(initialLanguage({ pathname: '/survey/123', search: '' }, 'fr')).toBe('fr');
  });
});
