import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { BucketAlreadyOwnedByYou, CreateBucketCommand, HeadBucketCommand, NotFound, PutBucketCorsCommand, S3Client, type BucketLocationConstraint } from '@aws-sdk/client-s3';
import { tableDesign } from '@cairn/shared/storage';

/** Where and as whom to call a service; omitted fields come from the SDK's environment. */
export interface ClientConfig {
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const keyAttributes = [
  tableDesign.partitionKey,
  tableDesign.sortKey,
  ...tableDesign.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

/** The single table exactly as the CDK app declares it (tableDesign is shared by both). */
function createTableCommand(tableName: string): CreateTableCommand {
  const attributeDefinitions: AttributeDefinition[] = keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }));
  return new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeDefinitions,
    KeySchema: [
      { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: tableDesign.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  });
}

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  return client.send(new DescribeTableCommand({ TableName: tableName })).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ResourceNotFoundException) return false;
      throw error;
    },
  );
}

/** Turns TTL on unless it already is; emulators without the TTL API are left as they are. */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const described = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName })).catch(() => undefined);
  if (!described) return;
  const status = described.TimeToLiveDescription?.TimeToLiveStatus;
  if (status === 'ENABLED' || status === 'ENABLING') return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
    }),
  );
}

/** Creates Cairn's single table (keys, both GSIs, TTL) if it does not exist yet. */
export async function ensureTable(tableName: string, config: ClientConfig = {}): Promise<void> {
  const client = new DynamoDBClient(config);
  try {
    if (!(await tableExists(client, tableName))) {
      await client.send(createTableCommand(tableName)).catch((error: unknown) => {
        // Another process created it between our check and our call: that is the goal anyway.
        if (!(error instanceof ResourceInUseException)) throw error;
      });
      await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1, maxDelay: 2 }, { TableName: tableName });
    }
    await ensureTimeToLive(client, tableName);
  } finally {
    client.destroy();
  }
}

/** Creates the files bucket if it does not exist yet. */
export async function ensureBucket(bucketName: string, config: ClientConfig = {}): Promise<void> {
  const client = new S3Client({ ...config, forcePathStyle: true });
  try {
    const exists = await client.send(new HeadBucketCommand({ Bucket: bucketName })).then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFound) return false;
        throw error;
      },
    );
    if (!exists) await createBucket(client, bucketName);
    // The browser sends uploads to the bucket by signed links, from the app's own origin.
    await client.send(new PutBucketCorsCommand({ Bucket: bucketName, CORSConfiguration: { CORSRules: [localCorsRule] } }));
  } finally {
    client.destroy();
  }
}

/**
 * Any local origin may send to the local bucket (the app is reached as localhost or 127.0.0.1 on
 * any port); the deployed bucket takes only uploads (PUT) with their signed headers (infra/src/data.ts).
 */
const localCorsRule = { AllowedOrigins: ['*'], AllowedMethods: ['GET', 'PUT', 'HEAD'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 600 };

async function createBucket(client: S3Client, bucketName: string): Promise<void> {
  const region = await client.config.region();
  // Outside us-east-1, S3 (and LocalStack) want the region restated as the location constraint.
  const location = region === 'us-east-1' ? undefined : { LocationConstraint: region as BucketLocationConstraint };
  await client.send(new CreateBucketCommand({ Bucket: bucketName, CreateBucketConfiguration: location })).catch((error: unknown) => {
    if (!(error instanceof BucketAlreadyOwnedByYou)) throw error;
  });
}
