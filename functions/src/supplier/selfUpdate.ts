import { AppError, invalidInput } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { questionsOfYear } from '@cairn/shared/supplier/questions';
import { selfAnswerProblems, toPublicForm, withSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { now } from '../lib/data/entity.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { groupOf, supplierActor } from '../lib/supplier/publicForm.ts';
import { yearIndexOf } from '../lib/supplier/view.ts';

/**
 * Saves one open year of a supplier's form; the pipeline has checked the link's token. The
 * answers are checked against the year's questions (its own, else its group's) and the year's purchases, then written in
 * one conditional update on the version the form read, so a refusal writes nothing.
 */
export const handler = defineProcedure('supplier.selfUpdate', async ({ year, expectedVersion, answers }, { owner, notifyAsset }) => {
  const group = await groupOf(owner);
  const checked = (current: typeof owner) => {
    const index = yearIndexOf(current, year);
    const data = current.yearData[index]!;
    if (!data.open) throw new AppError('CONFLICT', say('server.supplier.formClosed'));
    const problems = selfAnswerProblems(questionsOfYear(data, group), data, answers);
    if (problems.length) throw invalidInput(problems);
    return index;
  };
  checked(owner);
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = checked(current);
      return {
        lastSupplierUpdate: now(),
        yearData: current.yearData.map((data, at) => (at === index ? withSelfAnswers(data, answers) : data)),
      };
    },
    supplierActor(owner.uuid),
    { expectedVersion },
  );
  notifyAsset(owner.assetUuid);
  return toPublicForm(saved, group);
});
