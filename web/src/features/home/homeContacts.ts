import type { Contact, ModuleStatus } from '@cairn/shared/schemas';

interface ModuleContacts {
  status: ModuleStatus;
  contacts: readonly Contact[];
}

/**
 * Who the home page offers to contact (spec 1 "Home"): the account manager and climate
 * consultants of the ongoing modules; when those give nobody (no ongoing module, or none with
 * contacts), the people of the first delivered module that has any. Account managers come
 * first, as the client's main contact; each person appears once, recognised by first name
 * and e-mail (the same person is listed on every module they follow).
 */
export function homeContacts(modules: readonly ModuleContacts[]): Contact[] {
  const ongoing = modules.filter((module) => module.status !== 'DELIVERED').flatMap((module) => module.contacts);
  const source =
    ongoing.length > 0
      ? ongoing
      : (modules.find((module) => module.status === 'DELIVERED' && module.contacts.length > 0)?.contacts ?? []);
  const ordered = [
    ...source.filter((contact) => contact.kind === 'ACCOUNT_MANAGER'),
    ...source.filter((contact) => contact.kind !== 'ACCOUNT_MANAGER'),
  ];
  return uniqueContacts(ordered);
}

/** The first occurrence of each person, by first name plus e-mail, compared as written. */
export function uniqueContacts(contacts: readonly Contact[]): Contact[] {
  const seen = new Set<string>();
  return contacts.filter((contact) => {
    const key = JSON.stringify([contact.firstName, contact.email]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The name a contact card shows; e-mail when the person has no name on file. */
export function contactName(contact: Pick<Contact, 'firstName' | 'lastName' | 'email'>): string {
  return [contact.firstName, contact.lastName].filter((part) => part?.trim()).join(' ') || (contact.email ?? '');
}

/** Up to two initials for a contact without a picture. */
export function contactInitials(contact: Pick<Contact, 'firstName' | 'lastName' | 'email'>): string {
  const parts = [contact.firstName, contact.lastName].map((part) => part?.trim() ?? '').filter(Boolean);
  const letters = parts.length > 0 ? parts.map((part) => part[0] ?? '') : [(contact.email ?? '?')[0] ?? '?'];
  return letters.join('').slice(0, 2).toLocaleUpperCase();
}

/** A `tel:` address: digits and a leading plus only, as dialers expect. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The address of a profile picture (public images of spec 1 section 7). */
export function profilePictureUrl(uuid: string): string {
  return `/api/images/${uuid}.webp`;
}
