/**
 * Alarms on what the HTTP API refuses rather than fails: the share of 4xx answers, the share of
 * requests throttled with 429 (neither the 5xx nor the Lambda throttle alarm sees those), and the
 * share refused by the origin check (403 without the edge's secret, which a wrong rotation of the
 * secret causes for every call). Each is a ratio of the API's requests, alarmed only above a floor
 * of refusals, so a handful at night does not page anyone.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, ORIGIN_REFUSED_METRIC, SERVICE_DIMENSION } from '../../functions/lib/metrics';

const PERIOD = Duration.minutes(5);

export const THROTTLED_METRIC = 'ApiThrottled';

/** When each alarm fires: at least `floor` refusals in five minutes, and at least `percent` of the requests. */
export const API_ALARM_LEVELS = {
  clientErrors: { floor: 50, percent: 25 },
  throttled: { floor: 10, percent: 1 },
  originRefused: { floor: 20, percent: 50 },
} as const;

export interface ApiAlarmsProps {
  readonly httpApi: HttpApi;
  /** The HTTP API's access log group (JSON lines with `status`): 429s are counted from it. */
  readonly accessLogs: ILogGroup;
  readonly topic: ITopic;
  /** Namespace of the counted 429 metric, one per stage. */
  readonly namespace: string;
  /** The functions' METRICS_SERVICE: the dimension their origin-refused metric is published under. */
  readonly metricsService: string;
}

export class ApiAlarms extends Construct {
  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    const requests = props.httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const action = new SnsAction(props.topic);
    const alarm = (
      alarmId: string,
      description: string,
      refused: IMetric,
      level: { floor: number; percent: number },
    ) => {
      new Alarm(this, alarmId, {
        alarmDescription: `LearnFree: ${description} (at least ${level.floor} in 5 minutes and ${level.percent} % of the requests)`,
        // FILL: a metric without data points in the period (no refusal, no request) counts as none.
        metric: new MathExpression({
          expression: `IF(FILL(refused, 0) >= ${level.floor}, 100 * FILL(refused, 0) / FILL(requests, 1), 0)`,
          usingMetrics: { refused, requests },
          period: PERIOD,
        }),
        threshold: level.percent,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    };

    alarm(
      'HttpApiClientErrors',
      'The HTTP API refused many requests with 4xx. Look at the access logs by status and route',
      props.httpApi.metricClientError({ period: PERIOD, statistic: 'Sum' }),
      API_ALARM_LEVELS.clientErrors,
    );

    // The API's metrics count 429s among all 4xx; its access log has each one's status.
    const throttled = new MetricFilter(this, 'ThrottledFilter', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: props.namespace,
      metricName: THROTTLED_METRIC,
      metricValue: '1',
    });
    alarm(
      'HttpApiThrottled',
      'The HTTP API throttled requests with 429: a route or the account reached its limit (docs/capacity.md, "Throttles")',
      throttled.metric({ statistic: 'Sum', period: PERIOD }),
      API_ALARM_LEVELS.throttled,
    );

    alarm(
      'OriginRefused',
      'Requests refused (403) because they lacked the origin secret. After a rotation of the secret: CloudFront sends a version the functions do not accept (docs/security.md, "Rotating the origin secret")',
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: ORIGIN_REFUSED_METRIC,
        dimensionsMap: { [SERVICE_DIMENSION]: props.metricsService },
        statistic: 'Sum',
        period: PERIOD,
      }),
      API_ALARM_LEVELS.originRefused,
    );
  }
}
