/**
 * The custom metrics, written as CloudWatch Embedded Metric Format lines on stdout, which CloudWatch
 * Logs turns into metrics without an API call or extra permission: server errors (5xx answers; the
 * wrappers catch every error, so Lambda's own Errors metric never sees these) and requests refused
 * by the origin check (403 without the edge's secret: a wrong rotation of the secret turns every call
 * into one). The alarms in infra/constructs/ watch them.
 */

export const METRICS_NAMESPACE = 'LearnFree';
export const SERVER_ERRORS_METRIC = 'ServerErrors';
export const ORIGIN_REFUSED_METRIC = 'OriginRefused';
/** The dimension that tells deployments apart: the stack's name (METRICS_SERVICE), `local` elsewhere. */
export const SERVICE_DIMENSION = 'Service';

/** Counts one event of `metric`, with what it happened on (`route`) as a searchable field. */
function count(metric: string, fields: Record<string, unknown>): void {
  // Tests run with LOG_LEVEL=silent: the metric travels in the log stream, so it goes quiet with it.
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[SERVICE_DIMENSION]],
          Metrics: [{ Name: metric, Unit: 'Count' }],
        },
      ],
    },
    [SERVICE_DIMENSION]: process.env.METRICS_SERVICE ?? 'local',
    [metric]: 1,
    ...fields,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

export function serverErrorMetric(route: string): void {
  count(SERVER_ERRORS_METRIC, { route });
}

export function originRefusedMetric(): void {
  count(ORIGIN_REFUSED_METRIC, {});
}
