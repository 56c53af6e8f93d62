import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { EmailTemplate, SupplierGroup, SupplierQuestion } from '@cairn/shared/supplier/model';
import { followsGroup, withOwnQuestions } from '@cairn/shared/supplier/questions';
import type { Stored } from '../data/entity.ts';
import { supplierEmailTemplates, supplierGroups, suppliers, updateSupplier } from '../data/supplier.ts';

/*
 * Before a group's questions change, the years of its suppliers that still ask the group's
 * questions (stored before years had their own) are given a copy of them, so no stored answer
 * loses the question it answers (shared/src/supplier/questions.ts).
 */

/** Gives every year of the group's suppliers that asks the group's questions a copy of `questions`; answers how many suppliers changed. */
export async function freezeGroupYears(assetUuid: string, groupUuid: string, questions: readonly SupplierQuestion[], actor: string): Promise<number> {
  const members = (await suppliers.query('ofAsset', { assetUuid }, { consistent: true })).filter(
    (supplier) => supplier.groupUuid === groupUuid && followsGroup(supplier.yearData),
  );
  for (const supplier of members) {
    // Re-checked on the item as written: a supplier moved to another group meanwhile keeps its years.
    await updateSupplier(supplier, (current) => (current.groupUuid === groupUuid ? { yearData: withOwnQuestions(current.yearData, questions) } : {}), actor);
  }
  return members.length;
}

/** Whether two question lists are the same, order included. */
export const sameQuestions = (a: readonly SupplierQuestion[], b: readonly SupplierQuestion[]) => JSON.stringify(a) === JSON.stringify(b);

/** One of the asset's groups, read strongly consistent; NOT_FOUND with its message otherwise. */
export async function requireGroup(assetUuid: string, uuid: string): Promise<Stored<SupplierGroup>> {
  const group = await supplierGroups.get({ assetUuid, uuid }, { consistent: true });
  if (!group) throw new AppError('NOT_FOUND', say('server.notFound.supplierGroup'));
  return group;
}

/** One of the asset's e-mail templates, read strongly consistent; NOT_FOUND with its message otherwise. */
export async function requireTemplate(assetUuid: string, uuid: string): Promise<Stored<EmailTemplate>> {
  const template = await supplierEmailTemplates.get({ assetUuid, uuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', say('server.notFound.supplierEmailTemplate'));
  return template;
}
