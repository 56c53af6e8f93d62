import { AppError, fieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { subentities } from '../data/subentity.ts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Refuses a name another sub-entity of the asset has (case aside), on the `name` field. Read
 * strongly from the asset's partition before the write: sub-entities are few and named by staff
 * one at a time (docs/data-model.md).
 */
export async function assertSubentityNameFree(assetUuid: string, name: string, ownUuid: string | null): Promise<void> {
  const siblings = await subentities.query('byAsset', { assetUuid });
  if (siblings.some((sibling) => sibling.uuid !== ownUuid && sameName(sibling.name, name))) {
    const issue = fieldIssue(['name'], say('server.nameTaken.subentity', { name }));
    throw new AppError('CONFLICT', `name: ${issue.message}`, [issue]);
  }
}
