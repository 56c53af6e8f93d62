import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { AppError, messages } from '@cairn/shared/errors';
import type { IndexName } from '@cairn/shared/storage';
import { tableDesign } from '@cairn/shared/storage';
import type { z } from 'zod';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';

/** Who wrote an item: a user uuid, or a named system actor such as `system:seed`. */
export type Actor = string;

/** Every stored item carries who created and last changed it, and a version for optimistic writes. */
export interface Audit {
  createdAt: string;
  createdBy: Actor;
  updatedAt: string;
  updatedBy: Actor;
  version: number;
}

export type Stored<T> = T & Audit;

/** A stored item's own fields, without its audit stamps and version. */
export function withoutAudit<T extends Audit>(item: T): Omit<T, keyof Audit> {
  const { createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, version: _version, ...fields } = item;
  return fields;
}

type Key = { pk: string; sk: string };

/**
 * An access pattern: the partition it reads and how its items sort. `pk` takes only the
 * attributes that name the partition (annotate its parameter, e.g. `({ assetUuid }: { assetUuid:
 * string })`), so `query` derives the partition from them and no caller spells a key. On the
 * table's own key (`index: 'primary'`) the sort key is the entity's `key`, and `pk` must agree
 * with it (checked on every write).
 */
export type IndexSpec<T> =
  | {
      index: IndexName;
      /** The partition, or null when the item is not in this index (sparse index). */
      pk: (item: T) => string | null;
      sk: (item: T) => string;
      /** The sort-key prefix of this entity in a partition shared with others; queries read only under it. */
      skPrefix?: string;
    }
  | { index: 'primary'; pk: (item: T) => string; skPrefix?: string };

/** The attributes `query` needs for an index: those its `pk` reads, none for a constant partition. */
type PartitionAttributes<Spec> = Spec extends { pk: (attributes: infer A) => unknown }
  ? unknown extends A
    ? Record<string, never>
    : A
  : never;

/** The item's number-valued attributes, which `add` may count with. */
type NumericKeys<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T] & string;

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What the entity's type parameter for its indexes records: each index's own `pk`. */
type IndexPartitions = Record<string, { pk: (attributes: never) => string | null }>;

export interface EntityOptions<S extends z.ZodObject, Id, I extends IndexPartitions> {
  /** Stored as `_type`, so a query over a shared partition keeps only this entity's items. */
  name: string;
  schema: S;
  key: (id: Id) => Key;
  /** How to find an item's identity from the item itself. */
  identify: (item: z.output<S>) => Id;
  /** The access patterns that read several items, named after what they serve. */
  indexes?: { [N in keyof I]: I[N] & IndexSpec<z.output<S>> };
  /** Epoch seconds after which DynamoDB may delete the item; null keeps it. */
  ttl?: (item: z.output<S>) => number | null;
}

export interface QueryOptions {
  /** Sort keys under this prefix, within the index's own `skPrefix`. */
  skBeginsWith?: string;
  /** Sort keys up to and including this value (due times, dates), within the index's `skPrefix`. */
  skAtMost?: string;
  limit?: number;
  /** Newest first when the sort key is a time. */
  descending?: boolean;
  consistent?: boolean;
}

export interface PageOptions extends Omit<QueryOptions, 'limit'> {
  /** Items per page, at most `maxPageSize`; `defaultPageSize` when absent. */
  pageSize?: number;
  /** The `cursor` a previous page answered; absent for the first page. */
  cursor?: string | null;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts, opaque to callers; null after the last page. */
  cursor: string | null;
}

export const defaultPageSize = 50;
export const maxPageSize = 100;

/** What a conditional `remove` requires of the stored item. */
export interface RemoveCondition {
  /** The item must still be at this version (a document the caller loaded): CONFLICT otherwise. */
  expectedVersion?: number;
  /** The item must exist: NOT_FOUND otherwise (implied by `expectedVersion`). */
  mustExist?: boolean;
}

const auditKeys = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'version'] as const;

/** Most keys one BatchGetItem takes. */
export const batchGetLimit = 100;

/** Most items one DynamoDB transaction takes. */
export const transactionLimit = 100;

export function now(): string {
  return new Date().toISOString();
}

const primaryDesign = { indexName: undefined, partitionKey: tableDesign.partitionKey, sortKey: tableDesign.sortKey };

