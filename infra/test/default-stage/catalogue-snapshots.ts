/**
 * The catalogue snapshot: a private, encrypted bucket that refuses plain HTTP; the table's stream,
 * filtered to course items and batched, feeding the snapshot worker's live alias; and rights to the
 * one object only: the worker may put it, the catalogue's readers may get it, nobody may list.
 */

import { SNAPSHOT_KEY } from '../../../functions/catalogue/snapshot-store';
import { httpRoutes, workerRoutes } from '../../../functions/routes';
import { SNAPSHOT_BATCH_SIZE } from '../../constructs/catalogue-snapshots';
import { functionIdOf, grantsOf, liveAliasOf, ofType, type Synthesised } from '../fixture';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

let synth: Synthesised;
beforeAll(() => {
  synth = synthesised('default');
});

/** The snapshot bucket: the one the snapshot's functions are told about. */
const snapshotBucket = (): [string, Json] => {
  const writer = workerRoutes.find((worker) => worker.catalogueSnapshot === 'write')!;
  const variable =
    synth.resources[functionIdOf(synth.resources, writer)]!.Properties.Environment.Variables
      .CATALOGUE_SNAPSHOT_BUCKET;
  const id = variable.Ref as string;
  expect(synth.resources[id]?.Type).toBe('AWS::S3::Bucket');
  return [id, synth.resources[id]!];
};

const s3Grants = (functionId: string) =>
  grantsOf(synth.resources, functionId).filter((grant) => grant.actions.some((a) => a.startsWith('s3:')));

/** The object ARN a grant names: `<bucket ARN>/<key>`. */
const objectArn = (bucketId: string) => ({
  'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${SNAPSHOT_KEY}`]],
});

describe('catalogue snapshot', () => {
  it('keeps the snapshot in a private, encrypted bucket that refuses plain HTTP', () => {
    const [id, bucket] = snapshotBucket();
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    expect(bucket.Properties.LoggingConfiguration).toBeDefined();
    const policy = ofType(synth.resources, 'AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === id,
    )!;
    expect(policy[1].Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it("feeds the worker's live alias the table's stream of course items, in batches", () => {
    const writer = workerRoutes.find((worker) => worker.catalogueSnapshot === 'write')!;
    const aliasId = liveAliasOf(synth.resources, functionIdOf(synth.resources, writer));
    const [, table] = ofType(synth.resources, 'AWS::DynamoDB::Table')[0]!;
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const mappings = ofType(synth.resources, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0]!;
    // The live alias (`<function name>:live`), so a rolled-back worker keeps its stream.
    const target = JSON.stringify(mapping.Properties.FunctionName);
    expect(target).toContain(`{"Ref":"${aliasId}"}`);
    expect(target).toContain('":live"');
    expect(mapping.Properties.EventSourceArn['Fn::GetAtt']?.[1]).toBe('StreamArn');
    expect(mapping.Properties.BatchSize).toBe(SNAPSHOT_BATCH_SIZE);
    expect(mapping.Properties.MaximumBatchingWindowInSeconds).toBeGreaterThan(0);
    const patterns = mapping.Properties.FilterCriteria.Filters.map((f: Json) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([
      { dynamodb: { Keys: { pk: { S: [{ prefix: 'COURSE#' }] }, sk: { S: ['COURSE'] } } } },
    ]);
  });

  it('lets the worker put the one object and the catalogue readers get it, and nothing more', () => {
    const [bucketId] = snapshotBucket();
    const writer = workerRoutes.find((worker) => worker.catalogueSnapshot === 'write')!;
    expect(s3Grants(functionIdOf(synth.resources, writer))).toEqual([
      { actions: ['s3:PutObject'], resources: [objectArn(bucketId)] },
    ]);
    const readers = httpRoutes.filter((route) => route.catalogueSnapshot === 'read');
    expect(readers.map((route) => route.key).sort()).toEqual([
      'GET /api/catalogue',
      'GET /api/course',
      'GET /api/recommended/course',
      'GET /api/users/dashboard',
    ]);
    for (const route of readers) {
      expect(s3Grants(functionIdOf(synth.resources, route))).toEqual([
        { actions: ['s3:GetObject'], resources: [objectArn(bucketId)] },
      ]);
    }
    // Every other function: no right on the bucket, and no name of it.
    const others = [...httpRoutes, ...workerRoutes].filter((route) => !route.catalogueSnapshot);
    for (const route of others) {
      const id = functionIdOf(synth.resources, route);
      expect(s3Grants(id).filter((grant) => JSON.stringify(grant.resources).includes(bucketId))).toEqual([]);
      expect(
        synth.resources[id]!.Properties.Environment?.Variables?.CATALOGUE_SNAPSHOT_BUCKET,
      ).toBeUndefined();
    }
  });
});
