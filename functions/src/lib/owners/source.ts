import type { Ownership } from '@cairn/shared/access';
import { AppError, messages } from '@cairn/shared/errors';

/**
 * Where one kind of object a procedure's input names is read, and whose it is. Each kind lives
 * in its own module, and each area of the pipeline (`../http/areas/`) takes only the kinds its
 * procedures name, so a function bundles the entities it touches and no others.
 */
export interface OwnerSource<R> {
  /** The object the input names, or null when there is none. */
  load(uuid: string): Promise<R | null>;
  /** `input` is the call's parsed input, for a rule decided by what the caller holds (a supplier's token). */
  ownership(record: R, input: Readonly<Record<string, unknown>>): Ownership;
  /** The answer to a caller the rule refuses, the same as to one naming nothing. */
  refusal(): AppError;
}

export const notFound = (what: string) => () => new AppError('NOT_FOUND', messages.notFound(what));
