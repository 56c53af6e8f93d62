import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';

/**
 * Fixed-window failure counters with TTL. The counter is bumped atomically in one update, so
 * parallel attempts cannot slip past the limit.
 */
export interface ThrottleWindow {
  /** e.g. `user#alice` or `address#203.0.113.7`. */
  subject: string;
  windowSeconds: number;
}

function keyOf({ subject, windowSeconds }: ThrottleWindow, nowSeconds: number) {
  const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { key: { pk: `THROTTLE#${subject}`, sk: `WINDOW#${windowStart}` }, expiresAt: windowStart + windowSeconds };
}

export async function recordFailure(window: ThrottleWindow, nowSeconds = Math.floor(Date.now() / 1000)): Promise<number> {
  const { key, expiresAt } = keyOf(window, nowSeconds);
  const answer = await dynamo().send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: 'ADD failures :one SET #ttl = :ttl, #type = :type',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': '_type' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': expiresAt, ':type': 'ThrottleCounter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.failures ?? 0);
}

export async function failuresIn(window: ThrottleWindow, nowSeconds = Math.floor(Date.now() / 1000)): Promise<number> {
  const { key } = keyOf(window, nowSeconds);
  const answer = await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: key, ConsistentRead: true }));
  return Number(answer.Item?.failures ?? 0);
}
