import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { toSupplierView } from '../lib/supplier/view.ts';

/** One supplier; the pipeline has loaded it and checked its asset. */
export const handler = defineProcedure('supplier.get', async (_input, { owner }) => toSupplierView(owner));
