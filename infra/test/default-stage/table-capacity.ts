/**
 * The table's capacity: provisioned with auto scaling by default (each of the table's and its
 * indexes' reads and writes kept near the target between their floor and ceiling), on demand when a
 * stage asks, and an alarm on throttled requests in both.
 */
import { TABLE } from '../../../functions/data/table';
import { TABLE_AUTO_SCALING } from '../../constructs/table-capacity';
import { ofType } from '../fixture';
import { synthesised, type VariantName } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON.
type Json = Record<string, any>;

const tableOf = (variant: VariantName): [string, Json] =>
  ofType(synthesised(variant).resources, 'AWS::DynamoDB::Table')[0]!;

describe('the table, provisioned by default', () => {
  const { targetUtilizationPercent, table: tableBounds, index: indexBounds } = TABLE_AUTO_SCALING;

  it('starts the table and every index at its floor', () => {
    const [, table] = tableOf('default');
    expect(table.Properties.BillingMode).toBeUndefined();
    expect(table.Properties.ProvisionedThroughput).toEqual({
      ReadCapacityUnits: tableBounds.min,
      WriteCapacityUnits: tableBounds.min,
    });
    for (const index of table.Properties.GlobalSecondaryIndexes) {
      expect(index.ProvisionedThroughput).toEqual({
        ReadCapacityUnits: indexBounds.min,
        WriteCapacityUnits: indexBounds.min,
      });
    }
  });

  it('scales the reads and writes of the table and of each index on their own, toward the target', () => {
    const { resources } = synthesised('default');
    const [tableId] = tableOf('default');
    const targets = ofType(resources, 'AWS::ApplicationAutoScaling::ScalableTarget').map(([id, t]) => {
      const resourceId = JSON.stringify(t.Properties.ResourceId);
      const index = TABLE.indexes.find((i) => resourceId.includes(`/index/${i.name}`))?.name;
      expect(resourceId).toContain(`{"Ref":"${tableId}"}`);
      return {
        id,
        index,
        dimension: t.Properties.ScalableDimension,
        min: t.Properties.MinCapacity,
        max: t.Properties.MaxCapacity,
      };
    });
    const expected = [undefined, ...TABLE.indexes.map((i) => i.name)].flatMap((index) =>
      ['ReadCapacityUnits', 'WriteCapacityUnits'].map((units) => ({
        index,
        dimension: `dynamodb:${index ? 'index' : 'table'}:${units}`,
        min: (index ? indexBounds : tableBounds).min,
        max: (index ? indexBounds : tableBounds).max,
      })),
    );
    expect(targets.map(({ id, ...rest }) => rest)).toEqual(expect.arrayContaining(expected));
    expect(targets).toHaveLength(expected.length);

    const policies = ofType(resources, 'AWS::ApplicationAutoScaling::ScalingPolicy').map(
      ([, p]) => p.Properties,
    );
    expect(policies).toHaveLength(targets.length);
    for (const { id } of targets) {
      const policy = policies.find((p) => p.ScalingTargetId?.Ref === id)!;
      expect(policy.PolicyType).toBe('TargetTrackingScaling');
      expect(policy.TargetTrackingScalingPolicyConfiguration.TargetValue).toBe(targetUtilizationPercent);
    }
  });

  it('alarms when the table throttles requests, on every operation the functions call', () => {
    const [tableId] = tableOf('default');
    const alarm = ofType(synthesised('default').resources, 'AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .find((a) => String(a.AlarmDescription).includes('DynamoDB throttled requests'))!;
    const metrics = alarm.Metrics.filter((m: Json) => m.MetricStat).map((m: Json) => m.MetricStat.Metric);
    expect(metrics.length).toBeLessThanOrEqual(10);
    for (const metric of metrics) {
      expect(metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: 'ThrottledRequests' });
      expect(metric.Dimensions).toContainEqual({ Name: 'TableName', Value: { Ref: tableId } });
    }
    const operations = metrics.map((m: Json) => m.Dimensions.find((d: Json) => d.Name === 'Operation').Value);
    expect(operations).toEqual(
      expect.arrayContaining([
        'GetItem',
        'Query',
        'PutItem',
        'UpdateItem',
        'DeleteItem',
        'BatchWriteItem',
        'TransactWriteItems',
      ]),
    );
  });
});

describe('the table, on demand when the stage asks', () => {
  it('pays per request, with nothing to scale', () => {
    const [, table] = tableOf('existingSender');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.ProvisionedThroughput).toBeUndefined();
    expect(
      ofType(synthesised('existingSender').resources, 'AWS::ApplicationAutoScaling::ScalableTarget'),
    ).toEqual([]);
  });
});
