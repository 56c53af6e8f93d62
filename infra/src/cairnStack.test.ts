import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { defaultRuntime, eventHandlers, handlerPath, httpRoutes, procedureNames, procedures, routeOf } from '@cairn/shared/contract';
import { env, tableDesign } from '@cairn/shared/storage';
import { contentSecurityPolicy, pdfPathPattern, strictTransportSecurity, webSecurityHeaders } from '@cairn/shared/securityHeaders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationSettings } from './settings.ts';
import { CairnStack } from './cairnStack.ts';
import { cairnContract, STACK_RESOURCE_BUDGET, type CairnContract } from './contract.ts';
import { webSocketPath } from './web.ts';

/**
 * A synthesis takes seconds alone and far longer on a loaded two-core machine (a test run
 * shares it with Java, Chromium and a build): the hooks that synthesize get minutes, not the
 * runner's default of ten seconds.
 */
const synthesisBudgetMs = 300_000;

/** The feature flags the app is synthesized with, so the tests see what a deployment gets. */
const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };

interface Synthesized {
  stack: CairnStack;
  parent: Template;
  nested: Template[];
}

/**
 * Synthesizes without bundling: each function gets an inline stub that names its handler
 * module, so the tests can tell which module a function would run.
 */
function synthesize(
  contract: CairnContract,
  { stage = 'dev', webDistPath, integrations }: { stage?: string; webDistPath?: string; integrations?: IntegrationSettings } = {},
): Synthesized {
  const app = new App({ context: { ...context, stage } });
  const stack = new CairnStack(app, 'Cairn', {
    settings: { stage, version: 'test', mailFrom: 'Cairn <no-reply@cairn.test>', ...(integrations ? { integrations } : {}) },
    contract,
    codeFor: (entry) => lambda.Code.fromInline(`// ${entry}\nexports.handler = async () => ({});`),
    webDistPath,
  });
  return { stack, parent: Template.fromStack(stack), nested: stack.handlerStacks.map((nested) => Template.fromStack(nested)) };
}

interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
}

