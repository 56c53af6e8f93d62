import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { EventHandlerName } from './contract.ts';
import type { HandlerFactory } from './handlerFactory.ts';

export interface RealtimeProps {
  /** Also the websocket stage name, which is the path clients connect to. */
  stageName: string;
}

/** The three websocket routes and the contract's handler for each. */
const routes = [
  { routeKey: '$connect', handler: 'wsConnect', description: 'Websocket $connect: authenticates and stores the connection' },
  { routeKey: '$disconnect', handler: 'wsDisconnect', description: 'Websocket $disconnect: forgets the connection and the fields its tab was editing' },
  { routeKey: '$default', handler: 'wsDefault', description: 'Websocket $default: answers a client ping and tells a tab its connection id' },
] as const satisfies readonly { routeKey: string; handler: EventHandlerName; description: string }[];

/**
 * The WebSocket API that pushes query invalidations to browsers. The API and its stage exist
 * before any handler, because every handler receives the stage's management endpoint.
 */
export class Realtime extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string, { stageName }: RealtimeProps) {
    super(scope, id);
    this.api = new apigwv2.WebSocketApi(this, 'Api', { description: 'Cairn live invalidations' });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName,
      autoDeploy: true,
      throttle: { rateLimit: 500, burstLimit: 1000 },
    });
  }

  /** The https URL of the stage, as the ApiGatewayManagementApi client wants its endpoint. */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  grantManageConnections(grantee: iam.IGrantable): void {
    this.api.grantManageConnections(grantee);
  }

  addHandlers(handlers: HandlerFactory, entries: Readonly<Record<EventHandlerName, string>>): void {
    for (const route of routes) {
      const handler = handlers.create(this, route.handler, {
        entry: entries[route.handler],
        description: route.description,
        memorySize: 512,
        timeout: Duration.seconds(10),
      });
      this.api.addRoute(route.routeKey, { integration: new WebSocketLambdaIntegration(`${route.handler}Integration`, handler) });
    }
  }
}
