/**
 * The catalogue snapshot (functions/catalogue/index-snapshot.ts): a private bucket holding one
 * object, the serialised catalogue index, which a new container of the catalogue's functions loads
 * with one GET instead of reading GSI3 and building the index. The `catalogue-snapshot` worker keeps
 * it current from the table's stream, filtered to course items and batched, so an import of 1,000
 * courses rebuilds it a few times, not 1,000 times (docs/capacity.md, "Cold start").
 *
 * Rights: the worker may PUT that one key, the readers may GET it, and nobody may list the bucket
 * (a reader takes the 403 of a missing object as "no snapshot yet").
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { SNAPSHOT_KEY } from '../../functions/catalogue/snapshot-store';
import { acknowledgeWildcards } from './acknowledge';
import type { RouteFunction } from './route-function';

/** Records the worker takes at once: an import's courses arrive as a few large batches. */
export const SNAPSHOT_BATCH_SIZE = 1000;
/** How long the stream gathers records before it invokes the worker with fewer than a full batch. */
export const SNAPSHOT_BATCHING_WINDOW = Duration.seconds(30);

export interface CatalogueSnapshotsProps {
  /** The application table; its stream (new and old images) feeds the worker. */
  readonly table: ITable;
  /** Where the bucket's access logs go. */
  readonly accessLogs: IBucket;
}

export class CatalogueSnapshots extends Construct {
  readonly bucket: Bucket;
  private readonly table: ITable;

  constructor(scope: Construct, id: string, props: CatalogueSnapshotsProps) {
    super(scope, id);
    this.table = props.table;
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'catalogue-snapshots/',
      // Derived data: the worker writes it again from the table after any change.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
  }

  /** The variables a reader or the writer needs: the bucket's name. */
  get environment(): Record<string, string> {
    return { CATALOGUE_SNAPSHOT_BUCKET: this.bucket.bucketName };
  }

  private get objectArn(): string {
    return this.bucket.arnForObjects(SNAPSHOT_KEY);
  }

  /** May GET the snapshot, and nothing else in the bucket. */
  allowReading(fn: IFunction): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [this.objectArn] }));
  }

  /**
   * Feeds the worker's live alias the table's stream of course items, and lets it PUT the snapshot. A failed batch is tried twice more and then skipped: the next change rebuilds the
   * snapshot anyway, and readers catch up from an older one.
   */
  feed(worker: RouteFunction): void {
    worker.function.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [this.objectArn] }),
    );
    worker.live.addEventSource(
      new DynamoEventSource(this.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: SNAPSHOT_BATCH_SIZE,
        maxBatchingWindow: SNAPSHOT_BATCHING_WINDOW,
        retryAttempts: 2,
        // Course items only (`COURSE#<id>` / `COURSE`): enrolments, progress, ratings' own items and
        // the rest never invoke it (a like does, through the course's count; the worker decides).
        filters: [
          FilterCriteria.filter({
            dynamodb: {
              Keys: { pk: { S: FilterRule.beginsWith('COURSE#') }, sk: { S: FilterRule.isEqual('COURSE') } },
            },
          }),
        ],
      }),
    );
    acknowledgeWildcards(worker, (finding) =>
      finding === 'Resource::*'
        ? "dynamodb:ListStreams has no resource to name: Lambda lists the table's streams to find the one it reads (granted by aws-cdk-lib with the event source)."
        : undefined,
    );
  }
}
