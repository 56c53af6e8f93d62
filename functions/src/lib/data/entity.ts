import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
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

export interface IndexSpec<T> {
  index: IndexName;
  /** The partition value, or null when the item is not in this index (sparse index). */
  pk: (item: T) => string | null;
  sk: (item: T) => string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface EntityOptions<S extends z.ZodObject, Id> {
  /** Stored as `_type`, so a query over a shared partition keeps only this entity's items. */
  name: string;
  schema: S;
  key: (id: Id) => { pk: string; sk: string };
  /** How to find an item's identity from the item itself. */
  identify: (item: z.output<S>) => Id;
  indexes?: Record<string, IndexSpec<z.output<S>>>;
  /** Epoch seconds after which DynamoDB may delete the item; null keeps it. */
  ttl?: (item: z.output<S>) => number | null;
}

export interface QueryOptions {
  skBeginsWith?: string;
  /** Sort keys up to and including this value (due times, dates). */
  skAtMost?: string;
  limit?: number;
  /** Newest first when the sort key is a time. */
  descending?: boolean;
  consistent?: boolean;
}

const auditKeys = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'version'] as const;

export function now(): string {
  return new Date().toISOString();
}

/**
 * A typed entity over the single table: keys and index keys are derived from the item, every
 * read is parsed by the entity's zod schema, every write stamps the audit fields.
 */
export function defineEntity<S extends z.ZodObject, Id>(options: EntityOptions<S, Id>) {
  type T = z.output<S>;
  const { name, schema, key, identify, indexes = {}, ttl } = options;

  function toStored(raw: Record<string, unknown>): Stored<T> {
    const item = schema.parse(raw) as T;
    const audit = Object.fromEntries(auditKeys.map((k) => [k, raw[k]])) as unknown as Audit;
    return { ...item, ...audit };
  }

  function toItem(item: T, audit: Audit): Record<string, unknown> {
    const record: Record<string, unknown> = { ...key(identify(item)), _type: name, ...item, ...audit };
    for (const spec of Object.values(indexes)) {
      const design = tableDesign.globalSecondaryIndexes.find((i) => i.indexName === spec.index)!;
      const partition = spec.pk(item);
      if (partition !== null) {
        record[design.partitionKey] = partition;
        record[design.sortKey] = spec.sk(item);
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

  const entity = {
    name,
    schema,
    key,

    async get(id: Id, { consistent = false } = {}): Promise<Stored<T> | null> {
      const answer = await dynamo().send(
        new GetCommand({ TableName: config.tableName(), Key: key(id), ConsistentRead: consistent }),
      );
      return answer.Item ? toStored(answer.Item) : null;
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

    async remove(id: Id): Promise<void> {
      await dynamo().send(new DeleteCommand({ TableName: config.tableName(), Key: key(id) }));
    },

    /** Items of this entity under a partition of the table or of a named index. */
    async query(indexName: 'primary' | keyof typeof indexes, partition: string, options: QueryOptions = {}) {
      const design =
        indexName === 'primary'
          ? { indexName: undefined, partitionKey: tableDesign.partitionKey, sortKey: tableDesign.sortKey }
          : tableDesign.globalSecondaryIndexes.find((i) => i.indexName === indexes[indexName]!.index)!;
      const items: Stored<T>[] = [];
      let cursor: Record<string, unknown> | undefined;
      do {
        const answer = await dynamo().send(
          new QueryCommand({
            TableName: config.tableName(),
            IndexName: design.indexName,
            ...keyCondition(design, partition, options),
            ScanIndexForward: !options.descending,
            ConsistentRead: design.indexName ? undefined : options.consistent,
            Limit: options.limit,
            ExclusiveStartKey: cursor,
          }),
        );
        for (const raw of answer.Items ?? []) if (raw._type === name) items.push(toStored(raw));
        cursor = answer.LastEvaluatedKey;
      } while (cursor && (options.limit === undefined || items.length < options.limit));
      return options.limit === undefined ? items : items.slice(0, options.limit);
    },

    /** Transaction parts, for writes that must agree. */
    ops: {
      create: (input: z.input<S>, actor: Actor): TransactItem => ({ Put: creation(input, actor).put }),
      replace: (current: Stored<T>, patch: Partial<T>, actor: Actor): TransactItem => ({
        Put: replacement(current, patch, actor).put,
      }),
      remove: (id: Id): TransactItem => ({ Delete: { TableName: config.tableName(), Key: key(id) } }),
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
  { skBeginsWith, skAtMost }: QueryOptions,
) {
  if (skBeginsWith !== undefined && skAtMost !== undefined) throw new Error('One sort key condition at a time');
  const names: Record<string, string> = { '#pk': design.partitionKey };
  const values: Record<string, unknown> = { ':pk': partition };
  let expression = '#pk = :pk';
  if (skBeginsWith !== undefined) {
    expression += ' AND begins_with(#sk, :sk)';
    names['#sk'] = design.sortKey;
    values[':sk'] = skBeginsWith;
  } else if (skAtMost !== undefined) {
    expression += ' AND #sk <= :sk';
    names['#sk'] = design.sortKey;
    values[':sk'] = skAtMost;
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

/** Writes all parts or none; a failed condition answers CONFLICT with the caller's message. */
export async function transact(items: TransactItem[], conflictMessage: string = messages.staleWrite): Promise<void> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new AppError('CONFLICT', conflictMessage);
    throw error;
  }
}
