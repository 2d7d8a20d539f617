/**
 * An alarm for the SES sandbox. A new account may only send to verified addresses, so every
 * registration from the public fails (the learner is told the mail could not be sent). The mail
 * functions log each refusal (functions/lib/mail.ts); a metric filter on their log groups counts
 * the sandbox ones and the alarm says what to do about it.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { MAIL_REFUSED_LOG, SANDBOX_REASON } from '../../functions/lib/mail-refusal';

export interface MailRefusalAlarmProps {
  /** Log groups of the functions that send mail. */
  readonly logGroups: readonly ILogGroup[];
  readonly topic: ITopic;
  /** Namespace of the counted metric, one per stage. */
  readonly namespace: string;
}

export const SANDBOX_METRIC = 'MailRefusedInSesSandbox';

export class MailRefusalAlarm extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: MailRefusalAlarmProps) {
    super(scope, id);
    const pattern = FilterPattern.all(
      FilterPattern.stringValue('$.message', '=', MAIL_REFUSED_LOG),
      FilterPattern.stringValue('$.reason', '=', SANDBOX_REASON),
    );
    const filters = props.logGroups.map(
      (logGroup, i) =>
        new MetricFilter(this, `Filter${i}`, {
          logGroup,
          filterPattern: pattern,
          metricNamespace: props.namespace,
          metricName: SANDBOX_METRIC,
          metricValue: '1',
        }),
    );
    this.alarm = new Alarm(this, 'Alarm', {
      alarmDescription:
        'LearnFree: SES refused mail to an unverified address because the account is in the SES sandbox. ' +
        'Learners cannot register. Request SES production access (docs/deploy.md, first-deploy checklist).',
      metric: filters[0]!.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new SnsAction(props.topic));
  }
}
