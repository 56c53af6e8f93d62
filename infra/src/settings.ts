import type { Node } from 'constructs';

/** Deployment settings, read from CDK context (`-c stage=prod -c mailFrom=...`). */
export interface Settings {
  /** Names the deployment: `dev`, `staging`, `prod`; only `prod` keeps data on stack deletion. */
  stage: string;
  /** Reported by the `version` procedure; CI passes the commit (`-c version=$(git rev-parse --short HEAD)`). */
  version: string;
  /** Sender of every e-mail; must be an SES-verified identity in the target account. */
  mailFrom: string;
  /** The outside services this deployment connects (docs/integrations.md); none unless configured. */
  integrations?: IntegrationSettings;
}

/**
 * The CRM and the time tracker, each on when its base URL is given, and Google Places, on when
 * its key is; credentials are secrets in Secrets Manager, named by ARN, never values in the template.
 */
export interface IntegrationSettings {
  hubspotApiUrl?: string;
  hubspotTokenSecretArn?: string;
  hubspotStages?: string;
  clockifyReportsUrl?: string;
  clockifyWorkspaceId?: string;
  clockifyApiKeySecretArn?: string;
  clockifyTimeZone?: string;
  /** The place search asks Google Places (New) instead of the offline gazetteer. */
  googlePlacesApiKeySecretArn?: string;
  /** Google's API root unless given (a proxy, a regional endpoint). */
  googlePlacesApiUrl?: string;
}

const integrationKeys = [
  'hubspotApiUrl',
  'hubspotTokenSecretArn',
  'hubspotStages',
  'clockifyReportsUrl',
  'clockifyWorkspaceId',
  'clockifyApiKeySecretArn',
  'clockifyTimeZone',
  'googlePlacesApiKeySecretArn',
  'googlePlacesApiUrl',
] as const satisfies readonly (keyof IntegrationSettings)[];

const secretArn = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[A-Za-z0-9/_+=.@-]+$/;

/** The integration settings of the context, each checked; a service half configured is refused before deploying. */
export function readIntegrations(read: (key: string) => string | undefined): IntegrationSettings {
  const settings: IntegrationSettings = {};
  for (const key of integrationKeys) {
    const value = read(key);
    if (value !== undefined) settings[key] = value;
  }
  for (const key of ['hubspotApiUrl', 'clockifyReportsUrl', 'googlePlacesApiUrl'] as const) {
    const url = settings[key];
    if (url !== undefined && !/^https:\/\/[^\s/]+(\/\S*)?$/.test(url)) throw new Error(`Context "${key}" must be an https URL, got "${url}"`);
  }
  for (const key of ['hubspotTokenSecretArn', 'clockifyApiKeySecretArn', 'googlePlacesApiKeySecretArn'] as const) {
    const arn = settings[key];
    if (arn !== undefined && !secretArn.test(arn)) throw new Error(`Context "${key}" must be a Secrets Manager secret ARN, got "${arn}"`);
  }
  if (settings.hubspotStages !== undefined) {
    let stages: unknown;
    try {
      stages = JSON.parse(settings.hubspotStages);
    } catch {
      stages = null;
    }
    if (typeof stages !== 'object' || stages === null || Array.isArray(stages)) throw new Error('Context "hubspotStages" must be a JSON object');
  }
  if (settings.hubspotApiUrl && !settings.hubspotTokenSecretArn) throw new Error('Context "hubspotTokenSecretArn" is required with "hubspotApiUrl"');
  if (settings.googlePlacesApiUrl && !settings.googlePlacesApiKeySecretArn) {
    throw new Error('Context "googlePlacesApiKeySecretArn" is required with "googlePlacesApiUrl"');
  }
  if (settings.clockifyReportsUrl && !(settings.clockifyWorkspaceId && settings.clockifyApiKeySecretArn)) {
    throw new Error('Contexts "clockifyWorkspaceId" and "clockifyApiKeySecretArn" are required with "clockifyReportsUrl"');
  }
  return settings;
}

const devMailFrom = 'Cairn <no-reply@example.com>';

export function readSettings(node: Node): Settings {
  const stage = contextString(node, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    // The stage goes into resource names and the websocket stage name.
    throw new Error(`Context "stage" must be lower-case letters, digits and hyphens (at most 16), got "${stage}"`);
  }
  const mailFrom = contextString(node, 'mailFrom');
  if (stage === 'prod' && !mailFrom) {
    // A placeholder sender would only fail later, at the first e-mail: refuse to deploy instead.
    throw new Error('Context "mailFrom" is required for the prod stage: -c mailFrom="Cairn <no-reply@your-domain>"');
  }
  return {
    stage,
    version: contextString(node, 'version') ?? 'dev',
    mailFrom: mailFrom ?? devMailFrom,
    integrations: readIntegrations((key) => contextString(node, key)),
  };
}

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}