function designOf(index: IndexName | 'primary') {
  return index === 'primary' ? primaryDesign : tableDesign.globalSecondaryIndexes.find((i) => i.indexName === index)!;
}

/**
 * A typed entity over the single table: keys and index keys are derived from the item, every
 * read is parsed by the entity's zod schema, every write stamps the audit fields.
 */
export function defineEntity<S extends z.ZodObject, Id, I extends IndexPartitions = Record<never, never>>(
  options: EntityOptions<S, Id, I>,
) {
  type T = z.output<S>;
  const { name, schema, key, identify, ttl } = options;
  const indexes: Record<string, IndexSpec<T>> = options.indexes ?? {};

  function toStored(raw: Record<string, unknown>): Stored<T> {
    const item = schema.parse(raw) as T;
    const audit = Object.fromEntries(auditKeys.map((k) => [k, raw[k]])) as unknown as Audit;
    return { ...item, ...audit };
  }

  function toItem(item: T, audit: Audit): Record<string, unknown> {
    const itemKey = key(identify(item));
    const record: Record<string, unknown> = { ...itemKey, _type: name, ...item, ...audit };
    for (const [indexName, spec] of Object.entries(indexes)) {
      if (spec.index === 'primary') {
        if (spec.pk(item) !== itemKey.pk) throw new Error(`${name}.${indexName} names a partition its key does not`);
        if (!itemKey.sk.startsWith(spec.skPrefix ?? '')) throw new Error(`${name}.${indexName}: a key outside its sort-key prefix`);
        continue;
      }
      const design = designOf(spec.index);
      const partition = spec.pk(item);
      if (partition !== null) {
        const sortKey = spec.sk(item);
        // A query reads only under the prefix: an item written outside it would never be found.
        if (!sortKey.startsWith(spec.skPrefix ?? '')) throw new Error(`${name}.${indexName}: a sort key outside its prefix`);
        record[design.partitionKey] = partition;
        record[design.sortKey] = sortKey;
      }
    }
    const expires = ttl?.(item);
    if (expires) record[tableDesign.timeToLiveAttribute] = expires;
    return record;
  }

  function newAudit(actor: Actor): Audit {
    const at = now();
    return { createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 };
  }

  /** A new item, written only where no item has its key. */
  function creation(input: z.input<S>, actor: Actor) {
    const item = schema.parse(input) as T;
    const audit = newAudit(actor);
    const put = { TableName: config.tableName(), Item: toItem(item, audit), ConditionExpression: 'attribute_not_exists(pk)' };
    return { put, stored: { ...item, ...audit } as Stored<T> };
  }

  /** The whole item after a change, written only if its version is still the one read. */
  function replacement(current: Stored<T>, patch: Partial<T>, actor: Actor) {
    const item = schema.parse({ ...current, ...patch }) as T;
    const audit: Audit = { ...pickAudit(current), updatedAt: now(), updatedBy: actor, version: current.version + 1 };
    const put = {
      TableName: config.tableName(),
      Item: toItem(item, audit),
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': current.version },
    };
    return { put, stored: { ...item, ...audit } as Stored<T> };
  }

  function deletion(id: Id, { expectedVersion, mustExist }: RemoveCondition = {}): DeleteCommandInput {
    const base = { TableName: config.tableName(), Key: key(id) };
    if (expectedVersion !== undefined) {
      return { ...base, ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } };
    }
    return mustExist ? { ...base, ConditionExpression: 'attribute_exists(pk)' } : base;
  }

  /** The key condition of a query: the partition from the index's own `pk`, under its `skPrefix`. */
  function queryInput<N extends keyof I & string>(indexName: N, attributes: PartitionAttributes<I[N]>, options: QueryOptions) {
    const spec = indexes[indexName];
    if (!spec) throw new Error(`${name} has no index ${indexName}`);
    const partition = spec.pk(attributes as unknown as T);
    if (partition === null) throw new Error(`${name}.${indexName} has no partition for these attributes`);
    const design = designOf(spec.index);
    return {
      design,
      partition,
      input: {
        TableName: config.tableName(),
        IndexName: design.indexName,
        ...keyCondition(design, partition, spec.skPrefix ?? '', options),
        ScanIndexForward: !options.descending,
        ConsistentRead: design.indexName ? undefined : options.consistent,
      },
    };
  }

  const entity = {
    name,
    schema,
    key,
    /** The entity's access patterns, for the data-model test that compares them with the docs. */
    indexes: indexes as Readonly<Record<string, IndexSpec<T>>>,

    async get(id: Id, { consistent = false } = {}): Promise<Stored<T> | null> {
      const answer = await dynamo().send(
        new GetCommand({ TableName: config.tableName(), Key: key(id), ConsistentRead: consistent }),
      );
      return answer.Item ? toStored(answer.Item) : null;
    },

    /**
     * Many items by identity, in the order asked: one BatchGetItem per 100 keys, retrying the
     * keys DynamoDB leaves unprocessed; null where no item is stored.
     */
    async batchGet(ids: readonly Id[], { consistent = false } = {}): Promise<(Stored<T> | null)[]> {
      const keys = ids.map((id) => key(id));
      const found = await batchGetItems(keys, { consistent });
      return keys.map((k) => {
        const raw = found.get(keyString(k));
        return raw ? toStored(raw) : null;
      });
    },

    /** Reads an item that must exist; answers NOT_FOUND with the entity's name otherwise. */
    async require(id: Id, options: { consistent?: boolean } = {}): Promise<Stored<T>> {
      const item = await entity.get(id, options);
      if (!item) throw new AppError('NOT_FOUND', messages.notFound(name));
      return item;
    },

    /** Creates the item; answers CONFLICT if one with the same key exists. */
    async create(input: z.input<S>, actor: Actor): Promise<Stored<T>> {
      const write = creation(input, actor);
      await putConditionally(write.put, `${name} already exists`);
      return write.stored;
    },

    /**
     * Writes the item whatever is stored under its key, with fresh audit fields (version 1): for
     * short-lived items that carry no history and that one writer keeps saying again (a
     * presence heartbeat), never for an entity people edit.
     */
    async put(input: z.input<S>, actor: Actor): Promise<Stored<T>> {
      const { put, stored } = creation(input, actor);
      await dynamo().send(new PutCommand({ TableName: put.TableName, Item: put.Item }));
      return stored;
    },

    /**
     * Changes an item: read, merge, validate, then write only if nobody wrote in between.
     * With `expectedVersion` (a document the caller edited), a stale write answers CONFLICT.
     */
    async update(
      id: Id,
      changes: Partial<T> | ((current: Stored<T>) => Partial<T>),
      actor: Actor,
      { expectedVersion }: { expectedVersion?: number } = {},
    ): Promise<Stored<T>> {
      const current = await entity.require(id, { consistent: true });
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw new AppError('CONFLICT', messages.staleWrite);
      }
      const write = replacement(current, typeof changes === 'function' ? changes(current) : changes, actor);
      await putConditionally(write.put, messages.staleWrite);
      return write.stored;
    },

    /**
     * Deletes an item. Without a condition, deleting an absent item does nothing; with one, an
     * absent item answers NOT_FOUND and a changed one (another version) CONFLICT.
     */
    /**
     * Undoes a write: puts back `item` as it was read before it (its audit too), only where the
     * stored item is still the one that write left (`version`), or where it removed the item
     * (`absent`). Answers whether it did: false means someone has written since, and that write
     * stands.
     */
    async restore(item: Stored<T>, expected: { version: number } | 'absent'): Promise<boolean> {
      const condition =
        expected === 'absent'
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expected.version } };
      try {
        await dynamo().send(new PutCommand({ TableName: config.tableName(), Item: toItem(schema.parse(item) as T, pickAudit(item)), ...condition }));
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async remove(id: Id, condition: RemoveCondition = {}): Promise<void> {
      const input = deletion(id, condition);
      if (!input.ConditionExpression) {
        await dynamo().send(new DeleteCommand(input));
        return;
      }
      try {
        await dynamo().send(new DeleteCommand({ ...input, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        if (!error.Item) throw new AppError('NOT_FOUND', messages.notFound(name));
        throw new AppError('CONFLICT', messages.staleWrite);
      }
    },

    /**
     * Adds `by` to a number attribute atomically (parallel calls never lose a count) and answers
     * the new value. The item must exist (NOT_FOUND otherwise); its version moves on like any
     * write, so an editor holding the old item cannot write the old count back.
     */
    async add(id: Id, attribute: NumericKeys<T>, by: number, actor: Actor): Promise<number> {
      try {
        const answer = await dynamo().send(
          new UpdateCommand({
            TableName: config.tableName(),
            Key: key(id),
            UpdateExpression: 'ADD #counter :by, version :one SET updatedAt = :at, updatedBy = :actor',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#counter': attribute },
            ExpressionAttributeValues: { ':by': by, ':one': 1, ':at': now(), ':actor': actor },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(answer.Attributes?.[attribute]);
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new AppError('NOT_FOUND', messages.notFound(name));
        throw error;
      }
    },

    /**
     * Every item of this entity in an index's partition, the partition derived from `attributes`
     * by the index's own key function; with `limit`, the first items only.
     */
    async query<N extends keyof I & string>(indexName: N, attributes: PartitionAttributes<I[N]>, options: QueryOptions = {}): Promise<Stored<T>[]> {
      const { input } = queryInput(indexName, attributes, options);
      const items: Stored<T>[] = [];
      let cursor: Record<string, unknown> | undefined;
      do {
        const answer = await dynamo().send(new QueryCommand({ ...input, Limit: options.limit, ExclusiveStartKey: cursor }));
        for (const raw of answer.Items ?? []) if (raw._type === name) items.push(toStored(raw));
        cursor = answer.LastEvaluatedKey;
      } while (cursor && (options.limit === undefined || items.length < options.limit));
      return options.limit === undefined ? items : items.slice(0, options.limit);
    },

    /**
     * One page of a query: at most `pageSize` items (bounded by `maxPageSize`) and an opaque
     * cursor to the next page, null after the last one. A cursor of another partition, or one
     * that is not ours, answers BAD_REQUEST.
     */
    async queryPage<N extends keyof I & string>(indexName: N, attributes: PartitionAttributes<I[N]>, options: PageOptions = {}): Promise<Page<Stored<T>>> {
      const { input, design, partition } = queryInput(indexName, attributes, options);
      const pageSize = Math.max(1, Math.min(maxPageSize, Math.floor(options.pageSize ?? defaultPageSize)));
      const items: Stored<T>[] = [];
      let start = options.cursor ? decodeCursor(options.cursor, design, partition) : undefined;
      do {
        // Asking only for what the page still lacks keeps the last evaluated key on the last item kept.
        const answer = await dynamo().send(new QueryCommand({ ...input, Limit: pageSize - items.length, ExclusiveStartKey: start }));
        for (const raw of answer.Items ?? []) if (raw._type === name) items.push(toStored(raw));
        start = answer.LastEvaluatedKey;
      } while (start && items.length < pageSize);
      return { items, cursor: start ? encodeCursor(start) : null };
    },

    /**
     * A change of the item read as a transaction part, with the item it leaves: for a change
     * that must go with a condition on another item (`transact`), yet answers what it wrote.
     */
    replacing(current: Stored<T>, patch: Partial<T>, actor: Actor): { op: TransactItem; stored: Stored<T> } {
      const write = replacement(current, patch, actor);
      return { op: { Put: write.put }, stored: write.stored };
    },

    /** Transaction parts, for writes that must agree. */
    ops: {
      create: (input: z.input<S>, actor: Actor): TransactItem => ({ Put: creation(input, actor).put }),
      replace: (current: Stored<T>, patch: Partial<T>, actor: Actor): TransactItem => ({
        Put: replacement(current, patch, actor).put,
      }),
      /** A deletion; with a condition, the whole transaction fails when the item is absent or changed. */
      remove: (id: Id, condition: RemoveCondition = {}): TransactItem => ({ Delete: deletion(id, condition) }),
      /**
       * Writes the item whatever is stored under its key: for derived items (links) that are
       * rewritten with their owner, never for an entity edited on its own.
       */
      put: (input: z.input<S>, actor: Actor): TransactItem => {
        const { put } = creation(input, actor);
        return { Put: { TableName: put.TableName, Item: put.Item } };
      },
    },
  };
  return entity;
}

async function putConditionally(put: PutCommandInput, conflictMessage: string): Promise<void> {
  try {
    await dynamo().send(new PutCommand(put));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new AppError('CONFLICT', conflictMessage);
    throw error;
  }
}

function keyCondition(
  design: { partitionKey: string; sortKey: string },
  partition: string,
  skPrefix: string,
  { skBeginsWith, skAtMost }: QueryOptions,
) {
  if (skBeginsWith !== undefined && skAtMost !== undefined) throw new Error('One sort key condition at a time');
  const names: Record<string, string> = { '#pk': design.partitionKey };
  const values: Record<string, unknown> = { ':pk': partition };
  let expression = '#pk = :pk';
  if (skAtMost !== undefined) {
    expression += skPrefix ? ' AND #sk BETWEEN :from AND :sk' : ' AND #sk <= :sk';
    names['#sk'] = design.sortKey;
    values[':sk'] = skPrefix + skAtMost;
    if (skPrefix) values[':from'] = skPrefix;
  } else if (skPrefix || skBeginsWith) {
    expression += ' AND begins_with(#sk, :sk)';
    names['#sk'] = design.sortKey;
    values[':sk'] = skPrefix + (skBeginsWith ?? '');
  }
  return { KeyConditionExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

function pickAudit(item: Audit): Audit {
  return {
    createdAt: item.createdAt,
    createdBy: item.createdBy,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
    version: item.version,
  };
}

const keyString = (k: Record<string, unknown>) => `${String(k[tableDesign.partitionKey])}\u0000${String(k[tableDesign.sortKey])}`;

/**
 * Items by key, whatever their entity: one BatchGetItem per 100 distinct keys, read side by side,
 * the keys left unprocessed asked again with a growing pause. Answers the items found by key.
 */
export async function batchGetItems(
  keys: readonly Key[],
  { consistent = false, attributes }: { consistent?: boolean; attributes?: readonly string[] } = {},
): Promise<Map<string, Record<string, unknown>>> {
  const table = config.tableName();
  const distinct = [...new Map(keys.map((k) => [keyString(k), k])).values()];
  const projection = attributes
    ? {
        ProjectionExpression: [tableDesign.partitionKey, tableDesign.sortKey, ...attributes].map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(
          [tableDesign.partitionKey, tableDesign.sortKey, ...attributes].map((attribute, i) => [`#a${i}`, attribute]),
        ),
      }
    : {};
  const found = new Map<string, Record<string, unknown>>();
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < distinct.length; start += batchGetLimit) chunks.push(distinct.slice(start, start + batchGetLimit));
  // The chunks are read side by side: an import checks thousands of names in one request.
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
        const answer = await dynamo().send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent, ...projection } } }),
        );
        for (const item of answer.Responses?.[table] ?? []) found.set(keyString(item), item);
        pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }),
  );
  return found;
}

