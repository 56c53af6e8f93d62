import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import { env, integrationEnv } from '@cairn/shared/storage';
import type { Construct } from 'constructs';
import { httpEndpointsOf, shardEndpoints, type CairnContract } from './contract.ts';
import { DataStore } from './data.ts';
import { HandlerFactory, type CodeSource } from './handlerFactory.ts';
import { HttpHandlersStack } from './httpHandlers.ts';
import { Mail } from './mail.ts';
import { Realtime } from './realtime.ts';
import type { IntegrationSettings, Settings } from './settings.ts';
import { Web, webSocketPath } from './web.ts';

type EnvVariable = (typeof env)[keyof typeof env];

export interface CairnStackProps extends StackProps {
  settings: Settings;
  /** The procedures, raw routes and event handlers to deploy (the shared contract in the app). */
  contract: CairnContract;
  /** The deployment package of a handler module; tests pass inline stubs and bundle nothing. */
  codeFor: CodeSource;
  /** Folder of the built SPA, when there is one. */
  webDistPath?: string;
}

/**
 * Everything Cairn runs on. The per-procedure functions live in nested stacks (see
 * `HANDLER_SHARDS`), so that this stack holds only the shared resources.
 */
export class CairnStack extends Stack {
  readonly data: DataStore;
  readonly httpApi: apigwv2.HttpApi;
  readonly realtime: Realtime;
  readonly mail: Mail;
  readonly web: Web;
  readonly handlerStacks: HttpHandlersStack[];

  constructor(scope: Construct, id: string, props: CairnStackProps) {
    super(scope, id, props);
    const { settings, contract } = props;
    const production = settings.stage === 'prod';

    this.data = new DataStore(this, 'Data', { retainData: production });
    this.realtime = new Realtime(this, 'Realtime', { stageName: settings.stage });
    this.mail = new Mail(this, 'Mail');

    // One execution role for every function, rather than one per function with only its
    // procedure's grants. Per-function roles add a role and a policy per function (measured:
    // about 900 resources for 150 procedures in one stack, against 600 with a shared role),
    // so more nested stacks, and 150 IAM roles per stage against the account's role quota.
    // They would buy little: every procedure reads and writes the same single table, and
    // what a caller may see is decided in code from the contract's access level and the
    // caller's tenancy, which IAM cannot express. The shared role holds only what handlers
    // need: read/write on the table and the file bucket, read on the signing secret, sending
    // e-mail, and pushing to websocket connections.
    const role = new iam.Role(this, 'HandlerRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Shared execution role of the Cairn Lambda functions',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    this.data.grantHandlers(role);
    this.mail.grantSend(role);
    this.realtime.grantManageConnections(role);

    // API Gateway answers on the `$default` stage at the root, so the routes' `/api/...`
    // paths are exactly the paths CloudFront forwards.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', { description: 'Cairn procedures' });
    // Before the functions: their e-mails link to the app's origin, the distribution's. The
    // distribution names the APIs, never a function, so this makes no cycle.
    this.web = new Web(this, 'Web', {
      httpApi: this.httpApi,
      webSocketApi: this.realtime.api,
      webSocketStage: this.realtime.stage.stageName,
      webDistPath: props.webDistPath,
      filesBucket: this.data.files,
    });

    // Every variable of the shared `env` list, except the raw signing key: that one is for
    // the local stack only, in AWS the handlers read the secret by its ARN.
    const environment = {
      [env.table]: this.data.table.tableName,
      [env.bucket]: this.data.files.bucketName,
      [env.jwtSecretArn]: this.data.jwtSecret.secretArn,
      [env.websocketEndpoint]: this.realtime.managementEndpoint,
      [env.sesConfigurationSet]: this.mail.configurationSet.configurationSetName,
      [env.mailFrom]: settings.mailFrom,
      [env.stage]: settings.stage,
      [env.version]: settings.version,
      [env.appOrigin]: `https://${this.web.distribution.distributionDomainName}`,
      ...integrationEnvironment(settings.integrations ?? {}),
    } satisfies Record<Exclude<EnvVariable, typeof env.jwtSecret>, string>;
    // The integrations' credentials: read by ARN at run time, never in the template.
    const integrationSecrets = [
      settings.integrations?.hubspotTokenSecretArn,
      settings.integrations?.clockifyApiKeySecretArn,
      settings.integrations?.googlePlacesApiKeySecretArn,
    ].filter((arn) => arn !== undefined);
    if (integrationSecrets.length > 0) {
      role.addToPolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: integrationSecrets }));
    }
    const handlers = new HandlerFactory({
      codeFor: props.codeFor,
      role,
      environment,
      logRetention: production ? logs.RetentionDays.SIX_MONTHS : logs.RetentionDays.TWO_WEEKS,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.realtime.addHandlers(handlers, contract.eventHandlers);
    this.mail.deliverEventsTo(
      handlers.create(this, 'SesEvents', {
        entry: contract.eventHandlers.sesEvents,
        description: 'SES delivery events of the configuration set',
        memorySize: 512,
        timeout: Duration.seconds(30),
      }),
    );
    this.scheduleCampaigns(handlers, contract.eventHandlers.campaigns);

    this.handlerStacks = [...shardEndpoints(httpEndpointsOf(contract))].map(
      ([shard, endpoints]) => new HttpHandlersStack(this, `HttpHandlers${shard}`, { endpoints, httpApi: this.httpApi, handlers }),
    );

    new CfnOutput(this, 'Url', { value: `https://${this.web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'WebSocketUrl', { value: `wss://${this.web.distribution.distributionDomainName}${webSocketPath}` });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'SpaBucket', { value: this.web.bucket.bucketName });
  }

  /** Scheduled supplier campaigns: the handler sends whatever is due, every five minutes. */
  private scheduleCampaigns(handlers: HandlerFactory, entry: string): void {
    const campaigns = handlers.create(this, 'Campaigns', {
      entry,
      description: 'Sends the scheduled supplier e-mail campaigns that are due',
      // Shorter than the interval, so that a run ends before the next one starts.
      timeout: Duration.minutes(4),
    });
    // The target creates the schedule's own role, allowed to invoke this function only.
    new scheduler.Schedule(this, 'CampaignSchedule', {
      description: 'Runs the campaign handler',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(5)),
      // No retries: the next run, five minutes later, picks up whatever this one missed.
      target: new schedulerTargets.LambdaInvoke(campaigns, { retryAttempts: 0 }),
    });
  }
}

/** The environment of the configured integrations: each setting under its handler variable (integrationEnv). */
export function integrationEnvironment(integrations: IntegrationSettings): Record<string, string> {
  const names: Record<keyof IntegrationSettings, string> = {
    hubspotApiUrl: integrationEnv.hubspotApiUrl,
    hubspotTokenSecretArn: integrationEnv.hubspotTokenSecretArn,
    hubspotStages: integrationEnv.hubspotStages,
    clockifyReportsUrl: integrationEnv.clockifyReportsUrl,
    clockifyWorkspaceId: integrationEnv.clockifyWorkspaceId,
    clockifyApiKeySecretArn: integrationEnv.clockifyApiKeySecretArn,
    clockifyTimeZone: integrationEnv.clockifyTimeZone,
    googlePlacesApiKeySecretArn: integrationEnv.googlePlacesApiKeySecretArn,
    googlePlacesApiUrl: integrationEnv.googlePlacesApiUrl,
  };
  return Object.fromEntries(
    (Object.entries(integrations) as [keyof IntegrationSettings, string | undefined][]).flatMap(([key, value]) => (value === undefined ? [] : [[names[key], value]])),
  );
}
