import { say } from '@cairn/shared/errorMessages';
import { AppError, messages } from '@cairn/shared/errors';
import { EmailTemplate, Supplier, SupplierGroup, supplierLimits } from '@cairn/shared/supplier/model';
import * as z from 'zod';
import { config } from '../config.ts';
import { ImportMarker } from '../import/journal.ts';
import { defineEntity, transact, type Stored, type TransactItem } from './entity.ts';

/*
 * Supplier engagement (spec 3 sections 2.6 and 3): an asset's suppliers, supplier groups and
 * e-mail templates share the partition `SUPPLIERS#<assetUuid>`, so the engagement page reads them
 * with three queries of one partition. A supplier is one item holding its year data and sent
 * e-mails: the supplier's form, the client's comment and staff's edits each replace it on the
 * version read.
 *
 * Bounds: the model bounds every list (50 years, 500 expenses a year, 500 sent e-mails…), but
 * those bounds multiplied together outgrow an item, so every write of a supplier also checks the
 * item's size: at most `supplierItemBudgetBytes` of JSON, under DynamoDB's 400 KB with room for
 * attribute names and audit fields; beyond it the write is refused with a message, never stored
 * half. A supplier with 10 years of 50 expenses and 200 sent e-mails is about 80 KB.
 *
 * The token of a supplier's form link is never stored: the item keeps its SHA-256 (`tokenHash`),
 * which the public form compares against, and the salt it is derived from with the server's
 * signing secret (`tokenSalt`, lib/supplier/token.ts), so that staff can be given the link again
 * while a copy of the table alone opens no form. Resetting the token draws a new salt.
 */

/** What one supplier item may hold, in bytes of JSON; DynamoDB refuses items over 400 KB. */
export const supplierItemBudgetBytes = 300_000;

export const suppliersKey = (assetUuid: string) => `SUPPLIERS#${assetUuid}`;
const partition = ({ assetUuid }: { assetUuid: string }) => suppliersKey(assetUuid);

const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`));

export const SupplierRecord = Supplier.omit({ token: true }).extend({
  /** Random, drawn again by a token reset; the link's token is derived from it (lib/supplier/token.ts). */
  tokenSalt: hex(32),
  /** SHA-256 of the link's token, hex. */
  tokenHash: hex(64),
});
export type SupplierRecord = z.infer<typeof SupplierRecord>;

export const suppliers = defineEntity({
  name: 'Supplier',
  schema: SupplierRecord,
  key: ({ assetUuid, uuid }: { assetUuid: string; uuid: string }) => ({ pk: suppliersKey(assetUuid), sk: `SUPPLIER#${uuid}` }),
  identify: ({ assetUuid, uuid }) => ({ assetUuid, uuid }),
  indexes: {
    /** An asset's suppliers (the engagement page, the list, the dashboard). */
    ofAsset: { index: 'primary', pk: partition, skPrefix: 'SUPPLIER#' },
    /** A supplier named alone (its page, every write), to find its asset. */
    byUuid: { index: 'gsi1', pk: ({ uuid }: { uuid: string }) => `SUPPLIER#${uuid}`, sk: () => 'SUPPLIER' },
  },
});

export const supplierGroups = defineEntity({
  name: 'SupplierGroup',
  schema: SupplierGroup,
  key: ({ assetUuid, uuid }: { assetUuid: string; uuid: string }) => ({ pk: suppliersKey(assetUuid), sk: `GROUP#${uuid}` }),
  identify: ({ assetUuid, uuid }) => ({ assetUuid, uuid }),
  indexes: {
    /** An asset's supplier groups. */
    ofAsset: { index: 'primary', pk: partition, skPrefix: 'GROUP#' },
  },
});

export const supplierEmailTemplates = defineEntity({
  name: 'SupplierEmailTemplate',
  schema: EmailTemplate,
  key: ({ assetUuid, uuid }: { assetUuid: string; uuid: string }) => ({ pk: suppliersKey(assetUuid), sk: `TEMPLATE#${uuid}` }),
  identify: ({ assetUuid, uuid }) => ({ assetUuid, uuid }),
  indexes: {
    /** An asset's supplier e-mail templates. */
    ofAsset: { index: 'primary', pk: partition, skPrefix: 'TEMPLATE#' },
  },
});

