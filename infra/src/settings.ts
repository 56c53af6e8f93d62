import type { Node } from 'constructs';

/** Deployment settings, read from CDK context (`-c stage=prod -c mailFrom=...`). */
export interface Settings {
  /** Names the deployment: `dev`, `staging`, `prod`; only `prod` keeps data on stack deletion. */
  stage: string;
  /** Reported by the `version` procedure; CI passes the commit (`-c version=$(git rev-parse --short HEAD)`). */
  version: string;
  /** Sender of every e-mail; must be an SES-verified identity in the target account. */
  mailFrom: string;
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
  return { stage, version: contextString(node, 'version') ?? 'dev', mailFrom: mailFrom ?? devMailFrom };
}

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}
