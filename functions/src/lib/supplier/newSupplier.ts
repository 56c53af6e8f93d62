import type { SupplierRecord } from '../data/supplier.ts';
import { newSupplierToken } from './token.ts';

/** A new supplier as `supplier.add` stores it: its identity, a fresh link token, nothing answered, sent or noted yet. */
export async function newSupplierRecord(fields: Pick<SupplierRecord, 'uuid' | 'assetUuid' | 'name' | 'clientId' | 'language' | 'groupUuid' | 'emails'>): Promise<SupplierRecord> {
  return {
    ...fields,
    ...(await newSupplierToken(fields.uuid)),
    notes: null,
    commentFromClient: null,
    filesFromClient: [],
    lastSupplierUpdate: null,
    sentEmails: [],
    yearData: [],
  };
}
