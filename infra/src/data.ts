import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { tableDesign } from '@cairn/shared/storage';
import { Construct } from 'constructs';

export interface DataStoreProps {
  /** Production keeps the table, files and signing secret when the stack is deleted. */
  retainData: boolean;
}

/** The single table, the file bucket and the token-signing secret. */
export class DataStore extends Construct {
  readonly table: dynamodb.Table;
  readonly files: s3.Bucket;
  readonly jwtSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, { retainData }: DataStoreProps) {
    super(scope, id);
    const removalPolicy = retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const key = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

    // Same key schema, indexes and TTL attribute as the data layer and the local stack use.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: key(tableDesign.partitionKey),
      sortKey: key(tableDesign.sortKey),
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Websocket invalidation fan-out and other reactions read the change stream.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: retainData,
      removalPolicy,
    });
    for (const index of tableDesign.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Uploaded files and generated spreadsheets/PDFs: only ever read through a procedure
    // that checks access, so nothing here is public.
    this.files = new s3.Bucket(this, 'Files', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Versions protect against a bad overwrite or delete; a month is enough to notice.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An upload waits here until a procedure takes it; one never taken is gone after a day.
        { prefix: 'uploads/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // A file made for one reader (a questionnaire's import template with its answers) lives only for its link.
        { prefix: 'downloads/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // Activity-data workbooks are made anew on each ask (`*.activityData.generateSheet`): a
        // day outlives their download link.
        { prefix: 'activity-data/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      // The browser sends uploads straight here by links signed for one object, size and type
      // (docs/architecture.md, "Files"). The signature is the permission, and only our API signs
      // for a caller holding a bearer token, which no other site can read: any origin may send.
      // Downloads are navigations, which need no CORS.
      cors: [
        {
          allowedOrigins: ['*'],
          allowedMethods: [s3.HttpMethods.PUT],
          allowedHeaders: ['content-type', 'x-amz-meta-purpose', 'x-amz-meta-name'],
          maxAge: 600,
        },
      ],
      removalPolicy,
      // A dev stack deletes cleanly; a production bucket is never emptied by a deployment.
      autoDeleteObjects: !retainData,
    });

    this.jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'HMAC key that signs session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
  }

  /** What every handler may do with the data: read and write, never administer. */
  grantHandlers(grantee: iam.IGrantable): void {
    this.table.grantReadWriteData(grantee);
    this.files.grantReadWrite(grantee);
    this.jwtSecret.grantRead(grantee);
  }
}
