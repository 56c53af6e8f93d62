import { supplierProcedures } from '@cairn/shared/contract/suppliers';
import { assetOwner } from '../../owners/asset.ts';
import { supplierOwner } from '../../owners/supplier.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of supplier engagement: the asset's page, a supplier's reads and staff's and the client's writes. */
export const { defineProcedure } = procedureArea(supplierProcedures, { asset: assetOwner, supplier: supplierOwner });
