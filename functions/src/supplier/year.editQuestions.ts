import { invalidInput } from '@cairn/shared/errors';
import { questionEditProblems } from '@cairn/shared/supplier/questions';
import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { groupOf } from '../lib/supplier/publicForm.ts';
import { writtenSupplier, yearIndexOf } from '../lib/supplier/view.ts';

/**
 * Replaces the questions of one of a supplier's years on the version the editor read; a change
 * that would leave one of the year's answers without its question is refused, nothing written.
 */
export const handler = defineProcedure('supplier.year.editQuestions', async ({ expectedVersion, year, questions }, { user, owner, notifyAsset }) => {
  const asked = owner.yearData[yearIndexOf(owner, year)]!.questions ?? (await groupOf(owner)).questions;
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = yearIndexOf(current, year);
      const data = current.yearData[index]!;
      const problems = questionEditProblems(data.questions ?? asked, data.customAnswers, questions);
      if (problems.length) throw invalidInput(problems);
      return { yearData: current.yearData.map((other, at) => (at === index ? { ...other, questions } : other)) };
    },
    user.uuid,
    { expectedVersion },
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
