import { toPublicForm } from '@cairn/shared/supplier/selfUpdate';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { assetNameOf, groupOf } from '../lib/supplier/publicForm.ts';

/** A supplier's own form; the pipeline has already checked the link's token against the supplier's. */
export const handler = defineProcedure('supplier.get.public', async (_input, { owner }) => {
  const [group, assetName] = await Promise.all([groupOf(owner), assetNameOf(owner)]);
  return toPublicForm(owner, group, assetName);
});
