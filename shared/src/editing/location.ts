/*
 * Where someone is editing: one field of one stored object, named by a short text that the
 * presence items are keyed by, so two tabs that edit the same field meet under the same name.
 *
 *   <kind>:<uuid>:<field>
 *
 * - kind: what the object is, a camelCase word of 1 to 40 letters or digits starting with a
 *   lower-case letter (`project`, `emissionFactor`, `hypothesis`);
 * - uuid: the object's id, in lower case (one spelling per object);
 * - field: the field's path, 1 to 8 dot-separated segments of letters, digits, `_` or `-`, each
 *   at most 64 characters and starting with a letter or digit (`notes`, `values`,
 *   `todos.0f8c….title`).
 *
 * At most 200 characters in all (a name's bound, `textBounds.name`): the location is part of a
 * DynamoDB key, which must stay under 1 KB with the rest of the key.
 */

export const editingLocationBounds = {
  maxLength: 200,
  maxKindLength: 40,
  maxSegments: 8,
  maxSegmentLength: 64,
} as const;

export interface EditingLocationParts {
  kind: string;
  uuid: string;
  field: string;
}

const kindPattern = new RegExp(`^[a-z][A-Za-z0-9]{0,${editingLocationBounds.maxKindLength - 1}}$`);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const segmentPattern = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${editingLocationBounds.maxSegmentLength - 1}}$`);

function isField(field: string): boolean {
  const segments = field.split('.');
  return segments.length <= editingLocationBounds.maxSegments && segments.every((segment) => segmentPattern.test(segment));
}

/** The kind, object and field a location names, or null for a text that is not one. */
export function parseEditingLocation(text: string): EditingLocationParts | null {
  if (text.length > editingLocationBounds.maxLength) return null;
  const [kind = '', uuid = '', ...rest] = text.split(':');
  // The field has no colon: a third colon makes it malformed.
  if (rest.length !== 1) return null;
  const field = rest[0]!;
  return kindPattern.test(kind) && uuidPattern.test(uuid) && isField(field) ? { kind, uuid, field } : null;
}

export function isEditingLocation(text: string): boolean {
  return parseEditingLocation(text) !== null;
}

/**
 * The location of a field, e.g. `editingLocation('project', uuid, 'notes')`. The uuid is put in
 * lower case; anything else the grammar refuses throws, since a page builds its locations from
 * constants and ids.
 */
export function editingLocation(kind: string, uuid: string, field: string): string {
  const location = `${kind}:${uuid.toLowerCase()}:${field}`;
  if (!isEditingLocation(location)) throw new Error(`Not an editing location: ${location}`);
  return location;
}
