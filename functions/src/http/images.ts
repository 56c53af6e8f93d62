import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { getObject, imageKey } from '../lib/aws/objects.ts';
import { errorResponse } from '../lib/http/envelope.ts';
import { AppError } from '@cairn/shared/errors';

const fileName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/**
 * `GET /api/images/{uuid}.webp`: profile pictures and action-card images. They are public by
 * design (an <img> cannot send a bearer token) and unguessable; a changed picture gets a new
 * uuid, so an answer can be cached for good.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext?.requestId ?? randomUUID();
  const match = fileName.exec(event.pathParameters?.file ?? '');
  const bytes = match ? await getObject(imageKey(match[1]!)).catch((error: unknown) => error as Error) : null;
  if (bytes instanceof Error) return errorResponse(bytes, requestId);
  if (!bytes) return errorResponse(new AppError('NOT_FOUND', 'Image not found'), requestId);
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
