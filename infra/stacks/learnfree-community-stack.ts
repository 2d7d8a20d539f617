/**
 * What LocalStack's free (Community) image can run (`-c target=localstack-community`): the same
 * functions, table, session keys and mail identity, with the HTTP routes behind a REST API, because API
 * Gateway v2 and CloudFront need LocalStack Pro. Missing here: the site itself (no CloudFront, no
 * bucket), the WebSocket chat, the security headers, the alarms and the custom domain. Not for AWS.
 */
import { randomBytes } from 'node:crypto';
import { CfnOutput, Stack, Validations } from 'aws-cdk-lib';
import { AwsIntegration, EndpointType, Method, RestApi } from 'aws-cdk-lib/aws-apigateway';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { RouteFunction } from '../constructs/route-function';
import { allowVideoProviderKey } from '../constructs/video-provider-key';
import { writeRouteEntries } from '../route-entries';
import {
  DEFAULT_MEMORY_MB,
  httpFunctionId,
  httpRouteLabel,
  type LearnFreeStackProps,
} from './learnfree-stack';
import { RouteAreas } from './route-areas';
import { LOCALSTACK_DOMAIN, localstackOrigins } from './site-origins';
import { stackCore } from './stack-core';

/** Throttle of the REST API stage, as on AWS. */
const API_THROTTLE = { throttlingRateLimit: 200, throttlingBurstLimit: 400 };

export class LearnFreeCommunityStack extends Stack {
  readonly api: RestApi;
  readonly routeFunctions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: LearnFreeStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const { table, sessionKeys, mail } = stackCore(this, settings, props.functionCode);

    this.api = new RestApi(this, 'RestApi', {
      description: 'LearnFree API on LocalStack Community (the HTTP routes of functions/routes.ts)',
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: false,
      deployOptions: { stageName: settings.stage, ...API_THROTTLE },
    });

    // The API's own host is the site's origin here: LocalStack serves it on its port.
    const apiHost = `${this.api.restApiId}.execute-api.${LOCALSTACK_DOMAIN}`;
    const environment = {
      ...localstackOrigins(apiHost, settings.localstackPort),
      LOG_LEVEL: 'info',
      // No CloudFront here: the REST API wrapper is the edge and adds this secret to every request
      // (infra/community/rest-api-entry.ts). Made anew at each synth; it only guards a local stack.
      ORIGIN_SECRET: randomBytes(32).toString('base64url'),
    };
    const entries = writeRouteEntries();
    // As on AWS, each area's functions and methods in a nested stack; the API and its paths stay here.
    const areas = new RouteAreas(
      this,
      (area) => `LearnFree (${settings.stage}, LocalStack): the ${area} routes`,
    );
    const methods: Method[] = [];
    for (const route of props.httpRoutes) {
      const id = httpFunctionId(route);
      const fn = new RouteFunction(areas.of(route), id, {
        entry: entries.get(route.key)!.file,
        description: httpRouteLabel(route),
        table,
        dynamodb: route,
        mail: route.mail ? mail : undefined,
        memorySize: route.memoryMb ?? DEFAULT_MEMORY_MB,
        timeoutSeconds: route.timeoutSeconds,
        environment,
        restApi: true,
        code: props.functionCode,
      });
      sessionKeys.allowVerifying(fn.function);
      if (route.issuesSessions) sessionKeys.allowSigning(fn.function);
      if (route.videoProvider) allowVideoProviderKey(fn.function, settings.youtubeApiKeySecret);
      this.routeFunctions.push(fn);
      methods.push(
        new Method(areas.of(route), `${id}Method`, {
          resource: this.api.root.resourceForPath(route.path),
          httpMethod: route.method,
          // What LambdaIntegration does, but with the invoke permission below: its own names the
          // stage resource, which comes after every area's methods (the deployment), so the
          // area's stack would wait for itself.
          integration: new AwsIntegration({
            proxy: true,
            service: 'lambda',
            path: `2015-03-31/functions/${fn.function.functionArn}/invocations`,
          }),
        }),
      );
      fn.function.addPermission('RestApiInvoke', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.api.arnForExecuteApi(
          route.method,
          route.path.replace(/\{[^}]*\}/g, '*'),
          settings.stage,
        ),
      });
    }

    const reason =
      'LocalStack Community variant for trying the functions locally; it is never deployed to AWS, where the HTTP API stack with its own controls is used.';
    for (const rule of [
      'AwsSolutions-APIG1',
      'AwsSolutions-APIG2',
      'AwsSolutions-APIG3',
      'AwsSolutions-APIG4',
      'AwsSolutions-APIG6',
      'AwsSolutions-COG4',
    ]) {
      for (const scope of [this.api, ...methods]) Validations.of(scope).acknowledge({ id: rule, reason });
    }

    new CfnOutput(this, 'ApiUrl', {
      value: `http://${apiHost}:${settings.localstackPort}/${settings.stage}`,
      description: 'The API on LocalStack (routes under /api)',
    });
    new CfnOutput(this, 'TableName', {
      value: table.tableName,
      description: 'TABLE_NAME for `npm run admin`',
    });
  }
}
