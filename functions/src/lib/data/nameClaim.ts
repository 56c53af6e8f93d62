import { AppError, fieldIssue, type FieldIssue, type Message } from '@cairn/shared/errors';
import { transact, type Actor } from './entity.ts';

type TransactItem = Parameters<typeof transact>[0][number];

/** The claim items' entity: keyed by the name (normalised by its key function), naming its owner. */
interface ClaimEntity<Claim, Input> {
  key: (id: { name: string }) => { pk: string; sk: string };
  get: (id: { name: string }, options: { consistent?: boolean }) => Promise<Claim | null>;
  ops: { create: (input: Input, actor: Actor) => TransactItem; remove: (id: { name: string }) => TransactItem };
}

/** Whose name is taken: a label that starts the English message ("A tag"), or the catalogue message saying it. */
export type NameLabel = string | ((name: string) => Message);

/** The answer to a name another entry already holds, on the form's `name` field. */
export function nameTaken(what: NameLabel, name: string): AppError {
  const issue: FieldIssue = typeof what === 'string' ? { path: ['name'], message: `${what} named "${name}" already exists` } : fieldIssue(['name'], what(name));
  return new AppError('CONFLICT', `name: ${issue.message}`, [issue]);
}

/**
 * Names unique among an entity's items (formulas reference factors and hypotheses by name): one
 * claim item per name, written, moved and freed in the same transaction as the entry that holds
 * it, so two entries can never hold one name, even when written at the same moment. `label`
 * starts the CONFLICT message ("An emission factor named … already exists").
 */
export function uniqueNames<Claim, Input>(options: {
  claims: ClaimEntity<Claim, Input>;
  label: NameLabel;
  claimOf: (name: string, ownerUuid: string) => Input;
  ownerOf: (claim: Claim) => string;
}) {
  const { claims, label, claimOf, ownerOf } = options;
  const sameName = (a: string, b: string) => claims.key({ name: a }).pk === claims.key({ name: b }).pk;

  const names = {
    /** The claim of a new entry's name, for its creation transaction (fails it if the name is held). */
    claim: (name: string, ownerUuid: string, actor: Actor): TransactItem => claims.ops.create(claimOf(name, ownerUuid), actor),

    /** Frees an entry's name, for its deletion transaction. */
    release: (name: string): TransactItem => claims.ops.remove({ name }),

    /** A rename's parts: the new name claimed and the old one freed; none when only the case changed. */
    move: (from: string, to: string, ownerUuid: string, actor: Actor): TransactItem[] =>
      sameName(from, to) ? [] : [names.claim(to, ownerUuid, actor), names.release(from)],

    /** Whether another entry holds the name, read strongly. */
    async isTaken(name: string, ownerUuid: string): Promise<boolean> {
      const claim = await claims.get({ name }, { consistent: true });
      return claim !== null && ownerOf(claim) !== ownerUuid;
    },

    taken: (name: string): AppError => nameTaken(label, name),

    /**
     * Writes an entry's parts (its claim parts among them) all or nothing. A name already held
     * answers CONFLICT on the `name` field before writing; when the transaction fails, the claim
     * tells why: a name taken in the meantime, or else the caller's stale version.
     */
    async write(parts: TransactItem[], name: string, ownerUuid: string): Promise<void> {
      if (await names.isTaken(name, ownerUuid)) throw names.taken(name);
      try {
        await transact(parts);
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT' && (await names.isTaken(name, ownerUuid))) throw names.taken(name);
        throw error;
      }
    },
  };
  return names;
}
