/**
 * Mail that keeps its reputation: every mail goes out with one configuration set, whose bounces and
 * complaints reach the mail-event worker through an SNS topic, and the account's bounce and
 * complaint rates are alarmed on below the levels at which AWS pauses sending.
 */
import { workerRoutes } from '../../../functions/routes';
import { BOUNCE_RATE_METRIC, COMPLAINT_RATE_METRIC } from '../../constructs/mail-reputation';
import { functionIdOf, grantsOf, ofType, type Synthesised } from '../fixture';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

let synth: Synthesised;
beforeAll(() => {
  synth = synthesised('default');
});

const one = (type: string): [string, Json] => {
  const found = ofType(synth.resources, type);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** The logical id a `{ Ref }` (or an alias's `{ Ref }`) names. */
const refOf = (value: Json): string => value.Ref ?? value['Fn::GetAtt']?.[0];

const mailFunctions = () =>
  ofType(synth.resources, 'AWS::Lambda::Function').filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.MAIL_FROM,
  );

describe('mail reputation', () => {
  it('publishes bounces and complaints of the one configuration set to an SNS topic', () => {
    const [setId] = one('AWS::SES::ConfigurationSet');
    const [, destination] = one('AWS::SES::ConfigurationSetEventDestination');
    expect(refOf(destination.Properties.ConfigurationSetName)).toBe(setId);
    const event = destination.Properties.EventDestination;
    expect(event.Enabled).toBe(true);
    expect([...event.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    const topicId = refOf(event.SnsDestination.TopicARN);
    expect(synth.resources[topicId]?.Type).toBe('AWS::SNS::Topic');
  });

  it('lets SES publish to the topic for this configuration set only', () => {
    const [, destination] = one('AWS::SES::ConfigurationSetEventDestination');
    const topicId = refOf(destination.Properties.EventDestination.SnsDestination.TopicARN);
    const statements = ofType(synth.resources, 'AWS::SNS::TopicPolicy')
      .filter(([, policy]) => policy.Properties.Topics.some((t: Json) => refOf(t) === topicId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Json[]);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Principal: { Service: 'ses.amazonaws.com' },
        Condition: expect.objectContaining({
          StringEquals: expect.objectContaining({ 'AWS:SourceArn': expect.anything() }),
        }),
      }),
    );
  });

  it("invokes the mail-event worker's live alias from the topic", () => {
    const worker = workerRoutes.find((route) => route.sesEvents)!;
    expect(worker).toBeDefined();
    const workerId = functionIdOf(synth.resources, worker);
    const [, destination] = one('AWS::SES::ConfigurationSetEventDestination');
    const topicId = refOf(destination.Properties.EventDestination.SnsDestination.TopicARN);
    const subscriptions = ofType(synth.resources, 'AWS::SNS::Subscription').filter(
      ([, sub]) => refOf(sub.Properties.TopicArn) === topicId,
    );
    expect(subscriptions).toHaveLength(1);
    const [, subscription] = subscriptions[0]!;
    expect(subscription.Properties.Protocol).toBe('lambda');
    const aliasId = refOf(subscription.Properties.Endpoint);
    expect(synth.resources[aliasId]).toMatchObject({
      Type: 'AWS::Lambda::Alias',
      Properties: { FunctionName: { Ref: workerId }, Name: 'live' },
    });
    const permissions = ofType(synth.resources, 'AWS::Lambda::Permission').filter(
      ([, permission]) =>
        permission.Properties.Principal === 'sns.amazonaws.com' &&
        refOf(permission.Properties.SourceArn) === topicId,
    );
    expect(permissions.map(([, p]) => refOf(p.Properties.FunctionName))).toEqual([aliasId]);
  });

  it('sends every mail with the configuration set, which each mailing function may use', () => {
    const [setId] = one('AWS::SES::ConfigurationSet');
    const senders = mailFunctions();
    expect(senders.length).toBeGreaterThan(3);
    for (const [id, fn] of senders) {
      expect(refOf(fn.Properties.Environment.Variables.SES_CONFIGURATION_SET)).toBe(setId);
      const onSet = grantsOf(synth.resources, id).filter((grant) =>
        JSON.stringify(grant.resources).includes(`configuration-set/`),
      );
      expect(onSet.flatMap((grant) => grant.actions).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      expect(JSON.stringify(onSet[0]!.resources)).toContain(setId);
    }
  });

  it.each([
    [BOUNCE_RATE_METRIC, 0.02],
    [COMPLAINT_RATE_METRIC, 0.0005],
  ])('alarms the operators when %s is over %s', (metricName, threshold) => {
    const alarms = ofType(synth.resources, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) => alarm.Properties.Namespace === 'AWS/SES' && alarm.Properties.MetricName === metricName,
    );
    expect(alarms).toHaveLength(1);
    const [, alarm] = alarms[0]!;
    expect(alarm.Properties).toMatchObject({
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarm.Properties.Dimensions ?? []).toEqual([]);
    const alarmTopic = ofType(synth.resources, 'AWS::SNS::Topic').find(
      ([, topic]) => topic.Properties.DisplayName === 'LearnFree alarms',
    )!;
    expect(alarm.Properties.AlarmActions.map(refOf)).toEqual([alarmTopic[0]]);
  });
});
