/**
 * Mail that keeps its reputation. SES pauses sending for the whole account when too much of its mail
 * bounces or is reported as spam (a bounce rate of 10 %, a complaint rate of 0.5 %); with public
 * sign-up, mistyped addresses alone can get there. So:
 *
 * - every mail is sent with one configuration set (SES_CONFIGURATION_SET), whose event destination
 *   publishes bounces and complaints to an SNS topic;
 * - the mail-event worker, subscribed to it, marks the address's account, and the product mails it
 *   no more (functions/mail/);
 * - two alarms fire on the account's reputation metrics well below AWS's levels: a bounce rate over
 *   2 % and a complaint rate over 0.05 %.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { type ITopic, Subscription, SubscriptionProtocol, Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** The account-level reputation metrics SES publishes (namespace AWS/SES, no dimensions). */
export const BOUNCE_RATE_METRIC = 'Reputation.BounceRate';
export const COMPLAINT_RATE_METRIC = 'Reputation.ComplaintRate';
/** Where the alarms fire: AWS reviews an account at 5 % bounces and 0.1 % complaints. */
export const BOUNCE_RATE_THRESHOLD = 0.02;
export const COMPLAINT_RATE_THRESHOLD = 0.0005;

export class MailReputation extends Construct {
  readonly configurationSet: ConfigurationSet;
  /** Where SES publishes bounces and complaints. */
  readonly events: Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.events = new Topic(this, 'Events', {
      displayName: 'LearnFree mail bounces and complaints',
      enforceSSL: true,
    });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
    // The event destination also gives SES, for this configuration set only, the right to publish.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  get configurationSetName(): string {
    return this.configurationSet.configurationSetName;
  }

  /** SES checks a send's rights on its configuration set too, beside the sender identity. */
  allowSending(functions: readonly IFunction[]): void {
    const arn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSetName,
    });
    for (const fn of functions) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [arn] }),
      );
    }
  }

  /**
   * Subscribes the worker that marks the accounts; SNS invokes it asynchronously, as its retries
   * expect. The subscription lives here, beside the topic, and the invoke permission with the
   * worker: CDK's LambdaSubscription would put both in the worker's nested stack, which may not
   * wait for the topic's policy in this one.
   */
  subscribe(worker: IFunction): void {
    worker.addPermission('SesEvents', {
      principal: new ServicePrincipal('sns.amazonaws.com'),
      sourceArn: this.events.topicArn,
    });
    new Subscription(this, 'Worker', {
      topic: this.events,
      protocol: SubscriptionProtocol.LAMBDA,
      endpoint: worker.functionArn,
    });
  }

  /** The bounce-rate and complaint-rate alarms, published to the operators' topic. */
  addAlarms(topic: ITopic): void {
    const action = new SnsAction(topic);
    const alarm = (id: string, metricName: string, threshold: number, description: string) =>
      new Alarm(this, id, {
        alarmDescription: `LearnFree: ${description}`,
        // SES computes the rate over a representative volume of recent mail and updates it now and
        // then; the maximum over an hour is the last value it reported.
        metric: new Metric({
          namespace: 'AWS/SES',
          metricName,
          statistic: 'Maximum',
          period: Duration.hours(1),
        }),
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    alarm(
      'BounceRate',
      BOUNCE_RATE_METRIC,
      BOUNCE_RATE_THRESHOLD,
      'The SES bounce rate is over 2 % (AWS reviews the account at 5 % and may pause sending at 10 %). Bounced addresses are marked and get no more mail; find where bad addresses come from (docs/deploy.md, "Mail reputation").',
    );
    alarm(
      'ComplaintRate',
      COMPLAINT_RATE_METRIC,
      COMPLAINT_RATE_THRESHOLD,
      'The SES complaint rate is over 0.05 % (AWS reviews the account at 0.1 % and may pause sending at 0.5 %). Find which mail is reported as spam (docs/deploy.md, "Mail reputation").',
    );
  }
}
