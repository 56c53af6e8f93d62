import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, fieldIssue, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import {
  actionCardLimits,
  compareByEnglishName,
  matchesActionCardSearch,
  StoredActionCard,
  type ActionCardDetail,
  type ActionCardRow,
  type ParsedActionCard,
} from '@cairn/shared/plans/actionCards';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { images, imageStillThere, imageUsages } from './actionImage.ts';
import { defineEntity, transact, type Actor, type Stored, type TransactItem } from './entity.ts';

/*
 * An action card of the staff's catalogue (spec 2 "/action-cards"): one item holding its texts,
 * parameters (at most 30) and formulas (at most 20, of bounded text), so an edit replaces it whole
 * in one version-conditional write, with the usage item of the image it shows.
 */

export const ActionCardRecord = StoredActionCard;
export type ActionCardRecord = z.infer<typeof ActionCardRecord>;

export const actionCards = defineEntity({
  name: 'ActionCard',
  schema: ActionCardRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `ACTIONCARD#${uuid}`, sk: 'ACTIONCARD' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** The whole catalogue (a few hundred cards), searched and ordered in the function. */
    all: {
      index: 'gsi1',
      pk: () => 'ACTIONCARDS',
      sk: (card) => `${catalogueNameKey(card.nameEn)}#${card.uuid}`,
    },
  },
});

/** A card that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireActionCard(uuid: string): Promise<Stored<ActionCardRecord>> {
  const card = await actionCards.get({ uuid }, { consistent: true });
  if (!card) throw new AppError('NOT_FOUND', say('server.notFound.actionCard'));
  return card;
}

/** A 400 on `imageUuid` when the card names an image the library does not hold. */
async function checkImage(imageUuid: string | null): Promise<void> {
  if (imageUuid === null) return;
  if (!(await images.get({ uuid: imageUuid }, { consistent: true }))) throw invalidInput([fieldIssue(['imageUuid'], say('server.actionCard.unknownImage'))]);
}

/** The record to store: each formula keeps the uuid of the one at its place before, so an edit does not renumber them. */
function recordOf(uuid: string, input: ParsedActionCard, held: Pick<ActionCardRecord, 'formulas'>): ActionCardRecord {
  return ActionCardRecord.parse({
    ...input,
    uuid,
    formulas: input.formulas.map((formula, index) => ({ ...formula, uuid: held.formulas[index]?.uuid ?? randomUUID() })),
  });
}

/** The usage items to write when a card's image changes from `before` to `after`, the new image checked to be still there. */
function imageWrites(actionCardUuid: string, before: string | null, after: string | null, actor: Actor): TransactItem[] {
  if (before === after) return after === null ? [] : [imageStillThere(after)];
  return [
    ...(before === null ? [] : [imageUsages.ops.remove({ imageUuid: before, actionCardUuid })]),
    ...(after === null ? [] : [imageUsages.ops.put({ imageUuid: after, actionCardUuid }, actor), imageStillThere(after)]),
  ];
}

/** The conflict of a card's write: its image deleted meanwhile, or someone else's save. */
const writeConflict = () => new AppError('CONFLICT', messages.staleWrite);

export async function createActionCard(input: ParsedActionCard, actor: Actor): Promise<Stored<ActionCardRecord>> {
  await checkImage(input.imageUuid);
  const record = recordOf(randomUUID(), input, { formulas: [] });
  await transact([actionCards.ops.create(record, actor), ...imageWrites(record.uuid, null, record.imageUuid, actor)], writeConflict);
  return actionCards.require({ uuid: record.uuid }, { consistent: true });
}

export async function replaceActionCard(uuid: string, input: ParsedActionCard, actor: Actor, expectedVersion: number): Promise<Stored<ActionCardRecord>> {
  const current = await requireActionCard(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  await checkImage(input.imageUuid);
  const record = recordOf(uuid, input, current);
  await transact([actionCards.ops.replace(current, record, actor), ...imageWrites(uuid, current.imageUuid, record.imageUuid, actor)], writeConflict);
  return actionCards.require({ uuid }, { consistent: true });
}

/** Deletes a card read at `expectedVersion` and its image's usage item, in one transaction. */
export async function deleteActionCard(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireActionCard(uuid);
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  await transact([
    actionCards.ops.remove({ uuid }, { expectedVersion }),
    ...(current.imageUuid === null ? [] : [imageUsages.ops.remove({ imageUuid: current.imageUuid, actionCardUuid: uuid })]),
  ]);
}

/** Every stored card, by English name (the list and the image library's usage counts). */
export async function allActionCards(): Promise<Stored<ActionCardRecord>[]> {
  return actionCards.query('all', {});
}

export async function listActionCards(search: string | undefined): Promise<ActionCardRow[]> {
  const cards = await allActionCards();
  return cards
    .filter((card) => matchesActionCardSearch(card, search))
    .sort(compareByEnglishName)
    .slice(0, actionCardLimits.maxListed)
    .map((card) => ({
      uuid: card.uuid,
      nameEn: card.nameEn,
      nameFr: card.nameFr,
      operationalCategoryEn: card.operationalCategoryEn,
      operationalCategoryFr: card.operationalCategoryFr,
      type: card.type,
      imageUuid: card.imageUuid,
      parameterCount: card.parameters.length,
      formulaCount: card.formulas.length,
      version: card.version,
    }));
}

export function toActionCardDetail(stored: Stored<ActionCardRecord>): ActionCardDetail {
  const { createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...fields } = stored;
  return fields;
}
