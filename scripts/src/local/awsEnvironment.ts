import { env as cairnEnv } from '@cairn/shared/storage';
import type { Service } from './emulators.ts';
import { localAccessKey } from './s3Emulator.ts';

export const defaultRegion = 'eu-west-3';

/** The SDK's per-service endpoint variables (named after each client's service id). */
const endpointVariables: Record<Service, string> = {
  dynamodb: 'AWS_ENDPOINT_URL_DYNAMODB',
  s3: 'AWS_ENDPOINT_URL_S3',
  ses: 'AWS_ENDPOINT_URL_SESV2',
};

/**
 * Points every AWS SDK client of this process at the emulators, with dummy credentials so that
 * nothing ever signs with (or needs) a real account.
 */
export function useEmulatorEndpoints(endpoints: Partial<Record<Service, string>>): void {
  process.env.AWS_REGION ??= defaultRegion;
  process.env.AWS_ACCESS_KEY_ID = localAccessKey;
  process.env.AWS_SECRET_ACCESS_KEY = localAccessKey;
  delete process.env.AWS_SESSION_TOKEN;
  for (const [service, endpoint] of Object.entries(endpoints) as [Service, string | undefined][]) {
    if (endpoint) process.env[endpointVariables[service]] = endpoint;
  }
}

/** The origin of the bucket this process signs file links for (the browser sends uploads there). */
export function fileTransferOrigin(): string | undefined {
  const endpoint = process.env[endpointVariables.s3] ?? process.env.AWS_ENDPOINT_URL;
  if (!endpoint) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}

/** The SES endpoint this process sends to, when it is an emulator (and not LocalStack). */
export function emulatedSesEndpoint(): string | undefined {
  return process.env.AWS_ENDPOINT_URL ? undefined : process.env[endpointVariables.ses];
}

export interface CairnSettings {
  table: string;
  bucket: string;
  jwtSecret: string;
  stage: string;
  mailFrom: string;
  sesConfigurationSet: string;
}

/** The environment the handlers read their resources from (names from shared/storage). */
export function useCairnSettings(settings: CairnSettings): void {
  process.env[cairnEnv.table] = settings.table;
  process.env[cairnEnv.bucket] = settings.bucket;
  process.env[cairnEnv.jwtSecret] = settings.jwtSecret;
  process.env[cairnEnv.stage] = settings.stage;
  process.env[cairnEnv.mailFrom] = settings.mailFrom;
  process.env[cairnEnv.sesConfigurationSet] = settings.sesConfigurationSet;
}
