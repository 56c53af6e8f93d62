import type { Stored } from '../data/entity.ts';
import { findSupplier, type SupplierRecord } from '../data/supplier.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A supplier is named by its uuid alone and owned by the client asset it supplies. */
export const supplierOwner: OwnerSource<Stored<SupplierRecord>> = {
  load: findSupplier,
  ownership: (supplier) => ({ assetUuid: supplier.assetUuid }),
  refusal: notFound('Supplier'),
};
