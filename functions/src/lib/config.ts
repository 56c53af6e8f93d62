import { env } from '@cairn/shared/storage';

/** Reads a required setting; a missing one is a deployment mistake, reported by name. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: ${name}`);
  return value;
}

export const config = {
  tableName: () => required(env.table),
  bucketName: () => required(env.bucket),
  stage: () => process.env[env.stage] ?? 'local',
  version: () => process.env[env.version] ?? 'dev',
  websocketEndpoint: () => process.env[env.websocketEndpoint] ?? null,
  mailFrom: () => process.env[env.mailFrom] ?? 'no-reply@cairn.local',
  sesConfigurationSet: () => process.env[env.sesConfigurationSet] ?? null,
  /** The app's origin, for links in e-mails; a deployment without it cannot invite anyone. */
  appOrigin: () => required(env.appOrigin),
};
