import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { record } from './recorder.ts';

/** Answers the event it was given, so a test can see exactly what the gateway built. */
export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
  record('echo', event, context);
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json', 'X-Fixture': 'echo', 'X-Remaining': context.getRemainingTimeInMillis() > 0 },
    cookies: ['first=1; Path=/', 'second=2; Path=/'],
    body: JSON.stringify({ event, functionName: context.functionName }),
  };
}
