import { AppError, invalidInput } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { questionsOfYear } from '@cairn/shared/supplier/questions';
import { droppedFiles, selfAnswerProblems, toPublicForm, withSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { now } from '../lib/data/entity.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { forgetFiles } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { assetNameOf, groupOf, supplierActor, takeSupplierFiles } from '../lib/supplier/publicForm.ts';
import { yearIndexOf } from '../lib/supplier/view.ts';

/**
 * Saves one open year of a supplier's form; the pipeline has checked the link's token. The
 * answers are checked against the year's questions (its own, else its group's) and the year's
 * purchases, the new files taken from their uploads, then all is written in one conditional update
 * on the version the form read. A refusal writes nothing: files kept for a save that fails are
 * forgotten, and files the save deletes are forgotten only once it is written.
 */
export const handler = defineProcedure('supplier.selfUpdate', async ({ year, expectedVersion, answers }, { owner, notifyAsset }) => {
  const [group, assetName] = await Promise.all([groupOf(owner), assetNameOf(owner)]);
  const checked = (current: typeof owner) => {
    const index = yearIndexOf(current, year);
    const data = current.yearData[index]!;
    if (!data.open) throw new AppError('CONFLICT', say('server.supplier.formClosed'));
    const problems = selfAnswerProblems(questionsOfYear(data, group), data, answers);
    if (problems.length) throw invalidInput(problems);
    return index;
  };
  checked(owner);
  const { created, discard } = await takeSupplierFiles(owner, answers.files);
  let dropped: string[] = [];
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = checked(current);
      dropped = droppedFiles(current.yearData[index]!, answers.files);
      return {
        lastSupplierUpdate: now(),
        yearData: current.yearData.map((data, at) => (at === index ? withSelfAnswers(data, answers, created) : data)),
      };
    },
    supplierActor(owner.uuid),
    { expectedVersion },
  ).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  await forgetFiles(dropped);
  notifyAsset(owner.assetUuid);
  return toPublicForm(saved, group, assetName);
});
