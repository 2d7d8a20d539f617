/**
 * The application's single DynamoDB table, built from the definition the functions, the local stack
 * and the tests use (functions/data/table.ts), so the cloud table cannot drift from the code.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { projectionOf, TABLE } from '../../functions/data/table';
import { TABLE_AUTO_SCALING, type TableCapacityMode } from './table-capacity';

export interface AppTableProps {
  /** Provisioned with auto scaling, or on demand (table-capacity.ts weighs the two). */
  readonly capacity: TableCapacityMode;
}

export class AppTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: AppTableProps) {
    super(scope, id);
    const provisioned = props.capacity === 'provisioned';
    const { table: tableBounds, index: indexBounds } = TABLE_AUTO_SCALING;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      ...(provisioned
        ? {
            billingMode: BillingMode.PROVISIONED,
            readCapacity: tableBounds.min,
            writeCapacity: tableBounds.min,
          }
        : { billingMode: BillingMode.PAY_PER_REQUEST }),
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Feeds the catalogue snapshot's worker (catalogue-snapshots.ts), which compares a course's
      // listed fields before and after a change.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      // Learners' accounts, progress and notes outlive any stack: a teardown keeps the table.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...('include' in index
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: projectionOf(index).NonKeyAttributes }
          : { projectionType: ProjectionType.ALL }),
        ...(provisioned && { readCapacity: indexBounds.min, writeCapacity: indexBounds.min }),
      });
    }
    if (provisioned) this.autoScale();
  }

  /** Each of the table's and its indexes' read and write capacity follows its own consumption. */
  private autoScale(): void {
    const { targetUtilizationPercent, table: tableBounds, index: indexBounds } = TABLE_AUTO_SCALING;
    const bounds = (b: { min: number; max: number }) => ({ minCapacity: b.min, maxCapacity: b.max });
    const scaled = [
      this.table.autoScaleReadCapacity(bounds(tableBounds)),
      this.table.autoScaleWriteCapacity(bounds(tableBounds)),
      ...TABLE.indexes.flatMap((index) => [
        this.table.autoScaleGlobalSecondaryIndexReadCapacity(index.name, bounds(indexBounds)),
        this.table.autoScaleGlobalSecondaryIndexWriteCapacity(index.name, bounds(indexBounds)),
      ]),
    ];
    for (const attribute of scaled) attribute.scaleOnUtilization({ targetUtilizationPercent });
  }
}
