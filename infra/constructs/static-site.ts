/**
 * The one origin the browser talks to: a CloudFront distribution serving the React build from a
 * private S3 bucket, `/api/*` from the HTTP API and `/socket.io` from the WebSocket API. One origin
 * keeps the session cookies first-party and makes CORS unnecessary.
 */
import { Annotations, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type ICachePolicy,
  type IOriginRequestPolicy,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import {
  BucketDeployment,
  type BucketDeploymentProps,
  CacheControl,
  Source,
} from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { HttpRouteEntry } from '../../functions/route-types';
import { SITE_SETTINGS_PATH, type SiteSettings } from '../../shared/site-settings';
import { accountWideName } from './account-wide-name';
import { ApiCachePolicies } from './api-cache-policies';
import { prerenderedPages } from './prerendered-pages';
import {
  BUILD_FILES,
  CACHE_CONTROL,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  PRECOMPRESSED,
} from './site-headers';
import { requireStandardLogRegion } from './standard-log-region';
import { SOCKET_REWRITE_SOURCE, spaRewriteSource } from './viewer-functions';

/** Path patterns of the distribution's behaviours. */
export const SITE_PATHS = { assets: '/assets/*', api: '/api/*', socket: '/socket.io*' } as const;

/** Headers the WebSocket handshake needs at API Gateway; Host stays the API's own. */
export const API_HEADERS = [
  'Origin',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'User-Agent',
  'Referer',
  'CloudFront-Viewer-Address',
];

export const SOCKET_HEADERS = [
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Version',
  'Sec-WebSocket-Protocol',
  'Sec-WebSocket-Extensions',
  'Origin',
];

export interface SiteDomain {
  /** The site's host name, e.g. `learn.example.org`. */
  readonly name: string;
  /** Certificate for `name`, issued in us-east-1. */
  readonly certificate: ICertificate;
}

export interface StaticSiteProps {
  /** Answers `/api/*`; its routes carry the `/api` prefix, so paths are forwarded unchanged. */
  readonly httpApi: HttpApi;
  /** The manifest's HTTP routes: the public reads marked `edgeCache` are cached (api-cache-policies.ts). */
  readonly apiRoutes: readonly HttpRouteEntry[];
  /** Answers `/socket.io`; the distribution adds the stage path. */
  readonly socketStage: WebSocketStage;
  /** Custom domain; without it the site is served on the distribution's cloudfront.net name. */
  readonly domain?: SiteDomain;
  /**
   * The Vite build to upload (`web/dist`). Without it nothing is uploaded, so a synth works on a
   * checkout that has not built the web app.
   * @default - no upload
   */
  readonly webDist?: string;
  /** @default PriceClass.PRICE_CLASS_100 */
  readonly priceClass?: PriceClass;
  /**
   * The operator's contact and social settings, uploaded with the build as `SITE_SETTINGS_PATH`.
   * @default - none: the site shows no contact and no social links
   */
  readonly siteSettings?: SiteSettings;
  /**
   * Headers CloudFront adds to every request to the API and WebSocket origins (the origin secret).
   * @default - none
   */
  readonly originHeaders?: Record<string, string>;
}

const hostOf = (endpoint: string): string => Fn.select(2, Fn.split('/', endpoint));

/** What one upload pass of the build decides for itself: which files, pruning, an invalidation. */
type UploadPass = Pick<
  BucketDeploymentProps,
  'exclude' | 'include' | 'prune' | 'distribution' | 'distributionPaths'
>;

export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  /** `https://` plus the custom domain or the distribution's domain. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);

    requireStandardLogRegion(this);
    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront delivers standard logs through a bucket ACL grant.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      // Access logs are evidence after an incident; they outlive the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      // The content is a build output that any deploy recreates.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // LIST lets S3 answer a missing key with 404 instead of 403, so a wrong asset URL says what it is.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
      originAccessControl: new S3OriginAccessControl(this, 'SiteAccess', {
        originAccessControlName: accountWideName(this, 'Site', 64),
      }),
    });
    const apiOrigin = new HttpOrigin(hostOf(props.httpApi.apiEndpoint), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: props.originHeaders,
    });
    const socketOrigin = new HttpOrigin(hostOf(props.socketStage.api.apiEndpoint), {
      originPath: `/${props.socketStage.stageName}`,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: props.originHeaders,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: accountWideName(this, 'SecurityHeaders', 128),
      comment: 'LearnFree security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.domain?.name),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        // YouTube's player needs the embedding origin in the Referer; the path stays private.
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: PERMISSIONS_POLICY,
            override: true,
          },
        ],
      },
    });

    // Not the viewer's Host (API Gateway routes on its own), but the viewer's address, which the
    // functions' per-source rate limits need (the connection itself comes from a CloudFront edge).
    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      originRequestPolicyName: accountWideName(this, 'ApiRequests', 128),
      comment: 'LearnFree API: cookies, query strings, Origin, content headers and the viewer address',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });

    const apiCache = new ApiCachePolicies(this, 'ApiCache', {
      routes: props.apiRoutes,
      forwardedHeaders: API_HEADERS,
    });
    const apiBehaviour = (cachePolicy: ICachePolicy, originRequestPolicy: IOriginRequestPolicy) => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy,
      originRequestPolicy,
      responseHeadersPolicy: securityHeaders,
    });

    const socketRequests = new OriginRequestPolicy(this, 'SocketRequests', {
      originRequestPolicyName: accountWideName(this, 'SocketRequests', 128),
      comment: 'LearnFree WebSocket handshake: session cookie, Origin and the Sec-WebSocket headers',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...SOCKET_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });

    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      comment: 'App routes are answered by their page rendered at build time, or else by index.html',
      code: FunctionCode.fromInline(spaRewriteSource(props.webDist ? prerenderedPages(props.webDist) : [])),
      runtime: FunctionRuntime.JS_2_0,
    });
    const socketRewrite = new EdgeFunction(this, 'SocketRewrite', {
      comment: 'The WebSocket API answers on its stage path only',
      code: FunctionCode.fromInline(SOCKET_REWRITE_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'LearnFree',
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate: props.domain?.certificate,
      // Only a custom certificate has a choice; the cloudfront.net one is fixed by CloudFront.
      minimumProtocolVersion: props.domain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Hashed files: served as they are, without paying for a function run per request.
        [SITE_PATHS.assets]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
        // The public reads come first: CloudFront takes the first pattern that matches.
        ...Object.fromEntries(
          apiCache.publicReads.map((read) => [
            read.pathPattern,
            {
              ...apiBehaviour(read.cachePolicy, apiCache.publicRequests),
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
            },
          ]),
        ),
        [SITE_PATHS.api]: {
          ...apiBehaviour(apiCache.uncached, apiRequests),
          allowedMethods: AllowedMethods.ALLOW_ALL,
        },
        [SITE_PATHS.socket]: {
          origin: socketOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: socketRequests,
          functionAssociations: [{ function: socketRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    if (props.webDist) this.deploy(props.webDist, props.siteSettings ?? { social: {} });
    else {
      Annotations.of(this).addWarningV2(
        'learnfree:no-web-build',
        'No web build (web/dist) was found: the site bucket gets no upload. Run `npm run build:web` before deploying.',
      );
    }
  }

  /**
   * Uploads the build in three passes, each with the cache lifetime its files can bear
   * (site-headers.ts): hashed assets forever (and never pruned, so tabs still running the previous
   * build can load their chunks), other files for an hour, the pages (the shell and those rendered at
   * build time) never without revalidation. The pages go last so they never name assets that are not
   * there yet, and their upload invalidates the distribution. The build's compressed copies stay
   * behind: CloudFront compresses by itself.
   */
  private deploy(webDist: string, siteSettings: SiteSettings): void {
    const build = Source.asset(webDist, { exclude: PRECOMPRESSED.map(({ suffix }) => `*${suffix}`) });
    // The upload handler's own logs matter only while a deploy runs; keep them as briefly as the rest.
    const logGroup = new LogGroup(this, 'DeployLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    /** One pass: the files `pass` picks of `sources` (the build), uploaded with the Cache-Control `cache`. */
    const upload = (id: string, cache: string, pass: UploadPass, sources = [build]) =>
      new BucketDeployment(this, id, {
        sources,
        destinationBucket: this.bucket,
        logGroup,
        cacheControl: [CacheControl.fromString(cache)],
        ...pass,
      });
    const assets = upload('DeployAssets', CACHE_CONTROL.hashedAsset, {
      exclude: ['*'],
      include: [...BUILD_FILES.hashedAssets],
      prune: false,
    });
    const files = upload(
      'DeployFiles',
      CACHE_CONTROL.otherFile,
      {
        exclude: [...BUILD_FILES.hashedAssets, ...BUILD_FILES.pages],
        prune: true,
      },
      // The settings file goes with the other files; it is written at deploy time, not built, so a
      // changed setting needs a deploy, never a new build.
      [build, Source.jsonData(SITE_SETTINGS_PATH.slice(1), siteSettings)],
    );
    const pages = upload('DeployPage', CACHE_CONTROL.page, {
      exclude: ['*'],
      include: [...BUILD_FILES.pages],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    files.node.addDependency(assets);
    pages.node.addDependency(files);
  }
}
