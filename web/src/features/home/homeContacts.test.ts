import type { Contact } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { contactInitials, contactName, homeContacts, profilePictureUrl, telHref, uniqueContacts } from './homeContacts.ts';

function person(firstName: string, kind: Contact['kind'] = 'CLIMATE_CONSULTANT', overrides: Partial<Contact> = {}): Contact {
  return {
    kind,
    firstName,
    lastName: 'Laurent',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '+33 1 99 00 13 01',
    profilePictureUuid: null,
    feminizeTitle: false,
    ...overrides,
  };
}

const camille = person('Camille');
const lea = person('Léa');
const julien = person('Julien', 'ACCOUNT_MANAGER');
const sophie = person('Sophie');

describe('homeContacts', () => {
  it('gathers the people of the ongoing modules, account manager first, each once', () => {
    const modules = [
      { status: 'DATA_COLLECTION', contacts: [julien, camille, lea] },
      { status: 'PREPARE_WORKSHOP_2', contacts: [julien, camille] },
      { status: 'DELIVERED', contacts: [julien, sophie] },
    ] as const;
    expect(homeContacts(modules)).toEqual([julien, camille, lea]);
  });

  it('falls back to the first delivered module with contacts when nothing is ongoing', () => {
    const modules = [
      { status: 'DELIVERED', contacts: [] },
      { status: 'DELIVERED', contacts: [sophie, julien] },
      { status: 'DELIVERED', contacts: [lea] },
    ] as const;
    expect(homeContacts(modules)).toEqual([julien, sophie]);
  });

  it('falls back too when the ongoing modules have nobody assigned yet', () => {
    const modules = [
      { status: 'ONGOING', contacts: [] },
      { status: 'DELIVERED', contacts: [lea] },
    ] as const;
    expect(homeContacts(modules)).toEqual([lea]);
  });

  it('is empty without any contact', () => {
    expect(homeContacts([])).toEqual([]);
    expect(homeContacts([{ status: 'DELIVERED', contacts: [] }])).toEqual([]);
  });
});

describe('uniqueContacts', () => {
  it('recognises a person by first name plus e-mail, whatever the role', () => {
    const asManager = person('Julien', 'ACCOUNT_MANAGER');
    const asConsultant = person('Julien', 'CLIMATE_CONSULTANT');
    expect(uniqueContacts([asManager, asConsultant])).toEqual([asManager]);
  });

  it('keeps namesakes with different e-mails, and one e-mail shared by two first names', () => {
    const julienA = person('Julien', 'CLIMATE_CONSULTANT', { email: 'julien.a@example.com' });
    const julienB = person('Julien', 'CLIMATE_CONSULTANT', { email: 'julien.b@example.com' });
    const shared = person('Anne', 'CLIMATE_CONSULTANT', { email: 'julien.a@example.com' });
    expect(uniqueContacts([julienA, julienB, shared])).toEqual([julienA, julienB, shared]);
  });

  it('does not confuse a missing first name with the text "null"', () => {
    const nameless = person('x', 'CLIMATE_CONSULTANT', { firstName: null, email: 'a@example.com' });
    const literal = person('null', 'CLIMATE_CONSULTANT', { email: 'a@example.com' });
    expect(uniqueContacts([nameless, literal])).toEqual([nameless, literal]);
  });
});

describe('contact display', () => {
  it('names a contact by first and last name, else by e-mail', () => {
    expect(contactName({ firstName: 'Camille', lastName: 'Laurent', email: 'c@example.com' })).toBe('Camille Laurent');
    expect(contactName({ firstName: 'Camille', lastName: null, email: 'c@example.com' })).toBe('Camille');
    expect(contactName({ firstName: null, lastName: ' ', email: 'c@example.com' })).toBe('c@example.com');
  });

  it('shows up to two initials', () => {
    expect(contactInitials({ firstName: 'léa', lastName: 'Dubois', email: null })).toBe('LD');
    expect(contactInitials({ firstName: 'Julien', lastName: null, email: null })).toBe('J');
    expect(contactInitials({ firstName: null, lastName: null, email: 'ops@example.com' })).toBe('O');
    expect(contactInitials({ firstName: null, lastName: null, email: null })).toBe('?');
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+33 1 99 00 13 01')).toBe('tel:+33199001301');
    expect(telHref('01 99.00-13-01')).toBe('tel:0199001301');
  });

  it('fetches pictures from the public images route', () => {
    expect(profilePictureUrl('5b0c6f1e-8d7a-4c33-9f0e-2a6b8c4d1e7f')).toBe('/api/images/5b0c6f1e-8d7a-4c33-9f0e-2a6b8c4d1e7f.webp');
  });
});
