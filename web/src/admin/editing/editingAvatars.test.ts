import type { Editor } from '@cairn/shared/contract/editing';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate.ts';
import { staticMarkup } from '../../ui/testMarkup.ts';
import { EditingAvatarGroup, editorsLabel, editorTooltip } from './EditingAvatars.tsx';

const camille: Editor = { uuid: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', name: 'Camille Laurent', initials: 'CL', pictureUuid: null, since: '2026-05-04T08:42:00.000Z' };
const lea: Editor = {
  uuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Léa Dubois',
  initials: 'LD',
  pictureUuid: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  since: '2026-05-04T08:45:00.000Z',
};

describe('the avatars of the others editing a field', () => {
  it('name everyone in one label, in both languages', () => {
    expect(editorsLabel([camille], translatorFor('en'), 'en')).toBe('Also editing this field: Camille Laurent');
    expect(editorsLabel([camille, lea], translatorFor('en'), 'en')).toBe('Also editing this field: Camille Laurent and Léa Dubois');
    expect(editorsLabel([camille, lea, { name: 'Thomas Petit' }], translatorFor('fr'), 'fr')).toBe(
      'Également en train de modifier ce champ : Camille Laurent, Léa Dubois et Thomas Petit',
    );
  });

  it('say in a tooltip since when each one edits, in the reader’s clock', () => {
    const at = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(camille.since));
    expect(editorTooltip(camille, translatorFor('en'), 'en')).toBe(`Camille Laurent, editing since ${at}`);
    const french = new Intl.DateTimeFormat('fr', { hour: '2-digit', minute: '2-digit' }).format(new Date(camille.since));
    expect(editorTooltip(camille, translatorFor('fr'), 'fr')).toBe(`Camille Laurent, en train de modifier depuis ${french}`);
  });

  it('are one image to assistive technology, inside a polite live region, with initials or the picture', () => {
    const markup = staticMarkup(createElement(EditingAvatarGroup, { editors: [camille, lea] }));
    expect(markup).toMatch(/aria-live="polite"/);
    expect(markup).toContain('role="img" aria-label="Also editing this field: Camille Laurent and Léa Dubois"');
    expect(markup).toContain('>CL<');
    expect(markup).toContain(`/api/images/${lea.pictureUuid}.webp`);
    const french = staticMarkup(createElement(EditingAvatarGroup, { editors: [lea] }), 'fr');
    expect(french).toContain('aria-label="Également en train de modifier ce champ : Léa Dubois"');
  });

  it('show nothing but the empty live region when nobody else is there', () => {
    const markup = staticMarkup(createElement(EditingAvatarGroup, { editors: [] }));
    expect(markup).toMatch(/aria-live="polite"/);
    expect(markup).not.toContain('role="img"');
  });
});
