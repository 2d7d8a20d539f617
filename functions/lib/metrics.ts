/**
 * The one custom metric: server errors (5xx answers), written as a CloudWatch Embedded Metric Format
 * line on stdout, which CloudWatch Logs turns into the metric without an API call or extra
 * permission. The wrappers catch every error, so Lambda's own Errors metric never sees these; the
 * alarm in infra/constructs/alarms.ts watches this one instead.
 */

export const METRICS_NAMESPACE = 'LearnFree';
export const SERVER_ERRORS_METRIC = 'ServerErrors';
/** The dimension that tells deployments apart: the stack's name (METRICS_SERVICE), `local` elsewhere. */
export const SERVICE_DIMENSION = 'Service';

export function serverErrorMetric(route: string): void {
  // Tests run with LOG_LEVEL=silent: the metric travels in the log stream, so it goes quiet with it.
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[SERVICE_DIMENSION]],
          Metrics: [{ Name: SERVER_ERRORS_METRIC, Unit: 'Count' }],
        },
      ],
    },
    [SERVICE_DIMENSION]: process.env.METRICS_SERVICE ?? 'local',
    [SERVER_ERRORS_METRIC]: 1,
    route,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
