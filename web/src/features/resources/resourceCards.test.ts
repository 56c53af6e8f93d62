import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate.ts';
import { resourceCatalogue, resourcePdfFileName, resourcePdfPath } from './catalogue.ts';
import { resourceCards } from './resourceCards.ts';

describe('resource cards', () => {
  it('are five, three METHODOLOGY then two RESOURCES, with the spec badges', () => {
    const cards = resourceCards('en');
    expect(cards.map((card) => card.category)).toEqual(['METHODOLOGY', 'METHODOLOGY', 'METHODOLOGY', 'RESOURCES', 'RESOURCES']);
    expect(cards.map((card) => translatorFor('en')(card.badge))).toEqual([
      'METHODOLOGY',
      'METHODOLOGY',
      'METHODOLOGY',
      'RESOURCES',
      'RESOURCES',
    ]);
    expect(resourceCards('fr').map((card) => translatorFor('fr')(card.badge))).toEqual([
      'MÉTHODOLOGIE',
      'MÉTHODOLOGIE',
      'MÉTHODOLOGIE',
      'RESSOURCES',
      'RESSOURCES',
    ]);
  });

  it('link each card to the PDF of the current language', () => {
    expect(resourceCards('en')[0]?.href).toBe('/resources/measuring-a-carbon-footprint.en.pdf');
    expect(resourceCards('fr')[0]?.href).toBe('/resources/measuring-a-carbon-footprint.fr.pdf');
    expect(resourcePdfPath('financed-emissions-pcaf', 'fr')).toBe(`/resources/${resourcePdfFileName('financed-emissions-pcaf', 'fr')}`);
    for (const language of ['en', 'fr'] as const) {
      for (const card of resourceCards(language)) expect(card.href).toBe(`/resources/${card.slug}.${language}.pdf`);
    }
  });

  it('show the title and summary of the current language', () => {
    const [en, fr] = [resourceCards('en'), resourceCards('fr')];
    expect(en[3]?.title).toBe('Answering a data collection');
    expect(fr[3]?.title).toBe('Répondre à une collecte de données');
    for (const card of [...en, ...fr]) {
      expect(card.title.trim()).not.toBe('');
      expect(card.summary.trim()).not.toBe('');
    }
  });

  it('have unique, URL-safe slugs', () => {
    const slugs = resourceCatalogue.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('write French titles and summaries with no-break spaces before ; : ! ? and no narrow ones', () => {
    for (const entry of resourceCatalogue) {
      for (const text of [entry.title.fr, entry.summary.fr]) {
        expect(text).not.toMatch(/ [;:!?»]|« |\u202f/);
      }
    }
  });
});