/**
 * The claim of one e-mail of one send (lib/supplier/send.ts): written with a conditional create
 * before SES is called, so a retried request or a concurrent run of the same send finds it and
 * sends nothing. `sendUuid` is the click's send uuid or the campaign's. `messageId` is null until
 * SES answers (a claim left null means the send stopped between the claim and SES: at most once).
 */
export const SupplierEmailSend = z.object({
  sendUuid: z.uuid(),
  supplierUuid: z.uuid(),
  /** The address, lower-cased: the key ignores case as `eligibleAddresses` does. */
  address: z.string().max(254),
  messageId: z.string().max(200).nullable(),
});
export type SupplierEmailSend = z.infer<typeof SupplierEmailSend>;

export const supplierEmailSends = defineEntity({
  name: 'SupplierEmailSend',
  schema: SupplierEmailSend,
  key: ({ sendUuid, supplierUuid, address }: { sendUuid: string; supplierUuid: string; address: string }) => ({
    pk: `SUPPLIERSEND#${sendUuid}`,
    sk: `${supplierUuid}#${address}`,
  }),
  identify: ({ sendUuid, supplierUuid, address }) => ({ sendUuid, supplierUuid, address }),
});

/**
 * Which supplier an SES message was sent to, so its delivery events (recorded under the message
 * id, emailEvent.ts) reach the supplier's SentEmail. In the message's partition, beside its events.
 */
export const supplierEmailMessages = defineEntity({
  name: 'SupplierEmailMessage',
  schema: z.object({ messageId: z.string().min(1).max(200), assetUuid: z.uuid(), supplierUuid: z.uuid() }),
  key: ({ messageId }: { messageId: string }) => ({ pk: `EMAIL#${messageId}`, sk: 'SUPPLIER' }),
  identify: ({ messageId }) => ({ messageId }),
});

/**
 * A scheduled send of a template to suppliers (issue 20): sent by the 'supplierCampaign' job at
 * `sendAt` through lib/supplier/send.ts with the campaign's uuid as the send's, so a job run
 * twice sends each e-mail once. 5,000 supplier uuids are about 200 kB, under an item's 400 kB.
 */
export const SupplierCampaign = z.object({
  uuid: z.uuid(),
  assetUuid: z.uuid(),
  templateUuid: z.uuid(),
  supplierUuids: z.array(z.uuid()).max(supplierLimits.suppliers),
  sendAt: z.string().max(40),
  state: z.enum(['SCHEDULED', 'SENT']),
  /** What its runs sent (`sent` over every run, the rest as the last run found it); null until it ran. */
  counts: z.object({ sent: z.number().int(), alreadySent: z.number().int(), ineligible: z.number().int(), missing: z.number().int() }).nullable(),
});
export type SupplierCampaign = z.infer<typeof SupplierCampaign>;

export const supplierCampaigns = defineEntity({
  name: 'SupplierCampaign',
  schema: SupplierCampaign,
  key: ({ assetUuid, uuid }: { assetUuid: string; uuid: string }) => ({ pk: suppliersKey(assetUuid), sk: `CAMPAIGN#${uuid}` }),
  identify: ({ assetUuid, uuid }) => ({ assetUuid, uuid }),
  indexes: {
    /** An asset's supplier campaigns. */
    ofAsset: { index: 'primary', pk: partition, skPrefix: 'CAMPAIGN#' },
  },
});

/**
 * The mark of a supplier import written in several transactions (lib/supplier/importJournal.ts),
 * present only while one runs. No record is read or written by every supplier writer (each writes
 * its one supplier item), so the mark is an item of its own in the asset's supplier partition:
 * the cheapest sound place. Every write of a supplier or group carries a condition that it is
 * absent (`writeUnlessImporting`), in the same transaction, so no write can land between the
 * import's first transaction and its last whatever the order of reads; an asset with no import
 * running stores nothing.
 */
