import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { defaultRuntime } from '@cairn/shared/contract';
import type { Construct } from 'constructs';

/** Where a handler's deployment package comes from: bundles in the app, inline stubs in tests. */
export type CodeSource = (entry: string) => lambda.Code;

export interface HandlerFactoryProps {
  codeFor: CodeSource;
  role: iam.IRole;
  environment: Readonly<Record<string, string>>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

export interface HandlerOptions {
  /** Handler module, relative to the repository root. */
  entry: string;
  description: string;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * Creates every Lambda of the app with the same runtime, role and environment, so that the
 * HTTP handlers in the nested stacks and the event handlers in the parent stay identical in
 * all but their code.
 */
export class HandlerFactory {
  constructor(private readonly props: HandlerFactoryProps) {}

  create(scope: Construct, id: string, options: HandlerOptions): lambda.Function {
    // An explicit log group: a bounded retention (logs hold e-mail addresses and request
    // details) and deleted with a dev stack instead of lingering after it.
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: this.props.logRetention,
      removalPolicy: this.props.removalPolicy,
    });
    return new lambda.Function(scope, id, {
      description: options.description,
      code: this.props.codeFor(options.entry),
      // The bundles are `index.mjs` with `export const handler`.
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      // Graviton: cheaper per millisecond and as fast for this I/O-bound code.
      architecture: lambda.Architecture.ARM_64,
      // The procedures' defaults (shared/src/contract/define.ts); a procedure declares more in the contract.
      memorySize: options.memorySize ?? defaultRuntime.memoryMb,
      timeout: options.timeout ?? Duration.seconds(defaultRuntime.timeoutSeconds),
      role: this.props.role,
      environment: { ...this.props.environment, NODE_OPTIONS: '--enable-source-maps' },
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
    });
  }
}
