import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A raw route answering bytes, base64-encoded as Lambda must. */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/webp', 'x-file': event.pathParameters?.file ?? '' },
    isBase64Encoded: true,
    body: Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]).toString('base64'),
  };
}