function encodeCursor(lastKey: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/** A cursor back to the key it was made of, accepted only for the partition being read. */
function decodeCursor(cursor: string, design: { partitionKey: string; sortKey: string }, partition: string): Record<string, unknown> {
  const invalid = () => new AppError('BAD_REQUEST', 'Invalid cursor', [{ path: ['cursor'], message: 'Invalid cursor' }]);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const expected = new Set([tableDesign.partitionKey, tableDesign.sortKey, design.partitionKey, design.sortKey]);
  if (
    typeof decoded !== 'object' ||
    decoded === null ||
    Array.isArray(decoded) ||
    Object.keys(decoded).length !== expected.size ||
    !Object.entries(decoded).every(([attribute, value]) => expected.has(attribute) && typeof value === 'string') ||
    (decoded as Record<string, string>)[design.partitionKey] !== partition
  ) {
    throw invalid();
  }
  return decoded as Record<string, unknown>;
}

/**
 * Writes all parts or none; a failed condition answers CONFLICT with the caller's message, or
 * the error `explain` makes of the positions of the parts whose condition failed.
 */
export async function transact(items: TransactItem[], conflict: string | ((failed: number[]) => AppError) = messages.staleWrite): Promise<void> {
  if (items.length > transactionLimit) throw new Error(`A transaction takes at most ${transactionLimit} items, not ${items.length}`);
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (typeof conflict === 'string') throw new AppError('CONFLICT', conflict);
    throw conflict((error.CancellationReasons ?? []).flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
  }
}
