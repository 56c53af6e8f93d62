import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';

/**
 * Fixed-window counters with TTL. An attempt is reserved before the work it guards, in one
 * conditional update, so parallel attempts cannot slip past the limit: a read before the work
 * and a write after it would let every request of a burst through.
 */
export interface ThrottleWindow {
  /** e.g. `user#alice`, `address#203.0.113.7` or `rate#analytics.event#203.0.113.7`. */
  subject: string;
  windowSeconds: number;
}

/** The subjects counted, so that callers never spell a counter's key. */
export const subjects = {
  /** Failed sign-ins of a (lower-cased) user name. */
  user: (name: string) => `user#${name}`,
  /** Distinct user names failing from an address. */
  address: (ip: string) => `address#${ip}`,
  /** The user names that signed in from an address. */
  known: (ip: string) => `known#${ip}`,
  /** Requests of a procedure from an address. */
  rate: (procedure: string, ip: string) => `rate#${procedure}#${ip}`,
};

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function keyOf({ subject, windowSeconds }: ThrottleWindow, nowSeconds: number) {
  const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { key: { pk: `THROTTLE#${subject}`, sk: `WINDOW#${windowStart}` }, expiresAt: windowStart + windowSeconds };
}

/** A short digest, so a set of user names never stores what someone typed (often a password). */
export const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

async function conditionally(command: UpdateCommand): Promise<boolean> {
  try {
    await dynamo().send(command);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Takes one of the window's `limit` attempts; false, without counting anything, when they are
 * all taken.
 */
export function reserve(window: ThrottleWindow, limit: number, nowSeconds = nowInSeconds()): Promise<boolean> {
  const { key, expiresAt } = keyOf(window, nowSeconds);
  return conditionally(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: 'ADD attempts :one SET #ttl = :ttl, #type = :type',
      ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': '_type' },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': expiresAt, ':type': 'ThrottleCounter' },
    }),
  );
}

/** Gives back an attempt taken by `reserve` in the same window. */
export async function release(window: ThrottleWindow, nowSeconds = nowInSeconds()): Promise<void> {
  const { key } = keyOf(window, nowSeconds);
  await conditionally(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: 'ADD attempts :minusOne',
      ConditionExpression: 'attempts > :zero',
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    }),
  );
}

/**
 * Adds `member` to the window's set of distinct members unless the set already holds `limit`
 * others; true when the member is (now or already) in the set. A member already in the set
 * costs nothing more.
 */
export function reserveMember(window: ThrottleWindow, member: string, limit: number, nowSeconds = nowInSeconds()): Promise<boolean> {
  const { key, expiresAt } = keyOf(window, nowSeconds);
  const digest = digestOf(member);
  return conditionally(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: 'ADD members :member SET #ttl = :ttl, #type = :type',
      ConditionExpression: 'attribute_not_exists(members) OR size(members) < :limit OR contains(members, :digest)',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': '_type' },
      ExpressionAttributeValues: {
        ':member': new Set([digest]),
        ':digest': digest,
        ':limit': limit,
        ':ttl': expiresAt,
        ':type': 'ThrottleMembers',
      },
    }),
  );
}

/** Takes `member` out of the window's set. */
export async function releaseMember(window: ThrottleWindow, member: string, nowSeconds = nowInSeconds()): Promise<void> {
  const { key } = keyOf(window, nowSeconds);
  await conditionally(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: 'DELETE members :member',
      ConditionExpression: 'attribute_exists(members)',
      ExpressionAttributeValues: { ':member': new Set([digestOf(member)]) },
    }),
  );
}

/** Remembers that `member` of `subject` passed (a user name that signed in from an address). */
export async function rememberPair(subject: string, member: string, lifetimeSeconds: number, nowSeconds = nowInSeconds()): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { pk: `THROTTLE#${subject}`, sk: `KNOWN#${digestOf(member)}`, ttl: nowSeconds + lifetimeSeconds, _type: 'ThrottleKnown' },
    }),
  );
}

/** Whether `rememberPair` was called for this pair within its lifetime. */
export async function knownPair(subject: string, member: string, nowSeconds = nowInSeconds()): Promise<boolean> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: config.tableName(), Key: { pk: `THROTTLE#${subject}`, sk: `KNOWN#${digestOf(member)}` }, ConsistentRead: true }),
  );
  // The TTL sweep runs late, so an expired record may still be there.
  return Number(answer.Item?.ttl ?? 0) > nowSeconds;
}