export const SupplierImportMark = z.object({ assetUuid: z.uuid(), marker: ImportMarker });
export type SupplierImportMark = z.infer<typeof SupplierImportMark>;

export const supplierImportMarks = defineEntity({
  name: 'SupplierImportMark',
  schema: SupplierImportMark,
  key: ({ assetUuid }: { assetUuid: string }) => ({ pk: suppliersKey(assetUuid), sk: 'IMPORT' }),
  identify: ({ assetUuid }) => ({ assetUuid }),
});

/** What refuses a writer of an asset's suppliers while an import is being written into them. */
export const supplierImportInProgress = () => new AppError('CONFLICT', say('server.supplier.importInProgress'));

/** Whether an error is `supplierImportInProgress`'s, which a retry only helps after a while. */
export const isSupplierImportInProgress = (error: unknown) => error instanceof AppError && error.key === 'server.supplier.importInProgress';

/** The transaction part that fails when an import is being written into the asset's suppliers. */
export const noSupplierImport = (assetUuid: string): TransactItem => ({
  ConditionCheck: { TableName: config.tableName(), Key: supplierImportMarks.key({ assetUuid }), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Writes `parts` in one transaction unless an import is being written into the asset's suppliers; another refused condition answers CONFLICT with `conflict`. */
export async function writeUnlessImporting(assetUuid: string, parts: readonly TransactItem[], conflict: string = messages.staleWrite): Promise<void> {
  await transact([noSupplierImport(assetUuid), ...parts], (failed) => (failed.includes(0) ? supplierImportInProgress() : new AppError('CONFLICT', conflict)));
}

/** The supplier of a uuid, wherever it is, read strongly consistent; null when none. */
export async function findSupplier(uuid: string): Promise<Stored<SupplierRecord> | null> {
  const [found] = await suppliers.query('byUuid', { uuid }, { limit: 1 });
  if (!found) return null;
  // The index finds the asset; the table answers the current item.
  return suppliers.get({ assetUuid: found.assetUuid, uuid }, { consistent: true });
}

/** Refuses a supplier item that would outgrow `supplierItemBudgetBytes`. */
export function assertSupplierFits(record: SupplierRecord): void {
  const bytes = new TextEncoder().encode(JSON.stringify(record)).length;
  if (bytes > supplierItemBudgetBytes) throw new AppError('BAD_REQUEST', say('server.supplier.tooLarge'));
}

/** How many times a write on the current version reads again after another write landed first. */
const currentVersionAttempts = 3;

/**
 * Changes a supplier after checking the changed item still fits; refused while an import is being
 * written into the asset's suppliers. With `expectedVersion` (an editor's form), on that version
 * only: CONFLICT otherwise. Without it, on whatever version is current: `change` runs on the item
 * as read and throws to refuse; when another write (a delivery status, a send's record) lands
 * between that read and the write, the item is read again and `change` runs again, at most three
 * times in all (then CONFLICT). The supplier's form, whose own check is its year's version, is one.
 */
export async function updateSupplier(
  current: Stored<SupplierRecord>,
  change: (current: Stored<SupplierRecord>) => Partial<SupplierRecord>,
  actor: string,
  { expectedVersion }: { expectedVersion?: number } = {},
): Promise<Stored<SupplierRecord>> {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await suppliers.require({ assetUuid: current.assetUuid, uuid: current.uuid }, { consistent: true });
    if (expectedVersion !== undefined && expectedVersion !== stored.version) throw new AppError('CONFLICT', messages.staleWrite);
    const patch = change(stored);
    assertSupplierFits(SupplierRecord.parse({ ...stored, ...patch }));
    const write = suppliers.replacing(stored, patch, actor);
    try {
      await writeUnlessImporting(current.assetUuid, [write.op]);
      return write.stored;
    } catch (error) {
      // Only the write's own condition is retried, and only on the current version: a refusal of
      // `change` stands, and an import being written is not a race a re-read wins.
      const raced = error instanceof AppError && error.code === 'CONFLICT' && !isSupplierImportInProgress(error);
      if (!raced || expectedVersion !== undefined || attempt >= currentVersionAttempts) throw error;
    }
  }
}
