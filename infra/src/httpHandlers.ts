import { Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { HttpEndpoint } from './contract.ts';
import type { HandlerFactory } from './handlerFactory.ts';

export interface HttpHandlersStackProps extends NestedStackProps {
  endpoints: readonly HttpEndpoint[];
  httpApi: apigwv2.IHttpApi;
  handlers: HandlerFactory;
}

/**
 * One shard of the HTTP handlers: for each endpoint its function, route, integration and
 * invoke permission, all in this nested stack so that the parent stack stays small whatever
 * the number of procedures.
 */
export class HttpHandlersStack extends NestedStack {
  constructor(scope: Construct, id: string, props: HttpHandlersStackProps) {
    super(scope, id, props);
    for (const endpoint of props.endpoints) {
      const handler = props.handlers.create(this, endpoint.key, {
        entry: endpoint.entry,
        description: endpoint.description,
        memorySize: endpoint.runtime.memoryMb,
        timeout: Duration.seconds(endpoint.runtime.timeoutSeconds),
      });
      // The integration adds a Lambda permission for apigateway.amazonaws.com whose source
      // ARN is this API and this route's path (any stage, any method).
      new apigwv2.HttpRoute(this, `${endpoint.key}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(endpoint.path, apigwv2.HttpMethod[endpoint.method]),
        integration: new HttpLambdaIntegration(`${endpoint.key}Integration`, handler),
      });
    }
  }
}
