import { supplierGroups } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { freezeGroupYears, requireGroup, sameQuestions } from '../lib/supplier/groups.ts';
import { versioned } from '../lib/supplier/view.ts';

/**
 * Replaces a group's texts and questions on the version the editor read. When the questions
 * change, its suppliers' years that still ask the group's questions first get a copy of the
 * current ones; a refused group write leaves them asking the same questions as before.
 */
export const handler = defineProcedure('supplierGroup.update', async ({ assetUuid, uuid, expectedVersion, name, intro, footer, questions }, { user, notifyAsset }) => {
  const current = await requireGroup(assetUuid, uuid);
  const conflictFree = current.version === expectedVersion;
  if (conflictFree && !sameQuestions(current.questions, questions)) await freezeGroupYears(assetUuid, uuid, current.questions, user.uuid);
  const group = await supplierGroups.update({ assetUuid, uuid }, { name, intro, footer, questions }, user.uuid, { expectedVersion });
  notifyAsset(assetUuid);
  return versioned(group);
});
