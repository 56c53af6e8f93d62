import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { questionsOfYear } from '@cairn/shared/supplier/questions';
import { droppedFiles, selfAnswerProblems, toPublicForm, toPublicYear, withSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { now } from '../lib/data/entity.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { forgetFiles } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { assetNameOf, groupOf, supplierActor, takeSupplierFiles } from '../lib/supplier/publicForm.ts';
import { yearIndexOf } from '../lib/supplier/view.ts';

/**
 * Saves one open year of a supplier's form; the pipeline has checked the link's token. The year
 * must still show what the form read (its version, `formVersion.ts`: CONFLICT otherwise), the
 * answers fit the year's questions (its own, else its group's) and purchases; the new files are
 * taken from their uploads, then all is written on the supplier's current version: a write the
 * form does not show that lands meanwhile (a delivery status, a sent e-mail, staff's notes) makes
 * it read the supplier again and check again, so that write stays and the save still lands. A
 * refusal writes nothing: files kept for a save that fails are forgotten, and files the save
 * deletes are forgotten only once it is written.
 */
export const handler = defineProcedure('supplier.selfUpdate', async ({ year, yearVersion, answers }, { owner, notifyAsset }) => {
  const [group, assetName] = await Promise.all([groupOf(owner), assetNameOf(owner)]);
  const checked = (current: typeof owner) => {
    const index = yearIndexOf(current, year);
    const data = current.yearData[index]!;
    if (!data.open) throw new AppError('CONFLICT', say('server.supplier.formClosed'));
    if (toPublicYear(data, group).version !== yearVersion) throw new AppError('CONFLICT', messages.staleWrite);
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
  ).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  await forgetFiles(dropped);
  notifyAsset(owner.assetUuid);
  return toPublicForm(saved, group, assetName);
});
