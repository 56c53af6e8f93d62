/**
 * A search value as text, or undefined when missing or blank. The router's default parser
 * turns canonical numbers and booleans into values (`?token=123` gives 123, while `007` stays
 * text), so text parameters from outside links (invitations) accept those and convert back,
 * which is lossless for exactly the values the parser converts.
 */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
