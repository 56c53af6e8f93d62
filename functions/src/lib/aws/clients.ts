import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * Clients are created once per container and take their endpoints from the SDK's own
 * configuration (AWS_ENDPOINT_URL and the per-service AWS_ENDPOINT_URL_* variables), so the
 * same code reaches AWS, LocalStack or the embedded emulators.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let secrets: SecretsManagerClient | undefined;
const managementClients = new Map<string, ApiGatewayManagementApiClient>();

/** Emulators and LocalStack serve buckets by path, not by virtual host. */
export const usesCustomEndpoint = () => Boolean(process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_S3);

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

export function s3Client(): S3Client {
  s3 ??= new S3Client({ forcePathStyle: usesCustomEndpoint() });
  return s3;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

export function secretsClient(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({});
  return secrets;
}

export function managementApi(endpoint: string): ApiGatewayManagementApiClient {
  let client = managementClients.get(endpoint);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ endpoint });
    managementClients.set(endpoint, client);
  }
  return client;
}
