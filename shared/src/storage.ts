/**
 * The shape of Cairn's single DynamoDB table, shared by the data layer, the CDK app and the
 * local stack so that all three create and read the same table.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Expired sessions, throttling counters, invitations and websocket connections vanish by TTL. */
  timeToLiveAttribute: 'ttl',
  /** Overloaded secondary indexes; docs/data-model.md says which access pattern uses which. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type IndexName = (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];

/** Environment variables every handler reads its resources from. */
export const env = {
  table: 'CAIRN_TABLE',
  bucket: 'CAIRN_BUCKET',
  jwtSecret: 'CAIRN_JWT_SECRET',
  jwtSecretArn: 'CAIRN_JWT_SECRET_ARN',
  websocketEndpoint: 'CAIRN_WS_ENDPOINT',
  sesConfigurationSet: 'CAIRN_SES_CONFIGURATION_SET',
  mailFrom: 'CAIRN_MAIL_FROM',
  stage: 'CAIRN_STAGE',
  version: 'CAIRN_VERSION',
  /** The app's public origin (`https://…`), for links in e-mails. */
  appOrigin: 'CAIRN_APP_ORIGIN',
} as const;
