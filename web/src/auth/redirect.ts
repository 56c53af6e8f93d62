/**
 * The path to return to after sign-in, when it is one of ours. Anything else (another
 * origin, `//host`, a scheme) is dropped so that a crafted sign-in link cannot send the
 * user elsewhere.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\') || [...value].some((char) => char < ' ')) return undefined;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/register')) return undefined;
  return value;
}
