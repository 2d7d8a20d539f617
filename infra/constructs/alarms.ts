/**
 * Alarms an operator acts on, published to one SNS topic: server errors of the HTTP API, 5xx answers
 * of any route (HTTP or WebSocket) counted by the wrappers, errors of each function, throttling
 * anywhere in the account's Lambda concurrency pool, and requests the table throttles.
 */
import { Annotations, ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVER_ERRORS_METRIC, SERVICE_DIMENSION } from '../../functions/lib/metrics';

const PERIOD = Duration.minutes(5);

export interface AlarmsProps {
  /** Its 5xx answers are alarmed on. */
  readonly httpApi: HttpApi;
  /** Its throttled requests are alarmed on. */
  readonly table: Table;
  /** Each function gets its own error alarm, named after what it serves. */
  readonly functions: ReadonlyArray<{ readonly name: string; readonly function: IFunction }>;
  /**
   * Server answers per five minutes that raise the API alarm. The wrapper answers a passing DynamoDB
   * hiccup with 503, so a single 5xx is not yet worth a page.
   * @default 5
   */
  readonly apiErrorThreshold?: number;
  /** Subscribed to the alarm topic. @default - no subscription */
  readonly email?: string;
  /** The functions' METRICS_SERVICE: the dimension their 5xx metric is published under. */
  readonly metricsService: string;
}

/** CloudWatch metric math lets one alarm use at most ten metrics. */
const FUNCTIONS_PER_ALARM = 10;

/** Throttled table requests per five minutes that raise the alarm: each was already retried once. */
const TABLE_THROTTLE_THRESHOLD = 5;

/** The table operations the functions and tools call: one metric each, within the ten an alarm may use. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'LearnFree alarms', enforceSSL: true });
    allowAlarmsToPublish(this.topic);
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    else {
      Annotations.of(this).addWarningV2(
        'learnfree:no-alarm-email',
        'alarmEmail is not set: the alarms publish to a topic nobody receives. Set it in infra/stages/<stage>.json.',
      );
    }
    const action = new SnsAction(this.topic);

    this.alarm(
      'HttpApiServerErrors',
      'The HTTP API answered with server errors',
      props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      props.apiErrorThreshold ?? 5,
      action,
    );

    // Every 5xx answer of every route, HTTP or WebSocket: the wrappers catch every error (a bug, a
    // missing permission, a failing dependency), answer it and count it in this metric
    // (functions/lib/metrics.ts). Lambda's own error metric never sees those.
    this.alarm(
      'RouteServerErrors',
      'Routes answered with server errors (HTTP and WebSocket)',
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: SERVER_ERRORS_METRIC,
        dimensionsMap: { [SERVICE_DIMENSION]: props.metricsService },
        statistic: 'Sum',
        period: PERIOD,
      }),
      props.apiErrorThreshold ?? 5,
      action,
    );

    // Function errors no wrapper can answer: a timeout, running out of memory, or a module that fails
    // to load. Ten functions to an alarm (the most metrics one alarm's math may use), its description
    // naming their routes: an alarm per function would take an eighth of the 500 resources
    // CloudFormation allows in one stack.
    for (let first = 0; first < props.functions.length; first += FUNCTIONS_PER_ALARM) {
      const group = props.functions.slice(first, first + FUNCTIONS_PER_ALARM);
      const usingMetrics = Object.fromEntries(
        group.map(({ function: fn }, i) => [`e${i}`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' })]),
      );
      this.alarm(
        `FunctionErrors${first / FUNCTIONS_PER_ALARM + 1}`,
        `Function errors in: ${group.map(({ name }) => name).join(', ')}`,
        // SUM over the list counts a function without data points as none.
        new MathExpression({
          expression: `SUM([${Object.keys(usingMetrics).join(', ')}])`,
          usingMetrics,
          period: PERIOD,
        }),
        1,
        action,
      );
    }

    // One alarm for throttling: no function reserves concurrency, so all of them draw from the
    // account's regional pool and are throttled together; per-function alarms would all fire at once.
    this.alarm(
      'LambdaThrottles',
      'Lambda throttled invocations in this account and region (shared concurrency pool)',
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: PERIOD }),
      1,
      action,
    );

    // Requests the table refused for want of capacity (the table's or an index's): in provisioned
    // mode, traffic that climbed faster than auto scaling followed; on demand, beyond twice the last
    // peak. A request path retries once and then answers 503, so a few are already felt.
    this.alarm(
      'TableThrottles',
      'DynamoDB throttled requests: capacity fell short (raise the table minimum or switch tableCapacity to on-demand)',
      props.table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: PERIOD,
        statistic: 'Sum',
      }),
      TABLE_THROTTLE_THRESHOLD,
      action,
    );
  }

  private alarm(id: string, description: string, metric: IMetric, threshold: number, action: IAlarmAction) {
    const alarm = new Alarm(this, id, {
      alarmDescription: `LearnFree: ${description}`,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(action);
  }
}

/**
 * enforceSSL gives the topic a policy of its own, which replaces SNS's default policy; with only the
 * TLS Deny in it, CloudWatch would have no right to publish and alarm mail would never arrive. The
 * grant is limited to alarms of this account and region.
 */
function allowAlarmsToPublish(topic: Topic): void {
  const stack = Stack.of(topic);
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: {
          'aws:SourceArn': stack.formatArn({
            service: 'cloudwatch',
            resource: 'alarm',
            resourceName: '*',
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        },
      },
    }),
  );
}
