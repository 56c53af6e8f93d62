import { withOwnQuestions } from '@cairn/shared/supplier/questions';
import { supplierGroups, updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { requireGroup } from '../lib/supplier/groups.ts';
import { writtenSupplier } from '../lib/supplier/view.ts';

/**
 * Changes a supplier's name, client ids, language and group on the version the editor read.
 * Moving it to another group first gives its years that ask the former group's questions a copy
 * of them, in the same write: no answer loses its question.
 */
export const handler = defineProcedure('supplier.edit', async ({ expectedVersion, name, clientId, language, groupUuid }, { user, owner, notifyAsset }) => {
  await requireGroup(owner.assetUuid, groupUuid);
  const moving = groupUuid !== owner.groupUuid;
  // A former group deleted meanwhile has no questions to copy: its years then ask the new group's.
  const former = moving ? await supplierGroups.get({ assetUuid: owner.assetUuid, uuid: owner.groupUuid }, { consistent: true }) : null;
  const saved = await updateSupplier(
    owner,
    (current) => ({
      name,
      clientId,
      language,
      groupUuid,
      ...(former ? { yearData: withOwnQuestions(current.yearData, former.questions) } : {}),
    }),
    user.uuid,
    { expectedVersion },
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
