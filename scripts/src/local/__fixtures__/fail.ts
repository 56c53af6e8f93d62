/** Throws, as a handler with a bug would: the gateway must not leak this message. */
export async function handler(): Promise<never> {
  throw new Error('fixture failure with an internal detail');
}
