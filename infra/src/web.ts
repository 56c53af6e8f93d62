import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contentSecurityPolicy, pdfPathPattern, strictTransportSecurity } from '@cairn/shared/securityHeaders';

export interface WebProps {
  httpApi: apigwv2.IApi;
  webSocketApi: apigwv2.IApi;
  /** Name of the websocket stage, the only path the WebSocket API accepts. */
  webSocketStage: string;
  /** The built SPA; without it the bucket stays empty (synth must not need a web build). */
  webDistPath?: string;
  /** The files bucket, where the browser sends uploads by signed links (a CSP connect-src). */
  filesBucket?: s3.IBucket;
}

/**
 * The policy with the files bucket's origin, known only at deployment: built around a
 * placeholder origin, which is then joined with the bucket's regional domain.
 */
function policyWithFileOrigin(bucket: s3.IBucket | undefined): string {
  if (!bucket) return contentSecurityPolicy();
  const placeholder = 'https://files.placeholder.invalid';
  const [before, after] = contentSecurityPolicy({ fileOrigin: placeholder }).split(placeholder);
  return Fn.join('', [before ?? '', `https://${bucket.bucketRegionalDomainName}`, after ?? '']);
}

/** The websocket path browsers connect to, on the same origin as the SPA and the API. */
export const webSocketPath = '/api/events';

/**
 * One origin for the browser: the SPA from a private bucket, `/api/*` from the HTTP API and
 * `/api/events` from the WebSocket API, so there is no CORS and no second host to configure.
 */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  readonly pdfSecurityHeaders: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Spa', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Only build output, which any deployment recreates: never worth keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Behaviours that reach an API: nothing cached, every viewer header but Host (API
    // Gateway routes on its own host name), query strings and cookies forwarded.
    const api = {
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      // Redirecting would turn a POST into a GET and drop its body.
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
    } satisfies Partial<cloudfront.BehaviorOptions>;

    // The web app's headers, the same the local gateway serves (shared/src/securityHeaders.ts;
    // frame options and referrer policy in CloudFront's own names, checked equal by the tests).
    // The policy's connect-src is `'self'` alone here: naming the distribution's own host would
    // make the policy depend on the distribution that uses it (a cycle); `'self'` covers its
    // websocket in every browser from 2022 on (Safari 16, Chrome 71).
    const hsts = {
      accessControlMaxAge: Duration.seconds(strictTransportSecurity.maxAgeSeconds),
      includeSubdomains: strictTransportSecurity.includeSubdomains,
      override: true,
    };
    const nosniff = { override: true };
    const referrerPolicy = { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true };
    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Cairn web app: Content-Security-Policy, HSTS, frame and sniffing protection',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: policyWithFileOrigin(props.filesBucket), override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        contentTypeOptions: nosniff,
        referrerPolicy,
        strictTransportSecurity: hsts,
      },
    });
    // PDF files without the app's policy and frame options, which break Chromium's PDF viewer
    // (see pdfSecurityHeaders in shared/src/securityHeaders.ts).
    this.pdfSecurityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'PdfSecurityHeaders', {
      comment: 'Cairn PDF files: HSTS, nosniff and referrer policy, no CSP (the PDF viewer needs its plugin)',
      securityHeadersBehavior: { contentTypeOptions: nosniff, referrerPolicy, strictTransportSecurity: hsts },
    });
    const spaOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Cairn web app and API',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: spaOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        // The SPA fallback. Distribution-wide error responses (403/404 to /index.html) would
        // also replace the API's own 403 FORBIDDEN and 404 NOT_FOUND answers with the HTML
        // shell, so client-side routes are rewritten on this behaviour only.
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: viewerRequestFunction(this, 'SpaFallback', 'Serves index.html for client-side routes (paths without a file extension).', [
              "if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/index.html';",
            ]),
          },
        ],
      },
      additionalBehaviors: {
        // Listed first: CloudFront takes the first pattern that matches.
        [webSocketPath]: {
          ...api,
          origin: apiOrigin(props.webSocketApi),
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          functionAssociations: [
            {
              eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
              // A WebSocket API answers 403 to any path but its stage; the query string
              // (the session token) passes through untouched.
              function: viewerRequestFunction(this, 'WebSocketPath', `Maps ${webSocketPath} to the websocket stage.`, [
                `request.uri = '/${props.webSocketStage}';`,
              ]),
            },
          ],
        },
        '/api/*': {
          ...api,
          origin: apiOrigin(props.httpApi),
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        },
        // After the API's: a PDF path under /api stays the API's.
        [pdfPathPattern]: {
          origin: spaOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.pdfSecurityHeaders,
        },
      },
    });

    if (props.webDistPath) this.deploySpa(props.webDistPath);
    // Otherwise there is no web build (a synth in tests or CI before `npm run build:web`):
    // the stack still deploys, and the next deployment with a build fills the bucket.
  }

  /**
   * Two uploads: the hashed assets first, then index.html with `no-cache`, so that a browser
   * never holds an index.html that names assets which are not uploaded yet. Old assets are
   * kept (no pruning): a tab opened before the deployment still loads its lazy chunks.
   */
  private deploySpa(webDistPath: string): void {
    const source = s3deploy.Source.asset(webDistPath);
    const assets = new s3deploy.BucketDeployment(this, 'SpaAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['index.html'],
      prune: false,
      memoryLimit: 512,
    });
    const index = new s3deploy.BucketDeployment(this, 'SpaIndex', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['index.html'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    index.node.addDependency(assets);
  }
}

/** An API Gateway API as a CloudFront origin, on its regional execute-api host name. */
function apiOrigin(api: apigwv2.IApi): origins.HttpOrigin {
  const stack = Stack.of(api);
  return new origins.HttpOrigin(`${api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
  });
}

/** A CloudFront Function that edits the viewer request with the given statements. */
function viewerRequestFunction(scope: Construct, id: string, comment: string, statements: readonly string[]): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment,
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(
      ['function handler(event) {', '  var request = event.request;', ...statements.map((line) => `  ${line}`), '  return request;', '}'].join('\n'),
    ),
  });
}