function resourcesOf(template: Template, type?: string): [string, CfnResource][] {
  const resources = (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources;
  return Object.entries(resources).filter(([, resource]) => type === undefined || resource.Type === type);
}

/** The logical id of the function whose stub names this handler module. */
function functionFor(template: Template, entry: string): string | undefined {
  return resourcesOf(template, 'AWS::Lambda::Function').find(([, resource]) =>
    String((resource.Properties?.['Code'] as { ZipFile?: string } | undefined)?.ZipFile).startsWith(`// ${entry}\n`),
  )?.[0];
}

/** Route key to the logical id of the function its integration invokes. */
function routedFunctions(template: Template): Map<string, string> {
  const integrations = new Map(resourcesOf(template, 'AWS::ApiGatewayV2::Integration'));
  const functionIds = resourcesOf(template, 'AWS::Lambda::Function').map(([id]) => id);
  const routes = new Map<string, string>();
  for (const [, route] of resourcesOf(template, 'AWS::ApiGatewayV2::Route')) {
    const target = JSON.stringify(route.Properties?.['Target']);
    const integrationId = [...integrations.keys()].find((id) => target.includes(`"Ref":"${id}"`));
    // A plain function ARN for HTTP APIs, wrapped in an invocation URI for WebSocket APIs.
    const uri = JSON.stringify(integrationId ? integrations.get(integrationId)?.Properties?.['IntegrationUri'] : undefined);
    const functionId = functionIds.find((id) => uri.includes(`{"Fn::GetAtt":["${id}","Arn"]}`));
    routes.set(String(route.Properties?.['RouteKey']), functionId ?? '(no function)');
  }
  return routes;
}

/** Whether API Gateway may invoke the function for requests on this path. */
function apiMayInvoke(template: Template, functionId: string, path: string): boolean {
  return resourcesOf(template, 'AWS::Lambda::Permission').some(([, permission]) => {
    const properties = permission.Properties ?? {};
    return (
      properties['Principal'] === 'apigateway.amazonaws.com' &&
      JSON.stringify(properties['FunctionName']) === JSON.stringify({ 'Fn::GetAtt': [functionId, 'Arn'] }) &&
      JSON.stringify(properties['SourceArn']).endsWith(`/*/*${path}"]]}`)
    );
  });
}

const resourceCount = (template: Template) => resourcesOf(template).length;
const hubspotSecretArn = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:cairn/hubspot-AbC123';
const googlePlacesSecretArn = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:cairn/google-places-Qw3rTy';

describe('CairnStack from the shared contract', () => {
  let dev: Synthesized;
  let prod: Synthesized;
  beforeAll(() => {
    dev = synthesize(cairnContract);
    // Production connects the CRM and Google Places: their settings reach the functions, their secrets the shared role.
    prod = synthesize(cairnContract, {
      stage: 'prod',
      integrations: { hubspotApiUrl: 'https://api.hubapi.com', hubspotTokenSecretArn: hubspotSecretArn, googlePlacesApiKeySecretArn: googlePlacesSecretArn },
    });
  }, synthesisBudgetMs);

  it('gives every procedure its own function behind its route, with an invoke permission', () => {
    const routed = new Map(dev.nested.flatMap((template) => [...routedFunctions(template)].map(([key, id]) => [key, { id, template }] as const)));
    for (const name of procedureNames) {
      const { method, path } = routeOf(name, procedures[name]);
      expect(method).toBe(procedures[name].kind === 'query' ? 'GET' : 'POST');
      const route = routed.get(`${method} ${path}`);
      expect(route, `route of ${name}`).toBeDefined();
      if (!route) continue;
      expect(functionFor(route.template, handlerPath(name)), `function of ${name}`).toBe(route.id);
      expect(apiMayInvoke(route.template, route.id, path), `permission of ${name}`).toBe(true);
    }
    const functions = dev.nested.reduce((sum, template) => sum + resourcesOf(template, 'AWS::Lambda::Function').length, 0);
    expect(functions).toBe(procedureNames.length + httpRoutes.length);
    expect(routed.size).toBe(procedureNames.length + httpRoutes.length);
  });

  it("gives each procedure's function the memory and timeout its contract declares", () => {
    for (const name of procedureNames) {
      const template = dev.nested.find((candidate) => functionFor(candidate, handlerPath(name)));
      const properties = template && resourcesOf(template, 'AWS::Lambda::Function').find(([id]) => id === functionFor(template, handlerPath(name)))?.[1].Properties;
      expect({ MemorySize: properties?.['MemorySize'], Timeout: properties?.['Timeout'] }, name).toEqual({
        MemorySize: procedures[name].runtime.memoryMb,
        Timeout: procedures[name].runtime.timeoutSeconds,
      });
    }
    expect(procedures['report.pdf.download'].runtime.memoryMb).toBeGreaterThan(defaultRuntime.memoryMb);
  });

  it('routes the raw HTTP routes to their own handlers', () => {
    for (const route of httpRoutes) {
      const template = dev.nested.find((candidate) => routedFunctions(candidate).has(`${route.method} ${route.path}`));
      expect(template, route.id).toBeDefined();
      if (!template) continue;
      const functionId = routedFunctions(template).get(`${route.method} ${route.path}`) ?? '';
      expect(functionFor(template, route.handlerPath)).toBe(functionId);
      expect(apiMayInvoke(template, functionId, route.path)).toBe(true);
    }
  });

  it('runs every function on Node 22, arm64, with the whole shared environment', () => {
    const expected = Object.values(env).filter((name) => name !== env.jwtSecret);
    for (const template of [dev.parent, ...dev.nested]) {
      for (const [id, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
        if (!String((fn.Properties?.['Code'] as { ZipFile?: string } | undefined)?.ZipFile).startsWith('// ')) continue; // CDK's own helpers
        expect(fn.Properties?.['Runtime'], id).toBe('nodejs22.x');
        expect(fn.Properties?.['Architectures'], id).toEqual(['arm64']);
        const variables = Object.keys((fn.Properties?.['Environment'] as { Variables: Record<string, unknown> }).Variables);
        expect(variables, id).toEqual(expect.arrayContaining(expected));
      }
    }
    dev.parent.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          [env.jwtSecretArn]: { Ref: Match.stringLikeRegexp('JwtSecret') },
          [env.websocketEndpoint]: { 'Fn::Join': ['', Match.arrayWith(['https://', Match.stringLikeRegexp('\\.execute-api\\.'), '/dev'])] },
          [env.stage]: 'dev',
        },
      },
    });
  });

  it('creates the table of the storage design', () => {
    const key = (name: string, type: 'HASH' | 'RANGE') => ({ AttributeName: name, KeyType: type });
    dev.parent.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [key(tableDesign.partitionKey, 'HASH'), key(tableDesign.sortKey, 'RANGE')],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: tableDesign.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [key(index.partitionKey, 'HASH'), key(index.sortKey, 'RANGE')],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    const attributes = [tableDesign.partitionKey, tableDesign.sortKey, ...tableDesign.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
    dev.parent.hasResourceProperties('AWS::DynamoDB::Table', {
      AttributeDefinitions: Match.arrayEquals(attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    });
  });

  it('keeps the data of the prod stage when the stack goes, and not of dev', () => {
    for (const type of ['AWS::DynamoDB::Table', 'AWS::SecretsManager::Secret']) {
      expect(resourcesOf(prod.parent, type).map(([, resource]) => resource.DeletionPolicy)).toEqual(['Retain']);
      expect(resourcesOf(dev.parent, type).map(([, resource]) => resource.DeletionPolicy)).toEqual(['Delete']);
    }
    prod.parent.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    prod.parent.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', Properties: { VersioningConfiguration: { Status: 'Enabled' } } });
  });

  it('keeps every bucket private, encrypted and TLS-only, and versions the files', () => {
    const buckets = resourcesOf(dev.parent, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties?.['PublicAccessBlockConfiguration'], id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(JSON.stringify(bucket.Properties?.['BucketEncryption']), id).toMatch(/"SSEAlgorithm":"(AES256|aws:kms)"/);
      dev.parent.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
    dev.parent.hasResourceProperties('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });
  });

  it('takes uploads by signed links only as PUTs, and drops an upload never taken after a day', () => {
    dev.parent.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'], AllowedHeaders: ['content-type', 'x-amz-meta-purpose', 'x-amz-meta-name'] })] },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' })]) },
    });
  });

  it('drops a file made for one reader (an import template with its answers) a day after', () => {
    dev.parent.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'downloads/', ExpirationInDays: 1, Status: 'Enabled' })]) },
    });
  });

  it('generates the signing secret and lets the functions read it', () => {
    dev.parent.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    dev.parent.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: { Ref: Match.stringLikeRegexp('JwtSecret') } }),
          Match.objectLike({ Action: ['ses:SendEmail', 'ses:SendRawEmail'] }),
          Match.objectLike({ Action: 'execute-api:ManageConnections' }),
        ]),
      },
    });
  });

  it('passes the configured integrations to the functions and lets them read their secret, and none unconfigured', () => {
    prod.parent.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CAIRN_HUBSPOT_API_URL: 'https://api.hubapi.com', CAIRN_HUBSPOT_TOKEN_SECRET_ARN: hubspotSecretArn }) },
    });
    prod.parent.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: 'secretsmanager:GetSecretValue', Resource: Match.arrayWith([googlePlacesSecretArn, hubspotSecretArn]) })]) },
    });
    prod.parent.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CAIRN_GOOGLE_PLACES_API_KEY_SECRET_ARN: googlePlacesSecretArn }) },
    });
    expect(JSON.stringify(dev.parent.toJSON())).not.toContain('CAIRN_HUBSPOT');
    expect(JSON.stringify(dev.parent.toJSON())).not.toContain('CAIRN_GOOGLE_PLACES');
  });

  it('publishes SES delivery events to a topic that feeds the events handler', () => {
    const topicId = resourcesOf(dev.parent, 'AWS::SNS::Topic')[0]?.[0];
    const configurationSetId = resourcesOf(dev.parent, 'AWS::SES::ConfigurationSet')[0]?.[0];
    expect(topicId && configurationSetId).toBeTruthy();
    dev.parent.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['send', 'delivery', 'bounce', 'complaint', 'reject', 'deliveryDelay', 'renderingFailure']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    const handlerId = functionFor(dev.parent, eventHandlers.sesEvents);
    expect(handlerId).toBeDefined();
    dev.parent.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', TopicArn: { Ref: topicId }, Endpoint: { 'Fn::GetAtt': [handlerId, 'Arn'] } });
    dev.parent.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'sns.amazonaws.com', FunctionName: { 'Fn::GetAtt': [handlerId, 'Arn'] } });
    dev.parent.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ [env.sesConfigurationSet]: { Ref: configurationSetId } }) },
    });
  });

  it("gives every function the app's origin, the distribution's, for links in e-mails", () => {
    const [distributionId] = Object.keys(dev.parent.findResources('AWS::CloudFront::Distribution'));
    expect(distributionId).toBeDefined();
    dev.parent.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ [env.appOrigin]: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] } }),
      },
    });
  });

  it('routes the websocket $connect, $disconnect and $default to their handlers', () => {
    const routes = routedFunctions(dev.parent);
    expect(routes.get('$connect')).toBe(functionFor(dev.parent, eventHandlers.wsConnect));
    expect(routes.get('$disconnect')).toBe(functionFor(dev.parent, eventHandlers.wsDisconnect));
    expect(routes.get('$default')).toBe(functionFor(dev.parent, eventHandlers.wsDefault));
    expect(functionFor(dev.parent, eventHandlers.wsConnect)).toBeDefined();
    dev.parent.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    dev.parent.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'dev', AutoDeploy: true });
  });

  it('runs the campaign handler every five minutes with a role that may invoke only it', () => {
    const campaignsId = functionFor(dev.parent, eventHandlers.campaigns);
    expect(campaignsId).toBeDefined();
    dev.parent.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(5 minutes)',
      Target: { Arn: { 'Fn::GetAtt': [campaignsId, 'Arn'] }, RoleArn: Match.anyValue() },
    });
    dev.parent.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'lambda:InvokeFunction', Resource: Match.arrayWith([{ 'Fn::GetAtt': [campaignsId, 'Arn'] }]) })] },
    });
  });

  it('serves the SPA, /api/* and the websocket from one CloudFront distribution', () => {
    const distributions = resourcesOf(dev.parent, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(1);
    const config = distributions[0]?.[1].Properties?.['DistributionConfig'] as {
      CacheBehaviors: { PathPattern: string; AllowedMethods: string[]; CachePolicyId: string; OriginRequestPolicyId: string }[];
      Origins: { OriginAccessControlId?: unknown }[];
      DefaultRootObject: string;
    };
    expect(config.CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual([webSocketPath, '/api/*', pdfPathPattern]);
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
    for (const behavior of config.CacheBehaviors.slice(0, 2)) {
      expect(behavior.CachePolicyId).toBe(cachingDisabled);
      expect(behavior.OriginRequestPolicyId).toBe(allViewerExceptHost);
    }
    expect(config.CacheBehaviors[1]?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Origins.some((origin) => origin.OriginAccessControlId !== undefined)).toBe(true);
    dev.parent.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'") });
    dev.parent.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp("request.uri = '/dev'") });
    // Without a web build there is nothing to upload, and synth must not need one.
    dev.parent.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('sends the web app with the shared security headers: one CSP, HSTS, no framing', () => {
    const policies = resourcesOf(dev.parent, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toHaveLength(2);
    const [policyId, policy] = policies.find(([id]) => id.includes('SecurityHeaders') && !id.includes('Pdf')) ?? [];
    const headers = (policy?.Properties?.['ResponseHeadersPolicyConfig'] as { SecurityHeadersConfig: Record<string, Record<string, unknown>> }).SecurityHeadersConfig;
    // The policy of shared/src/securityHeaders.ts, with the files bucket's origin for uploads.
    const placeholder = 'https://files.placeholder.invalid';
    const [before, after] = contentSecurityPolicy({ fileOrigin: placeholder }).split(placeholder);
    expect(headers['ContentSecurityPolicy']).toEqual({
      ContentSecurityPolicy: { 'Fn::Join': ['', [`${before}https://`, { 'Fn::GetAtt': [expect.stringMatching(/^DataFiles/), 'RegionalDomainName'] }, after]] },
      Override: true,
    });
    expect(after).toContain("frame-ancestors 'none'");
    expect(headers['FrameOptions']).toEqual({ FrameOption: webSecurityHeaders['x-frame-options'], Override: true });
    expect(headers['ContentTypeOptions']).toEqual({ Override: true });
    expect(headers['ReferrerPolicy']).toEqual({ ReferrerPolicy: webSecurityHeaders['referrer-policy'], Override: true });
    expect(headers['StrictTransportSecurity']).toEqual({
      AccessControlMaxAgeSec: strictTransportSecurity.maxAgeSeconds,
      IncludeSubdomains: true,
      Override: true,
    });
    // On the SPA's behaviour, which serves every page and file of the app.
    const config = resourcesOf(dev.parent, 'AWS::CloudFront::Distribution')[0]?.[1].Properties?.['DistributionConfig'] as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
    };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('sends PDF files from the bucket without the policy and frame options, which break the PDF viewer', () => {
    const [pdfPolicyId, pdfPolicy] = resourcesOf(dev.parent, 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) => id.includes('PdfSecurityHeaders')) ?? [];
    const headers = (pdfPolicy?.Properties?.['ResponseHeadersPolicyConfig'] as { SecurityHeadersConfig: Record<string, unknown> }).SecurityHeadersConfig;
    expect(Object.keys(headers).sort()).toEqual(['ContentTypeOptions', 'ReferrerPolicy', 'StrictTransportSecurity']);
    const config = resourcesOf(dev.parent, 'AWS::CloudFront::Distribution')[0]?.[1].Properties?.['DistributionConfig'] as {
      DefaultCacheBehavior: { TargetOriginId: string };
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; ResponseHeadersPolicyId: unknown }[];
    };
    const pdf = config.CacheBehaviors.find((behavior) => behavior.PathPattern === pdfPathPattern);
    expect(pdf?.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(pdf?.ResponseHeadersPolicyId).toEqual({ Ref: pdfPolicyId });
  });

  it('stays within the resource budget', () => {
    for (const template of [dev.parent, ...dev.nested]) expect(resourceCount(template)).toBeLessThan(STACK_RESOURCE_BUDGET);
  });
});

describe('CairnStack with 150 procedures', () => {
  const procedureCount = 150;
  let synthesized: Synthesized;
  beforeAll(() => {
    // Fifteen areas of ten, queries and mutations alternating.
    const synthetic = Object.fromEntries(
      Array.from({ length: procedureCount }, (_, index) => [
        `area${Math.floor(index / 10)}.proc${index % 10}`,
        { kind: index % 2 === 0 ? ('query' as const) : ('mutation' as const), runtime: defaultRuntime },
      ]),
    );
    synthesized = synthesize({ ...cairnContract, procedures: synthetic });
  }, synthesisBudgetMs);

  it('keeps the parent and every nested stack under the budget', () => {
    const counts = [synthesized.parent, ...synthesized.nested].map(resourceCount);
    for (const count of counts) expect(count).toBeLessThan(STACK_RESOURCE_BUDGET);
    expect(synthesized.nested.length).toBeGreaterThan(1);
  });

  it('still routes every procedure', () => {
    const routes = synthesized.nested.reduce((sum, template) => sum + routedFunctions(template).size, 0);
    expect(routes).toBe(procedureCount + httpRoutes.length);
  });
});

describe('CairnStack with a web build', () => {
  let webDistPath: string;
  let synthesized: Synthesized;
  beforeAll(() => {
    webDistPath = mkdtempSync(join(tmpdir(), 'cairn-web-'));
    writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><title>Cairn</title>');
    synthesized = synthesize(cairnContract, { webDistPath });
  }, synthesisBudgetMs);
  afterAll(() => rmSync(webDistPath, { recursive: true, force: true }));

  it('uploads the assets, then index.html uncached, and invalidates the distribution', () => {
    const deployments = resourcesOf(synthesized.parent, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    synthesized.parent.hasResourceProperties('Custom::CDKBucketDeployment', { Exclude: ['index.html'], Prune: false });
    synthesized.parent.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({ Include: ['index.html'], SystemMetadata: { 'cache-control': 'no-cache' }, DistributionPaths: ['/*'] }),
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('SpaAssets')]),
    });
  });
});
