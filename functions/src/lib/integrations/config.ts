import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { integrationEnv } from '@cairn/shared/storage';
import { secretsClient } from '../aws/clients.ts';

/*
 * The outside services a deployment may connect (docs/integrations.md). Each is off unless its
 * base URL (Google Places: its key) is configured; its credential comes from the environment
 * locally, or from Secrets Manager by ARN in AWS, read once per container.
 */

export { integrationEnv };

const setting = (name: string): string | null => process.env[name]?.trim() || null;

const secrets = new Map<string, Promise<string>>();

/** A credential: the variable's own value, else the secret its ARN variable names (cached). */
function credential(direct: string, arnVariable: string, what: string): () => Promise<string> {
  return () => {
    const value = setting(direct);
    if (value) return Promise.resolve(value);
    const arn = setting(arnVariable);
    if (!arn) return Promise.reject(new Error(`Missing configuration: ${direct} or ${arnVariable} (${what})`));
    let secret = secrets.get(arn);
    if (!secret) {
      secret = secretsClient()
        .send(new GetSecretValueCommand({ SecretId: arn }))
        .then((answer) => {
          if (!answer.SecretString) throw new Error(`The secret of ${what} is empty`);
          return answer.SecretString.trim();
        });
      // A failed read is tried again on the next request, not cached.
      secret.catch(() => secrets.delete(arn));
      secrets.set(arn, secret);
    }
    return secret;
  };
}

export interface HubspotSettings {
  baseUrl: string;
  token: () => Promise<string>;
  /** Deal-stage ids beyond the default pipeline's, mapped to Cairn's stages. */
  stages: Record<string, string>;
}

/** HubSpot's settings, or null when no CRM is connected. */
export function hubspotSettings(): HubspotSettings | null {
  const baseUrl = setting(integrationEnv.hubspotApiUrl);
  if (!baseUrl) return null;
  const stages = setting(integrationEnv.hubspotStages);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    token: credential(integrationEnv.hubspotToken, integrationEnv.hubspotTokenSecretArn, 'the HubSpot token'),
    stages: stages ? (JSON.parse(stages) as Record<string, string>) : {},
  };
}

export interface ClockifySettings {
  baseUrl: string;
  workspaceId: string;
  apiKey: () => Promise<string>;
  timeZone: string;
}

/** Clockify's settings, or null when no time tracker is connected. */
export function clockifySettings(): ClockifySettings | null {
  const baseUrl = setting(integrationEnv.clockifyReportsUrl);
  if (!baseUrl) return null;
  const workspaceId = setting(integrationEnv.clockifyWorkspaceId);
  if (!workspaceId) throw new Error(`Missing configuration: ${integrationEnv.clockifyWorkspaceId}`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    workspaceId,
    apiKey: credential(integrationEnv.clockifyApiKey, integrationEnv.clockifyApiKeySecretArn, 'the Clockify API key'),
    timeZone: setting(integrationEnv.clockifyTimeZone) ?? 'Europe/Paris',
  };
}

export interface GooglePlacesSettings {
  /** The API root, `https://places.googleapis.com` unless configured (tests point it at a local server). */
  baseUrl: string;
  apiKey: () => Promise<string>;
}

const googlePlacesRoot = 'https://places.googleapis.com';

/** Google Places' settings, or null when the place search answers from the offline gazetteer. */
export function googlePlacesSettings(): GooglePlacesSettings | null {
  if (!setting(integrationEnv.googlePlacesApiKey) && !setting(integrationEnv.googlePlacesApiKeySecretArn)) return null;
  return {
    baseUrl: (setting(integrationEnv.googlePlacesApiUrl) ?? googlePlacesRoot).replace(/\/+$/, ''),
    apiKey: credential(integrationEnv.googlePlacesApiKey, integrationEnv.googlePlacesApiKeySecretArn, 'the Google Places API key'),
  };
}
