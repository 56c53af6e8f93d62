/**
 * The CDK app: bundles every handler of the contract, then synthesizes the `Cairn` stack.
 * Run by the CDK CLI through `cdk.json` at the repository root (`npx cdk synth`, `npx cdk
 * deploy -c stage=prod -c mailFrom=...`). Needs no AWS account or network to synthesize.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { bundleHandlers } from '../src/bundle.ts';
import { CairnStack } from '../src/cairnStack.ts';
import { cairnContract, handlerEntriesOf, packageFilesOf } from '../src/contract.ts';
import { readSettings } from '../src/settings.ts';

// Paths from this file, not from the working directory, so the app runs from anywhere.
const rootDir = fileURLToPath(new URL('../..', import.meta.url));

const app = new App();
const settings = readSettings(app.node);

const bundles = await bundleHandlers({
  rootDir,
  entries: handlerEntriesOf(cairnContract),
  outDir: join(rootDir, '.build', 'lambda'),
  packageFiles: packageFilesOf(cairnContract),
});

const webDistPath = join(rootDir, 'web', 'dist');
new CairnStack(app, 'Cairn', {
  // One CloudFormation stack per stage, so dev and prod can share an account.
  stackName: `Cairn-${settings.stage}`,
  description: `Cairn carbon accounting (${settings.stage})`,
  // Stack tags: CloudFormation copies them onto every resource that takes tags.
  tags: { project: 'cairn', stage: settings.stage },
  settings,
  contract: cairnContract,
  codeFor: (entry) => {
    const folder = bundles.get(entry);
    if (!folder) throw new Error(`No bundle was built for ${entry}`);
    return lambda.Code.fromAsset(folder);
  },
  webDistPath: existsSync(join(webDistPath, 'index.html')) ? webDistPath : undefined,
});

app.synth();
