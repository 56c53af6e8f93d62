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

/**
 * Environment variables of the outside services a deployment may connect (docs/integrations.md):
 * each is off unless its base URL (Google Places: its key) is set. Read by the handlers, set by the
 * CDK app from context.
 */
export const integrationEnv = {
  /** HubSpot's API root, without a trailing slash (the CRM v3 paths are added to it). */
  hubspotApiUrl: 'CAIRN_HUBSPOT_API_URL',
  /** A private app's access token (local), or the ARN of the secret holding it (AWS). */
  hubspotToken: 'CAIRN_HUBSPOT_TOKEN',
  hubspotTokenSecretArn: 'CAIRN_HUBSPOT_TOKEN_SECRET_ARN',
  /** Optional JSON object from HubSpot deal-stage ids to Cairn's CRM stages, for a custom pipeline. */
  hubspotStages: 'CAIRN_HUBSPOT_STAGES',
  /** Clockify's reports API root, with its version (`…/v1`); regional roots work the same. */
  clockifyReportsUrl: 'CAIRN_CLOCKIFY_REPORTS_URL',
  clockifyWorkspaceId: 'CAIRN_CLOCKIFY_WORKSPACE_ID',
  clockifyApiKey: 'CAIRN_CLOCKIFY_API_KEY',
  clockifyApiKeySecretArn: 'CAIRN_CLOCKIFY_API_KEY_SECRET_ARN',
  /** The time zone that decides an entry's day (default Europe/Paris). */
  clockifyTimeZone: 'CAIRN_CLOCKIFY_TIME_ZONE',
  /**
   * Google Places (New): on when its API key, or the ARN of the secret holding it, is set; the
   * place search answers from the offline gazetteer otherwise. The root is Google's unless set.
   */
  googlePlacesApiKey: 'CAIRN_GOOGLE_PLACES_API_KEY',
  googlePlacesApiKeySecretArn: 'CAIRN_GOOGLE_PLACES_API_KEY_SECRET_ARN',
  googlePlacesApiUrl: 'CAIRN_GOOGLE_PLACES_API_URL',
} as const;
