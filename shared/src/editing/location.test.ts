import { describe, expect, it } from 'vitest';
import { editingLocation, editingLocationBounds, isEditingLocation, parseEditingLocation } from './location.ts';

const uuid = '3f2b8c1e-9d4a-4e6b-8c2d-1a2b3c4d5e6f';

describe('editing locations', () => {
  it('names a field of an object as <kind>:<uuid>:<field>', () => {
    expect(parseEditingLocation(`project:${uuid}:notes`)).toEqual({ kind: 'project', uuid, field: 'notes' });
    expect(parseEditingLocation(`emissionFactor:${uuid}:values`)).toEqual({ kind: 'emissionFactor', uuid, field: 'values' });
    // A path into the object: a list row by index or by id, then its field.
    expect(parseEditingLocation(`project:${uuid}:todos.2.title`)?.field).toBe('todos.2.title');
    expect(isEditingLocation(`project:${uuid}:todos.${uuid}.title`)).toBe(true);
    expect(isEditingLocation(`project:${uuid}:client_name`)).toBe(true);
  });

  it('refuses anything else', () => {
    const refused = [
      '',
      'project',
      `project:${uuid}`,
      `project:${uuid}:`,
      `:${uuid}:notes`,
      `Project:${uuid}:notes`, // a kind starts with a lower-case letter
      `1project:${uuid}:notes`,
      `pro-ject:${uuid}:notes`,
      `project:${uuid.toUpperCase()}:notes`, // one spelling per object
      `project:not-a-uuid:notes`,
      `project:${uuid}:notes:more`,
      `project:${uuid}:notes.`,
      `project:${uuid}:.notes`,
      `project:${uuid}:notes..title`,
      `project:${uuid}:_notes`,
      `project:${uuid}:no tes`,
      `project:${uuid}:notés`,
      `project:${uuid}:a.b.c.d.e.f.g.h.i`, // 9 segments
      `project:${uuid}:${'n'.repeat(65)}`,
      `${'k'.repeat(41)}:${uuid}:notes`,
    ];
    for (const text of refused) expect({ text, valid: isEditingLocation(text) }).toEqual({ text, valid: false });
  });

  it('takes up to 8 segments of 64 characters, 200 characters in all', () => {
    expect(isEditingLocation(`project:${uuid}:a.b.c.d.e.f.g.h`)).toBe(true);
    expect(isEditingLocation(`k${'k'.repeat(39)}:${uuid}:${'n'.repeat(64)}`)).toBe(true);
    const prefix = `project:${uuid}:`;
    const fits = prefix + ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(200 - prefix.length - 130)].join('.');
    expect(fits.length).toBe(editingLocationBounds.maxLength);
    expect(isEditingLocation(fits)).toBe(true);
    expect(isEditingLocation(`${fits}c`)).toBe(false);
  });

  it('is built from its parts, the uuid in lower case, and refuses a part the grammar does not take', () => {
    expect(editingLocation('project', uuid.toUpperCase(), 'notes')).toBe(`project:${uuid}:notes`);
    expect(() => editingLocation('project', uuid, 'notes:x')).toThrow('Not an editing location');
    expect(() => editingLocation('project', 'new', 'notes')).toThrow('Not an editing location');
  });
});
