import type { Stored } from '../data/entity.ts';
import { findSupplier, type SupplierRecord } from '../data/supplier.ts';
import { isSupplierToken } from '../supplier/token.ts';
import { notFound, type OwnerSource } from './source.ts';

/**
 * A supplier is named by its uuid alone and owned by the client asset it supplies. Its public
 * form names it with its link token beside the uuid: whether that token is the current one is
 * part of its ownership, so a wrong or reset token is refused before any handler reads.
 */
export const supplierOwner: OwnerSource<Stored<SupplierRecord>> = {
  load: findSupplier,
  ownership: (supplier, input) => ({
    assetUuid: supplier.assetUuid,
    tokenMatches: typeof input.token === 'string' && isSupplierToken(supplier, input.token),
  }),
  refusal: notFound('Supplier'),
};
